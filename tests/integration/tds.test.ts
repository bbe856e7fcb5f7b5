// TDS deducted by a booking's buyer (books.md §2): recording, the balance and the access rule, certificates, removal.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as bookingRoute, PUT as updateRoute } from "@/app/api/admin/bookings/[id]/route";
import { POST as requestsRoute } from "@/app/api/admin/bookings/[id]/payment-requests/route";
import { GET as myBookings } from "@/app/api/booking/getMyBookings/route";
import { auditLog, enrolments, tdsEntries } from "@/db/schema";
import { makeTraining, makeTwoCourses } from "../helpers/catalogue";
import { call, refusal } from "../helpers/http";
import { assign, createBooking, inr, pay } from "../helpers/sales";
import { certify, deduct, removeEntry, TAN } from "../helpers/tds";
import { makeLearner, makeStaff, type TestUser } from "../helpers/users";
import { linkBooking, makeOrganizationWithLead } from "../helpers/people";
import { GET as overview } from "@/app/api/org/overview/route";
import { testDatabase } from "../setup/database";

let staff: TestUser;
let courseId: string;

beforeAll(async () => {
  staff = await makeStaff();
  [courseId] = await makeTwoCourses();
});

/**
 * A booking of ₹1,18,000 (taxable value ₹1,00,000 at 18 %), to a buyer with an address and state (invoices of
 * ₹50,000 or more name them, books.md §1).
 */
async function booking(body: Record<string, unknown> = {}) {
  const t = await makeTraining(courseId);
  const billing = { buyerAddress: "4 Residency Road, Bengaluru", buyerStateCode: "29" };
  return (await createBooking(staff.token, { trainingId: t.id, seats: 1, price: inr(118_000), ...billing, ...body })).json.data;
}
const activeOf = async (bookingId: string) =>
  (await testDatabase().db.select().from(enrolments).where(eq(enrolments.bookingId, bookingId))).map((e) => e.isActive);
const staffBooking = async (id: string) => (await call(bookingRoute, { token: staff.token, params: { id }, path: `/api/admin/bookings/${id}` })).json.data;

describe("POST /api/admin/bookings/{id}/tds", () => {
  it("records a deduction (TAN upper-cased) that settles like money: payment + deduction make the booking paid, its learner active", async () => {
    const me = await makeLearner();
    const b = await booking({ buyerEmail: me.user.email });
    await assign(staff.token, b._id, [me.user.email]);
    expect((await pay(staff.token, b._id, { amount: inr(108_000) })).status).toBe(201);
    expect(await activeOf(b._id)).toEqual([false]);

    const res = await deduct(staff.token, b._id, { amount: inr(10_000), tan: "blrn12345c", section: "194J", reference: "Q1 challan" });
    expect(res.status).toBe(201);
    expect(res.json.message).toBe("TDS deduction recorded.");
    expect(res.json.data).toMatchObject({
      bookingId: b._id,
      amount: inr(10_000),
      section: "194J",
      tan: TAN,
      deductedOn: "2026-05-10",
      reference: "Q1 challan",
      status: "unmatched",
      matchedOn: null,
      certificateNumber: null,
    });
    expect(await activeOf(b._id)).toEqual([true]);

    const after = await staffBooking(b._id);
    expect(after).toMatchObject({ status: "paid", paid: inr(108_000), deducted: inr(10_000), balance: inr(0) });
    expect(after.tds).toEqual([res.json.data]);
    expect(after.payments.map((p: { kind: string }) => p.kind)).toEqual(["payment", "tds"]);
    expect(after.payments[1]).toMatchObject({ _id: res.json.data._id, receiptNumber: "", amount: inr(10_000), paidOn: "2026-05-10" });
    expect(after.creditNotes).toEqual([]);
    expect(after.invoice.total).toEqual(inr(118_000));

    const audits = await testDatabase().db.select().from(auditLog).where(eq(auditLog.entityId, res.json.data._id));
    expect(audits.map((a) => [a.entity, a.action, a.actorUserId])).toEqual([["tds_entry", "create", staff.user.id]]);

    const mine = await call(myBookings, { token: me.token });
    expect(mine.json.data[0]).toMatchObject({
      deducted: inr(10_000),
      balance: inr(0),
      status: "paid",
      tds: [{ amount: inr(10_000), section: "194J", status: "unmatched" }],
    });
  });

  it.each([
    [{ tan: "BLR12345C" }, "Enter a valid TAN."],
    [{ tan: "BLRN1234CC" }, "Enter a valid TAN."],
    [{ tan: 42 }, "Enter a valid TAN."],
    [{ section: "1" }, "Enter the section: 2 to 12 letters, digits or brackets, such as 194J."],
    [{ section: "194-J" }, "Enter the section: 2 to 12 letters, digits or brackets, such as 194J."],
    [{ section: "1234567890123" }, "Enter the section: 2 to 12 letters, digits or brackets, such as 194J."],
    [{ amount: inr(0) }, "The amount must be more than 0."],
    [{ amount: inr(10.001) }, "Amounts can have at most 2 decimals."],
    [{ amount: { amount: 100, currency: "USD" } }, "This booking is in INR: record the amount in INR."],
    [{ deductedOn: "2999-01-01" }, "The deduction date can't be in the future."],
    [{ deductedOn: "2026-02-30" }, "Dates must be real calendar dates."],
    [{ amount: inr(20_000.01) }, "A deduction is at most 20 % of the taxable value."],
  ])("refuses %j with 400", async (body, message) => {
    const b = await booking();
    const res = await deduct(staff.token, b._id, body);
    expect(res.status).toBe(400);
    expect([res.json.message, ...Object.values(res.json.errors ?? {})]).toContain(message);
  });

  it("takes a plain number in the booking's currency, and accepts 393(1)", async () => {
    const b = await booking();
    const res = await deduct(staff.token, b._id, { amount: 2_000, section: "393(1)" });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ amount: inr(2_000), section: "393(1)" });
  });

  it("caps the deductions together at 20 % of the taxable value; the balance caps each", async () => {
    const b = await booking();
    expect((await deduct(staff.token, b._id, { amount: inr(15_000) })).status).toBe(201);
    expect(refusal(await deduct(staff.token, b._id, { amount: inr(5_000.01) }))).toEqual([400, "A deduction is at most 20 % of the taxable value."]);
    expect((await deduct(staff.token, b._id, { amount: inr(5_000) })).status).toBe(201);

    const small = await booking({ price: inr(1_180) });
    await pay(staff.token, small._id, { amount: inr(1_100) });
    expect(refusal(await deduct(staff.token, small._id, { amount: inr(80.01) }))).toEqual([400, "The deduction is more than the balance."]);
    expect((await deduct(staff.token, small._id, { amount: inr(80) })).status).toBe(201);
    expect((await staffBooking(small._id)).status).toBe("paid");
  });

  it("after the invoice, caps by the invoice's taxable value (here untaxed: the test company has no GSTIN), not the price less GST", async () => {
    const b = await booking({ price: inr(59_000) });
    await pay(staff.token, b._id, { amount: inr(1_000) });
    const invoiced = await staffBooking(b._id);
    expect(invoiced.invoice.taxableValue).toEqual(inr(59_000));
    expect(refusal(await deduct(staff.token, b._id, { amount: inr(11_800.01) }))).toEqual([400, "A deduction is at most 20 % of the taxable value."]);
    expect((await deduct(staff.token, b._id, { amount: inr(11_800) })).status).toBe(201);
  });

  it("counts deductions in payment requests' balance", async () => {
    const b = await booking();
    await deduct(staff.token, b._id, { amount: inr(18_000) });
    const over = await call(requestsRoute, {
      token: staff.token,
      params: { id: b._id },
      path: `/api/admin/bookings/${b._id}/payment-requests`,
      body: { instalments: [{ amount: inr(100_000.01), dueOn: "2999-01-01" }] },
    });
    expect(refusal(over)).toEqual([400, "Open payment requests can't add up to more than the balance (INR 1,00,000.00)."]);
  });

  it("answers 401, 403, 404, and 409 on a cancelled booking", async () => {
    const b = await booking();
    const learner = await makeLearner();
    expect((await deduct("", b._id)).status).toBe(401);
    expect((await deduct(learner.token, b._id)).status).toBe(403);
    expect(refusal(await deduct(staff.token, "nosuchbooking"))).toEqual([404, "Booking not found."]);
    await call(updateRoute, { method: "PUT", token: staff.token, params: { id: b._id }, path: `/api/admin/bookings/${b._id}`, body: { status: "cancelled" } });
    expect(refusal(await deduct(staff.token, b._id))).toEqual([409, "This booking is cancelled: record no deductions."]);
  });

  it("two deductions racing for the last of the balance: one is recorded", async () => {
    const b = await booking({ price: inr(11_800) });
    await pay(staff.token, b._id, { amount: inr(10_000) });
    const results = await Promise.all([deduct(staff.token, b._id, { amount: inr(1_500) }), deduct(staff.token, b._id, { amount: inr(1_500) })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(results.find((r) => r.status === 400)!.json.message).toBe("The deduction is more than the balance.");
    expect(await testDatabase().db.select().from(tdsEntries).where(eq(tdsEntries.bookingId, b._id))).toHaveLength(1);
  });
});

describe("the lead's view", () => {
  it("GET /api/org/overview shows the deduction on the booking; the balance and outstanding count it", async () => {
    const { organizationId, lead } = await makeOrganizationWithLead("Deducting Org Pvt Ltd");
    const b = await booking();
    await linkBooking(b._id, organizationId);
    await pay(staff.token, b._id, { amount: inr(100_000) });
    await deduct(staff.token, b._id, { amount: inr(10_000), section: "194J" });
    const res = await call(overview, { token: lead.token, path: "/api/org/overview" });
    expect(res.status).toBe(200);
    const org = res.json.data.find((o: { organization: { _id: string } }) => o.organization._id === organizationId);
    expect(org.bookings[0]).toMatchObject({ _id: b._id, balance: inr(8_000), tds: [{ amount: inr(10_000), section: "194J", status: "unmatched" }] });
    expect(org.outstanding).toEqual(inr(8_000));
  });
});

describe("PUT and DELETE /api/admin/tds/{id}", () => {
  it("records a certificate (status certificate, audited); removes only an unmatched entry (409 after), reopening the balance", async () => {
    const b = await booking();
    const me = await makeLearner();
    await assign(staff.token, b._id, [me.user.email]);
    await pay(staff.token, b._id, { amount: inr(108_000) });
    const one = (await deduct(staff.token, b._id, { amount: inr(5_000) })).json.data;
    const two = (await deduct(staff.token, b._id, { amount: inr(5_000) })).json.data;
    expect(await activeOf(b._id)).toEqual([true]);

    const cert = await certify(staff.token, one._id, " TDSC-2026/0042 ");
    expect(cert.status).toBe(200);
    expect(cert.json.message).toBe("Certificate recorded.");
    expect(cert.json.data).toMatchObject({ _id: one._id, status: "certificate", certificateNumber: "TDSC-2026/0042" });
    expect(refusal(await removeEntry(staff.token, one._id))).toEqual([409, "Only a deduction the government's statement has not shown yet can be removed."]);

    const removed = await removeEntry(staff.token, two._id);
    expect(removed.status).toBe(200);
    expect(removed.json.message).toBe("TDS entry deleted.");
    expect(await activeOf(b._id)).toEqual([false]);
    expect(await staffBooking(b._id)).toMatchObject({ status: "awaiting_payment", balance: inr(5_000) });
    const audits = await testDatabase().db.select().from(auditLog).where(eq(auditLog.entityId, two._id));
    expect(audits.map((a) => a.action)).toEqual(["create", "delete"]);
  });

  it.each([[""], ["has space"], ["x".repeat(41)], [42]])("refuses the certificate number %j", async (value) => {
    const b = await booking();
    const entry = (await deduct(staff.token, b._id)).json.data;
    expect(refusal(await certify(staff.token, entry._id, value))).toEqual([400, "Enter the certificate number: 1 to 40 letters, digits, dashes or slashes."]);
  });

  it("answers 401, 403 and 404", async () => {
    const learner = await makeLearner();
    expect((await certify("", "x", "A1")).status).toBe(401);
    expect((await certify(learner.token, "x", "A1")).status).toBe(403);
    expect((await removeEntry(learner.token, "x")).status).toBe(403);
    expect(refusal(await certify(staff.token, "nosuchentry", "A1"))).toEqual([404, "TDS entry not found."]);
    expect(refusal(await removeEntry(staff.token, "nosuchentry"))).toEqual([404, "TDS entry not found."]);
  });
});
