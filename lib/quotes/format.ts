// How the console shows a quote's status. Browser-safe.
import type { QuoteStatus } from "../validation/quotes";

export const quoteStatusLabels: Record<QuoteStatus, string> = { sent: "Sent", accepted: "Accepted", expired: "Expired", withdrawn: "Withdrawn" };
export const quoteStatusTones: Record<QuoteStatus, string> = {
  sent: "bg-blue-50 text-blue-800 ring-blue-200",
  accepted: "bg-green-50 text-green-800 ring-green-200",
  expired: "bg-amber-50 text-amber-900 ring-amber-200",
  withdrawn: "bg-slate-100 text-slate-700 ring-slate-200",
};
