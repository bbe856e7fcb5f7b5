CREATE TABLE "enquiry_status_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "courses_created_at_idx";--> statement-breakpoint
DROP INDEX "reviews_visible_created_idx";--> statement-breakpoint
CREATE INDEX "courses_created_idx" ON "courses" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_course_idx" ON "contact_messages" USING btree ("course");--> statement-breakpoint
CREATE INDEX "reviews_created_idx" ON "reviews" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "trainings_start_idx" ON "trainings" USING btree ((("start_date" - date '2000-01-01') * 1440 - (substr("start_time", 1, 2)::int * 60 + substr("start_time", 4, 2)::int)),"id");--> statement-breakpoint
CREATE INDEX "reviews_visible_created_idx" ON "reviews" USING btree ("is_visible","created_at","id");--> statement-breakpoint
-- The counts of enquiries per status follow contact_messages (db/schema/enquiries.ts enquiryStatusCounts): a row for
-- every status, filled from the enquiries there are, then kept by a trigger on every insert, delete, change of status
-- and truncate. Rows are locked in one order, so two changes in opposite directions wait rather than deadlock.
INSERT INTO "enquiry_status_counts" ("status", "n")
SELECT s.status, (SELECT count(*) FROM "contact_messages" m WHERE m."status" = s.status)
FROM unnest(ARRAY['new', 'contacted', 'quoted', 'won', 'lost']) AS s(status);--> statement-breakpoint
CREATE FUNCTION "contact_messages_count_status"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "enquiry_status_counts" SET "n" = 0;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD."status" = NEW."status" THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM "enquiry_status_counts"
  WHERE "status" IN (CASE WHEN TG_OP <> 'INSERT' THEN OLD."status" END, CASE WHEN TG_OP <> 'DELETE' THEN NEW."status" END)
  ORDER BY "status" FOR UPDATE;
  IF TG_OP <> 'INSERT' THEN
    UPDATE "enquiry_status_counts" SET "n" = "n" - 1 WHERE "status" = OLD."status";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "enquiry_status_counts" AS c ("status", "n") VALUES (NEW."status", 1)
    ON CONFLICT ("status") DO UPDATE SET "n" = c."n" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "contact_messages_count_status" AFTER INSERT OR DELETE OR UPDATE OF "status" ON "contact_messages"
FOR EACH ROW EXECUTE FUNCTION "contact_messages_count_status"();--> statement-breakpoint
CREATE TRIGGER "contact_messages_count_status_truncate" AFTER TRUNCATE ON "contact_messages"
FOR EACH STATEMENT EXECUTE FUNCTION "contact_messages_count_status"();
