import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { belongsTo, createdAt, gstTreatmentCheck, gstTreatments, idColumn, paymentTermsCheck, updatedAt } from "./_columns";
import { users } from "./accounts";

/**
 * Companies as customers (billing-and-delivery.md §1). The buyer of a company's bookings and quotes, and the
 * other party of its tax invoices. Owned by lib/organizations.
 */
export const organizations = pgTable(
  "organizations",
  {
    id: idColumn(),
    name: text("name").notNull(),
    // Upper case, 15 characters with a valid check character; null for a company without GST registration.
    gstin: text("gstin"),
    // Lines separated by newlines.
    billingAddress: text("billing_address").notNull().default(""),
    // Two-digit GST state code ("29" Karnataka); null outside India or unknown.
    stateCode: text("state_code"),
    // ISO 3166-1 alpha-2.
    country: text("country").notNull().default("IN"),
    // How GST treats this buyer (books.md §1); derived from the GSTIN and country when not given.
    gstTreatment: text("gst_treatment", { enum: gstTreatments }).notNull().default("unregistered"),
    // Where invoices and notes are copied (the client's accounts-payable mailbox); null: the buyer's mail only.
    accountsEmail: text("accounts_email"),
    // Days from an invoice's date to its due date, the default of this organisation's bookings and quotes.
    paymentTermsDays: integer("payment_terms_days").notNull().default(0),
    // Characters 3–12 of the GSTIN when it has one; else as staff entered it, or null.
    pan: text("pan"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // By name, by keyset (a page is an index range, however deep): the id breaks ties between two of the same name.
    index("organizations_name_lower_idx").on(sql`lower(${t.name})`, t.id),
    index("organizations_gstin_idx").on(t.gstin),
    check("organizations_state_code_check", sql`${t.stateCode} is null or ${t.stateCode} ~ '^[0-9]{2}$'`),
    check("organizations_country_check", sql`${t.country} ~ '^[A-Z]{2}$'`),
    gstTreatmentCheck("organizations_gst_treatment_check", t.gstTreatment),
    paymentTermsCheck("organizations", t.paymentTermsDays),
  ],
);
export type Organization = typeof organizations.$inferSelect;

/**
 * An organisation's people. A contact with `isLead` is the client's training lead: saving the organisation gives
 * the lead's email an account (`userId`), which reaches that organisation's bookings, learners and invoices (§7).
 */
export const organizationContacts = pgTable(
  "organization_contacts",
  {
    id: idColumn(),
    organizationId: belongsTo("organization_id", () => organizations.id),
    // Order on the form.
    position: integer("position").notNull().default(0),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    isLead: boolean("is_lead").notNull().default(false),
    // The lead's account; null for contacts who are not leads.
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("organization_contacts_org_idx").on(t.organizationId, t.position),
    index("organization_contacts_email_lower_idx").on(sql`lower(${t.email})`),
    index("organization_contacts_user_idx").on(t.userId),
  ],
);
export type OrganizationContact = typeof organizationContacts.$inferSelect;
