import { z } from "zod";
import { defineRoute } from "@/lib/http/contract";
import { fileOfBody } from "@/lib/http/upload";
import { money, moneySchema } from "@/lib/money";
import { importStatement, type StatementResult } from "@/lib/tds/statement";
import { STATEMENT_MAX_BYTES } from "@/lib/tds/statement-parse";
import { answer } from "@/lib/http/contract";
import { tdsMessages } from "@/lib/validation/tds";

const rowSchema = z
  .object({
    line: z.number().int().describe("the row's line in the file"),
    tan: z.string(),
    deductor: z.string(),
    section: z.string(),
    transactionDate: z.iso.date().nullable().describe("null when the date could not be read"),
    amountPaid: moneySchema.nullable(),
    tdsDeposited: moneySchema.nullable(),
  })
  .meta({ id: "TdsStatementRow" });

const resultAnswer = answer(
  z
    .object({
      rows: z.number().int().describe("rows read"),
      matched: z.number().int().describe("rows that match an entry (now, or on an earlier upload of the same statement)"),
      unmatched: z.array(rowSchema).describe("rows that match no entry"),
    })
    .meta({ id: "TdsStatementResult" }),
  (r: StatementResult) => ({
    rows: r.rows,
    matched: r.matched,
    unmatched: r.unmatched.map(({ key: _key, amountPaidMinor, tdsDepositedMinor, ...row }) => ({
      ...row,
      amountPaid: amountPaidMinor === null ? null : money(amountPaidMinor, "INR"),
      tdsDeposited: tdsDepositedMinor === null ? null : money(tdsDepositedMinor, "INR"),
    })),
  }),
);

export const POST = defineRoute("POST /api/admin/tds/statement", {
  access: "staff",
  summary:
    "Import the government's statement of TDS (Form 26AS or AIS rows as CSV, multipart file, up to 2 MB and 5000 rows): each row matches at most one unmatched entry with its TAN, its amount within ₹1 and a transaction date in the same quarter; uploading it again changes nothing",
  tags: ["Staff: TDS"],
  rawBody: { maxBytes: 2 * STATEMENT_MAX_BYTES, tooLarge: tdsMessages.file, contentType: "multipart/form-data" },
  response: resultAnswer,
  message: "Statement imported.",
  errors: { 400: "Not a CSV with the statement's columns, more than 2 MB or more than 5000 rows" },
  handler: async ({ user, body, request }) => importStatement(user._id, (await fileOfBody(body, request.headers.get("content-type"))).bytes),
});
