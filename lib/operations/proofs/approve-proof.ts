import "server-only";
import { getDb } from "../../../db";
import { cacheTags, invalidateTags } from "../../cache";
import type { ProofView } from "../../collection/answers";
import { claimPendingProof, deductionOfApproval, findProof, markProofPaid } from "../../collection/proofs";
import { settleDeduction } from "../../collection/settlement";
import { money } from "../../money";
import { lockBooking } from "../../sales/reads";
import type { ProofApprove } from "../../validation/collection";
import { recordPaymentIn } from "../bookings/record-payment";

/**
 * POST /api/admin/payment-proofs/{id}/approve, in one transaction: the booking is locked first (the order every
 * ledger change and a bank statement's apply take), the proof claimed (a concurrent second approve finds it decided:
 * 409), exactly one payment recorded through the one door (its receipt number, the invoice, the access rule), the
 * TDS the buyer deducted when there is some (the balance and the 20 % cap), the proof pointed at the payment and the
 * request paid. Anything refused (a cancelled booking, another currency, a deduction over the balance or the cap)
 * rolls it all back, so the proof is still in the queue. The sales lists are dropped once it commits.
 */
export async function approveProof(actorUserId: string, id: string, input: ProofApprove): Promise<ProofView> {
  const db = await getDb();
  const approved = await db.transaction(async (tx) => {
    await lockBooking(tx, (await findProof(tx, id)).bookingId);
    await claimPendingProof(tx, id, actorUserId, { status: "approved" });
    const proof = await findProof(tx, id);
    const tdsMinor = deductionOfApproval(proof, input);
    const payment = await recordPaymentIn(tx, actorUserId, proof.bookingId, {
      amount: input.amount ?? money(proof.amountMinor, proof.currency),
      method: input.method ?? "bank_transfer",
      reference: proof.reference,
      paidOn: proof.paidOn,
      note: `Proof of payment for ${proof.requestNumber}`,
    });
    const deduction =
      tdsMinor > 0
        ? await settleDeduction(tx, actorUserId, {
            bookingId: proof.bookingId,
            amountMinor: tdsMinor,
            section: proof.tdsSection!,
            tan: proof.tan!,
            deductedOn: proof.paidOn,
            reference: proof.reference,
            proofId: id,
          })
        : null;
    await markProofPaid(tx, actorUserId, proof, payment.id, deduction?.id ?? null);
    return findProof(tx, id);
  });
  invalidateTags(cacheTags.sales);
  return approved;
}
