import "server-only";
import { and, asc, desc, eq, isNotNull } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
import { bookings, paymentProofs, paymentRequests } from "../../db/schema";
import { recordAudit } from "../audit/log";
import { ApiError } from "../errors";
import { keysetPage, listKeyOf, type ListOrder, type ListPage, type PageRange, type PageRequest } from "../http/staff-list";
import { download } from "../http/download";
import { enqueueMail } from "../mail/outbox";
import { proofRejectedMail } from "../mail/templates/collection";
import { ledgerMessages } from "../sales/ledger";
import { tdsMessages } from "../validation/tds";
import { toMinor } from "../money";
import { findBooking } from "../sales/reads";
import { collectionMessages, type PaymentProofStatusName, type ProofApprove } from "../validation/collection";
import type { ProofView } from "./answers";
import { proofFileTypes, type ProofMime } from "./pay";
import { requestInMail } from "./requests";

/** The queue shows at most this many proofs. */
export const PROOF_LIST_LIMIT = 500;

const proofColumns = {
  id: paymentProofs.id,
  requestId: paymentProofs.requestId,
  requestNumber: paymentRequests.number,
  bookingId: paymentRequests.bookingId,
  bookingNumber: bookings.number,
  reference: paymentProofs.reference,
  paidOn: paymentProofs.paidOn,
  amountMinor: paymentProofs.amountMinor,
  currency: paymentProofs.currency,
  fileSize: paymentProofs.fileSize,
  status: paymentProofs.status,
  reason: paymentProofs.reason,
  paymentId: paymentProofs.paymentId,
  tdsAmountMinor: paymentProofs.tdsAmountMinor,
  tdsSection: paymentProofs.tdsSection,
  tan: paymentProofs.tan,
  submittedAt: paymentProofs.submittedAt,
};

const selectProofs = (tx: DbOrTx) =>
  tx
    .select(proofColumns)
    .from(paymentProofs)
    .innerJoin(paymentRequests, eq(paymentRequests.id, paymentProofs.requestId))
    .innerJoin(bookings, eq(bookings.id, paymentRequests.bookingId));

type ProofRow = Awaited<ReturnType<ReturnType<typeof selectProofs>["where"]>>[number];
const viewOf = ({ fileSize, ...p }: ProofRow): ProofView => ({
  ...p,
  amountMinor: Number(p.amountMinor),
  tdsAmountMinor: p.tdsAmountMinor === null ? null : Number(p.tdsAmountMinor),
  hasFile: fileSize !== null,
});

/** GET /api/admin/payment-proofs?status=: pending ones oldest first (the queue), decided ones newest first. */
export async function listProofs(status: PaymentProofStatusName = "pending"): Promise<ProofView[]> {
  const rows = await selectProofs(await getDb())
    .where(eq(paymentProofs.status, status))
    .orderBy(status === "pending" ? asc(paymentProofs.submittedAt) : desc(paymentProofs.decidedAt), asc(paymentProofs.id))
    .limit(PROOF_LIST_LIMIT);
  return rows.map(viewOf);
}

/** The queue's order: pending oldest first; decided ones newest decision first; ties broken by id (payment_proofs_status_*_idx serve them). */
export function proofListOrder(status: PaymentProofStatusName): ListOrder {
  return status === "pending"
    ? { key: paymentProofs.submittedAt, id: paymentProofs.id, type: "timestamptz", direction: "asc" }
    : { key: paymentProofs.decidedAt, id: paymentProofs.id, type: "timestamptz", direction: "desc" };
}

/** The query of a page of proofs of one status, unexecuted (a test reads its plan). */
export function proofPageQuery(tx: DbOrTx, status: PaymentProofStatusName, range: PageRange) {
  return tx
    .select({ ...proofColumns, fileSize: paymentProofs.fileSize, listKey: listKeyOf(proofListOrder(status)) })
    .from(paymentProofs)
    .innerJoin(paymentRequests, eq(paymentRequests.id, paymentProofs.requestId))
    .innerJoin(bookings, eq(bookings.id, paymentRequests.bookingId))
    .where(and(eq(paymentProofs.status, status), status === "pending" ? undefined : isNotNull(paymentProofs.decidedAt), range.where))
    .orderBy(...range.orderBy)
    .limit(range.limit);
}

/** A page of the proofs of one status, in the queue's order, by keyset: no offset, no count. */
export async function pageOfProofs(status: PaymentProofStatusName, request: PageRequest): Promise<ListPage<ProofView>> {
  const db = await getDb();
  return keysetPage(proofListOrder(status), request, async (range) =>
    (await proofPageQuery(db, status, range)).map(({ listKey, ...row }) => ({ item: viewOf(row), key: listKey, id: row.id })),
  );
}

/** One proof as the queue shows it; 404 when there is none. */
export async function findProof(tx: DbOrTx, id: string): Promise<ProofView> {
  const [row] = await selectProofs(tx).where(eq(paymentProofs.id, id));
  if (!row) throw new ApiError("not_found", collectionMessages.proofNotFound);
  return viewOf(row);
}

/** GET /api/admin/payment-proofs/{id}/file: the screenshot or PDF as a download, never rendered in the site's origin. */
export async function proofFileResponse(id: string): Promise<Response> {
  const db = await getDb();
  const [row] = await db
    .select({ bytes: paymentProofs.fileBytes, type: paymentProofs.fileType, number: paymentRequests.number })
    .from(paymentProofs)
    .innerJoin(paymentRequests, eq(paymentRequests.id, paymentProofs.requestId))
    .where(eq(paymentProofs.id, id));
  if (!row?.bytes || !row.type) throw new ApiError("not_found", collectionMessages.proofNotFound);
  const ext = proofFileTypes[row.type as ProofMime] ?? "bin";
  return download(row.bytes, {
    filename: `${row.number}-proof.${ext}`,
    type: row.type,
    headers: { "Content-Security-Policy": "sandbox; default-src 'none'", "Cache-Control": "no-store" },
  });
}

/** The audit of a decision: the proof left pending for what `after` says. */
const auditDecision = (tx: DbOrTx, actorUserId: string, id: string, after: { status: "approved" | "rejected"; request: string } & Record<string, unknown>) =>
  recordAudit(tx, { actorUserId, action: "update", entity: "payment_proof", entityId: id, before: { status: "pending" }, after });

/** The pending proof is taken for a decision in the caller's transaction (one caller wins); 404 or 409 for the others. */
export async function claimPendingProof(tx: DbOrTx, id: string, actorUserId: string, set: { status: "approved" | "rejected"; reason?: string }): Promise<void> {
  const [claimed] = await tx
    .update(paymentProofs)
    .set({ ...set, decidedBy: actorUserId, decidedAt: new Date() })
    .where(and(eq(paymentProofs.id, id), eq(paymentProofs.status, "pending")))
    .returning({ id: paymentProofs.id });
  if (!claimed) {
    await findProof(tx, id);
    throw new ApiError("conflict", collectionMessages.proofDecided);
  }
}

/**
 * The deduction an approval records with the payment, in the proof's currency's minor units: staff's tdsAmount when
 * given (0: none), else the proof's. A deduction needs the TAN and the section the buyer gave on the proof.
 */
export function deductionOfApproval(proof: ProofView, input: ProofApprove): number {
  const tdsMinor = deductionGiven(proof, input);
  if (tdsMinor > 0 && (!proof.tan || !proof.tdsSection))
    throw new ApiError("bad_request", tdsMessages.tdsWithoutTan, { fieldErrors: { tdsAmount: tdsMessages.tdsWithoutTan } });
  return tdsMinor;
}

function deductionGiven(proof: ProofView, input: ProofApprove): number {
  if (input.tdsAmount === undefined) return proof.tdsAmountMinor ?? 0;
  if (input.tdsAmount === 0) return 0;
  const amount = typeof input.tdsAmount === "number" ? { amount: input.tdsAmount, currency: proof.currency } : input.tdsAmount;
  if (amount.currency !== proof.currency)
    throw new ApiError("bad_request", ledgerMessages.currency(proof.currency), { fieldErrors: { tdsAmount: ledgerMessages.currency(proof.currency) } });
  return toMinor(amount.amount, amount.currency);
}

/** The approved proof points at the payment recorded for it, its request is paid, and the decision is audited. */
export async function markProofPaid(tx: DbOrTx, actorUserId: string, proof: ProofView, paymentId: string, tdsEntryId: string | null): Promise<void> {
  await tx.update(paymentProofs).set({ paymentId }).where(eq(paymentProofs.id, proof.id));
  await tx.update(paymentRequests).set({ status: "paid" }).where(eq(paymentRequests.id, proof.requestId));
  await auditDecision(tx, actorUserId, proof.id, { status: "approved", paymentId, tdsEntryId, request: proof.requestNumber });
}

/** The proof rejected in the caller's transaction: the request is open again and the buyer is told why. */
export async function rejectProofIn(tx: DbOrTx, actorUserId: string, id: string, reason: string): Promise<ProofView> {
  await claimPendingProof(tx, id, actorUserId, { status: "rejected", reason });
  const proof = await findProof(tx, id);
  const [request] = await tx
    .update(paymentRequests)
    .set({ status: "open" })
    .where(and(eq(paymentRequests.id, proof.requestId), eq(paymentRequests.status, "proof_submitted")))
    .returning();
  const booking = await findBooking(tx, proof.bookingId);
  if (request)
    await enqueueMail(
      tx,
      proofRejectedMail(
        booking.buyerEmail,
        booking.buyerName,
        requestInMail(request, { number: booking.number, courseTitle: booking.training.courseTitle }),
        reason,
      ),
    );
  await auditDecision(tx, actorUserId, id, { status: "rejected", reason, request: proof.requestNumber });
  return proof;
}
