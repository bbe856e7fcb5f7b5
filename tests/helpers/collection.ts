// Payment requests, the pay link and proofs through the API (the collection tests' fixtures).
import { PNG } from "pngjs";
import { POST as requestsRoute } from "@/app/api/admin/bookings/[id]/payment-requests/route";
import { POST as proofRoute } from "@/app/api/pay/[token]/proof/route";
import { CLIENT_IP_HEADER } from "@/lib/http/client-ip";
import { call } from "./http";
import { inr } from "./sales";

export function requestPayments(token: string, bookingId: string, instalments: unknown) {
  return call(requestsRoute, { token, params: { id: bookingId }, path: `/api/admin/bookings/${bookingId}/payment-requests`, body: { instalments } });
}

/** The token of a pay link. */
export const tokenOf = (payUrl: string) => payUrl.slice(payUrl.lastIndexOf("/") + 1);

/** A real PNG screenshot (a 40×20 image). */
export function realPng(): Buffer {
  const png = new PNG({ width: 40, height: 20 });
  png.data.fill(200);
  return PNG.sync.write(png);
}

let ipCounter = 0;
/** POST /api/pay/{token}/proof as a browser's multipart form (a fresh client address each time unless given). */
export async function sendProof(token: string, fields: Record<string, string> = {}, file?: { bytes: Uint8Array; name: string; type: string }, ip?: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ reference: "UTR4455667788", paidOn: "2026-01-05", amount: "10000", ...fields })) form.set(k, v);
  if (file) form.set("file", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request(`http://localhost:3000/api/pay/${token}/proof`, {
    method: "POST",
    headers: { [CLIENT_IP_HEADER]: ip ?? `198.51.100.${(ipCounter++ % 250) + 1}` },
    body: form,
  });
  const response = await proofRoute(request, { params: Promise.resolve({ token }) });
  return { status: response.status, headers: response.headers, json: await response.json() };
}

export { inr };
