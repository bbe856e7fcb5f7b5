// Applying bank statement rows (books.md §6): one payment per row with its receipt and the invoice, the matched proof
// approved, the TDS recorded, all or nothing; every refusal; and the two races (two applies of one row, an apply and
// a staff approval of the same proof) recording one payment.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as approveRoute } from "@/app/api/admin/payment-proofs/[id]/approve/route";
import { GET as bookingRoute, PUT as updateBookingRoute } from "@/app/api/admin/bookings/[id]/route";
import { enrolments, invoices, paymentProofs, paymentRequests, payments, tdsEntries } from "@/db/schema";
import { applyRows, hdfcCsv, rowsByRef, uploadStatement, type Line } from "../helpers/bank";
import { today } from "../helpers/catalogue";
import { sendProof } from "../helpers/collection";
import { call, refusal } from "../helpers/http";
import { assign, inr, pay } from "../helpers/sales";
import { booking, learner, staff, setUpRegisteredCompany, withRequest } from "../helpers/bank-bookings";
import { testDatabase } from "../setup/database";

const db = () => testDatabase().db;

setUpRegisteredCompany();

/** A request with a pending proof of `utr`. */
async function withProof(amount: number, utr: string) {
  const made = await withRequest(amount);
  expect((await sendProof(made.token, { reference: utr, paidOn: today, amount: String(amount) })).status).toBe(201);
  const [proof] = await db().select().from(paymentProofs).where(eq(paymentProofs.requestId, made.request._id));
  return { ...made, proof: proof! };
}
/** A statement of `lines` uploaded: its id and its rows by reference. */
async function statementOf(lines: Line[]) {
  const res = await uploadStatement(staff.token, hdfcCsv(lines));
  expect(res.status).toBe(201);
  const id = res.json.data._id as string;
  return { id, rows: await rowsByRef(staff.token, id) };
}
const paymentsOf = (bookingId: string) => db().select().from(payments).where(eq(payments.bookingId, bookingId));
const approve = (id: string) => call(approveRoute, { token: staff.token, params: { id }, path: `/api/admin/payment-proofs/${id}/approve`, body: {} });

describe("POST /api/admin/bank-statements/{id}/apply", () => {
  it("a matched proof: one payment with its receipt and the invoice, the proof approved, the request and booking paid, the learner active", async () => {
    const made = await withProof(12_121, "HDFCN5APPLY1");
    await assign(staff.token, made.booking._id, [learner.user.email]);
    const s = await statementOf([{ narration: "NEFT CR-ACME-HDFCN5APPLY1", ref: "HDFCN5APPLY1", credit: "12,121.00" }]);
    const row = s.rows.get("HDFCN5APPLY1")!;
    const res = await applyRows(staff.token, s.id, [{ rowId: row._id }]);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Rows applied.");
    expect(res.json.data).toEqual([
      {
        _id: row._id,
        date: today,
        description: "NEFT CR-ACME-HDFCN5APPLY1",
        reference: "HDFCN5APPLY1",
        credit: inr(12_121),
        debit: inr(0),
        status: "applied",
        match: { kind: "proof", id: made.proof.id, number: made.request.number, bookingId: made.booking._id, amount: inr(12_121), tdsAmount: null },
      },
    ]);
    const [payment] = await paymentsOf(made.booking._id);
    expect(payment).toMatchObject({
      kind: "payment",
      amountMinor: 1_212_100,
      method: "bank_transfer",
      reference: "HDFCN5APPLY1",
      paidOn: today,
      receiptNumber: expect.stringMatching(/^RC-/),
    });
    expect((await db().select().from(paymentProofs).where(eq(paymentProofs.id, made.proof.id)))[0]).toMatchObject({
      status: "approved",
      paymentId: payment!.id,
    });
    expect((await db().select().from(paymentRequests).where(eq(paymentRequests.id, made.request._id)))[0]!.status).toBe("paid");
    expect(await db().select().from(invoices).where(eq(invoices.bookingId, made.booking._id))).toHaveLength(1);
    const staffView = await call(bookingRoute, { token: staff.token, params: { id: made.booking._id }, path: `/api/admin/bookings/${made.booking._id}` });
    expect(staffView.json.data.status).toBe("paid");
    expect((await db().select().from(enrolments).where(eq(enrolments.bookingId, made.booking._id))).map((e) => e.isActive)).toEqual([true]);
    // A row applies once.
    expect(refusal(await applyRows(staff.token, s.id, [{ rowId: row._id }]))).toEqual([409, "This row is already applied."]);
    expect(await paymentsOf(made.booking._id)).toHaveLength(1);
  });

  it("a matched proof with the buyer's TDS: the payment and the deduction under the proof's TAN and section, also when the page sends them empty", async () => {
    // ₹11,800 (taxable ₹10,000): ₹10,800 in the bank and ₹1,000 (10 %) deducted under 194J, as the proof said.
    const made = await withRequest(11_800);
    const proofFields = { reference: "HDFCN5TDSPRF", paidOn: today, amount: "10800", tdsAmount: "1000", tdsSection: "194J", tan: "BLRP12345Q" };
    expect((await sendProof(made.token, proofFields)).status).toBe(201);
    const s = await statementOf([{ narration: "NEFT CR-ACME-HDFCN5TDSPRF", ref: "HDFCN5TDSPRF", credit: "10,800.00" }]);
    const row = s.rows.get("HDFCN5TDSPRF")!;
    expect(row.match).toMatchObject({ kind: "proof", tdsAmount: inr(1_000) });
    expect((await applyRows(staff.token, s.id, [{ rowId: row._id, tan: "", tdsSection: "" }])).status).toBe(200);
    expect(await db().select().from(tdsEntries).where(eq(tdsEntries.bookingId, made.booking._id))).toMatchObject([
      { amountMinor: 100_000, tan: "BLRP12345Q", section: "194J", reference: "HDFCN5TDSPRF" },
    ]);
    const staffView = await call(bookingRoute, { token: staff.token, params: { id: made.booking._id }, path: `/api/admin/bookings/${made.booking._id}` });
    expect(staffView.json.data).toMatchObject({ status: "paid", balance: inr(0) });
  });

  it("a request number, a booking number, a suggestion: each pays what it names; staff may name another", async () => {
    const numbered = await withRequest(2_000, 5_000);
    const other = await booking(3_000);
    const suggested = await withRequest(7_373);
    const s = await statementOf([
      { narration: `NEFT ${numbered.request.number}`, ref: "RQ1", credit: "2,000.00" },
      { narration: `NEFT ${other.number}`, ref: "BK1", credit: "1,000.00" },
      { narration: "UPI ACME", ref: "SG1", credit: "7,373.00" },
      { narration: `NEFT ${numbered.request.number}`, ref: "RQ2", credit: "500.00" },
    ]);
    const res = await applyRows(staff.token, s.id, [
      { rowId: s.rows.get("RQ1")!._id },
      { rowId: s.rows.get("BK1")!._id },
      { rowId: s.rows.get("SG1")!._id },
      { rowId: s.rows.get("RQ2")!._id, bookingId: other._id },
    ]);
    expect(res.status).toBe(200);
    expect(res.json.data.map((r: { match: { kind: string; bookingId: string } }) => [r.match.kind, r.match.bookingId])).toEqual([
      ["request", numbered.booking._id],
      ["booking", other._id],
      ["request", suggested.booking._id],
      ["booking", other._id],
    ]);
    expect((await paymentsOf(numbered.booking._id)).map((p) => p.amountMinor)).toEqual([200_000]);
    expect((await paymentsOf(other._id)).map((p) => p.amountMinor).sort((x, y) => x - y)).toEqual([50_000, 100_000]);
    expect((await db().select().from(paymentRequests).where(eq(paymentRequests.id, numbered.request._id)))[0]!.status).toBe("paid");
    expect((await db().select().from(paymentRequests).where(eq(paymentRequests.id, suggested.request._id)))[0]!.status).toBe("paid");
  });

  it("a suggestion less TDS records the payment and the deduction; the request is paid by both", async () => {
    const taxed = await withRequest(23_600);
    const s = await statementOf([{ narration: "NEFT ACME LESS TDS", ref: "TDS1", credit: "21,600.00" }]);
    const row = s.rows.get("TDS1")!;
    expect(row.match).toMatchObject({ tdsAmount: inr(2_000) });
    expect(refusal(await applyRows(staff.token, s.id, [{ rowId: row._id }]))).toEqual([400, "Enter a valid TAN."]);
    const res = await applyRows(staff.token, s.id, [{ rowId: row._id, tan: "blra12345b", tdsSection: "194J" }]);
    expect(res.status).toBe(200);
    expect(res.json.data[0].match).toMatchObject({ kind: "request", tdsAmount: inr(2_000) });
    expect((await paymentsOf(taxed.booking._id)).map((p) => p.amountMinor)).toEqual([2_160_000]);
    const [entry] = await db().select().from(tdsEntries).where(eq(tdsEntries.bookingId, taxed.booking._id));
    expect(entry).toMatchObject({ amountMinor: 200_000, tan: "BLRA12345B", section: "194J", deductedOn: today, reference: "TDS1" });
    expect((await db().select().from(paymentRequests).where(eq(paymentRequests.id, taxed.request._id)))[0]!.status).toBe("paid");
  });

  it("staff may change the TDS or drop it (0)", async () => {
    const a = await withRequest(11_801);
    const s = await statementOf([{ narration: "NEFT", ref: "TDS2", credit: "11,000.00" }]);
    const res = await applyRows(staff.token, s.id, [{ rowId: s.rows.get("TDS2")!._id, bookingId: a.booking._id, tdsAmount: 0 }]);
    expect(res.json.data[0].match.tdsAmount).toBeNull();
    expect(await db().select().from(tdsEntries).where(eq(tdsEntries.bookingId, a.booking._id))).toHaveLength(0);
    expect((await db().select().from(paymentRequests).where(eq(paymentRequests.id, a.request._id)))[0]!.status).toBe("open");
  });

  it("all or nothing: a refused row leaves the others unapplied", async () => {
    const a = await booking(8_000);
    const s = await statementOf([
      { narration: "NEFT", ref: "AN1", credit: "8.01" },
      { narration: "NEFT", ref: "AN2", credit: "8.02" },
    ]);
    expect(refusal(await applyRows(staff.token, s.id, [{ rowId: s.rows.get("AN1")!._id, bookingId: a._id }, { rowId: s.rows.get("AN2")!._id }]))).toEqual([
      400,
      "Name the booking or payment request this credit pays.",
    ]);
    expect(await paymentsOf(a._id)).toHaveLength(0);
    expect([...(await rowsByRef(staff.token, s.id)).values()].map((r) => r.status)).toEqual(["unmatched", "unmatched"]);
  });

  it("never records a reference twice on a booking: 409 naming it", async () => {
    const a = await booking(9_000);
    await pay(staff.token, a._id, { reference: "DUPREF1", paidOn: today, amount: inr(1_000) });
    const s = await statementOf([{ narration: "NEFT", ref: "dupref1", credit: "1,000.00" }]);
    expect(refusal(await applyRows(staff.token, s.id, [{ rowId: s.rows.get("dupref1")!._id, bookingId: a._id }]))).toEqual([
      409,
      `This reference is already recorded as a payment on booking ${a.number}.`,
    ]);
    expect(await paymentsOf(a._id)).toHaveLength(1);
  });

  it.each([
    ["a debit", (s: Ctx) => [{ rowId: s.rows.get("DB1")!._id, bookingId: s.bookingId }], [400, "A debit is never applied: only credits are."]],
    [
      "an unknown request",
      (s: Ctx) => [{ rowId: s.rows.get("CR1")!._id, requestId: "nosuchrequest" }],
      [400, "That payment request does not exist or is cancelled."],
    ],
    ["an unknown booking", (s: Ctx) => [{ rowId: s.rows.get("CR1")!._id, bookingId: "nosuchbooking" }], [400, "That booking does not exist."]],
    [
      "a request of another booking",
      (s: Ctx) => [{ rowId: s.rows.get("CR1")!._id, requestId: s.requestId, bookingId: s.bookingId }],
      [400, "That payment request belongs to another booking."],
    ],
    [
      "a row twice",
      (s: Ctx) => [
        { rowId: s.rows.get("CR1")!._id, bookingId: s.bookingId },
        { rowId: s.rows.get("CR1")!._id, bookingId: s.bookingId },
      ],
      [400, "A row can be applied once per call."],
    ],
    ["no rows", () => [], [400, "Choose at least one row, at most 500."]],
    ["a row of another statement", () => [{ rowId: "nosuchrow", bookingId: "x" }], [404, "That row is not on this statement."]],
  ])("refuses %s", async (name, rowsOf, expected) => {
    const b = await booking(1_500);
    const r = await withRequest(1_501);
    const s = await statementOf([
      { narration: `ATM ${name}`, ref: "DB1", debit: "10" },
      { narration: `NEFT ${name}`, ref: "CR1", credit: "15.55" },
    ]).then((x) => ({ ...x, bookingId: b._id, requestId: r.request._id }));
    expect(refusal(await applyRows(staff.token, s.id, rowsOf(s)))).toEqual(expected);
    expect(await paymentsOf(b._id)).toHaveLength(0);
  });

  it("409 for a cancelled booking", async () => {
    const a = await booking(2_500);
    await call(updateBookingRoute, { method: "PUT", token: staff.token, params: { id: a._id }, body: { status: "cancelled" } });
    const s = await statementOf([{ narration: "NEFT CANCELLED", ref: "CAN1", credit: "25.00" }]);
    expect(refusal(await applyRows(staff.token, s.id, [{ rowId: s.rows.get("CAN1")!._id, bookingId: a._id }]))).toEqual([
      409,
      "This booking is cancelled: record no more payments (a refund is still possible).",
    ]);
  });

  it("404 for an unknown statement", async () => {
    expect(refusal(await applyRows(staff.token, "nosuchstatement", [{ rowId: "x" }]))).toEqual([404, "Statement not found."]);
  });

  it("a proof staff already approved: 409, nothing recorded twice", async () => {
    const made = await withProof(13_131, "HDFCN5DECIDED");
    const s = await statementOf([{ narration: "NEFT HDFCN5DECIDED", ref: "X-DECIDED", credit: "13,131.00" }]);
    expect((await approve(made.proof.id)).status).toBe(200);
    expect(refusal(await applyRows(staff.token, s.id, [{ rowId: s.rows.get("X-DECIDED")!._id }]))).toEqual([
      409,
      "The matched proof of payment has already been approved or rejected: name the booking or request instead.",
    ]);
    expect(await paymentsOf(made.booking._id)).toHaveLength(1);
  });
});

type Ctx = { rows: Map<string, { _id: string }>; bookingId: string; requestId: string };

describe("races", () => {
  it("two applies of one row at once record one payment", async () => {
    const a = await booking(6_000);
    const s = await statementOf([{ narration: "NEFT", ref: "RACE1", credit: "6,000.00" }]);
    const body = [{ rowId: s.rows.get("RACE1")!._id, bookingId: a._id }];
    const answers = await Promise.all([applyRows(staff.token, s.id, body), applyRows(staff.token, s.id, body), applyRows(staff.token, s.id, body)]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 409, 409]);
    expect(await paymentsOf(a._id)).toHaveLength(1);
  });

  it("an apply racing a staff approval of the same proof records one payment", async () => {
    for (let round = 0; round < 3; round++) {
      const utr = `HDFCN5RACE${round}X`;
      const made = await withProof(14_000 + round, utr);
      const s = await statementOf([{ narration: `NEFT ${utr}`, ref: utr, credit: String(14_000 + round) }]);
      const [applied, approved] = await Promise.all([applyRows(staff.token, s.id, [{ rowId: s.rows.get(utr)!._id }]), approve(made.proof.id)]);
      expect([applied.status, approved.status].sort()).toEqual([200, 409]);
      const recorded = await db()
        .select()
        .from(payments)
        .where(and(eq(payments.bookingId, made.booking._id), eq(payments.kind, "payment")));
      expect(recorded).toHaveLength(1);
      expect((await db().select().from(paymentProofs).where(eq(paymentProofs.id, made.proof.id)))[0]).toMatchObject({
        status: "approved",
        paymentId: recorded[0]!.id,
      });
    }
  });
});
