import { proofListAnswer } from "@/lib/collection/answers";
import { listProofs, pageOfProofs } from "@/lib/collection/proofs";
import { defineRoute } from "@/lib/http/contract";
import { staffListAnswer, staffListFields } from "@/lib/http/staff-list";
import { fromMinorUnits } from "@/lib/validation/currencies";
import { proofListQuery } from "@/lib/validation/collection";

export const GET = defineRoute("GET /api/admin/payment-proofs", {
  access: "staff",
  summary:
    "Proofs of payment buyers sent: pending ones (the queue, oldest first), approved or rejected ones (newest first): a page of 50 (next/prev cursors), all=true for the whole list (at most 500), format=csv for it as a file",
  query: proofListQuery,
  response: proofListAnswer,
  extra: staffListFields,
  message: "Proofs of payment fetched.",
  handler: ({ query: { status = "pending", ...paging } }) =>
    staffListAnswer(paging, {
      whole: () => listProofs(status),
      page: (request) => pageOfProofs(status, request),
      csv: {
        filename: `payment-proofs-${status}.csv`,
        header: ["Request", "Booking", "UTR", "Paid on", "Currency", "Amount", "Sent", "Status", "Reason"],
        row: (p) => [
          p.requestNumber,
          p.bookingNumber,
          p.reference,
          p.paidOn,
          p.currency,
          fromMinorUnits(p.amountMinor, p.currency),
          p.submittedAt.toISOString(),
          p.status,
          p.reason,
        ],
      },
    }),
});
