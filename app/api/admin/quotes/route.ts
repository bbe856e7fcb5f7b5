import { z } from "zod";
import { defineRoute } from "@/lib/http/contract";
import { staffCreate } from "@/lib/http/staff-records";
import { quoteAnswer } from "@/lib/quotes/answers";
import { listQuotes } from "@/lib/quotes/reads";
import { createQuote } from "@/lib/quotes/writes";
import { quoteCreateBody, quoteListQuery } from "@/lib/validation/quotes";

const tags = ["Staff: quotes"];

export const GET = defineRoute("GET /api/admin/quotes", {
  access: "staff",
  summary: "Quotes, newest first, optionally of one status (expired: sent and past validUntil)",
  tags,
  query: quoteListQuery,
  response: z.array(quoteAnswer),
  message: "Quotes fetched.",
  handler: ({ query }) => listQuotes(query.status),
});

export const POST = staffCreate("/api/admin/quotes", {
  summary: "Price and number a quote, mail it to the buyer with its PDF and accept link; with enquiryId the enquiry moves to quoted",
  tags,
  body: quoteCreateBody,
  response: quoteAnswer,
  message: "Quote sent.",
  errors: { 400: "A line without a price, an unknown training or code, validUntil in the past", 409: "A code expired or used up" },
  create: createQuote,
});
