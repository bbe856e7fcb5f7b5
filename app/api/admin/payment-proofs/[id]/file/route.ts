import { proofFileResponse } from "@/lib/collection/proofs";
import { defineRoute } from "@/lib/http/contract";

export const GET = defineRoute("GET /api/admin/payment-proofs/{id}/file", {
  access: "staff",
  summary: "A proof's screenshot or PDF, as a download (Content-Disposition: attachment, nosniff)",
  produces: "application/octet-stream",
  errors: { 404: "No such proof, or it has no file" },
  handler: ({ params }) => proofFileResponse(params.id),
});
