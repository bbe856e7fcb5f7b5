DROP INDEX "courses_created_at_idx";--> statement-breakpoint
DROP INDEX "reviews_visible_created_idx";--> statement-breakpoint
CREATE INDEX "courses_created_idx" ON "courses" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "reviews_created_idx" ON "reviews" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "trainings_start_idx" ON "trainings" USING btree ((("start_date" - date '2000-01-01') * 1440 - (substr("start_time", 1, 2)::int * 60 + substr("start_time", 4, 2)::int)),"id");--> statement-breakpoint
CREATE INDEX "reviews_visible_created_idx" ON "reviews" USING btree ("is_visible","created_at","id");