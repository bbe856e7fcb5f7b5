import { proofAnswer } from "@/lib/collection/answers";
import { approveProof } from "@/lib/operations/proofs/approve-proof";
import { staffAction } from "@/lib/http/staff-records";
import { proofApproveBody } from "@/lib/validation/collection";

export const POST = staffAction("/api/admin/payment-proofs/{id}/approve", {
  summary:
    "Approve a proof: records exactly one payment (its amount unless another is given, method bank_transfer unless given, the UTR as reference) with its receipt, and with it in one transaction the TDS the buyer deducted (the proof's tdsAmount unless staff give another; 0 records none); the request is paid",
  body: proofApproveBody,
  response: proofAnswer,
  idempotent: true,
  message: "Proof approved and payment recorded.",
  errors: {
    400: "Another currency than the booking's, or a deduction over the balance or 20 % of the taxable value, or without a TAN",
    404: "No such proof",
    409: "Already approved or rejected, or the booking is cancelled",
  },
  act: approveProof,
});
