import { z } from "zod";
import { defineRoute } from "@/lib/http/contract";
import { acceptQuote, quoteAcceptRateLimit } from "@/lib/operations/quotes/accept-quote";
import { quoteAcceptBody } from "@/lib/validation/quotes";

export const POST = defineRoute("POST /api/quote/accept", {
  access: "public",
  summary: "Accept a quote by its link's token: one booking per line, exactly once; the enquiry becomes won",
  body: quoteAcceptBody,
  response: z.object({ bookingIds: z.array(z.string()) }),
  message: "Quote accepted.",
  errors: { 404: "Unknown token", 409: "Already accepted, or a batch lacks the seats (nothing is created)", 410: "This quote is no longer valid." },
  rateLimit: quoteAcceptRateLimit,
  handler: ({ body }) => acceptQuote(body.token, body.purchaseOrder),
});
