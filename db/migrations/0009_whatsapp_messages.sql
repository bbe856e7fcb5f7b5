CREATE TABLE "whatsapp_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"to" text NOT NULL,
	"template" text NOT NULL,
	"variables" jsonb NOT NULL,
	"body" text NOT NULL,
	"sms_body" text NOT NULL,
	"sms_fallback" boolean NOT NULL,
	"not_before" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "whatsapp_messages_key_unique" UNIQUE("key"),
	CONSTRAINT "whatsapp_messages_status_check" CHECK ("whatsapp_messages"."status" in ('queued', 'sending', 'sent', 'fell_back', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "whatsapp_messages_due_idx" ON "whatsapp_messages" USING btree ("not_before") WHERE "whatsapp_messages"."status" = 'queued';