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
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_idx" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "credit_notes_booking_idx" ON "credit_notes" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "credit_notes_issued_on_idx" ON "credit_notes" USING btree ("issued_on");--> statement-breakpoint
CREATE INDEX "invoices_issued_on_idx" ON "invoices" USING btree ("issued_on");