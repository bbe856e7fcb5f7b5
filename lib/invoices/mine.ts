import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "../../db";
import { payments } from "../../db/schema";
import type { SessionUser } from "../auth/session";
import { ApiError } from "../errors";
import { documentsOfBookings, findMyDocument, myDocumentLinks } from "./documents";
import { creditNotePdf, invoicePdf, pdfResponse } from "./pdf";
import { selectBookings } from "../sales/reads";
import { RECEIPT_NOT_FOUND, receiptResponse } from "../sales/receipts";
import { teamsOf } from "../sales/team";
import type { LedgerEntry, MyBooking, SalesBooking } from "../sales/types";

/** Whether the account bought this booking (its buyer email, any case). */
export const isBuyer = (booking: SalesBooking, user: Pick<SessionUser, "email">) => booking.buyerEmail.toLowerCase() === user.email.toLowerCase();

/** Whether the account may see this booking: its buyer (by email, any case) or one of its learners. */
export const isMine = (booking: SalesBooking, user: Pick<SessionUser, "_id" | "email">) =>
  isBuyer(booking, user) || booking.learners.some((l) => l.userId === user._id);

/**
 * GET /api/booking/getMyBookings: the caller's bookings as buyer or learner. The buyer sees the money (receipts)
 * and the booking's learners (attendance and certificates); a seat holder who is not the buyer sees the training
 * and the booking's status only: never the buyer's contact data, the ledger, staff notes or refund reasons.
 */
export async function listMyBookings(user: Pick<SessionUser, "_id" | "email">): Promise<MyBooking[]> {
  const db = await getDb();
  const list = await selectBookings(db, { mineOf: { userId: user._id, email: user.email } });
  const bought = list.filter((b) => isBuyer(b, user));
  const [teams, documents] = await Promise.all([
    teamsOf(db, bought),
    documentsOfBookings(
      db,
      bought.map((b) => b.id),
    ),
  ]);
  return list.map((booking) => ({
    booking,
    role: isBuyer(booking, user) ? ("buyer" as const) : ("learner" as const),
    team: teams.get(booking.id),
    documents: documents.has(booking.id) ? myDocumentLinks(documents.get(booking.id)!) : undefined,
    receipts: (isBuyer(booking, user) ? booking.payments : []).map((p) => ({
      paymentId: p.id,
      receiptNumber: p.receiptNumber,
      amountMinor: p.kind === "refund" ? -p.amountMinor : p.amountMinor,
      paidOn: p.paidOn,
    })),
  }));
}

/** A receipt the caller may download; 404 for anyone but its booking's buyer (a seat holder sees no money). */
export async function findMyReceipt(user: Pick<SessionUser, "_id" | "email">, paymentId: string): Promise<{ booking: SalesBooking; entry: LedgerEntry }> {
  const db = await getDb();
  const [row] = await db.select({ bookingId: payments.bookingId }).from(payments).where(eq(payments.id, paymentId));
  const [booking] = row ? await selectBookings(db, { id: row.bookingId }) : [];
  const entry = booking?.payments.find((p) => p.id === paymentId);
  if (!booking || !entry || !isBuyer(booking, user)) throw new ApiError("not_found", RECEIPT_NOT_FOUND);
  return { booking, entry };
}

/** The PDF of a receipt of the caller's (findMyReceipt says whose). */
export async function myReceiptPdf(user: Pick<SessionUser, "_id" | "email">, paymentId: string): Promise<Response> {
  const { booking, entry } = await findMyReceipt(user, paymentId);
  return receiptResponse(booking, entry);
}

/** The PDF of a tax invoice of the caller's bookings; 404 for anyone but its buyer. */
export async function myInvoicePdf(user: Pick<SessionUser, "email">, id: string): Promise<Response> {
  const { invoice } = await findMyDocument(user.email, "invoice", id);
  return pdfResponse(await invoicePdf(invoice), invoice.number);
}

/** The PDF of a credit note of the caller's bookings; 404 for anyone but its buyer. */
export async function myCreditNotePdf(user: Pick<SessionUser, "email">, id: string): Promise<Response> {
  const { invoice, note } = await findMyDocument(user.email, "credit_note", id);
  return pdfResponse(await creditNotePdf(note!, invoice), note!.number);
}
