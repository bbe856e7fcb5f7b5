// WhatsApp payment messages through a local fake webhook provider (billing-and-delivery.md §6): opted in through the
// contact form or the profile, opted out, the provider down (one SMS instead), quiet hours, exactly once.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PUT as updateTraining } from "@/app/api/admin/trainings/[id]/route";
import { POST as contactRoute } from "@/app/api/contact/postContactMessage/route";
import { GET as authVerify } from "@/app/api/user/authVerify/route";
import { PUT as updateUserDetails } from "@/app/api/user/updateUserDetails/route";
import { enquiries, enrolments, trainings, users, whatsappMessages } from "@/db/schema";
import { sendDueReminders } from "@/lib/batches/reminders";
import { setClock } from "@/lib/clock";
import { sendPaymentReminders } from "@/lib/collection/reminders";
import { resetEnvForTests } from "@/lib/env";
import { setSmsProviderForTests, type SmsMessage } from "@/lib/sms";
import { setWhatsappProviderForTests } from "@/lib/whatsapp";
import { afterQuietHours, deliverWhatsapp } from "@/lib/whatsapp/outbox";
import { makeTraining, makeTwoCourses } from "../helpers/catalogue";
import { requestPayments } from "../helpers/collection";
import { call } from "../helpers/http";
import { createBooking, inr } from "../helpers/sales";
import { makeLearner, makeStaff, type TestUser } from "../helpers/users";
import { testDatabase } from "../setup/database";

interface Received {
  to: string;
  template: string;
  variables: Record<string, string>;
  body: string;
}

let staff: TestUser;
let courseId: string;
let server: http.Server;
let received: Received[] = [];
let answerStatus = 200;
const texts: SmsMessage[] = [];
const ist = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);

beforeAll(async () => {
  staff = await makeStaff();
  [courseId] = await makeTwoCourses();
  server = http.createServer((req, res) => {
    let data = "";
    req.on("data", (chunk: Buffer) => (data += chunk.toString()));
    req.on("end", () => {
      if (answerStatus < 300) received.push(JSON.parse(data) as Received);
      res.writeHead(answerStatus).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  Object.assign(process.env, { WHATSAPP_PROVIDER: "webhook", WHATSAPP_WEBHOOK_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/whatsapp` });
  resetEnvForTests();
  setWhatsappProviderForTests(undefined);
  setSmsProviderForTests({ name: "fake", send: async (m) => void texts.push(m) });
});
afterAll(async () => {
  delete process.env.WHATSAPP_PROVIDER;
  delete process.env.WHATSAPP_WEBHOOK_URL;
  resetEnvForTests();
  setWhatsappProviderForTests(undefined);
  setSmsProviderForTests(undefined);
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(async () => {
  // Each test starts with nothing waiting (the queue is shared by the file's tests).
  setClock(ist("2030-03-10", "07:00"));
  await deliverWhatsapp(1000);
  received = [];
  texts.length = 0;
  answerStatus = 200;
});
afterEach(() => setClock(undefined));

let ipCounter = 0;
/** A buyer who wrote through the contact form, consenting to WhatsApp or not; a booking from that enquiry. */
async function bookingFromEnquiry(contactWhatsapp: boolean, phone = "+91 9876543210") {
  const email = `wa.${Math.random().toString(36).slice(2)}@example.com`;
  const sent = await call(contactRoute, {
    ip: `192.0.2.${++ipCounter}`,
    body: {
      contactName: "Meera Pillai",
      contactEmail: email,
      contactCountry: "IN",
      contactPhone: phone,
      contactTrainingType: "Enterprise",
      contactMessage: "Training for six.",
      contactWhatsapp,
    },
  });
  expect(sent.status).toBe(200);
  const [enquiry] = await testDatabase().db.select().from(enquiries).where(eq(enquiries.email, email));
  expect(enquiry!.contactWhatsapp).toBe(contactWhatsapp);
  return book(email, phone, enquiry!.id);
}

async function book(buyerEmail: string, buyerPhone = "", enquiryId?: string) {
  const t = await makeTraining(courseId);
  const res = await createBooking(staff.token, { trainingId: t.id, seats: 1, price: inr(20_000), buyerEmail, buyerPhone, ...(enquiryId ? { enquiryId } : {}) });
  expect(res.status).toBe(201);
  return res.json.data as { _id: string; number: string };
}

async function requestAt(bookingId: string, at: Date, dueOn = "2030-03-20") {
  setClock(at);
  const res = await requestPayments(staff.token, bookingId, [{ amount: inr(10_000), dueOn }]);
  expect(res.status).toBe(201);
  return res.json.data[0] as { _id: string; number: string; payUrl: string };
}

describe("WhatsApp payment messages", () => {
  it("a buyer who consented on the contact form gets the payment request on WhatsApp at the booking's phone, once", async () => {
    const b = await bookingFromEnquiry(true);
    const request = await requestAt(b._id, ist("2030-03-10", "10:00"));
    expect(await deliverWhatsapp()).toEqual({ sent: 1, fellBack: 0, failed: 0 });
    expect(received).toEqual([
      {
        to: "+919876543210",
        template: "payment_request",
        variables: { course: "Kubernetes Operations", amount: "INR 10,000.00", dueOn: "2030-03-20", link: request.payUrl, request: request.number },
        body: `Payment request ${request.number}: INR 10,000.00 for Kubernetes Operations is due by 2030-03-20. Pay by UPI or bank transfer: ${request.payUrl}`,
      },
    ]);
    expect(await deliverWhatsapp()).toEqual({ sent: 0, fellBack: 0, failed: 0 });
    // Its reminders too, each once.
    setClock(ist("2030-03-17", "09:00"));
    await sendPaymentReminders();
    await sendPaymentReminders();
    await deliverWhatsapp();
    await deliverWhatsapp();
    expect(received.map((r) => r.template)).toEqual(["payment_request", "payment_reminder"]);
    expect(texts).toEqual([]);
  });

  it("an account's opt-in (notifyWhatsapp, returned by authVerify) uses the account's phone", async () => {
    const me = await makeLearner();
    await testDatabase().db.update(users).set({ phone: "9812345678" }).where(eq(users.id, me.user.id));
    expect((await call(authVerify, { token: me.token })).json.data.notifyWhatsapp).toBe(false);
    const saved = await call(updateUserDetails, { method: "PUT", token: me.token, body: { name: "Meera Pillai", notifyWhatsapp: true } });
    expect(saved.json.data.notifyWhatsapp).toBe(true);
    expect((await call(authVerify, { token: me.token })).json.data.notifyWhatsapp).toBe(true);
    expect((await call(updateUserDetails, { method: "PUT", token: me.token, body: { name: "Meera Pillai", notifyWhatsapp: "yes" } })).json.message).toBe(
      "notifyWhatsapp must be true or false.",
    );
    const b = await book(me.user.email, "+91 90000 00000");
    await requestAt(b._id, ist("2030-03-10", "10:00"));
    await deliverWhatsapp();
    expect(received.map((r) => r.to)).toEqual(["+919812345678"]);
  });

  it("nothing on WhatsApp for a buyer who did not opt in", async () => {
    const b = await bookingFromEnquiry(false);
    const request = await requestAt(b._id, ist("2030-03-10", "10:00"));
    await deliverWhatsapp();
    expect(received).toEqual([]);
    expect(
      await testDatabase()
        .db.select()
        .from(whatsappMessages)
        .where(eq(whatsappMessages.key, `payment_request:${request._id}`)),
    ).toEqual([]);
  });

  it("the provider down: one SMS instead, never the WhatsApp message later", async () => {
    answerStatus = 503;
    const b = await bookingFromEnquiry(true, "+91 9123456780");
    const request = await requestAt(b._id, ist("2030-03-10", "10:00"));
    expect(await deliverWhatsapp()).toEqual({ sent: 0, fellBack: 1, failed: 0 });
    expect(texts).toEqual([{ to: "+919123456780", body: expect.stringContaining(request.payUrl) }]);
    answerStatus = 200;
    await deliverWhatsapp();
    expect(texts).toHaveLength(1);
    expect(received).toEqual([]);
  });

  // A pay link is a bearer credential: the queue keeps it until the message went (or finally failed), then only what
  // delivery and audit need (who, which template, when, how it ended), the link's token gone.
  it.each([
    ["sent on WhatsApp", 200, "sent"],
    ["fallen back to SMS", 503, "fell_back"],
  ])("a payment message %s no longer holds its pay link's token", async (_name, status, final) => {
    answerStatus = status;
    const b = await bookingFromEnquiry(true);
    const request = await requestAt(b._id, ist("2030-03-10", "10:00"));
    const token = request.payUrl.split("/pay/")[1]!;
    const key = `payment_request:${request._id}`;
    const [queued] = await testDatabase().db.select().from(whatsappMessages).where(eq(whatsappMessages.key, key));
    expect(queued!.body).toContain(token);
    await deliverWhatsapp();
    expect(JSON.stringify([...received, ...texts])).toContain(token);
    const [row] = await testDatabase().db.select().from(whatsappMessages).where(eq(whatsappMessages.key, key));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row).toMatchObject({ to: "+919876543210", template: "payment_request", status: final, sentAt: expect.any(Date) });
    expect(row!.variables).toMatchObject({ request: request.number, amount: "INR 10,000.00", link: expect.stringContaining("/pay/") });
    expect(row!.body).toContain(`Payment request ${request.number}`);
  });

  it("payment messages wait through the quiet hours until 08:00", async () => {
    const b = await bookingFromEnquiry(true);
    await requestAt(b._id, ist("2030-03-10", "22:30"));
    await deliverWhatsapp();
    setClock(ist("2030-03-11", "07:59"));
    await deliverWhatsapp();
    expect(received).toEqual([]);
    setClock(ist("2030-03-11", "08:00"));
    await deliverWhatsapp();
    expect(received).toHaveLength(1);
  });

  it("session reminders go on WhatsApp instead of the SMS to learners who opted in, once", async () => {
    const [t] = await testDatabase()
      .db.insert(trainings)
      .values({
        courseId,
        startDate: "2031-03-10",
        endDate: "2031-03-10",
        startTime: "19:00",
        endTime: "21:00",
        timeZone: "Asia/Kolkata",
        meetingLink: "https://meet.example.com/wa",
      })
      .returning();
    const people = [];
    for (const [phone, notifyWhatsapp] of [
      ["9811111111", true],
      ["9822222222", false],
    ] as const) {
      const me = await makeLearner();
      await testDatabase().db.update(users).set({ phone, notifyWhatsapp }).where(eq(users.id, me.user.id));
      await testDatabase()
        .db.insert(enrolments)
        .values({ userId: me.user.id, trainingId: t!.id, isActive: true, createdAt: new Date("2031-01-01T00:00:00Z") });
      people.push(me);
    }
    setClock(ist("2031-03-09", "19:00"));
    await sendDueReminders();
    await sendDueReminders();
    await deliverWhatsapp();
    await deliverWhatsapp();
    expect(received.map((r) => [r.to, r.template])).toEqual([["+919811111111", "session_reminder"]]);
    expect(received[0]!.variables).toMatchObject({ course: "Kubernetes Operations", link: "http://localhost:3000/my-learning" });
    expect(texts.map((m) => m.to)).toEqual(["9822222222"]);
  });

  it("a training's change notice goes on WhatsApp to opted-in learners, outside the training zone's quiet hours", async () => {
    const [t] = await testDatabase()
      .db.insert(trainings)
      .values({
        courseId,
        startDate: "2031-05-12",
        endDate: "2031-05-16",
        startTime: "19:00",
        endTime: "21:00",
        timeZone: "Asia/Kolkata",
        meetingLink: "https://meet.example.com/c",
      })
      .returning();
    const me = await makeLearner();
    await testDatabase().db.update(users).set({ phone: "9833333333", notifyWhatsapp: true }).where(eq(users.id, me.user.id));
    await testDatabase().db.insert(enrolments).values({ userId: me.user.id, trainingId: t!.id, isActive: true });
    setClock(ist("2030-03-10", "12:00"));
    expect(
      (await call(updateTraining, { method: "PUT", token: staff.token, params: { id: t!.id }, body: { startTime: "18:00", endTime: "20:00" } })).status,
    ).toBe(200);
    await deliverWhatsapp();
    expect(received.map((r) => [r.to, r.template])).toEqual([["+919833333333", "training_changed"]]);
    expect(received[0]!.body).toContain("Kubernetes Operations has changed: Time:");
    setClock(ist("2030-03-10", "22:00"));
    expect(
      (await call(updateTraining, { method: "PUT", token: staff.token, params: { id: t!.id }, body: { startTime: "17:00", endTime: "19:00" } })).status,
    ).toBe(200);
    setClock(ist("2030-03-11", "09:00"));
    await deliverWhatsapp();
    expect(received).toHaveLength(1);
  });

  it.each([
    ["07:59", "2030-03-10T08:00:00+05:30"],
    ["08:00", "2030-03-10T08:00:00+05:30"],
    ["20:59", "2030-03-10T20:59:00+05:30"],
    ["21:00", "2030-03-11T08:00:00+05:30"],
  ])("afterQuietHours(%s IST) = %s", (time, expected) => {
    expect(afterQuietHours(ist("2030-03-10", time), "Asia/Kolkata").getTime()).toBe(new Date(expected).getTime());
  });
});
