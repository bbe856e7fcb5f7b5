import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
import { paymentRequests, type PaymentRequestRow } from "../../db/schema";
import { recordAudit, recordUpdates } from "../audit/log";
import { ApiError } from "../errors";
import { enqueueMail } from "../mail/outbox";
import { paymentRequestMail, type RequestInMail } from "../mail/templates/collection";
import { formatMoneyPlain, toMinor } from "../money";
import { nextNumber } from "../sales/numbers";
import { lockBooking } from "../sales/reads";
import type { SalesBooking } from "../sales/types";
import { collectionMessages, type PaymentRequestsInput } from "../validation/collection";
import { ledgerMessages } from "../sales/ledger";
import { newNonce, payToken, payUrlOf, tokenHash } from "./tokens";
import { queuePaymentWhatsapp } from "./whatsapp";
import { upiUri } from "./upi";
import { company, companyToday, payeeName } from "../company";

/** A payment request as staff see it (billing-and-delivery.md §5). */
export interface PaymentRequestView {
  id: string;
  number: string;
  bookingId: string;
  amountMinor: number;
  currency: string;
  dueOn: string;
  status: PaymentRequestRow["status"];
  payUrl: string;
  upiUri: string | null;
  createdAt: Date;
}

/** Requests that still ask for money (count against the balance). */
export const OUTSTANDING = ["open", "proof_submitted"] as const;

/** The request's UPI link; null without COMPANY_UPI_ID or for another currency than INR. */
export function upiUriOf(row: Pick<PaymentRequestRow, "amountMinor" | "currency" | "number">, bookingNumber: string): string | null {
  const payee = company().upiId;
  if (!payee || row.currency !== "INR") return null;
  return upiUri({ payee, name: payeeName(), amountMinor: Number(row.amountMinor), requestNumber: row.number, bookingNumber });
}

export function viewOf(row: PaymentRequestRow, bookingNumber: string): PaymentRequestView {
  return {
    id: row.id,
    number: row.number,
    bookingId: row.bookingId,
    amountMinor: Number(row.amountMinor),
    currency: row.currency,
    dueOn: row.dueOn,
    status: row.status,
    payUrl: payUrlOf(row.tokenNonce),
    upiUri: upiUriOf(row, bookingNumber),
    createdAt: row.createdAt,
  };
}

/** What the buyer's mails say about a request. */
export function requestInMail(row: PaymentRequestRow, booking: { number: string; courseTitle: string }): RequestInMail {
  return {
    number: row.number,
    amount: formatMoneyPlain(Number(row.amountMinor), row.currency),
    dueOn: row.dueOn,
    payUrl: payUrlOf(row.tokenNonce),
    bookingNumber: booking.number,
    courseTitle: booking.courseTitle,
  };
}

/** The booking's requests, by due date. */
export async function paymentRequestsOf(tx: DbOrTx, booking: Pick<SalesBooking, "id" | "number">): Promise<PaymentRequestView[]> {
  const rows = await tx
    .select()
    .from(paymentRequests)
    .where(eq(paymentRequests.bookingId, booking.id))
    .orderBy(asc(paymentRequests.dueOn), asc(paymentRequests.number));
  return rows.map((r) => viewOf(r, booking.number));
}

const instalmentsError = (message: string) => new ApiError("bad_request", message, { fieldErrors: { instalments: message } });

/**
 * POST /api/admin/bookings/{id}/payment-requests: in the caller's transaction, with the booking locked, numbers each instalment from
 * the PR series, checks that the outstanding requests stay within the balance, queues the buyer's mail per request.
 */
export async function createPaymentRequests(tx: DbOrTx, actorUserId: string, bookingId: string, input: PaymentRequestsInput): Promise<PaymentRequestView[]> {
  const amounts = input.instalments.map((i) => toMinor(i.amount.amount, i.amount.currency));
  const today = companyToday();
  input.instalments.forEach((i) => {
    if (i.dueOn < today) throw instalmentsError(collectionMessages.dueInPast);
  });
  const booking = await lockBooking(tx, bookingId);
  if (booking.cancelledAt) throw new ApiError("conflict", collectionMessages.bookingCancelled);
  for (const i of input.instalments) if (i.amount.currency !== booking.currency) throw instalmentsError(ledgerMessages.currency(booking.currency));
  const outstanding = await tx
    .select({ amountMinor: paymentRequests.amountMinor })
    .from(paymentRequests)
    .where(and(eq(paymentRequests.bookingId, bookingId), inArray(paymentRequests.status, [...OUTSTANDING])));
  const asked = outstanding.reduce((sum, r) => sum + Number(r.amountMinor), 0) + amounts.reduce((a, b) => a + b, 0);
  if (asked > booking.balanceMinor)
    throw instalmentsError(collectionMessages.overBalance(formatMoneyPlain(Math.max(0, booking.balanceMinor), booking.currency)));

  const created: PaymentRequestView[] = [];
  for (const [index, instalment] of input.instalments.entries()) {
    const nonce = newNonce();
    const number = await nextNumber(tx, "PR");
    const [row] = await tx
      .insert(paymentRequests)
      .values({
        number,
        bookingId,
        amountMinor: amounts[index]!,
        currency: booking.currency,
        dueOn: instalment.dueOn,
        tokenNonce: nonce,
        tokenHash: tokenHash(payToken(nonce)),
        createdBy: actorUserId,
      })
      .returning();
    const view = viewOf(row!, booking.number);
    await recordAudit(tx, {
      actorUserId,
      action: "create",
      entity: "payment_request",
      entityId: row!.id,
      after: { number, booking: booking.number, amountMinor: view.amountMinor, currency: view.currency, dueOn: view.dueOn },
    });
    const inMail = requestInMail(row!, { number: booking.number, courseTitle: booking.training.courseTitle });
    await enqueueMail(tx, paymentRequestMail(booking.buyerEmail, booking.buyerName, inMail));
    await queuePaymentWhatsapp(tx, booking, row!.id, inMail);
    created.push(view);
  }
  return created;
}

/** A booking's outstanding requests are cancelled with it (called in the cancellation's transaction). */
export async function cancelOutstandingRequests(tx: DbOrTx, actorUserId: string | null, bookingId: string): Promise<void> {
  const cancelled = await tx
    .update(paymentRequests)
    .set({ status: "cancelled" })
    .where(and(eq(paymentRequests.bookingId, bookingId), inArray(paymentRequests.status, [...OUTSTANDING])))
    .returning({ id: paymentRequests.id, status: paymentRequests.status, number: paymentRequests.number });
  await recordUpdates(tx, actorUserId, "payment_request", cancelled, (r) => ({
    entityId: r.id,
    after: { number: r.number, status: "cancelled", reason: "booking cancelled" },
  }));
}

/** The booking page's and GET /api/admin/bookings/{id}'s list. */
export async function listPaymentRequests(booking: Pick<SalesBooking, "id" | "number">): Promise<PaymentRequestView[]> {
  return paymentRequestsOf(await getDb(), booking);
}
