DROP INDEX "payment_proofs_status_idx";--> statement-breakpoint
DROP INDEX "contact_messages_status_created_idx";--> statement-breakpoint
DROP INDEX "contact_messages_created_idx";--> statement-breakpoint
DROP INDEX "organizations_name_lower_idx";--> statement-breakpoint
CREATE INDEX "payment_proofs_status_decided_idx" ON "payment_proofs" USING btree ("status","decided_at","id");--> statement-breakpoint
CREATE INDEX "quotes_created_idx" ON "quotes" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "discount_codes_created_idx" ON "discount_codes" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payment_proofs_status_idx" ON "payment_proofs" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_status_created_idx" ON "contact_messages" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "organizations_name_lower_idx" ON "organizations" USING btree (lower("name"),"id");