// POST /api/contact/postContactMessage: a visitor's enquiry (api.md §2, spec §5).
import { desc, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { POST } from "@/app/api/contact/postContactMessage/route";
import { courses, enquiries, mailOutbox } from "@/db/schema";
import { clearCache } from "@/lib/cache";
import { likelyBatch } from "@/lib/enquiries/likely-batch";
import { getStaffEnquiry } from "@/lib/enquiries/staff";
import { resetEnvForTests } from "@/lib/env";
import { addDays } from "@/lib/schedule/schedule";
import { listStaffTrainings } from "@/lib/trainings/staff";
import { contactFormMessages as m } from "@/lib/validation/contact-rules";
import { makeTraining, makeTwoCourses, today } from "../helpers/catalogue";
import { call } from "../helpers/http";
import { testDatabase } from "../setup/database";

const valid = {
  contactName: "Asha Verma",
  contactEmail: "asha@example.com",
  contactCountry: "IN",
  contactPhone: "+91 9876543210",
  contactTrainingType: "Enterprise",
  contactMessage: "We need Kubernetes training for a team of 12.",
};

let ipCounter = 0;
/** Each test sends from its own address, so the rate limit of one doesn't leak into another. */
const freshIp = () => `198.51.100.${++ipCounter}`;
const send = (body: unknown, ip = freshIp()) => call(POST, { method: "POST", path: "/api/contact/postContactMessage", body, ip });
const db = () => testDatabase().db;
const latest = async () => (await db().select().from(enquiries).orderBy(desc(enquiries.createdAt)).limit(1))[0];

beforeEach(() => {
  process.env.CONTACT_INBOX = "enquiries@stackwise.test";
  resetEnvForTests();
});
afterEach(() => {
  delete process.env.CONTACT_INBOX;
  delete process.env.RATE_LIMIT_SCALE;
  resetEnvForTests();
});

describe("POST /api/contact/postContactMessage stores the enquiry before it answers", () => {
  it("answers 200 with the thank-you text only once the row and the inbox notice are committed", async () => {
    const { status, json, headers } = await send({ ...valid, contactCourse: "Docker and Kubernetes Fundamentals" });
    expect(status).toBe(200);
    expect(json).toMatchObject({ success: true, message: m.thankYou });
    expect(json.data._id).toMatch(/^[a-z0-9]+$/);
    expect(headers.get("cache-control")).toBe("no-store");
    const [row] = await db().select().from(enquiries).where(eq(enquiries.id, json.data._id));
    expect(row).toMatchObject({
      name: "Asha Verma",
      email: "asha@example.com",
      phone: "+91 9876543210",
      trainingType: "Enterprise",
      message: valid.contactMessage,
      course: "Docker and Kubernetes Fundamentals",
      status: "new",
      staffNote: "",
    });
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, "enquiries@stackwise.test"));
    const notice = mails.find((mail) => mail.text.includes(json.data._id));
    expect(notice).toBeDefined();
    expect(notice!.subject).toBe("New enterprise enquiry from Asha Verma");
    expect(notice!.text).toContain("Phone: +91 9876543210");
    expect(notice!.text).toContain("Course: Docker and Kubernetes Fundamentals");
    expect(notice!.sentAt).toBeNull();
  });

  it("stores without a notice when CONTACT_INBOX is unset", async () => {
    delete process.env.CONTACT_INBOX;
    resetEnvForTests();
    const before = (await db().select().from(mailOutbox)).length;
    const { status, json } = await send({ ...valid, contactMessage: "No inbox configured" });
    expect(status).toBe(200);
    expect((await latest())!.id).toBe(json.data._id);
    expect((await db().select().from(mailOutbox)).length).toBe(before);
  });

  it("accepts the earlier client's body: no contactCountry, the dial code decides", async () => {
    const { contactCountry: _omitted, ...withoutCountry } = valid;
    const { status } = await send({ ...withoutCountry, contactPhone: "+1 2015550123" });
    expect(status).toBe(200);
    expect((await latest())!.phone).toBe("+1 2015550123");
  });
});

describe("an enquiry from a course page stores its course (the staff pages pick its batches by id)", () => {
  const fromPage = (page: string, title: string) => ({ ...valid, contactCourse: title, contactSource: { page } });
  const stored = async (id: string) => (await db().select().from(enquiries).where(eq(enquiries.id, id)))[0]!;
  let made: Promise<[string, string]> | undefined;
  const twoCourses = () => (made ??= makeTwoCourses());

  it("keeps the course of the page it was sent from, and its title as the visitor saw it", async () => {
    const [k8s] = await twoCourses();
    const { status, json } = await send(fromPage(`/training-courses/course/kubernetes-operations-${k8s}?utm_source=mail`, "Kubernetes Operations"));
    expect(status).toBe(200);
    expect(await stored(json.data._id)).toMatchObject({ courseId: k8s, course: "Kubernetes Operations" });
  });

  it("the new-booking and new-quote pages' choice: the stored course's earliest open batch, even after the course is renamed", async () => {
    const [k8s, threat] = await twoCourses();
    await makeTraining(k8s, { startDate: addDays(today, 20), endDate: addDays(today, 22) });
    const sooner = await makeTraining(k8s, { startDate: addDays(today, 10), endDate: addDays(today, 12) });
    await makeTraining(threat, { startDate: addDays(today, 5), endDate: addDays(today, 6) });
    const { json } = await send(fromPage(`/training-courses/course/kubernetes-operations-${k8s}`, "Kubernetes Operations"));
    await db().update(courses).set({ title: "Kubernetes in Production" }).where(eq(courses.id, k8s));
    clearCache();
    const enquiry = await getStaffEnquiry(json.data._id);
    expect(enquiry).toMatchObject({ courseId: k8s, courseTitle: "Kubernetes Operations" });
    const open = (await listStaffTrainings()).filter((t) => !t.isCancelled && t.status !== "Completed");
    expect(likelyBatch(open, enquiry)).toBe(sooner.id);
    // An old row without the id still finds its batch by the title it stored.
    await db().update(enquiries).set({ courseId: null, course: "kubernetes in PRODUCTION" }).where(eq(enquiries.id, json.data._id));
    expect(likelyBatch(open, await getStaffEnquiry(json.data._id))).toBe(sooner.id);
    await db().update(courses).set({ title: "Kubernetes Operations" }).where(eq(courses.id, k8s));
    clearCache();
  });

  it("checks what the client sent: an unknown page id falls back to the course of that title (any case), else none", async () => {
    const [, threat] = await twoCourses();
    const byTitle = await send(fromPage("/training-courses/course/threat-hunting-basics-nosuchid", "threat hunting BASICS"));
    expect(await stored(byTitle.json.data._id)).toMatchObject({ courseId: threat, course: "threat hunting BASICS" });
    const neither = await send(fromPage("/training-courses/course/made-up-nosuchid", "A course that is not there"));
    expect(await stored(neither.json.data._id)).toMatchObject({ courseId: null, course: "A course that is not there" });
  });

  it("stores no course for the contact page, nor for a course id sent in the body", async () => {
    const [k8s] = await twoCourses();
    const plain = await send({
      ...valid,
      contactSource: { page: `/training-courses/course/kubernetes-operations-${k8s}` },
      courseId: k8s,
      contactCourseId: k8s,
    });
    expect(plain.status).toBe(200);
    expect(await stored(plain.json.data._id)).toMatchObject({ courseId: null, course: null });
  });

  it("keeps the title when its course is deleted later", async () => {
    const { json } = await send(fromPage("/contact", "Disposable Course"));
    expect(await stored(json.data._id)).toMatchObject({ courseId: null });
    const [course] = await db().insert(courses).values({ title: "Disposable Course", shortDescription: "Gone soon.", durationHours: 1 }).returning();
    const again = await send(fromPage("/training-courses/course/disposable-course-" + course!.id, "Disposable Course"));
    expect(await stored(again.json.data._id)).toMatchObject({ courseId: course!.id });
    await db().delete(courses).where(eq(courses.id, course!.id));
    expect(await stored(again.json.data._id)).toMatchObject({ courseId: null, course: "Disposable Course" });
  });
});

describe("invalid input: 400 with the form's exact message, nothing stored", () => {
  it.each([
    [{ contactName: "" }, "contactName", m.nameRequired],
    [{ contactName: "Jo" }, "contactName", m.nameLength],
    [{ contactName: "Jo3 Smith" }, "contactName", m.nameCharacters],
    [{ contactEmail: "" }, "contactEmail", m.emailRequired],
    [{ contactEmail: "asha.example.com" }, "contactEmail", m.emailAt],
    [{ contactEmail: "asha@example" }, "contactEmail", m.emailFormat],
    [{ contactEmail: "as(ha)@example.com" }, "contactEmail", m.emailLocalCharacters],
    [{ contactCountry: "" }, "contactPhone", m.phoneSelectCountry],
    [{ contactPhone: "9876543210" }, "contactPhone", m.phoneEnterCountryCode],
    [{ contactPhone: "+91 98765" }, "contactPhone", "Phone number must be 10 digits."],
    [{ contactCountry: "DE", contactPhone: "+49 123456789" }, "contactPhone", "Phone number must be 10 or 11 digits."],
    [{ contactPhone: "+91 7777777777" }, "contactPhone", m.phoneFake],
    [{ contactTrainingType: "Student" }, "contactTrainingType", m.trainingTypeRequired],
    [{ contactMessage: "   " }, "contactMessage", m.messageRequired],
    [{ contactName: 42 }, "contactName", m.nameRequired],
  ])("%j → %s: %s", async (patch, field, message) => {
    const before = (await db().select().from(enquiries)).length;
    const { status, json } = await send({ ...valid, ...patch });
    expect(status).toBe(400);
    expect(json.success).toBe(false);
    expect(json.message).toBe(message);
    expect(json.errors[field]).toBe(message);
    expect((await db().select().from(enquiries)).length).toBe(before);
  });

  it("malformed JSON is a 400, an array body a 400, an oversized body a 413, none with a stack trace", async () => {
    const malformed = await call(POST, { method: "POST", rawBody: '{"contactName": "Asha",', ip: freshIp() });
    expect(malformed.status).toBe(400);
    expect(malformed.json).toEqual({ success: false, message: "The request body is not valid JSON." });
    const array = await call(POST, { method: "POST", rawBody: "[]", ip: freshIp() });
    expect(array.status).toBe(400);
    expect(array.json).toEqual({ success: false, message: "The request body must be a JSON object." });
    const huge = await send({ ...valid, contactMessage: "x".repeat(1_100_000) });
    expect(huge.status).toBe(413);
    expect(huge.json).toEqual({ success: false, message: "The request body is too large." });
    expect(JSON.stringify(huge.json)).not.toMatch(/at .*\.ts|stack/i);
  });
});

describe("like an attacker", () => {
  it("stores script, SQL-looking, emoji and right-to-left text verbatim, and escapes it in the notice mail", async () => {
    const nasty = `<script>alert(1)</script> "><img src=x onerror=alert(2)> ' OR 1=1-- ; DROP TABLE contact_messages; 🚀🔥 مرحبا بالعالم שלום`;
    const { status, json } = await send({ ...valid, contactName: "مريم الحسن", contactMessage: nasty, contactCourse: "<b>Kafka</b>" });
    expect(status).toBe(200);
    const [row] = await db().select().from(enquiries).where(eq(enquiries.id, json.data._id));
    expect(row!.message).toBe(nasty);
    expect(row!.name).toBe("مريم الحسن");
    expect(row!.course).toBe("<b>Kafka</b>");
    const [notice] = (await db().select().from(mailOutbox)).filter((mail) => mail.text.includes(json.data._id));
    expect(notice!.html).not.toContain("<script>");
    expect(notice!.html).not.toContain("<img src=x");
    expect(notice!.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(notice!.html).toContain("🚀🔥 مرحبا بالعالم");
    expect(notice!.text).toContain(nasty);
  });

  it("ignores fields it doesn't know: no status, note, id or date can be set", async () => {
    const { status, json } = await send({
      ...valid,
      _id: "attackerchosen",
      id: "attackerchosen",
      status: "closed",
      staffNote: "ignore me",
      createdAt: "2000-01-01",
      role: "staff",
    });
    expect(status).toBe(200);
    expect(json.data._id).not.toBe("attackerchosen");
    const [row] = await db().select().from(enquiries).where(eq(enquiries.id, json.data._id));
    expect(row).toMatchObject({ status: "new", staffNote: "" });
    expect(row!.createdAt.getFullYear()).toBeGreaterThan(2020);
  });

  it("a subject line can't be split by a newline in the name (the name rule refuses it)", async () => {
    const { status, json } = await send({ ...valid, contactName: "Asha\r\nBcc: x@evil.test" });
    expect(status).toBe(400);
    expect(json.message).toBe(m.nameCharacters);
  });

  it("rate limits per client address: the 11th message in 10 minutes gets 429 with Retry-After; other addresses go on", async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await send({ ...valid, contactMessage: `message ${i}` }, ip)).status).toBe(200);
    const refused = await send(valid, ip);
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ success: false, message: "You have sent several messages in a short time. Please try again later." });
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // Invalid attempts count too, and don't reach validation once limited.
    expect((await send({}, ip)).status).toBe(429);
    expect((await send(valid)).status).toBe(200);
  });
});
