// Payment reminders at -3, 0 and +3 days, 09:00 in DEFAULT_TIME_ZONE, exactly once (billing-and-delivery.md §5).
import { and, eq, like } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { PUT as updateBookingRoute } from "@/app/api/admin/bookings/[id]/route";
import { POST as approveRoute } from "@/app/api/admin/payment-proofs/[id]/approve/route";
import { GET as proofsRoute } from "@/app/api/admin/payment-proofs/route";
import { mailOutbox } from "@/db/schema";
import { setClock } from "@/lib/clock";
import { sendPaymentReminders } from "@/lib/collection/reminders";
import { resetEnvForTests } from "@/lib/env";
import { makeTraining, makeTwoCourses } from "../helpers/catalogue";
import { requestPayments, sendProof, tokenOf } from "../helpers/collection";
import { call } from "../helpers/http";
import { createBooking, inr, pay } from "../helpers/sales";
import { makeStaff, type TestUser } from "../helpers/users";
import { testDatabase } from "../setup/database";

let staff: TestUser;
let courseId: string;
const DUE = "2030-03-20";

beforeAll(async () => {
  staff = await makeStaff();
  [courseId] = await makeTwoCourses();
});
afterEach(() => {
  setClock(undefined);
  delete process.env.PAYMENT_REMINDER_DAYS;
  resetEnvForTests();
});

/** An instant given as wall-clock time in Asia/Kolkata (UTC+05:30). */
const ist = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);

async function requestDue(dueOn: string, createdAt: Date) {
  setClock(createdAt);
  const t = await makeTraining(courseId);
  const buyerEmail = `payer.${Math.random().toString(36).slice(2)}@example.com`;
  const b = (await createBooking(staff.token, { trainingId: t.id, seats: 1, price: inr(20_000), buyerEmail })).json.data;
  const res = await requestPayments(staff.token, b._id, [{ amount: inr(10_000), dueOn }]);
  expect(res.status).toBe(201);
  return { bookingId: b._id as string, buyerEmail, request: res.json.data[0] };
}

const reminders = async (to: string) =>
  (
    await testDatabase()
      .db.select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, to), like(mailOutbox.subject, "Reminder:%")))
  ).map((m) => m.subject);

async function runAt(instant: Date) {
  setClock(instant);
  return sendPaymentReminders();
}

describe("payment reminders", () => {
  it("go out at 09:00 three days before, on and three days after the due date, each once", async () => {
    const { buyerEmail, request } = await requestDue(DUE, ist("2030-03-15", "10:00"));
    const n = request.number;
    await runAt(ist("2030-03-17", "08:59"));
    expect(await reminders(buyerEmail)).toEqual([]);
    await runAt(ist("2030-03-17", "09:00"));
    await runAt(ist("2030-03-17", "09:00"));
    await runAt(ist("2030-03-17", "18:00"));
    expect(await reminders(buyerEmail)).toEqual([`Reminder: payment ${n} of INR 10,000.00 is due on ${DUE}`]);
    await runAt(ist("2030-03-18", "09:00"));
    await runAt(ist("2030-03-19", "09:00"));
    expect(await reminders(buyerEmail)).toHaveLength(1);
    await runAt(ist(DUE, "09:00"));
    await runAt(ist(DUE, "09:01"));
    expect(await reminders(buyerEmail)).toEqual([
      `Reminder: payment ${n} of INR 10,000.00 is due on ${DUE}`,
      `Reminder: payment ${n} of INR 10,000.00 is due today`,
    ]);
    await runAt(ist("2030-03-23", "09:00"));
    await runAt(ist("2030-03-24", "09:00"));
    expect((await reminders(buyerEmail)).at(-1)).toBe(`Reminder: payment ${n} of INR 10,000.00 was due on ${DUE}`);
    expect(await reminders(buyerEmail)).toHaveLength(3);
  });

  it("a request made after 09:00 on a reminder day gets that day's reminder at once; a day already past is never sent", async () => {
    const late = await requestDue(DUE, ist("2030-03-17", "11:30"));
    expect(await runAt(ist("2030-03-17", "11:30"))).toBeGreaterThanOrEqual(1);
    expect(await reminders(late.buyerEmail)).toHaveLength(1);
    const after = await requestDue(DUE, ist("2030-03-18", "10:00"));
    await runAt(ist("2030-03-18", "10:00"));
    await runAt(ist("2030-03-19", "09:00"));
    expect(await reminders(after.buyerEmail)).toEqual([]);
    await runAt(ist(DUE, "09:00"));
    expect(await reminders(after.buyerEmail)).toHaveLength(1);
  });

  it("none once a proof is submitted, the booking is cancelled, the request paid, or the booking paid in full by hand", async () => {
    const proof = await requestDue(DUE, ist("2030-03-15", "10:00"));
    expect((await sendProof(tokenOf(proof.request.payUrl), { paidOn: "2030-03-15" })).status).toBe(201);
    const paid = await requestDue(DUE, ist("2030-03-15", "10:00"));
    await sendProof(tokenOf(paid.request.payUrl), { paidOn: "2030-03-15" });
    const [pending] = (await call(proofsRoute, { token: staff.token })).json.data.filter((p: { requestId: string }) => p.requestId === paid.request._id);
    expect((await call(approveRoute, { token: staff.token, params: { id: pending._id }, body: {} })).status).toBe(200);
    const paidByHand = await requestDue(DUE, ist("2030-03-15", "10:00"));
    await pay(staff.token, paidByHand.bookingId, { amount: inr(20_000), paidOn: "2030-03-15" });
    const cancelled = await requestDue(DUE, ist("2030-03-15", "10:00"));
    await call(updateBookingRoute, { method: "PUT", token: staff.token, params: { id: cancelled.bookingId }, body: { status: "cancelled" } });
    for (const day of ["2030-03-17", DUE, "2030-03-23"]) await runAt(ist(day, "09:00"));
    expect(await reminders(proof.buyerEmail)).toEqual([]);
    expect(await reminders(cancelled.buyerEmail)).toEqual([]);
    expect(await reminders(paid.buyerEmail)).toEqual([]);
    expect(await reminders(paidByHand.buyerEmail)).toEqual([]);
  });

  it("follow PAYMENT_REMINDER_DAYS", async () => {
    process.env.PAYMENT_REMINDER_DAYS = "-1";
    resetEnvForTests();
    const { buyerEmail } = await requestDue(DUE, ist("2030-03-15", "10:00"));
    for (const day of ["2030-03-17", "2030-03-19", DUE, "2030-03-23"]) await runAt(ist(day, "09:00"));
    expect(await reminders(buyerEmail)).toEqual([expect.stringContaining(`is due on ${DUE}`)]);
  });

  it("two workers on one database send each reminder once", async () => {
    const made = await Promise.all([1, 2, 3].map(() => requestDue(DUE, ist("2030-03-15", "10:00"))));
    setClock(ist(DUE, "09:00"));
    const counts = await Promise.all([sendPaymentReminders(), sendPaymentReminders(), sendPaymentReminders()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(3);
    for (const m of made) expect(await reminders(m.buyerEmail)).toHaveLength(1);
  });
});
