ALTER TABLE "enrolments" ADD COLUMN "access_override" boolean;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "override_reason" text;