import { statementRowsAnswer } from "@/lib/bank/answers";
import { bankTags } from "@/lib/bank/routes";
import { staffAction } from "@/lib/http/staff-records";
import { applyStatementRows } from "@/lib/operations/bank/apply-statement-rows";
import { applyRowsBody } from "@/lib/validation/bank";

export const POST = staffAction("/api/admin/bank-statements/{id}/apply", {
  tags: bankTags,
  summary:
    "Apply credits, all or none: one payment each (the credit, bank_transfer, the row's reference and date, with its receipt; the invoice on a first payment), the matched pending proof approved, the TDS recorded as a deduction",
  body: applyRowsBody,
  response: statementRowsAnswer,
  idempotent: true,
  message: "Rows applied.",
  errors: {
    400: "An unmatched row without a booking or request, a debit, a request or booking that does not exist, a TDS the deduction rules refuse",
    404: "No such statement, or a row not on it",
    409: "A row already applied, a reference already recorded on that booking (the message names it), the matched proof already decided, a cancelled booking",
  },
  act: applyStatementRows,
});
