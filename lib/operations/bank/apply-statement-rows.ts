import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../../db";
import { bookings, payments, type BankStatementRow } from "../../../db/schema";
import { lockStatementRows, markRowApplied, type StatementRowView } from "../../bank/statements";
import {
  claimProofForPayment,
  completeProofApproval,
  findPayableRequest,
  markRequestPaid,
  settleDeduction,
  type ClaimedProof,
} from "../../collection/settlement";
import { ApiError } from "../../errors";
import { cacheTags, invalidateTags } from "../../cache";
import { money, toMinor } from "../../money";
import { lockBooking } from "../../sales/reads";
import { bankMessages, type ApplyRowInput, type ApplyRowsInput } from "../../validation/bank";
import { recordPaymentIn } from "../bookings/record-payment";

// POST /api/admin/bank-statements/{id}/apply (books.md §6): each chosen credit becomes one payment on its booking
// (with its receipt, and the invoice on a first payment, through the ledger's own commands), approves the pending
// proof it matched, records the TDS it left behind, and pays its request, all in one transaction: the rows are
// locked first, so of two applies of one row the second finds it applied (409), and a proof being approved by
// staff at the same moment is claimed by one of the two only.

type Match = NonNullable<StatementRowView["match"]>;

interface Target {
  match: Match;
  request: { id: string; number: string; amountMinor: number } | null;
  /** The matched pending proof, approved with this payment. */
  proofId: string | null;
}

const badRow = (index: number, field: string, message: string) =>
  new ApiError("bad_request", message, { fieldErrors: { [`rows.${index}.${field}`]: message } });

async function bookingTarget(tx: DbOrTx, bookingId: string, index: number) {
  const [booking] = await tx.select({ id: bookings.id, number: bookings.number }).from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) throw badRow(index, "bookingId", bankMessages.bookingNotFound);
  return booking;
}

async function requestTarget(tx: DbOrTx, requestId: string, index: number) {
  const request = await findPayableRequest(tx, requestId);
  if (!request) throw badRow(index, "requestId", bankMessages.requestNotFound);
  return request;
}

/** What the row pays: the request or booking staff named, else what the upload matched or suggested. */
async function targetOf(tx: DbOrTx, row: BankStatementRow, choice: ApplyRowInput, index: number): Promise<Target> {
  const proofId = row.matchKind === "proof" ? row.matchId : null;
  const tds = choice.tdsAmount === undefined ? null : toMinor(choice.tdsAmount, "INR");
  if (choice.requestId) {
    const request = await requestTarget(tx, choice.requestId, index);
    if (choice.bookingId && choice.bookingId !== request.bookingId) throw badRow(index, "bookingId", bankMessages.requestOfAnotherBooking);
    const sameAsProof = proofId !== null && row.matchNumber === request.number;
    return { match: { kind: "request", ...request, tdsMinor: tds }, request, proofId: sameAsProof ? proofId : null };
  }
  if (choice.bookingId) {
    const booking = await bookingTarget(tx, choice.bookingId, index);
    const sameAsProof = proofId !== null && row.matchBookingId === booking.id;
    if (sameAsProof)
      return {
        match: {
          kind: "proof",
          id: proofId,
          number: row.matchNumber ?? "",
          bookingId: booking.id,
          amountMinor: Number(row.matchAmountMinor ?? 0),
          tdsMinor: tds,
        },
        request: null,
        proofId,
      };
    return {
      match: { kind: "booking", id: booking.id, number: booking.number, bookingId: booking.id, amountMinor: Number(row.creditMinor), tdsMinor: tds },
      request: null,
      proofId: null,
    };
  }
  if (!row.matchKind || !row.matchId || !row.matchBookingId) throw badRow(index, "bookingId", bankMessages.needsTarget);
  const match: Match = {
    kind: row.matchKind,
    id: row.matchId,
    number: row.matchNumber ?? "",
    bookingId: row.matchBookingId,
    amountMinor: Number(row.matchAmountMinor ?? 0),
    tdsMinor: tds ?? (row.matchTdsMinor === null ? null : Number(row.matchTdsMinor)),
  };
  if (row.matchKind === "request") {
    const request = await requestTarget(tx, row.matchId, index);
    return { match, request, proofId: null };
  }
  return { match, request: null, proofId };
}

/** The booking's payments already carry this reference: recording it again would count the money twice. */
async function refuseRecordedReference(tx: DbOrTx, bookingId: string, bookingNumber: string, reference: string): Promise<void> {
  if (!reference) return;
  const [recorded] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.kind, "payment"), sql`upper(${payments.reference}) = upper(${reference})`))
    .limit(1);
  if (recorded) throw new ApiError("conflict", bankMessages.referenceRecorded(bookingNumber));
}

async function applyRow(tx: DbOrTx, actorUserId: string, row: BankStatementRow, choice: ApplyRowInput, index: number): Promise<StatementRowView> {
  if (row.status === "applied") throw new ApiError("conflict", bankMessages.applied);
  const credit = Number(row.creditMinor);
  if (credit <= 0) throw badRow(index, "rowId", bankMessages.debit);
  const target = await targetOf(tx, row, choice, index);
  const booking = await lockBooking(tx, target.match.bookingId);
  await refuseRecordedReference(tx, booking.id, booking.number, row.reference);
  let proof: ClaimedProof | null = null;
  if (target.proofId) proof = await claimProofForPayment(tx, actorUserId, target.proofId, bankMessages.proofDecided);
  const payment = await recordPaymentIn(tx, actorUserId, booking.id, {
    amount: money(credit, "INR"),
    method: "bank_transfer",
    reference: row.reference,
    paidOn: row.date,
    note: `Bank statement credit of ${row.date}${target.request ? ` for ${target.request.number}` : proof ? ` for ${proof.requestNumber}` : ""}`,
  });
  const tdsMinor = target.match.tdsMinor ?? proof?.tdsAmountMinor ?? 0;
  if (tdsMinor > 0)
    await settleDeduction(tx, actorUserId, {
      bookingId: booking.id,
      amountMinor: tdsMinor,
      // An empty field on the Bank page means "as the buyer said on the proof".
      section: choice.tdsSection || proof?.tdsSection || "",
      tan: choice.tan || proof?.tan || "",
      deductedOn: row.date,
      reference: row.reference,
      proofId: proof?.id ?? null,
    });
  if (proof) await completeProofApproval(tx, actorUserId, proof, payment.id, "bank statement");
  else if (target.request && credit + tdsMinor >= target.request.amountMinor) await markRequestPaid(tx, actorUserId, target.request.id);
  return markRowApplied(tx, actorUserId, row, { paymentId: payment.id, match: { ...target.match, tdsMinor: tdsMinor > 0 ? tdsMinor : null } });
}

/** Applies the chosen rows, all or none; the sales lists are dropped once they commit. */
export async function applyStatementRows(actorUserId: string, statementId: string, input: ApplyRowsInput): Promise<StatementRowView[]> {
  const db = await getDb();
  const done = await db.transaction(async (tx) => {
    const rows = await lockStatementRows(
      tx,
      statementId,
      input.rows.map((r) => r.rowId),
    );
    const applied: StatementRowView[] = [];
    for (const [index, choice] of input.rows.entries()) applied.push(await applyRow(tx, actorUserId, rows.get(choice.rowId)!, choice, index));
    return applied;
  });
  invalidateTags(cacheTags.sales);
  return done;
}
