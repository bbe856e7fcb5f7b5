CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"held_until" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "whatsapp_messages_lease_idx" ON "whatsapp_messages" USING btree ("lease_until") WHERE "whatsapp_messages"."status" = 'sending';--> statement-breakpoint
-- hand-written: messages an instance left in 'sending' before leases existed go out a minute after the upgrade
-- (an instance still sending one under the old code has given up by then).
UPDATE "whatsapp_messages" SET "lease_until" = now() + interval '1 minute' WHERE "status" = 'sending';
