import { z } from "zod";
import { statementSummaryAnswer, statementUploadAnswer } from "@/lib/bank/answers";
import { STATEMENT_MAX_BYTES, statementMessages } from "@/lib/bank/parse";
import { bankTags } from "@/lib/bank/routes";
import { listStatements } from "@/lib/bank/statements";
import { defineRoute } from "@/lib/http/contract";
import { fileOfBody } from "@/lib/http/upload";
import { uploadStatement } from "@/lib/operations/bank/upload-statement";

export const GET = defineRoute("GET /api/admin/bank-statements", {
  access: "staff",
  tags: bankTags,
  summary: "Bank statements uploaded, newest first (at most 200), with their rows counted by status",
  response: z.array(statementSummaryAnswer),
  message: "Statements fetched.",
  handler: () => listStatements(),
});

export const POST = defineRoute("POST /api/admin/bank-statements", {
  access: "staff",
  tags: bankTags,
  summary:
    "Upload a bank statement (CSV as the bank exports it): its rows kept once, each credit matched to a pending proof, a request or booking, or suggested",
  description:
    "Multipart field `file`, at most 5 MB and 20,000 rows. The header row may follow a few lines of preamble; columns are found by their header, ignoring case and spacing: date (`Date`, `Txn Date`, `Transaction Date`, `Value Date`), description (`Narration`, `Description`, `Particulars`, `Remarks`), reference (`Chq./Ref.No.`, `Ref No./Cheque No.`, `Reference`, `UTR`), credit (`Credit`, `Deposit Amt.`, `Deposit`, `Cr Amount`), debit (`Debit`, `Withdrawal Amt.`, `Withdrawal`, `Dr Amount`). Dates DD/MM/YY, DD/MM/YYYY, DD-MM-YYYY, DD-Mon-YYYY or YYYY-MM-DD; amounts may carry commas. A row with the same date, reference, amount and description as one already uploaded adds nothing.",
  // Multipart framing adds a little to the file itself.
  rawBody: { maxBytes: STATEMENT_MAX_BYTES + 64 * 1024, tooLarge: statementMessages.tooLarge, contentType: "multipart/form-data" },
  response: statementUploadAnswer,
  status: 201,
  message: "Statement uploaded.",
  errors: {
    400: "No file, a file without a date and a credit column (the message names them), an amount that is not a number, more than 20,000 rows",
    413: statementMessages.tooLarge,
  },
  handler: async ({ user, body, request }) => {
    const file = await fileOfBody(body, request.headers.get("content-type"));
    return uploadStatement(user._id, file.bytes, file.name);
  },
});
