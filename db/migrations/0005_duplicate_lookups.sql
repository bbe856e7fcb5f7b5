DROP INDEX "contact_messages_email_lower_idx";--> statement-breakpoint
CREATE INDEX "contact_messages_phone_digits_idx" ON "contact_messages" USING btree (regexp_replace("phone", '[^0-9]', '', 'g'),"created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_email_lower_idx" ON "contact_messages" USING btree (lower("email"),"created_at","id");