import { statementRowAnswer } from "@/lib/bank/answers";
import { bankTags } from "@/lib/bank/routes";
import { defineRoute } from "@/lib/http/contract";
import { ignoreRow } from "@/lib/operations/bank/ignore-row";

export const POST = defineRoute("POST /api/admin/bank-statements/{id}/rows/{rowId}/ignore", {
  access: "staff",
  tags: bankTags,
  summary: "Ignore a statement row (no one will apply it); ignoring it again changes nothing",
  response: statementRowAnswer,
  message: "Row ignored.",
  errors: { 404: "No such statement, or the row is not on it", 409: "The row is already applied" },
  handler: ({ user, params }) => ignoreRow(user._id, params.id, params.rowId),
});
