import { sql } from "drizzle-orm";
import { check, text, timestamp, type AnyPgColumn } from "drizzle-orm/pg-core";
import { newId } from "../../lib/ids";

/** Primary key: 24 lowercase hex characters, like the earlier product's ids (letters and digits only, never a hyphen). */
export const idColumn = () => text("id").primaryKey().$defaultFn(newId);

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** The row this one belongs to, required: the row goes with it (on delete cascade). */
export const belongsTo = <N extends string>(name: N, parent: () => AnyPgColumn) => text(name).notNull().references(parent, { onDelete: "cascade" });

/** A check that a column holds one of the listed values (the list is declared once, in lib/validation). */
export const oneOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", "))})`;

/**
 * How GST treats a buyer (books.md §1): a GSTIN-registered business, an SEZ unit or developer, an unregistered
 * person or business in India, or a buyer outside India. Decides the place of supply, the tax and the endorsement.
 */
export const gstTreatments = ["registered", "sez", "unregistered", "overseas"] as const;
export type GstTreatment = (typeof gstTreatments)[number];

/** A GST treatment column holds one of the treatments above. */
export const gstTreatmentCheck = (name: string, column: AnyPgColumn) => check(name, oneOf(column, gstTreatments));

/** Payment terms (days from an invoice's issue date to its due date) run from 0 to 120 days. */
export const paymentTermsCheck = (table: string, column: AnyPgColumn) => check(`${table}_payment_terms_check`, sql`${column} between 0 and 120`);
