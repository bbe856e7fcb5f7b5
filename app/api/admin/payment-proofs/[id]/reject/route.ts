import { proofAnswer } from "@/lib/collection/answers";
import { rejectProof } from "@/lib/collection/proofs";
import { defineRoute, idParams } from "@/lib/http/contract";
import { proofRejectBody } from "@/lib/validation/collection";

export const POST = defineRoute("POST /api/admin/payment-proofs/{id}/reject", {
  access: "staff",
  summary: "Reject a proof with a reason: the request is open again and the buyer gets a mail with the reason",
  tags: ["Staff: payments"],
  params: idParams,
  body: proofRejectBody,
  response: proofAnswer,
  message: "Proof rejected; the buyer has been told.",
  errors: { 404: "No such proof", 409: "Already approved or rejected" },
  handler: ({ user, params, body }) => rejectProof(user._id, params.id, body.reason),
});
