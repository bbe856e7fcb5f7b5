// TDS deductions, certificates, statements and the report through the staff API (the TDS tests' fixtures).
import { POST as tdsRoute } from "@/app/api/admin/bookings/[id]/tds/route";
import { GET as reportRoute } from "@/app/api/admin/reports/tds/route";
import { POST as statementRoute } from "@/app/api/admin/tds/statement/route";
import { DELETE as removeRoute, PUT as certificateRoute } from "@/app/api/admin/tds/[id]/route";
import { call } from "./http";
import { inr } from "./sales";

export const TAN = "BLRN12345C";

export function deduct(token: string, bookingId: string, body: Record<string, unknown> = {}) {
  return call(tdsRoute, {
    token,
    params: { id: bookingId },
    path: `/api/admin/bookings/${bookingId}/tds`,
    body: { amount: inr(1_000), section: "194J", tan: TAN, deductedOn: "2026-05-10", ...body },
  });
}

export const certify = (token: string, id: string, certificateNumber: unknown) =>
  call(certificateRoute, { method: "PUT", token, params: { id }, path: `/api/admin/tds/${id}`, body: { certificateNumber } });

export const removeEntry = (token: string, id: string) => call(removeRoute, { method: "DELETE", token, params: { id }, path: `/api/admin/tds/${id}` });

export const tdsReport = (token: string, query: string) => call(reportRoute, { token, path: `/api/admin/reports/tds?${query}` });

/** POST /api/admin/tds/statement as a browser's multipart form. */
export async function uploadStatement(token: string, csv: string) {
  const form = new FormData();
  form.set("file", new Blob([csv], { type: "text/csv" }), "26as.csv");
  const request = new Request("http://localhost:3000/api/admin/tds/statement", { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  const response = await statementRoute(request, { params: Promise.resolve({}) });
  return { status: response.status, json: await response.json() };
}

export const STATEMENT_HEADER = "TAN of Deductor,Name of Deductor,Section,Transaction Date,Amount Paid / Credited,TDS Deposited";
