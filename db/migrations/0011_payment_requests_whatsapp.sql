CREATE TABLE "payment_proofs" (
	"id" text PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"reference" text NOT NULL,
	"paid_on" date NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"file_bytes" "bytea",
	"file_type" text,
	"file_size" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"payment_id" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_proofs_amount_check" CHECK ("payment_proofs"."amount_minor" > 0),
	CONSTRAINT "payment_proofs_status_check" CHECK ("payment_proofs"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "payment_reminders" (
	"request_id" text NOT NULL,
	"day_offset" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_reminders_request_id_day_offset_pk" PRIMARY KEY("request_id","day_offset")
);
--> statement-breakpoint
CREATE TABLE "payment_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"booking_id" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"due_on" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"token_nonce" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_requests_number_unique" UNIQUE("number"),
	CONSTRAINT "payment_requests_amount_check" CHECK ("payment_requests"."amount_minor" > 0),
	CONSTRAINT "payment_requests_status_check" CHECK ("payment_requests"."status" in ('open', 'proof_submitted', 'paid', 'cancelled'))
);
--> statement-breakpoint
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
ALTER TABLE "users" ADD COLUMN "notify_whatsapp" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "contact_whatsapp" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD CONSTRAINT "payment_proofs_request_id_payment_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."payment_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD CONSTRAINT "payment_proofs_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD CONSTRAINT "payment_proofs_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_request_id_payment_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."payment_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_proofs_request_idx" ON "payment_proofs" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "payment_proofs_status_idx" ON "payment_proofs" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_proofs_one_pending_key" ON "payment_proofs" USING btree ("request_id") WHERE "payment_proofs"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_requests_token_hash_key" ON "payment_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "payment_requests_booking_idx" ON "payment_requests" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payment_requests_open_due_idx" ON "payment_requests" USING btree ("due_on") WHERE "payment_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "whatsapp_messages_due_idx" ON "whatsapp_messages" USING btree ("not_before") WHERE "whatsapp_messages"."status" = 'queued';