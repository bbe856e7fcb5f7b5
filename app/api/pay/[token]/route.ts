import { z } from "zod";
import { publicPaymentRequestAnswer } from "@/lib/collection/answers";
import { getPublicRequest } from "@/lib/collection/pay";
import { defineRoute, reply } from "@/lib/http/contract";

export const GET = defineRoute("GET /api/pay/{token}", {
  access: "public",
  summary: "A payment request as its pay link shows it: amount, due date, bank details and UPI link; nothing about the buyer",
  params: z.object({ token: z.string() }),
  response: publicPaymentRequestAnswer,
  message: "Payment request fetched.",
  errors: { 404: "No request has this link" },
  // The link is the secret: never kept by a browser or proxy.
  handler: async ({ params }) => reply(await getPublicRequest(params.token), { headers: { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } }),
});
