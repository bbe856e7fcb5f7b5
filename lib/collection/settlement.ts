import "server-only";
import { and, eq, ne } from "drizzle-orm";
import type { DbOrTx } from "../../db";
import { paymentProofs, paymentRequests } from "../../db/schema";
import { recordAudit } from "../audit/log";
import { now } from "../clock";
import { ApiError } from "../errors";
import { syncBookingAccess } from "../sales/access";
import { lockBooking } from "../sales/reads";
import { bookingIdOfDeduction, recordDeduction, removeDeduction, type DeductionInput, type TdsEntry } from "../tds/entries";

// The collection's part of a payment recorded elsewhere in one transaction (a bank statement's row applied,
// lib/operations/bank): a pending proof approved with that payment, a request paid. Staff approval
// (lib/operations/proofs/approve-proof.ts) claims a proof the same way, so of two at once exactly one wins.

/**
 * A deduction the buyer made, settled like money in the caller's transaction: the booking's row is locked first
 * (the order every ledger change takes), the deduction checked and recorded (lib/tds), then the access rule applied
 * (one that covers the rest of the price activates the learners).
 */
export async function settleDeduction(tx: DbOrTx, actorUserId: string | null, input: DeductionInput): Promise<TdsEntry> {
  const booking = await lockBooking(tx, input.bookingId);
  const entry = await recordDeduction(tx, actorUserId, booking, input);
  await syncBookingAccess(tx, actorUserId, booking.id);
  return entry;
}

/** A deduction recorded in error taken back: its booking locked first, its balance reopened, the access rule applied. */
export async function unsettleDeduction(tx: DbOrTx, actorUserId: string, id: string): Promise<void> {
  const booking = await lockBooking(tx, await bookingIdOfDeduction(tx, id));
  await removeDeduction(tx, actorUserId, booking, id);
  await syncBookingAccess(tx, actorUserId, booking.id);
}

export interface ClaimedProof {
  id: string;
  requestId: string;
  requestNumber: string;
  bookingId: string;
  reference: string;
  paidOn: string;
  tdsAmountMinor: number | null;
  tdsSection: string | null;
  tan: string | null;
}

/** A payment request that can still be paid, with its booking (null when there is none or it is cancelled). */
export async function findPayableRequest(tx: DbOrTx, id: string) {
  const [request] = await tx
    .select({ id: paymentRequests.id, number: paymentRequests.number, bookingId: paymentRequests.bookingId, amountMinor: paymentRequests.amountMinor })
    .from(paymentRequests)
    .where(and(eq(paymentRequests.id, id), ne(paymentRequests.status, "cancelled")));
  return request ? { ...request, amountMinor: Number(request.amountMinor) } : null;
}

/**
 * The pending proof taken for approval in the caller's transaction (locked until it commits): a proof already
 * approved or rejected, or being decided by staff at this moment, is a 409.
 */
export async function claimProofForPayment(tx: DbOrTx, actorUserId: string, id: string, conflictMessage: string): Promise<ClaimedProof> {
  const [claimed] = await tx
    .update(paymentProofs)
    .set({ status: "approved", decidedBy: actorUserId, decidedAt: now() })
    .where(and(eq(paymentProofs.id, id), eq(paymentProofs.status, "pending")))
    .returning();
  if (!claimed) throw new ApiError("conflict", conflictMessage);
  const [request] = await tx
    .select({ number: paymentRequests.number, bookingId: paymentRequests.bookingId })
    .from(paymentRequests)
    .where(eq(paymentRequests.id, claimed.requestId));
  return {
    id: claimed.id,
    requestId: claimed.requestId,
    requestNumber: request!.number,
    bookingId: request!.bookingId,
    reference: claimed.reference,
    paidOn: claimed.paidOn,
    tdsAmountMinor: claimed.tdsAmountMinor === null ? null : Number(claimed.tdsAmountMinor),
    tdsSection: claimed.tdsSection,
    tan: claimed.tan,
  };
}

/** The claimed proof points at its payment, its request is paid, and the decision is audited. */
export async function completeProofApproval(tx: DbOrTx, actorUserId: string, proof: ClaimedProof, paymentId: string, via: string): Promise<void> {
  await tx.update(paymentProofs).set({ paymentId }).where(eq(paymentProofs.id, proof.id));
  await tx.update(paymentRequests).set({ status: "paid" }).where(eq(paymentRequests.id, proof.requestId));
  await recordAudit(tx, {
    actorUserId,
    action: "update",
    entity: "payment_proof",
    entityId: proof.id,
    before: { status: "pending" },
    after: { status: "approved", paymentId, request: proof.requestNumber, via },
  });
}

/** A request whose amount the money just recorded covers is paid (a cancelled or paid one is left alone). */
export async function markRequestPaid(tx: DbOrTx, actorUserId: string, requestId: string): Promise<void> {
  const [paid] = await tx
    .update(paymentRequests)
    .set({ status: "paid" })
    .where(and(eq(paymentRequests.id, requestId), ne(paymentRequests.status, "cancelled"), ne(paymentRequests.status, "paid")))
    .returning({ id: paymentRequests.id, number: paymentRequests.number });
  if (paid)
    await recordAudit(tx, { actorUserId, action: "update", entity: "payment_request", entityId: paid.id, after: { status: "paid", number: paid.number } });
}
