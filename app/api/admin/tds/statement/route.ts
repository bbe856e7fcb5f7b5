import { defineRoute } from "@/lib/http/contract";
import { fileOfBody } from "@/lib/http/upload";
import { importStatement } from "@/lib/operations/tds/import-statement";
import { statementResultAnswer } from "@/lib/tds/answers";
import { STATEMENT_MAX_BYTES } from "@/lib/tds/statement-parse";
import { tdsMessages } from "@/lib/validation/tds";

export const POST = defineRoute("POST /api/admin/tds/statement", {
  access: "staff",
  summary:
    "Import the government's statement of TDS (Form 26AS or AIS rows as CSV, multipart file, up to 2 MB and 5000 rows): each row matches at most one unmatched entry with its TAN, its amount within ₹1 and a transaction date in the same quarter; uploading it again changes nothing",
  tags: ["Staff: TDS"],
  rawBody: { maxBytes: 2 * STATEMENT_MAX_BYTES, tooLarge: tdsMessages.file, contentType: "multipart/form-data" },
  response: statementResultAnswer,
  message: "Statement imported.",
  errors: { 400: "Not a CSV with the statement's columns, more than 2 MB or more than 5000 rows" },
  handler: async ({ user, body, request }) => importStatement(user._id, (await fileOfBody(body, request.headers.get("content-type"))).bytes),
});
