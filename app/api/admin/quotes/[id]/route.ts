import { staffRecord } from "@/lib/http/staff-records";
import { quoteAnswer } from "@/lib/quotes/answers";
import { getQuote } from "@/lib/quotes/reads";
import { withdrawQuote } from "@/lib/operations/quotes/withdraw-quote";
import { quoteUpdateBody } from "@/lib/validation/quotes";

const quote = staffRecord("/api/admin/quotes/{id}", { noun: "Quote", response: quoteAnswer });

export const GET = quote.read({ summary: "One quote", read: getQuote });

export const PUT = quote.update({
  summary: "Withdraw a quote (status: withdrawn): its link stops working",
  body: quoteUpdateBody,
  message: "Quote withdrawn.",
  errors: { 404: "No such quote", 409: "The quote is accepted or already withdrawn" },
  save: (staffId, id) => withdrawQuote(staffId, id),
});
