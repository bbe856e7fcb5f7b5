// PUT /api/admin/bookings/{id} {trainingId}: a whole booking to another batch of the same course (billing-and-delivery.md §1).
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { PUT as updateRoute } from "@/app/api/admin/bookings/[id]/route";
import { enrolments, mailOutbox } from "@/db/schema";
import { setClock } from "@/lib/clock";
import { addDays } from "@/lib/schedule/schedule";
import { makeTraining, makeTwoCourses, today } from "../helpers/catalogue";
import { call, refusal } from "../helpers/http";
import { assign, createBooking, inr, pay } from "../helpers/sales";
import { makeStaff, type TestUser } from "../helpers/users";
import { testDatabase } from "../setup/database";

let staff: TestUser;
let courseId: string;
let otherCourseId: string;

beforeAll(async () => {
  staff = await makeStaff();
  [courseId, otherCourseId] = await makeTwoCourses();
});
afterEach(() => setClock(undefined));

const move = (id: string, trainingId: string) =>
  call(updateRoute, { token: staff.token, params: { id }, path: `/api/admin/bookings/${id}`, body: { trainingId } });
const later = (days: number, overrides: Record<string, unknown> = {}) =>
  makeTraining(courseId, { startDate: addDays(today, days), endDate: addDays(today, days + 2), ...overrides });

describe("moving a booking", () => {
  it("moves the seats and learners, keeps the price, and sends the learners a change notice with the new batch's .ics", async () => {
    const from = await later(10, { seats: 5 });
    const to = await later(30, { seats: 5, startTime: "09:00", endTime: "11:00" });
    const booking = (await createBooking(staff.token, { trainingId: from.id, seats: 2, price: inr(40_000) })).json.data;
    await pay(staff.token, booking._id, { amount: inr(40_000) });
    const email = `mover.${Date.now()}@example.com`;
    await assign(staff.token, booking._id, [email]);
    const res = await move(booking._id, to.id);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ trainingId: to.id, seats: 2, price: inr(40_000), status: "paid" });
    const rows = await testDatabase().db.select().from(enrolments).where(eq(enrolments.bookingId, booking._id));
    expect(rows.map((r) => r.trainingId)).toEqual([to.id]);
    const mails = (await testDatabase().db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).filter((m) => m.subject.startsWith("Schedule change"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("9:00 AM");
    expect(JSON.stringify(mails[0]!.attachments)).toContain("text/calendar");
  });

  it("tells every learner of the booking, a seat holder of an unpaid booking too, with the new batch's .ics", async () => {
    const from = await later(12, { seats: 5 });
    const to = await later(32, { seats: 5 });
    const booking = (await createBooking(staff.token, { trainingId: from.id, seats: 2, price: inr(40_000) })).json.data;
    const [unpaidSeat, otherSeat] = [`unpaid.seat.${Date.now()}@example.com`, `other.seat.${Date.now()}@example.com`];
    await assign(staff.token, booking._id, [unpaidSeat, otherSeat]);
    expect((await move(booking._id, to.id)).json.data).toMatchObject({ trainingId: to.id, status: "awaiting_payment" });
    for (const email of [unpaidSeat, otherSeat]) {
      const mails = (await testDatabase().db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).filter((m) => m.subject.startsWith("Schedule change"));
      expect(mails).toHaveLength(1);
      expect(JSON.stringify(mails[0]!.attachments)).toContain("text/calendar");
    }
  });

  it("refuses another course (400), an unknown batch (400), a full batch (409), and a move after the first session started (409)", async () => {
    const from = await later(10, { seats: 5 });
    const booking = (await createBooking(staff.token, { trainingId: from.id, seats: 2 })).json.data;
    const other = await makeTraining(otherCourseId, { startDate: addDays(today, 20), endDate: addDays(today, 22) });
    expect(refusal(await move(booking._id, other.id))).toEqual([400, "A booking moves only to another batch of the same course."]);
    expect(refusal(await move(booking._id, "nosuchbatch"))).toEqual([400, "That training does not exist."]);
    const full = await later(20, { seats: 1 });
    expect(refusal(await move(booking._id, full.id))).toEqual([409, "There are not enough seats left in this training."]);
    const cancelled = await later(20, { isCancelled: true });
    expect(refusal(await move(booking._id, cancelled.id))).toEqual([409, "That training is cancelled."]);
    const open = await later(40, { seats: 10 });
    setClock(new Date(Date.now() + 11 * 86_400_000 + 0));
    expect(refusal(await move(booking._id, open.id))).toEqual([409, "This booking's batch has started: it can no longer move."]);
  });
});
