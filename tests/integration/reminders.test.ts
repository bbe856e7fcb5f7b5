import { and, eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { enrolments, mailOutbox, reminderDeliveries, trainings, users } from "@/db/schema";
import { sendDueReminders } from "@/lib/batches/reminders";
import { setClock } from "@/lib/clock";
import { setSmsProviderForTests, type SmsMessage } from "@/lib/sms";
import { makeCourse, makeTraining } from "../helpers/catalogue";
import { makeLearner } from "../helpers/users";
import { testDatabase } from "../setup/database";

// Sessions on Monday 2031-03-10 in Asia/Kolkata (UTC+5:30); enrolments made well before any due time.
const DAY = "2031-03-10";
const ENROLLED = new Date("2031-01-01T00:00:00Z");
const MINUTE = 60_000;
let courseId: string;
const texts: SmsMessage[] = [];

beforeAll(async () => {
  courseId = await makeCourse();
  setSmsProviderForTests({ name: "test", send: async (m) => void texts.push(m) });
});
afterEach(() => setClock(undefined));
afterAll(() => setSmsProviderForTests(undefined));

/** A training of one session on DAY, 19:00–21:00 in Asia/Kolkata, unless told otherwise. */
const training = (values: Partial<typeof trainings.$inferInsert> = {}) =>
  makeTraining(courseId, { startDate: DAY, endDate: DAY, meetingLink: "https://meet.example.com/k8s", ...values });

/** Learners with a phone, enrolled (active unless told) on 2031-01-01 unless told otherwise. */
async function learners(trainingId: string, n: number, options: { isActive?: boolean; createdAt?: Date } = {}) {
  const made = [];
  for (let i = 0; i < n; i++) {
    const { user } = await makeLearner();
    const phone = `+9198765${String(Math.floor(Math.random() * 1e5)).padStart(5, "0")}`;
    await testDatabase().db.update(users).set({ phone }).where(eq(users.id, user.id));
    await testDatabase()
      .db.insert(enrolments)
      .values({ userId: user.id, trainingId, isActive: options.isActive ?? true, createdAt: options.createdAt ?? ENROLLED });
    made.push({ ...user, phone });
  }
  return made;
}

const mailsTo = async (emails: string[]) => testDatabase().db.select().from(mailOutbox).where(inArray(mailOutbox.to, emails));
const textsTo = (phones: string[]) => texts.filter((t) => phones.includes(t.to));
const deliveries = (trainingId: string) => testDatabase().db.select().from(reminderDeliveries).where(eq(reminderDeliveries.trainingId, trainingId));
/** The instant `minutes` after a session of 19:00 IST on DAY minus `offset` minutes. */
const at = (offset: number, plusSeconds = 10, time = "13:30") => new Date(Date.parse(`${DAY}T${time}:00Z`) - offset * MINUTE + plusSeconds * 1000);

describe("session reminders (sales-and-batches.md §3)", () => {
  it("sends each learner an email and an SMS at both default offsets, each exactly once across runs", async () => {
    const t = await training();
    const people = await learners(t.id, 2);
    const emails = people.map((p) => p.email);
    const phones = people.map((p) => p.phone);

    setClock(at(1440, -60));
    expect(await sendDueReminders()).toMatchObject({ emailed: 0, texted: 0 });
    setClock(at(1440));
    expect(await sendDueReminders()).toMatchObject({ emailed: 2, texted: 2 });
    setClock(at(1440, 40));
    expect(await sendDueReminders()).toMatchObject({ emailed: 0, texted: 0 });

    const first = await mailsTo(emails);
    expect(first).toHaveLength(2);
    expect(first[0]!.subject).toBe("Reminder: Kubernetes Operations starts in 24 hours");
    expect(first[0]!.text).toContain("Mon, 10 Mar 2031, 7:00 PM – 9:00 PM");
    expect(first[0]!.headers!["List-Unsubscribe"]).toMatch(/^<http:\/\/localhost:3000\/api\/user\/unsubscribe\?token=[a-z0-9]+\.email\.[a-z0-9]+\.[\w-]{43}>$/);
    expect(first[0]!.headers!["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    // The mail's link opens the page with the button, with the token the header's one-click address holds.
    const oneClick = new URL(first[0]!.headers!["List-Unsubscribe"]!.slice(1, -1));
    expect(first[0]!.text).toContain(`http://localhost:3000/unsubscribe${oneClick.search}`);
    expect(textsTo(phones)).toHaveLength(2);
    expect(textsTo(phones)[0]!.body).toContain("Kubernetes Operations starts in 24 hours");

    setClock(at(60));
    expect(await sendDueReminders()).toMatchObject({ emailed: 2, texted: 2 });
    // A restart (or a clock that jumps back) sends nothing again.
    expect(await sendDueReminders()).toMatchObject({ emailed: 0, texted: 0 });
    setClock(at(1440));
    expect(await sendDueReminders()).toMatchObject({ emailed: 0, texted: 0 });

    const all = await mailsTo(emails);
    expect(all.map((m) => m.subject).sort()).toEqual([
      "Reminder: Kubernetes Operations starts in 1 hour",
      "Reminder: Kubernetes Operations starts in 1 hour",
      "Reminder: Kubernetes Operations starts in 24 hours",
      "Reminder: Kubernetes Operations starts in 24 hours",
    ]);
    expect(textsTo(phones)).toHaveLength(4);
    expect(await deliveries(t.id)).toHaveLength(8);
  });

  it("two runners started at the same moment send each reminder once", async () => {
    const t = await training({ startTime: "18:00", endTime: "20:00" });
    const people = await learners(t.id, 5);
    setClock(at(60, 5, "12:30"));
    const [a, b] = await Promise.all([sendDueReminders(undefined, { pageSize: 2 }), sendDueReminders(undefined, { pageSize: 2 })]);
    expect(a.emailed + b.emailed).toBe(5);
    expect(a.texted + b.texted).toBe(5);
    expect(await mailsTo(people.map((p) => p.email))).toHaveLength(5);
    expect(textsTo(people.map((p) => p.phone))).toHaveLength(5);
  });

  it("sends no SMS in the quiet hours of the training's zone, but the email still goes", async () => {
    // 08:30 IST session: the 1-hour reminder is due at 07:30 IST (quiet), the 24-hour one at 08:30 IST the day before.
    const t = await training({ startTime: "08:30", endTime: "10:30" });
    const people = await learners(t.id, 1);
    setClock(at(60, 10, "03:00"));
    expect(await sendDueReminders()).toMatchObject({ emailed: 1, texted: 0, skipped: { "quiet-hours": 1 } });
    expect(await mailsTo([people[0]!.email])).toHaveLength(1);
    expect(textsTo([people[0]!.phone])).toHaveLength(0);
    const rows = await deliveries(t.id);
    expect(rows.find((r) => r.channel === "sms")).toMatchObject({ skipped: "quiet-hours", offsetMinutes: 60 });
    setClock(at(1440, 10, "03:00"));
    expect(await sendDueReminders()).toMatchObject({ emailed: 1, texted: 1 });
  });

  it("respects each learner's channels", async () => {
    const t = await training({ startTime: "17:00", endTime: "19:00" });
    const [noMail, noSms] = await learners(t.id, 2);
    await testDatabase().db.update(users).set({ notifyEmail: false }).where(eq(users.id, noMail!.id));
    await testDatabase().db.update(users).set({ notifySms: false }).where(eq(users.id, noSms!.id));
    setClock(at(60, 10, "11:30"));
    expect(await sendDueReminders()).toMatchObject({ emailed: 1, texted: 1, skipped: { "opted-out": 2 } });
    expect((await mailsTo([noMail!.email, noSms!.email])).map((m) => m.to)).toEqual([noSms!.email]);
    expect(textsTo([noMail!.phone, noSms!.phone]).map((m) => m.to)).toEqual([noMail!.phone]);
  });

  it("sends nothing for inactive enrolments or cancelled trainings", async () => {
    const t = await training({ startTime: "16:00", endTime: "18:00" });
    const cancelled = await training({ startTime: "16:00", endTime: "18:00", isCancelled: true });
    const inactive = await learners(t.id, 1, { isActive: false });
    const ofCancelled = await learners(cancelled.id, 1);
    for (const offset of [1440, 60]) {
      setClock(at(offset, 10, "10:30"));
      await sendDueReminders();
    }
    expect(await mailsTo([...inactive, ...ofCancelled].map((p) => p.email))).toHaveLength(0);
    expect(textsTo([...inactive, ...ofCancelled].map((p) => p.phone))).toHaveLength(0);
    expect(await deliveries(cancelled.id)).toHaveLength(0);
  });

  it("skips an offset already past when the learner enrolled; the later one still goes", async () => {
    const t = await training({ startTime: "15:00", endTime: "17:00" });
    // Enrolled 3 hours before the session: after the 24-hour reminder was due, before the 1-hour one.
    const [late] = await learners(t.id, 1, { createdAt: new Date(Date.parse(`${DAY}T06:30:00Z`)) });
    setClock(at(1440, 60, "09:30"));
    expect(await sendDueReminders()).toMatchObject({ emailed: 0 });
    setClock(at(60, 10, "09:30"));
    expect(await sendDueReminders()).toMatchObject({ emailed: 1, texted: 1 });
    expect((await mailsTo([late!.email])).map((m) => m.subject)).toEqual(["Reminder: Kubernetes Operations starts in 1 hour"]);
  });

  it("catches up on reminders due up to 30 minutes ago, never after the session started", async () => {
    const t = await training({ startTime: "14:00", endTime: "16:00", reminders: [45, 20] });
    const [p] = await learners(t.id, 1);
    // 14:00 IST = 08:30Z. At 13:50 IST the 45-minute reminder is 35 min old (dropped), the 20-minute one 10 min old.
    setClock(new Date(`${DAY}T08:20:00Z`));
    expect(await sendDueReminders()).toMatchObject({ emailed: 1 });
    expect((await mailsTo([p!.email])).map((m) => m.subject)).toEqual(["Reminder: Kubernetes Operations starts in 20 minutes"]);
    const later = await training({ startTime: "14:00", endTime: "16:00", reminders: [20] });
    await learners(later.id, 1);
    setClock(new Date(`${DAY}T08:31:00Z`));
    expect(await sendDueReminders()).toMatchObject({ emailed: 0 });
    expect(await deliveries(later.id)).toHaveLength(0);
  });

  it("follows the session pattern: no reminder for a skipped date or a day off", async () => {
    const t = await training({
      startDate: "2031-03-08",
      endDate: "2031-03-12",
      days: ["Sat", "Mon"],
      skipDates: ["2031-03-08"],
      startTime: "13:00",
      endTime: "15:00",
      reminders: [60],
    });
    const [p] = await learners(t.id, 1);
    for (const day of ["2031-03-08", "2031-03-09", "2031-03-10", "2031-03-11"]) {
      setClock(new Date(`${day}T06:30:10Z`));
      await sendDueReminders();
    }
    const rows = await testDatabase()
      .db.select()
      .from(reminderDeliveries)
      .where(and(eq(reminderDeliveries.trainingId, t.id), eq(reminderDeliveries.channel, "email")));
    expect(rows.map((r) => r.sessionDate)).toEqual(["2031-03-10"]);
    expect(await mailsTo([p!.email])).toHaveLength(1);
  });
});
