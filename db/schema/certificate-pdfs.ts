import { boolean, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { certificates } from "./learning";
import { bytea } from "./uploads";

/**
 * A certificate's PDF as it was drawn (drawn once, its bytes served after, so a certificate never changes once issued). `revoked` is the state it
 * was drawn in: a revocation draws it again with the notice across it.
 */
export const certificatePdfs = pgTable("certificate_pdfs", {
  certificateId: text("certificate_id")
    .primaryKey()
    .references(() => certificates.id, { onDelete: "cascade" }),
  revoked: boolean("revoked").notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
