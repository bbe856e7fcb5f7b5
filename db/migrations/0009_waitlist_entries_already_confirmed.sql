-- Entries made before confirmation existed were taken in good faith: they keep counting.
UPDATE "waitlist_entries" SET "confirmed_at" = "created_at" WHERE "confirmed_at" IS NULL;
