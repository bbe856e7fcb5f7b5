import { staffListAnswer } from "@/lib/http/staff-list";
import { staffCollection } from "@/lib/http/staff-records";
import { quoteAnswer } from "@/lib/quotes/answers";
import { listQuotes, pageOfQuotes } from "@/lib/quotes/reads";
import { fromMinorUnits } from "@/lib/validation/currencies";
import { createQuote } from "@/lib/operations/quotes/create-quote";
import { quoteCreateBody, quoteListQuery } from "@/lib/validation/quotes";

const quotes = staffCollection("/api/admin/quotes", { noun: "Quote", item: quoteAnswer });

export const GET = quotes.list({
  summary:
    "Quotes, newest first, optionally of one status (expired: sent and past validUntil): a page of 50 (next/prev cursors), all=true for the whole list (at most 1,000), format=csv for it as a file",
  query: quoteListQuery,
  handler: ({ query: { status, ...paging } }) =>
    staffListAnswer(paging, {
      whole: () => listQuotes(status),
      page: (request) => pageOfQuotes(status, request),
      csv: {
        filename: "quotes.csv",
        header: ["Quote", "Created", "Buyer", "Email", "Organization", "Lines", "Currency", "Total", "Valid until", "Status"],
        row: ({ quote: q, lines, status: s, organizationName }) => [
          q.number,
          q.createdAt.toISOString(),
          q.buyerName,
          q.buyerEmail,
          organizationName ?? "",
          lines.map((l) => `${l.courseTitle} × ${l.seats}`).join("; "),
          q.currency,
          fromMinorUnits(q.totalMinor, q.currency),
          q.validUntil,
          s,
        ],
      },
    }),
});

export const POST = quotes.create({
  summary: "Price and number a quote, mail it to the buyer with its PDF and accept link; with enquiryId the enquiry moves to quoted",
  body: quoteCreateBody,
  message: "Quote sent.",
  errors: { 400: "A line without a price, an unknown training or code, validUntil in the past", 409: "A code expired or used up" },
  create: createQuote,
});
