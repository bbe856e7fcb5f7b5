import { proofAnswer } from "@/lib/collection/answers";
import { rejectProof } from "@/lib/operations/proofs/reject-proof";
import { staffAction } from "@/lib/http/staff-records";
import { proofRejectBody } from "@/lib/validation/collection";

export const POST = staffAction("/api/admin/payment-proofs/{id}/reject", {
  summary: "Reject a proof with a reason: the request is open again and the buyer gets a mail with the reason",
  body: proofRejectBody,
  response: proofAnswer,
  message: "Proof rejected; the buyer has been told.",
  errors: { 404: "No such proof", 409: "Already approved or rejected" },
  act: (staffId, id, body) => rejectProof(staffId, id, body.reason),
});
