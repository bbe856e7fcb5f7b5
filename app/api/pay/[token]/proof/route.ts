import { z } from "zod";
import { proofReceiptAnswer } from "@/lib/collection/answers";
import { proofOfBody, proofRateLimit } from "@/lib/collection/pay";
import { submitProof } from "@/lib/operations/proofs/submit-proof";
import { defineRoute } from "@/lib/http/contract";
import { collectionMessages, PROOF_MAX_BYTES } from "@/lib/validation/collection";

export const POST = defineRoute("POST /api/pay/{token}/proof", {
  access: "public",
  summary:
    "Send a proof of payment (multipart: reference = the UTR, 6–35 letters or digits; paidOn; amount; optional file, a PNG, JPEG or PDF up to 5 MB by its content); the request becomes proof_submitted",
  params: z.object({ token: z.string() }),
  // Read up to twice the file's limit, so a file a little too large is told why with the form's 400.
  rawBody: { maxBytes: 2 * PROOF_MAX_BYTES, tooLarge: collectionMessages.file, contentType: "multipart/form-data" },
  rateLimit: proofRateLimit,
  response: proofReceiptAnswer,
  status: 201,
  message: collectionMessages.proofSubmitted,
  errors: {
    400: "A field is wrong, or the file is not a PNG, JPEG or PDF up to 5 MB",
    404: "No request has this link",
    409: "The request is paid, cancelled, or already has a proof waiting for review",
    413: "Far more than 5 MB",
    429: "Too many proofs from this address (Retry-After)",
  },
  handler: async ({ params, body, request }) => submitProof(params.token, await proofOfBody(body, request.headers.get("content-type"))),
});
