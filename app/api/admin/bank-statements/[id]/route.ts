import { statementAnswer } from "@/lib/bank/answers";
import { bankTags } from "@/lib/bank/routes";
import { getStatement } from "@/lib/bank/statements";
import { staffRead } from "@/lib/http/staff-records";

export const GET = staffRead("/api/admin/bank-statements/{id}", {
  tags: bankTags,
  summary: "A bank statement's rows in the file's order with their matches; debits are listed, never matched",
  response: statementAnswer,
  message: "Statement fetched.",
  errors: { 404: "No such statement" },
  read: getStatement,
});
