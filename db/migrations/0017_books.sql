CREATE TABLE "bank_statement_rows" (
	"id" text PRIMARY KEY NOT NULL,
	"statement_id" text NOT NULL,
	"position" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"date" date NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"credit_minor" bigint DEFAULT 0 NOT NULL,
	"debit_minor" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"match_kind" text,
	"match_id" text,
	"match_number" text,
	"match_booking_id" text,
	"match_amount_minor" bigint,
	"match_tds_minor" bigint,
	"payment_id" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	CONSTRAINT "bank_statement_rows_fingerprint_unique" UNIQUE("fingerprint"),
	CONSTRAINT "bank_statement_rows_status_check" CHECK ("bank_statement_rows"."status" in ('matched', 'suggested', 'unmatched', 'applied', 'ignored')),
	CONSTRAINT "bank_statement_rows_amounts_check" CHECK ("bank_statement_rows"."credit_minor" >= 0 and "bank_statement_rows"."debit_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bank_statements" (
	"id" text PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "debit_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"invoice_id" text NOT NULL,
	"booking_id" text NOT NULL,
	"issued_on" date NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"gst_treatment" text DEFAULT 'unregistered' NOT NULL,
	"endorsement" text,
	"purchase_order" text DEFAULT '' NOT NULL,
	"due_on" date,
	"exchange_rate_e4" bigint,
	"taxable_value_minor" bigint NOT NULL,
	"cgst_minor" bigint NOT NULL,
	"sgst_minor" bigint NOT NULL,
	"igst_minor" bigint NOT NULL,
	"total_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"issued_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "debit_notes_number_unique" UNIQUE("number"),
	CONSTRAINT "debit_notes_gst_treatment_check" CHECK ("debit_notes"."gst_treatment" in ('registered', 'sez', 'unregistered', 'overseas')),
	CONSTRAINT "debit_notes_total_check" CHECK ("debit_notes"."total_minor" > 0 and "debit_notes"."total_minor" = "debit_notes"."taxable_value_minor" + "debit_notes"."cgst_minor" + "debit_notes"."sgst_minor" + "debit_notes"."igst_minor")
);
--> statement-breakpoint
CREATE TABLE "tds_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"section" text NOT NULL,
	"tan" text NOT NULL,
	"deducted_on" date NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"certificate_number" text,
	"matched_on" date,
	"matched_row_key" text,
	"proof_id" text,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tds_entries_matched_row_key_unique" UNIQUE("matched_row_key"),
	CONSTRAINT "tds_entries_amount_check" CHECK ("tds_entries"."amount_minor" > 0),
	CONSTRAINT "tds_entries_tan_check" CHECK ("tds_entries"."tan" ~ '^[A-Z]{4}[0-9]{5}[A-Z]$')
);
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_booking_id_unique";--> statement-breakpoint
ALTER TABLE "credit_notes" DROP CONSTRAINT "credit_notes_reason_check";--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD COLUMN "tds_amount_minor" bigint;--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD COLUMN "tds_section" text;--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD COLUMN "tan" text;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "gst_adjusted" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "gst_treatment" text DEFAULT 'unregistered' NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "endorsement" text;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "purchase_order" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "due_on" date;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "exchange_rate_e4" bigint;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "replaced_by" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "unit_taxable_value_minor" bigint;--> statement-breakpoint
UPDATE "invoices" SET "unit_taxable_value_minor" = round("taxable_value_minor"::numeric / "quantity");--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "unit_taxable_value_minor" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "gst_treatment" text DEFAULT 'unregistered' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "endorsement" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "purchase_order" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "due_on" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "exchange_rate_e4" bigint;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "gst_treatment" text DEFAULT 'unregistered' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "accounts_email" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "payment_terms_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "pan" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "buyer_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "buyer_state_code" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "buyer_country" text DEFAULT 'IN' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "buyer_gstin" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "buyer_gst_treatment" text DEFAULT 'unregistered' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "purchase_order" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "payment_terms_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "exchange_rate_e4" bigint;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "buyer_gst_treatment" text DEFAULT 'unregistered' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "purchase_order" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_terms_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "exchange_rate_e4" bigint;--> statement-breakpoint
ALTER TABLE "bank_statement_rows" ADD CONSTRAINT "bank_statement_rows_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_rows" ADD CONSTRAINT "bank_statement_rows_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_rows" ADD CONSTRAINT "bank_statement_rows_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debit_notes" ADD CONSTRAINT "debit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debit_notes" ADD CONSTRAINT "debit_notes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debit_notes" ADD CONSTRAINT "debit_notes_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tds_entries" ADD CONSTRAINT "tds_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tds_entries" ADD CONSTRAINT "tds_entries_proof_id_payment_proofs_id_fk" FOREIGN KEY ("proof_id") REFERENCES "public"."payment_proofs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tds_entries" ADD CONSTRAINT "tds_entries_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_statement_rows_statement_idx" ON "bank_statement_rows" USING btree ("statement_id","position");--> statement-breakpoint
CREATE INDEX "bank_statements_uploaded_idx" ON "bank_statements" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "debit_notes_invoice_idx" ON "debit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "debit_notes_booking_idx" ON "debit_notes" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "debit_notes_issued_on_idx" ON "debit_notes" USING btree ("issued_on");--> statement-breakpoint
CREATE INDEX "tds_entries_booking_idx" ON "tds_entries" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "tds_entries_deducted_on_idx" ON "tds_entries" USING btree ("deducted_on");--> statement-breakpoint
CREATE INDEX "tds_entries_tan_idx" ON "tds_entries" USING btree ("tan");--> statement-breakpoint
CREATE INDEX "invoices_booking_idx" ON "invoices" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_booking_current_key" ON "invoices" USING btree ("booking_id") WHERE "invoices"."replaced_by" is null;--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD CONSTRAINT "payment_proofs_tds_check" CHECK ("payment_proofs"."tds_amount_minor" is null or "payment_proofs"."tds_amount_minor" > 0);--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_gst_treatment_check" CHECK ("credit_notes"."gst_treatment" in ('registered', 'sez', 'unregistered', 'overseas'));--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_reason_check" CHECK ("credit_notes"."reason" in ('refund', 'price_reduced', 'cancelled', 'reissued'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_gst_treatment_check" CHECK ("invoices"."gst_treatment" in ('registered', 'sez', 'unregistered', 'overseas'));--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_gst_treatment_check" CHECK ("organizations"."gst_treatment" in ('registered', 'sez', 'unregistered', 'overseas'));--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_payment_terms_check" CHECK ("organizations"."payment_terms_days" between 0 and 120);--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_buyer_gst_treatment_check" CHECK ("quotes"."buyer_gst_treatment" in ('registered', 'sez', 'unregistered', 'overseas'));--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_payment_terms_check" CHECK ("quotes"."payment_terms_days" between 0 and 120);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_buyer_gst_treatment_check" CHECK ("bookings"."buyer_gst_treatment" in ('registered', 'sez', 'unregistered', 'overseas'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_payment_terms_check" CHECK ("bookings"."payment_terms_days" between 0 and 120);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_exchange_rate_check" CHECK ("bookings"."exchange_rate_e4" is null or "bookings"."exchange_rate_e4" > 0);--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_supply_kind_check";--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_supply_kind_check" CHECK ("invoices"."supply_kind" in ('unregistered', 'intra_state', 'inter_state', 'export_lut', 'export_igst', 'sez_lut', 'sez_igst'));--> statement-breakpoint
-- hand-written: the treatment of existing buyers follows from their data as books.md §1 derives it; documents
-- already issued keep what they printed (the old LUT sentence), fall due on their issue date and name no order.
UPDATE "organizations" SET "gst_treatment" = CASE WHEN "gstin" IS NOT NULL THEN 'registered' WHEN "country" <> 'IN' THEN 'overseas' ELSE 'unregistered' END, "pan" = CASE WHEN "gstin" IS NOT NULL THEN substr("gstin", 3, 10) END;--> statement-breakpoint
UPDATE "bookings" SET "buyer_gst_treatment" = CASE WHEN "buyer_gstin" IS NOT NULL THEN 'registered' WHEN "buyer_country" <> 'IN' THEN 'overseas' ELSE 'unregistered' END;--> statement-breakpoint
UPDATE "invoices" SET "gst_treatment" = CASE WHEN "buyer_gstin" IS NOT NULL THEN 'registered' WHEN "buyer_country" <> 'IN' THEN 'overseas' ELSE 'unregistered' END, "due_on" = "issued_on", "endorsement" = CASE WHEN "supply_kind" = 'export_lut' THEN 'Supply meant for export under LUT without payment of IGST' END;--> statement-breakpoint
UPDATE "credit_notes" AS c SET "gst_treatment" = i."gst_treatment", "endorsement" = i."endorsement", "due_on" = c."issued_on" FROM "invoices" AS i WHERE i."id" = c."invoice_id";
