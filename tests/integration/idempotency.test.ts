// Idempotency on money (issue 21): payments and refunds take an Idempotency-Key; a repeat within 24 hours answers
// the first answer and records nothing (lib/http/idempotency.ts, one mechanism for every route that opts in).
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST as paymentRoute } from "@/app/api/admin/bookings/[id]/payments/route";
import { POST as refundRoute } from "@/app/api/admin/bookings/[id]/refunds/route";
import { payments } from "@/db/schema";
import { setClock } from "@/lib/clock";
import { makeTraining, makeTwoCourses } from "../helpers/catalogue";
import { call, refusal } from "../helpers/http";
import { createBooking, inr } from "../helpers/sales";
import { makeStaff, type TestUser } from "../helpers/users";
import { testDatabase } from "../setup/database";

let staff: TestUser;
let other: TestUser;
let courseId: string;

beforeAll(async () => {
  [staff, other] = await Promise.all([makeStaff(), makeStaff()]);
  [courseId] = await makeTwoCourses();
});
afterEach(() => setClock(undefined));

async function newBooking() {
  const t = await makeTraining(courseId);
  return (await createBooking(staff.token, { trainingId: t.id, seats: 1, price: inr(5000) })).json.data as { _id: string };
}
const paymentBody = (amount = 1000) => ({ amount: inr(amount), method: "upi", reference: "UPI1", paidOn: "2026-01-05" });
const pay = (id: string, key: string | undefined, body = paymentBody(), token = staff.token) =>
  call(paymentRoute, { token, params: { id }, path: `/api/admin/bookings/${id}/payments`, body, headers: key ? { "idempotency-key": key } : {} });
const refund = (id: string, key: string, amount = 100) =>
  call(refundRoute, {
    token: staff.token,
    params: { id },
    path: `/api/admin/bookings/${id}/refunds`,
    body: { amount: inr(amount), reason: "Seat not needed" },
    headers: { "idempotency-key": key },
  });
const ledgerOf = (bookingId: string) => testDatabase().db.select().from(payments).where(eq(payments.bookingId, bookingId));

describe("Idempotency-Key on payments and refunds", () => {
  it("answers a repeat of the same key with the first answer and records nothing", async () => {
    const b = await newBooking();
    const first = await pay(b._id, "submit-1");
    expect(first.status).toBe(201);
    const again = await pay(b._id, "submit-1");
    expect(again.status).toBe(201);
    expect(again.json).toEqual(first.json);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await ledgerOf(b._id)).toHaveLength(1);
    // Another key is another payment; no key at all too.
    expect((await pay(b._id, "submit-2")).status).toBe(201);
    expect((await pay(b._id, undefined)).status).toBe(201);
    expect(await ledgerOf(b._id)).toHaveLength(3);

    const r1 = await refund(b._id, "refund-1");
    const r2 = await refund(b._id, "refund-1");
    expect(r1.status).toBe(201);
    expect(r2.json).toEqual(r1.json);
    expect(await ledgerOf(b._id)).toHaveLength(4);
  });

  it("two submits at once with one key record one payment", async () => {
    const b = await newBooking();
    const answers = await Promise.all([pay(b._id, "double-click"), pay(b._id, "double-click")]);
    expect(answers.map((a) => a.status).sort()).toContain(201);
    expect(await ledgerOf(b._id)).toHaveLength(1);
  });

  it("refuses the key with another body (409), and keeps keys apart per staff account and per booking", async () => {
    const b = await newBooking();
    expect((await pay(b._id, "k")).status).toBe(201);
    expect(refusal(await pay(b._id, "k", paymentBody(2000)))).toEqual([409, "This Idempotency-Key was already used for another request."]);
    expect((await pay(b._id, "k", paymentBody(), other.token)).status).toBe(201);
    const c = await newBooking();
    expect((await pay(c._id, "k")).status).toBe(201);
    expect(await ledgerOf(b._id)).toHaveLength(2);
    expect(refusal(await pay(b._id, "x".repeat(300)))).toEqual([400, "Idempotency-Key must be 1 to 200 visible characters."]);
  });

  it("forgets a key after 24 hours; a refused request can be retried with its key", async () => {
    const b = await newBooking();
    const start = Date.now();
    setClock(new Date(start));
    expect((await pay(b._id, "daily")).status).toBe(201);
    setClock(new Date(start + 23 * 3_600_000));
    expect((await pay(b._id, "daily")).status).toBe(201);
    expect(await ledgerOf(b._id)).toHaveLength(1);
    setClock(new Date(start + 24 * 3_600_000 + 1000));
    expect((await pay(b._id, "daily")).status).toBe(201);
    expect(await ledgerOf(b._id)).toHaveLength(2);

    // A refusal (here: a refund beyond what was paid) is not remembered: the corrected retry goes through.
    expect((await refund(b._id, "fix-me", 999_999)).status).toBe(400);
    expect((await refund(b._id, "fix-me", 100)).status).toBe(201);
  });
});
