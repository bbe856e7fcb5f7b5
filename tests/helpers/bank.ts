// Bank statements through the staff API (the reconciliation tests' fixtures): statements written as banks export them.
import { POST as applyRoute } from "@/app/api/admin/bank-statements/[id]/apply/route";
import { POST as ignoreRoute } from "@/app/api/admin/bank-statements/[id]/rows/[rowId]/ignore/route";
import { GET as statementRoute } from "@/app/api/admin/bank-statements/[id]/route";
import { POST as uploadRoute } from "@/app/api/admin/bank-statements/route";
import { CLIENT_IP_HEADER } from "@/lib/http/client-ip";
import { today } from "./catalogue";
import { call } from "./http";

export interface Line {
  narration?: string;
  ref?: string;
  credit?: string;
  debit?: string;
  date?: string;
}

/** Today as HDFC writes it (DD/MM/YY). */
export const hdfcToday = `${today.slice(8, 10)}/${today.slice(5, 7)}/${today.slice(2, 4)}`;

/** An HDFC-style export: three lines of preamble, the header, a row of asterisks, the lines, a footer. */
export function hdfcCsv(lines: Line[]): string {
  const quote = (v: string) => `"${v.replaceAll('"', '""')}"`;
  return [
    "HDFC BANK Ltd.,,,,,,",
    "Account No :,50200012345678,,,,,",
    `Statement From : ${hdfcToday} To : ${hdfcToday},,,,,,`,
    "Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance",
    "********,********,********,********,********,********,********",
    ...lines.map((l) =>
      [
        l.date ?? hdfcToday,
        quote(l.narration ?? ""),
        quote(l.ref ?? ""),
        l.date ?? hdfcToday,
        quote(l.debit ?? ""),
        quote(l.credit ?? ""),
        '"1,00,000.00"',
      ].join(","),
    ),
    "STATEMENT SUMMARY :-,,,,,,",
  ].join("\n");
}

/** POST /api/admin/bank-statements as the console's form sends it. */
export async function uploadStatement(token: string | undefined, content: string | Uint8Array, fileName = "statement.csv") {
  const form = new FormData();
  form.set("file", new Blob([typeof content === "string" ? content : new Uint8Array(content)], { type: "text/csv" }), fileName);
  const headers: Record<string, string> = { [CLIENT_IP_HEADER]: "203.0.113.9" };
  if (token) headers.authorization = `Bearer ${token}`;
  const request = new Request("http://localhost:3000/api/admin/bank-statements", { method: "POST", headers, body: form });
  const response = await uploadRoute(request, { params: Promise.resolve({}) });
  return { status: response.status, json: await response.json() };
}

export const getStatement = (token: string | undefined, id: string) =>
  call(statementRoute, { token, params: { id }, path: `/api/admin/bank-statements/${id}` });

export const applyRows = (token: string | undefined, id: string, rows: unknown[]) =>
  call(applyRoute, { token, params: { id }, path: `/api/admin/bank-statements/${id}/apply`, body: { rows } });

export const ignoreRow = (token: string | undefined, id: string, rowId: string) =>
  call(ignoreRoute, { token, params: { id, rowId }, path: `/api/admin/bank-statements/${id}/rows/${rowId}/ignore`, method: "POST" });

/** The rows of a statement, by reference. */
export async function rowsByRef(token: string, id: string): Promise<Map<string, { _id: string; status: string; match: Record<string, unknown> | null }>> {
  const res = await getStatement(token, id);
  return new Map(
    (res.json.data.rows as { _id: string; reference: string; status: string; match: Record<string, unknown> | null }[]).map((r) => [r.reference, r]),
  );
}
