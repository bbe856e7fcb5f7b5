// Invoices and their notes through the staff API, for the books' tests (books.md §3).
import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { POST as invoiceRoute } from "@/app/api/admin/bookings/[id]/invoice/route";
import { GET as bookingRoute, PUT as updateRoute } from "@/app/api/admin/bookings/[id]/route";
import { bookings } from "@/db/schema";
import { setClock } from "@/lib/clock";
import { resetEnvForTests } from "@/lib/env";
import { gstinCheckCharacter } from "@/lib/gst/gstin";
import { makeTraining, makeTwoCourses } from "./catalogue";
import { call } from "./http";
import { createBooking, inr } from "./sales";
import { makeStaff, type TestUser } from "./users";
import { testDatabase } from "../setup/database";

export const gstin = (first14: string) => first14 + gstinCheckCharacter(first14);
export const COMPANY_GSTIN = gstin("29AAACS1234F1Z");
export const companyEnv = {
  COMPANY_NAME: "Stackwise Academy Pvt Ltd",
  COMPANY_ADDRESS: "12 MG Road, Bengaluru, Karnataka 560001, India",
  COMPANY_GSTIN,
  GST_RATE: "18",
};

export function setEnv(values: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvForTests();
}

// The staff member and the course of a books test, as live bindings: set by the file's beforeAll, read by its tests.
export let staff: TestUser;
export let courseId: string;

/** Registers the file's beforeAll: the company's settings (`env`), a staff member and a course. */
export function setUpCompany(env: Record<string, string>) {
  beforeAll(async () => {
    setEnv(env);
    staff = await makeStaff();
    [courseId] = await makeTwoCourses();
  });
}

/**
 * The corrections' files: the company set up as `companyEnv`, the clock back to real time after each test, and the
 * company's settings removed after the file.
 */
export function setUpCorrections() {
  setUpCompany(companyEnv);
  afterEach(() => setClock(undefined));
  afterAll(() => setEnv({ COMPANY_NAME: undefined, COMPANY_ADDRESS: undefined, COMPANY_GSTIN: undefined, GST_RATE: undefined }));
}

/** A booking of a fresh batch of the course, with billing columns set directly when given. */
export async function bookingOf(token: string, courseId: string, body: Record<string, unknown> = {}, billing: Partial<typeof bookings.$inferInsert> = {}) {
  const t = await makeTraining(courseId);
  const b = (await createBooking(token, { trainingId: t.id, seats: 2, price: inr(50_000), ...body })).json.data;
  if (Object.keys(billing).length) await testDatabase().db.update(bookings).set(billing).where(eq(bookings.id, b._id));
  return b as { _id: string; number: string; buyerEmail: string };
}

export const issueInvoice = (token: string, id: string) => call(invoiceRoute, { token, params: { id }, path: `/api/admin/bookings/${id}/invoice`, body: {} });
export const getBooking = async (token: string, id: string) => (await call(bookingRoute, { token, params: { id } })).json.data;
export const setPrice = (token: string, id: string, amount: number) =>
  call(updateRoute, { method: "PUT", token, params: { id }, path: `/api/admin/bookings/${id}`, body: { price: inr(amount) } });
export const cancelBooking = (token: string, id: string) =>
  call(updateRoute, { method: "PUT", token, params: { id }, path: `/api/admin/bookings/${id}`, body: { status: "cancelled" } });
/** The serial of `INV/26-27/0007`: 7. */
export const serial = (n: string) => Number(n.split("/")[2]);

export async function pdfText(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/pdf");
  const buffer = new Uint8Array(await response.arrayBuffer());
  return (await extractText(await getDocumentProxy(buffer), { mergePages: true })).text;
}
type PdfHandler = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;
export const pdfOf = (handler: PdfHandler, id: string, token: string) =>
  handler(new Request("http://localhost/x", { headers: { authorization: `Bearer ${token}` } }), { params: Promise.resolve({ id }) });

/** Sums one money column of a list of documents in minor units. */
export const sumOf = (docs: object[], key: string) =>
  docs.reduce((sum, d) => sum + Math.round((d as Record<string, { amount: number }>)[key]!.amount * 100), 0);
