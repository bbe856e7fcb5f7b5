CREATE TABLE "discount_code_uses" (
	"id" text PRIMARY KEY NOT NULL,
	"code_id" text NOT NULL,
	"booking_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_code_uses_booking_id_unique" UNIQUE("booking_id")
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"percent_off" integer,
	"amount_off_minor" bigint,
	"currency" text DEFAULT 'INR' NOT NULL,
	"valid_until" date,
	"max_uses" integer,
	"training_ids" text[] DEFAULT '{}' NOT NULL,
	"ended_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_code_check" CHECK ("discount_codes"."code" ~ '^[A-Za-z0-9-]{3,32}$'),
	CONSTRAINT "discount_codes_one_discount_check" CHECK (("discount_codes"."percent_off" is null) <> ("discount_codes"."amount_off_minor" is null)),
	CONSTRAINT "discount_codes_percent_check" CHECK ("discount_codes"."percent_off" is null or "discount_codes"."percent_off" between 1 and 100),
	CONSTRAINT "discount_codes_amount_check" CHECK ("discount_codes"."amount_off_minor" is null or "discount_codes"."amount_off_minor" > 0),
	CONSTRAINT "discount_codes_max_uses_check" CHECK ("discount_codes"."max_uses" is null or "discount_codes"."max_uses" >= 1)
);
--> statement-breakpoint
ALTER TABLE "discount_code_uses" ADD CONSTRAINT "discount_code_uses_code_id_discount_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."discount_codes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_uses" ADD CONSTRAINT "discount_code_uses_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discount_code_uses_code_idx" ON "discount_code_uses" USING btree ("code_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_lower_key" ON "discount_codes" USING btree (lower("code"));