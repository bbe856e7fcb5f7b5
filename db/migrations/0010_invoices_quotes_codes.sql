CREATE TABLE "credit_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"invoice_id" text NOT NULL,
	"booking_id" text NOT NULL,
	"issued_on" date NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"taxable_value_minor" bigint NOT NULL,
	"cgst_minor" bigint NOT NULL,
	"sgst_minor" bigint NOT NULL,
	"igst_minor" bigint NOT NULL,
	"total_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"issued_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_number_unique" UNIQUE("number"),
	CONSTRAINT "credit_notes_reason_check" CHECK ("credit_notes"."reason" in ('refund', 'price_reduced', 'cancelled')),
	CONSTRAINT "credit_notes_total_check" CHECK ("credit_notes"."total_minor" > 0 and "credit_notes"."total_minor" = "credit_notes"."taxable_value_minor" + "credit_notes"."cgst_minor" + "credit_notes"."sgst_minor" + "credit_notes"."igst_minor")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"booking_id" text NOT NULL,
	"issued_on" date NOT NULL,
	"supplier_name" text NOT NULL,
	"supplier_address" text NOT NULL,
	"supplier_gstin" text,
	"supplier_state_code" text,
	"buyer_name" text NOT NULL,
	"buyer_address" text DEFAULT '' NOT NULL,
	"buyer_gstin" text,
	"buyer_state_code" text,
	"buyer_country" text DEFAULT 'IN' NOT NULL,
	"buyer_email" text DEFAULT '' NOT NULL,
	"place_of_supply" text NOT NULL,
	"supply_kind" text NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"description" text NOT NULL,
	"sac" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_minor" bigint NOT NULL,
	"taxable_value_minor" bigint NOT NULL,
	"cgst_minor" bigint NOT NULL,
	"sgst_minor" bigint NOT NULL,
	"igst_minor" bigint NOT NULL,
	"total_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"issued_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "invoices_supply_kind_check" CHECK ("invoices"."supply_kind" in ('unregistered', 'intra_state', 'inter_state', 'export_lut', 'export_igst')),
	CONSTRAINT "invoices_quantity_check" CHECK ("invoices"."quantity" >= 1),
	CONSTRAINT "invoices_total_check" CHECK ("invoices"."total_minor" > 0 and "invoices"."total_minor" = "invoices"."taxable_value_minor" + "invoices"."cgst_minor" + "invoices"."sgst_minor" + "invoices"."igst_minor")
);
--> statement-breakpoint
CREATE TABLE "quote_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"quote_id" text NOT NULL,
	"position" integer NOT NULL,
	"training_id" text NOT NULL,
	"seats" integer NOT NULL,
	"code" text,
	"pricing" jsonb NOT NULL,
	"total_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_lines_seats_check" CHECK ("quote_lines"."seats" >= 1),
	CONSTRAINT "quote_lines_total_check" CHECK ("quote_lines"."total_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"token_nonce" text NOT NULL,
	"enquiry_id" text,
	"organization_id" text,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"buyer_phone" text DEFAULT '' NOT NULL,
	"valid_until" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"total_minor" bigint NOT NULL,
	"booking_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_number_unique" UNIQUE("number"),
	CONSTRAINT "quotes_status_check" CHECK ("quotes"."status" in ('sent', 'accepted', 'withdrawn')),
	CONSTRAINT "quotes_total_check" CHECK ("quotes"."total_minor" > 0)
);
--> statement-breakpoint
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
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_enquiry_id_contact_messages_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."contact_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_uses" ADD CONSTRAINT "discount_code_uses_code_id_discount_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."discount_codes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_uses" ADD CONSTRAINT "discount_code_uses_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_idx" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "credit_notes_booking_idx" ON "credit_notes" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "credit_notes_issued_on_idx" ON "credit_notes" USING btree ("issued_on");--> statement-breakpoint
CREATE INDEX "invoices_issued_on_idx" ON "invoices" USING btree ("issued_on");--> statement-breakpoint
CREATE INDEX "quote_lines_quote_idx" ON "quote_lines" USING btree ("quote_id","position");--> statement-breakpoint
CREATE INDEX "quotes_status_idx" ON "quotes" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "quotes_enquiry_idx" ON "quotes" USING btree ("enquiry_id");--> statement-breakpoint
CREATE INDEX "discount_code_uses_code_idx" ON "discount_code_uses" USING btree ("code_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_lower_key" ON "discount_codes" USING btree (lower("code"));