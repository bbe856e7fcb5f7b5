import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db";
import { bookings, organizations } from "../../db/schema";
import { recordAudit } from "../audit/log";
import { enqueueMail } from "../mail/outbox";
import { renderMail } from "../mail/templates/layout";
import { siteConfig } from "../site-config";

/** A tax document as its mail carries it. */
export interface TaxDocumentMail {
  /** "Tax invoice", "Credit note", "Debit note". */
  title: string;
  number: string;
  bookingId: string;
  /** The buyer's address the document was issued to. */
  to: string;
  pdf: Buffer;
}

/**
 * Mails a tax document the moment it is issued, in the issuing transaction (it leaves only if the document is
 * committed): to the buyer with its PDF attached, copied to the organisation's accounts address when it has one
 * (books.md §1: accounts payable want it in their own mailbox). Invoices, credit notes and debit notes all call it.
 */
export async function mailTaxDocument(tx: DbOrTx, doc: TaxDocumentMail): Promise<void> {
  const [row] = await tx
    .select({ bookingNumber: bookings.number, buyerName: bookings.buyerName, accountsEmail: organizations.accountsEmail })
    .from(bookings)
    .leftJoin(organizations, eq(organizations.id, bookings.organizationId))
    .where(eq(bookings.id, doc.bookingId));
  const cc = row?.accountsEmail && row.accountsEmail.toLowerCase() !== doc.to.toLowerCase() ? row.accountsEmail : null;
  const mail = await renderMail({
    to: doc.to,
    subject: `${doc.title} ${doc.number} from ${siteConfig.name}`,
    greeting: `Hello ${(row?.buyerName ?? "").replace(/[\r\n]+/g, " ")},`,
    paragraphs: [
      `${doc.title} ${doc.number}${row ? ` for booking ${row.bookingNumber}` : ""} is attached as a PDF.`,
      ...(cc ? [`A copy goes to your accounts team at ${cc}.`] : []),
    ],
  });
  const filename = `${doc.number.replace(/\//g, "-")}.pdf`;
  await enqueueMail(tx, { ...mail, cc, attachments: [{ filename, contentType: "application/pdf", contentBase64: doc.pdf.toString("base64") }] });
}

/** A tax document just issued, in the issuing transaction: mailed to its buyer, then its creation audited. */
export async function deliverIssued(
  tx: DbOrTx,
  actorUserId: string | null,
  mail: TaxDocumentMail,
  audit: { entity: "invoice" | "credit_note" | "debit_note"; entityId: string; after: Record<string, unknown> },
): Promise<void> {
  await mailTaxDocument(tx, mail);
  await recordAudit(tx, { actorUserId, action: "create", entity: audit.entity, entityId: audit.entityId, after: audit.after });
}
