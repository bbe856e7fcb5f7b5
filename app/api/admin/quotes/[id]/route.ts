import { staffRead, staffUpdate } from "@/lib/http/staff-records";
import { quoteAnswer } from "@/lib/quotes/answers";
import { getQuote } from "@/lib/quotes/reads";
import { withdrawQuote } from "@/lib/quotes/writes";
import { quoteUpdateBody } from "@/lib/validation/quotes";

const path = "/api/admin/quotes/{id}";
const tags = ["Staff: quotes"];

export const GET = staffRead(path, { summary: "One quote", tags, response: quoteAnswer, message: "Quote fetched.", read: getQuote });

export const PUT = staffUpdate(path, {
  summary: "Withdraw a quote (status: withdrawn): its link stops working",
  tags,
  body: quoteUpdateBody,
  response: quoteAnswer,
  message: "Quote withdrawn.",
  errors: { 404: "No such quote", 409: "The quote is accepted or already withdrawn" },
  save: (staffId, id) => withdrawQuote(staffId, id),
});
