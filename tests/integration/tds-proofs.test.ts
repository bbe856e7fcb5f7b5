// TDS on the pay page (books.md §2): the proof carries the deduction; approving it records payment and deduction together.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as approveRoute } from "@/app/api/admin/payment-proofs/[id]/approve/route";
import { GET as proofsRoute } from "@/app/api/admin/payment-proofs/route";
import { GET as bookingRoute } from "@/app/api/admin/bookings/[id]/route";
import { enrolments, payments, tdsEntries } from "@/db/schema";
import { makeTraining } from "../helpers/catalogue";
import { requestPayments, sendProof, tokenOf } from "../helpers/collection";
import { call, refusal } from "../helpers/http";
import { assign, createBooking, inr } from "../helpers/sales";
import { TAN } from "../helpers/tds";
import { courseId, setUpStaffAndCourse, staff } from "../helpers/staff-course";
import { makeLearner } from "../helpers/users";
import { testDatabase } from "../setup/database";

const today = new Date().toISOString().slice(0, 10);

setUpStaffAndCourse();

/** A booking of ₹1,18,000 with a learner and one request for all of it. */
async function requested() {
  const t = await makeTraining(courseId);
  // Invoices of ₹50,000 or more name the buyer's address and state (books.md §1).
  const billing = { buyerAddress: "4 Residency Road, Bengaluru", buyerStateCode: "29" };
  const b = (await createBooking(staff.token, { trainingId: t.id, seats: 1, price: inr(118_000), ...billing })).json.data;
  const me = await makeLearner();
  await assign(staff.token, b._id, [me.user.email]);
  const request = (await requestPayments(staff.token, b._id, [{ amount: inr(118_000), dueOn: "2999-01-01" }])).json.data[0];
  return { booking: b, token: tokenOf(request.payUrl), request };
}
const pendingProof = async (requestId: string) =>
  (await call(proofsRoute, { token: staff.token, path: "/api/admin/payment-proofs" })).json.data.find((p: { requestId: string }) => p.requestId === requestId);
const approve = (id: string, body: Record<string, unknown> = {}) => call(approveRoute, { token: staff.token, params: { id }, body });
const activeOf = async (bookingId: string) =>
  (await testDatabase().db.select().from(enrolments).where(eq(enrolments.bookingId, bookingId))).map((e) => e.isActive);
const staffBooking = async (id: string) => (await call(bookingRoute, { token: staff.token, params: { id }, path: `/api/admin/bookings/${id}` })).json.data;

describe("POST /api/pay/{token}/proof with TDS", () => {
  it("keeps the deduction on the proof (TAN upper case); the console's list shows it", async () => {
    const { token, request } = await requested();
    const res = await sendProof(token, { amount: "108000", paidOn: today, tdsAmount: "10,000".replace(",", ""), tdsSection: "194j", tan: "blrn12345c" });
    expect(res.status).toBe(201);
    expect(await pendingProof(request._id)).toMatchObject({ amount: inr(108_000), tdsAmount: inr(10_000), tdsSection: "194J", tan: TAN });
  });

  it("empty TDS fields are no deduction", async () => {
    const { token, request } = await requested();
    expect((await sendProof(token, { paidOn: today, tdsAmount: "", tdsSection: "", tan: "" })).status).toBe(201);
    expect(await pendingProof(request._id)).toMatchObject({ tdsAmount: null, tdsSection: null, tan: null });
  });

  it.each([
    [{ tdsAmount: "1000", tdsSection: "194J", tan: "BLRN1234C" }, "tan", "Enter a valid TAN."],
    [{ tdsAmount: "1000", tdsSection: "19-4", tan: TAN }, "tdsSection", "Enter the section: 2 to 12 letters, digits or brackets, such as 194J."],
    [{ tdsAmount: "0", tdsSection: "194J", tan: TAN }, "tdsAmount", "The amount must be more than 0."],
    [{ tdsAmount: "1000" }, "tan", "Give the TAN and the section with the TDS amount."],
    [{ tan: TAN, tdsSection: "194J" }, "tdsAmount", "Give the TAN and the section with the TDS amount."],
  ])("refuses %j", async (fields, field, message) => {
    const { token } = await requested();
    const res = await sendProof(token, { paidOn: today, ...fields });
    expect(res.status).toBe(400);
    expect(res.json.errors[field]).toBe(message);
  });
});

describe("POST /api/admin/payment-proofs/{id}/approve with TDS", () => {
  it("records the payment and the deduction together: the booking is paid, the learner active, the request paid", async () => {
    const { booking: b, token, request } = await requested();
    await sendProof(token, { amount: "108000", paidOn: today, tdsAmount: "10000", tdsSection: "194J", tan: TAN });
    const proof = await pendingProof(request._id);
    const res = await approve(proof._id);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ status: "approved", tdsAmount: inr(10_000) });
    const after = await staffBooking(b._id);
    expect(after).toMatchObject({ status: "paid", paid: inr(108_000), deducted: inr(10_000), balance: inr(0) });
    expect(after.tds).toMatchObject([{ amount: inr(10_000), section: "194J", tan: TAN, deductedOn: today, status: "unmatched" }]);
    expect(after.paymentRequests[0]).toMatchObject({ _id: request._id, status: "paid" });
    expect(await activeOf(b._id)).toEqual([true]);
    const [entry] = await testDatabase().db.select().from(tdsEntries).where(eq(tdsEntries.bookingId, b._id));
    expect(entry!.proofId).toBe(proof._id);
  });

  it("staff change the tdsAmount on approval (and 0 records none)", async () => {
    const { booking: b, token, request } = await requested();
    await sendProof(token, { amount: "106000", paidOn: today, tdsAmount: "10000", tdsSection: "194J", tan: TAN });
    const proof = await pendingProof(request._id);
    expect((await approve(proof._id, { tdsAmount: inr(12_000) })).status).toBe(200);
    expect(await staffBooking(b._id)).toMatchObject({ status: "paid", deducted: inr(12_000), balance: inr(0) });

    const other = await requested();
    await sendProof(other.token, { amount: "108000", paidOn: today, tdsAmount: "10000", tdsSection: "194J", tan: TAN });
    expect((await approve((await pendingProof(other.request._id))._id, { tdsAmount: 0 })).status).toBe(200);
    expect(await staffBooking(other.booking._id)).toMatchObject({ status: "awaiting_payment", deducted: inr(0), balance: inr(10_000) });
  });

  it("a deduction over the cap or the balance records nothing and gives the proof back to the queue", async () => {
    const { booking: b, token, request } = await requested();
    await sendProof(token, { amount: "108000", paidOn: today, tdsAmount: "10000", tdsSection: "194J", tan: TAN });
    const proof = await pendingProof(request._id);
    // The payment issues the invoice first (untaxed here: the test company has no GSTIN), so the cap is 20 % of ₹1,18,000.
    expect(refusal(await approve(proof._id, { amount: inr(90_000), tdsAmount: 23_600.01 }))).toEqual([
      400,
      "A deduction is at most 20 % of the taxable value.",
    ]);
    expect(refusal(await approve(proof._id, { amount: inr(118_000) }))).toEqual([400, "The deduction is more than the balance."]);
    expect(await testDatabase().db.select().from(payments).where(eq(payments.bookingId, b._id))).toEqual([]);
    expect(await pendingProof(request._id)).toMatchObject({ status: "pending" });
    expect((await approve(proof._id)).status).toBe(200);
  });

  it("a tdsAmount on a proof without a TAN: 400", async () => {
    const { token, request } = await requested();
    await sendProof(token, { amount: "108000", paidOn: today });
    const proof = await pendingProof(request._id);
    expect(refusal(await approve(proof._id, { tdsAmount: inr(10_000) }))).toEqual([400, "Give the TAN and the section with the TDS amount."]);
    expect(refusal(await approve(proof._id, { tdsAmount: { amount: 10, currency: "USD" } }))).toEqual([
      400,
      "This booking is in INR: record the amount in INR.",
    ]);
  });
});
