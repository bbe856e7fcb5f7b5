import { proofListAnswer } from "@/lib/collection/answers";
import { listProofs } from "@/lib/collection/proofs";
import { defineRoute } from "@/lib/http/contract";
import { proofListQuery } from "@/lib/validation/collection";

export const GET = defineRoute("GET /api/admin/payment-proofs", {
  access: "staff",
  summary: "Proofs of payment buyers sent: pending ones (the queue, oldest first), approved or rejected ones (newest first); at most 500",
  tags: ["Staff: payments"],
  query: proofListQuery,
  response: proofListAnswer,
  message: "Proofs of payment fetched.",
  handler: ({ query }) => listProofs(query.status),
});
