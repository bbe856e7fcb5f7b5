// The payment ledger, receipts, access after full payment and the learner's bookings (sales-and-batches.md §2).
import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as staffReceipt } from "@/app/api/admin/bookings/[id]/payments/[paymentId]/receipt/route";
import { PUT as updateRoute } from "@/app/api/admin/bookings/[id]/route";
import { GET as myBookings } from "@/app/api/booking/getMyBookings/route";
import { GET as myReceipt } from "@/app/api/booking/receipts/[paymentId]/route";
import { GET as myEnrolments } from "@/app/api/enrollment/getAllEnrollmentsByUserId/route";
import { enrolments } from "@/db/schema";
import { parseEnv, resetEnvForTests } from "@/lib/env";
import { receiptPdf } from "@/lib/sales/receipts";
import { getBooking } from "@/lib/sales/reads";
import { makeTraining, makeTwoCourses } from "../helpers/catalogue";
import { call, refusal } from "../helpers/http";
import { assign, createBooking, inr, pay, refund } from "../helpers/sales";
import { makeLearner, makeStaff, type TestUser } from "../helpers/users";
import { testDatabase } from "../setup/database";

let staff: TestUser;
let courseId: string;
const year = new Date().getFullYear();

beforeAll(async () => {
  staff = await makeStaff();
  [courseId] = await makeTwoCourses();
});

async function booking(body: Record<string, unknown> = {}) {
  const t = await makeTraining(courseId);
  return { training: t, booking: (await createBooking(staff.token, { trainingId: t.id, seats: 1, price: inr(30_000), ...body })).json.data };
}
const activeOf = async (bookingId: string) =>
  (await testDatabase().db.select().from(enrolments).where(eq(enrolments.bookingId, bookingId))).map((e) => e.isActive);
const receiptNumber = (n: string) => Number(n.slice(-4));

async function pdfText(response: Response): Promise<string> {
  const buffer = new Uint8Array(await response.arrayBuffer());
  return (await extractText(await getDocumentProxy(buffer), { mergePages: true })).text;
}

describe("POST /api/admin/bookings/{id}/payments", () => {
  it("records a payment with a receipt number; a partial payment leaves the learner inactive, the final one activates", async () => {
    const { booking: b } = await booking();
    const me = await makeLearner();
    await assign(staff.token, b._id, [me.user.email]);
    const first = await pay(staff.token, b._id, { amount: inr(10_000.25), method: "upi", reference: "UPI-778", note: "First instalment" });
    expect(first.status).toBe(201);
    expect(first.json.message).toBe("Payment recorded.");
    expect(first.json.data).toMatchObject({
      kind: "payment",
      amount: inr(10_000.25),
      method: "upi",
      reference: "UPI-778",
      paidOn: "2026-01-05",
      note: "First instalment",
      recordedBy: staff.user.id,
    });
    expect(first.json.data.receiptNumber).toMatch(new RegExp(`^RC-${year}-\\d{4}$`));
    expect(await activeOf(b._id)).toEqual([false]);
    const mine = await call(myEnrolments, { token: me.token });
    expect(mine.json.data[0].trainingId).not.toHaveProperty("meetingLink");

    const second = await pay(staff.token, b._id, { amount: inr(19_999.75) });
    expect(receiptNumber(second.json.data.receiptNumber)).toBe(receiptNumber(first.json.data.receiptNumber) + 1);
    expect(await activeOf(b._id)).toEqual([true]);
    const after = await call(myEnrolments, { token: me.token });
    expect(after.json.data[0].trainingId.meetingLink).toMatch(/^https:\/\/meet\.example\.com\//);
  });

  it.each([
    [{ amount: { amount: 100, currency: "USD" } }, 400, "This booking is in INR: record the amount in INR."],
    [{ amount: inr(10.001) }, 400, "Amounts can have at most 2 decimals."],
    [{ amount: inr(-5) }, 400, "The amount must be more than 0."],
    [{ method: "bitcoin" }, 400, "Method must be one of bank_transfer, upi, card, cheque, cash."],
    [{ paidOn: "2026-02-30" }, 400, "Dates must be real calendar dates."],
    [{ paidOn: "2999-01-01" }, 400, "The payment date can't be in the future."],
  ])("refuses %j", async (body, status, message) => {
    const { booking: b } = await booking();
    const res = await pay(staff.token, b._id, body);
    expect(res.status).toBe(status);
    expect([res.json.message, ...Object.values(res.json.errors ?? {})]).toContain(message);
  });

  it("answers 401/403/404, and 409 on a cancelled booking", async () => {
    const { booking: b } = await booking();
    const learner = await makeLearner();
    expect((await pay("", b._id)).status).toBe(401);
    expect((await pay(learner.token, b._id)).status).toBe(403);
    expect(refusal(await pay(staff.token, "nosuchbooking"))).toEqual([404, "Booking not found."]);
    await call(updateRoute, { method: "PUT", token: staff.token, params: { id: b._id }, body: { status: "cancelled" } });
    expect(refusal(await pay(staff.token, b._id))).toEqual([409, "This booking is cancelled: record no more payments (a refund is still possible)."]);
  });

  it("two concurrent payments: both recorded, consecutive distinct receipt numbers, exact balance", async () => {
    const { booking: b } = await booking({ price: inr(1000.3) });
    const [x, y] = await Promise.all([pay(staff.token, b._id, { amount: inr(0.1) }), pay(staff.token, b._id, { amount: inr(0.2) })]);
    expect([x.status, y.status]).toEqual([201, 201]);
    const numbers = [receiptNumber(x.json.data.receiptNumber), receiptNumber(y.json.data.receiptNumber)].sort((p, q) => p - q);
    expect(numbers[1]).toBe(numbers[0]! + 1);
    const res = await call((await import("@/app/api/admin/bookings/[id]/route")).GET, { token: staff.token, params: { id: b._id } });
    expect(res.json.data).toMatchObject({ paid: inr(0.3), balance: inr(1000), status: "awaiting_payment" });
    expect(res.json.data.payments).toHaveLength(2);
  });
});

describe("POST /api/admin/bookings/{id}/refunds", () => {
  it("refunds up to what was paid (400 beyond); a refund leaving a balance deactivates; cancelled and refunded in full is refunded", async () => {
    const { booking: b } = await booking({ price: inr(500) });
    await assign(staff.token, b._id, ["refundee@example.com"]);
    await pay(staff.token, b._id, { amount: inr(500) });
    expect(await activeOf(b._id)).toEqual([true]);
    expect(refusal(await refund(staff.token, b._id, { amount: inr(500.01) }))).toEqual([400, "A refund can't be more than was paid (INR 500.00)."]);
    expect(refusal(await refund(staff.token, b._id, { reason: "" }))).toEqual([400, expect.any(String)]);
    const r = await refund(staff.token, b._id, { amount: inr(200), reason: "Dropped one day" });
    expect(r.status).toBe(201);
    expect(r.json.message).toBe("Refund recorded.");
    expect(r.json.data).toMatchObject({ kind: "refund", amount: inr(200), method: null, note: "Dropped one day" });
    expect(await activeOf(b._id)).toEqual([false]);
    const cancelled = await call(updateRoute, { method: "PUT", token: staff.token, params: { id: b._id }, body: { status: "cancelled" } });
    expect(cancelled.json.data).toMatchObject({ status: "cancelled", paid: inr(300), balance: inr(200) });
    const last = await refund(staff.token, b._id, { amount: inr(300), reason: "Cancelled" });
    expect(last.status).toBe(201);
    const res = await call((await import("@/app/api/admin/bookings/[id]/route")).GET, { token: staff.token, params: { id: b._id } });
    expect(res.json.data).toMatchObject({ status: "refunded", paid: inr(0), balance: inr(500) });
    expect(res.json.data.payments.map((p: { kind: string }) => p.kind)).toEqual(["payment", "refund", "refund"]);
  });
});

describe("receipts", () => {
  it("the staff receipt is a PDF with the receipt number, the amount in figures and words, buyer, training, method and reference", async () => {
    const { booking: b } = await booking({ buyerName: "Ravi Kumar", organization: "Initech" });
    const p = (await pay(staff.token, b._id, { amount: inr(25_000.5), method: "cheque", reference: "CHQ-000123" })).json.data;
    const res = await staffReceipt(
      new Request(`http://localhost/api/admin/bookings/${b._id}/payments/${p._id}/receipt`, { headers: { authorization: `Bearer ${staff.token}` } }),
      {
        params: Promise.resolve({ id: b._id, paymentId: p._id }),
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const text = await pdfText(res);
    for (const expected of [
      p.receiptNumber,
      "INR 25,000.50",
      "Twenty Five Thousand Rupees And Fifty Paise Only",
      "Ravi Kumar",
      "Initech",
      "Kubernetes Operations",
      "Cheque",
      "CHQ-000123",
      b.number,
      "Stackwise Academy Private Limited",
      "Bengaluru",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("Tax id");
    const r = (await refund(staff.token, b._id, { amount: inr(100), reason: "Goodwill" })).json.data;
    const refundPdf = await staffReceipt(new Request("http://localhost/x", { headers: { authorization: `Bearer ${staff.token}` } }), {
      params: Promise.resolve({ id: b._id, paymentId: r._id }),
    });
    const refundText = await pdfText(refundPdf);
    expect(refundText).toContain("REFUND RECEIPT");
    expect(refundText).toContain("Goodwill");
    const missing = await call(staffReceipt, { token: staff.token, params: { id: b._id, paymentId: "nosuchpayment" } });
    expect(refusal(missing)).toEqual([404, "Receipt not found."]);
  });

  it("GET /api/booking/getMyBookings: the buyer (by email, any case) sees the money and receipts, a seat holder only their seat's booking; others nothing", async () => {
    const buyer = await makeLearner({ email: `Buyer.${Date.now()}@Example.com` });
    const seat = await makeLearner();
    const stranger = await makeLearner();
    const { training, booking: b } = await booking({ buyerEmail: buyer.user.email.toLowerCase(), seats: 2, price: inr(2000) });
    await assign(staff.token, b._id, [seat.user.email]);
    const p = (await pay(staff.token, b._id, { amount: inr(1500) })).json.data;
    const r = (await refund(staff.token, b._id, { amount: inr(500) })).json.data;
    expect((await call(myBookings, {})).status).toBe(401);
    // The buyer sees the money: price, paid, balance, every receipt, and the booking's learners.
    const mine = await call(myBookings, { token: buyer.token });
    expect(mine.status).toBe(200);
    expect(mine.json.data).toEqual([
      {
        _id: b._id,
        number: b.number,
        role: "buyer",
        training: { _id: training.id, courseTitle: "Kubernetes Operations", startDate: training.startDate, endDate: training.endDate },
        seats: 2,
        price: inr(2000),
        paid: inr(1000),
        deducted: inr(0),
        balance: inr(1000),
        tds: [],
        status: "awaiting_payment",
        receipts: [
          { receiptNumber: p.receiptNumber, amount: inr(1500), paidOn: "2026-01-05", url: `/api/booking/receipts/${p._id}` },
          { receiptNumber: r.receiptNumber, amount: inr(-500), paidOn: r.paidOn, url: `/api/booking/receipts/${r._id}` },
        ],
        // Only the buyer sees the booking's learners (tests/integration/buyer-view.test.ts) and its tax documents
        // (the first payment issued the invoice; the refund of an active booking credits nothing: tests/integration/invoices.test.ts).
        invoice: { number: expect.stringMatching(/^INV\//), url: expect.stringMatching(/^\/api\/booking\/invoices\//) },
        creditNotes: [],
        debitNotes: [],
        learners: [expect.objectContaining({ email: seat.user.email, sessionsAttended: 0, certificate: null })],
      },
    ]);
    for (const id of [p._id, r._id]) {
      const pdf = await myReceipt(new Request(`http://localhost/api/booking/receipts/${id}`, { headers: { authorization: `Bearer ${buyer.token}` } }), {
        params: Promise.resolve({ paymentId: id }),
      });
      expect(pdf.status).toBe(200);
    }
    // A seat holder who is not the buyer sees their seat, the training and the booking's status: no money, no receipt.
    const seen = await call(myBookings, { token: seat.token });
    expect(seen.json.data).toEqual([
      {
        _id: b._id,
        number: b.number,
        role: "learner",
        training: { _id: training.id, courseTitle: "Kubernetes Operations", startDate: training.startDate, endDate: training.endDate },
        status: "awaiting_payment",
      },
    ]);
    expect(JSON.stringify(seen.json)).not.toContain(buyer.user.email.toLowerCase());
    for (const id of [p._id, r._id])
      expect(refusal(await call(myReceipt, { token: seat.token, params: { paymentId: id } }))).toEqual([404, "Receipt not found."]);
    expect((await call(myBookings, { token: stranger.token })).json.data).toEqual([]);
    expect(refusal(await call(myReceipt, { token: stranger.token, params: { paymentId: p._id } }))).toEqual([404, "Receipt not found."]);
    expect(refusal(await call(myReceipt, { token: stranger.token, params: { paymentId: "nosuchpayment" } }))).toEqual([404, "Receipt not found."]);
    expect((await call(myReceipt, { params: { paymentId: p._id } })).status).toBe(401);
  });
});

describe("company details (sales-and-batches.md §5)", () => {
  it("default to the site's footer values with no tax id line; set, they print on the receipt", async () => {
    const defaults = parseEnv({});
    expect(defaults.COMPANY_NAME).toBe("Stackwise Academy Private Limited");
    expect(defaults.COMPANY_ADDRESS).toBe("4th Floor, Prestige Tech Park, Outer Ring Road, Bengaluru, Karnataka 560103, India");
    expect(defaults.COMPANY_TAX_ID).toBeUndefined();
    const { booking: b } = await booking();
    await pay(staff.token, b._id, { amount: inr(100) });
    Object.assign(process.env, { COMPANY_NAME: "Acme Training LLP", COMPANY_ADDRESS: "1 Main Road, Pune", COMPANY_TAX_ID: "29ABCDE1234F1Z5" });
    resetEnvForTests();
    try {
      const full = await getBooking(b._id);
      const text = (await extractText(await getDocumentProxy(new Uint8Array(await receiptPdf(full, full.payments[0]!))), { mergePages: true })).text;
      expect(text).toContain("Acme Training LLP");
      expect(text).toContain("1 Main Road, Pune");
      expect(text).toContain("Tax id: 29ABCDE1234F1Z5");
    } finally {
      for (const key of ["COMPANY_NAME", "COMPANY_ADDRESS", "COMPANY_TAX_ID"]) delete process.env[key];
      resetEnvForTests();
    }
  });

  it("a booking's currency is fixed once payments are recorded (400)", async () => {
    const { booking: b } = await booking();
    await pay(staff.token, b._id, { amount: inr(100) });
    const res = await call(updateRoute, { method: "PUT", token: staff.token, params: { id: b._id }, body: { price: { amount: 100, currency: "USD" } } });
    expect(refusal(res)).toEqual([400, "The currency can't change once payments are recorded."]);
  });
});
