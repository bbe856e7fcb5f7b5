// sales-and-batches.md §3, the waitlist: the public joins a full batch (the contact form's rules, rate limited),
// staff see it oldest first, and a freed seat mails the oldest person waiting once (notifiedAt), also when two job
// runners start at the same moment.
import { eq, like } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { PUT as updateTraining } from "@/app/api/admin/trainings/[id]/route";
import { DELETE as deleteEntry } from "@/app/api/admin/trainings/[id]/waitlist/[entryId]/route";
import { GET as staffWaitlist } from "@/app/api/admin/trainings/[id]/waitlist/route";
import { PUT as updateEnrolment } from "@/app/api/admin/enrollments/[id]/route";
import { POST as enrol } from "@/app/api/admin/enrollments/route";
import { POST as joinWaitlist } from "@/app/api/training/[id]/waitlist/route";
import { GET as confirmPage, POST as confirmEntry } from "@/app/api/waitlist/confirm/route";
import { mailOutbox, waitlistEntries } from "@/db/schema";
import { notifyWaitlist, WAITLIST_ENTRIES_PER_EMAIL } from "@/lib/batches/waitlist";
import { setClock } from "@/lib/clock";
import { addDays } from "@/lib/schedule/schedule";
import { contactFormMessages, waitlistMessages } from "@/lib/validation/contact-rules";
import { auditRows } from "../helpers/audit";
import { makeTraining, makeTwoCourses, today } from "../helpers/catalogue";
import { call, refusal } from "../helpers/http";
import { makeLearner, makeStaff, type TestUser } from "../helpers/users";
import { testDatabase } from "../setup/database";

let staff: TestUser;
let courseId: string;
let ipCounter = 0;

beforeAll(async () => {
  staff = await makeStaff();
  [courseId] = await makeTwoCourses();
});
afterEach(() => setClock(undefined));

const person = (name: string, email: string) => ({ name, email, phone: "+91 9876543210" });
/** Each call from its own address unless told, so the rate limit of one test doesn't leak into another. */
const join = (id: string, body: Record<string, unknown>, ip = `198.51.100.${++ipCounter}`) => call(joinWaitlist, { params: { id }, body, ip });

/**
 * The confirmation link mailed to an address (the newest one), as the API's path with its query: the mail links to
 * the page /waitlist/confirm, whose token the API route (the address of older mails) takes alike.
 */
async function confirmLink(email: string) {
  const mails = (await mailsTo(email)).filter((m) => m.subject.startsWith("Confirm your place on the waitlist"));
  const token = /http:\/\/localhost:3000\/waitlist\/confirm\?token=([\w.-]+)/.exec(mails.at(-1)?.text ?? "")?.[1];
  if (!token) throw new Error(`no confirmation link mailed to ${email}`);
  return `/api/waitlist/confirm?token=${token}`;
}
/** Joins and confirms the address with the mailed link's button, as the person would. */
async function joinConfirmed(id: string, body: { name: string; email: string; phone: string }) {
  expect((await join(id, body)).status).toBe(201);
  expect((await call(confirmEntry, { method: "POST", path: await confirmLink(body.email) })).status).toBe(200);
}

/** An upcoming batch with `seats` seats, all taken by active enrolments; answers it and the enrolment ids. */
async function fullTraining(seats: number) {
  const training = await makeTraining(courseId, { startDate: addDays(today, 5), endDate: addDays(today, 20), seats });
  const enrolmentIds: string[] = [];
  for (let i = 0; i < seats; i++) {
    const learner = await makeLearner();
    const res = await call(enrol, { token: staff.token, body: { trainingId: training.id, userEmail: learner.user.email } });
    expect(res.status).toBe(201);
    enrolmentIds.push(res.json.data._id);
  }
  return { training, enrolmentIds };
}

const mailsTo = (email: string) => testDatabase().db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
const seatFreeMails = async (email: string) => (await mailsTo(email)).filter((m) => m.subject.startsWith("A seat is free"));
const listOf = async (id: string) =>
  (await call(staffWaitlist, { token: staff.token, params: { id } })).json.data as {
    _id: string;
    email: string;
    notifiedAt: string | null;
    confirmedAt: string | null;
  }[];

describe("POST /api/training/{id}/waitlist", () => {
  it("takes a person on a full batch (201), with the contact form's words for bad input", async () => {
    const { training } = await fullTraining(1);
    const ok = await join(training.id, { name: "  Asha   Rao ", email: "asha@example.com", phone: "+91 98765 43210" });
    expect(ok.status).toBe(201);
    // The answer is what was sent (written down the way it is stored), never a stored row.
    expect(ok.json.data).toEqual({ name: "Asha Rao", email: "asha@example.com", phone: "+91 9876543210" });
    // The same address still waiting is not added twice.
    expect((await join(training.id, person("Asha Rao", "asha@example.com"))).status).toBe(201);
    expect((await listOf(training.id)).filter((e) => e.email === "asha@example.com")).toHaveLength(1);
    expect(ok.json.message).toBe(waitlistMessages.confirmSent);

    expect(refusal(await join(training.id, person("A1", "a@example.com")))).toEqual([400, contactFormMessages.nameLength]);
    expect(refusal(await join(training.id, person("Asha Rao", "asha.example.com")))).toEqual([400, contactFormMessages.emailAt]);
    expect(refusal(await join(training.id, { name: "Asha Rao", email: "a@example.com", phone: "9876543210" }))).toEqual([
      400,
      contactFormMessages.phoneEnterCountryCode,
    ]);
    expect(refusal(await join(training.id, { name: "Asha Rao", email: "a@example.com", phone: "+91 1111111111" }))).toEqual([
      400,
      contactFormMessages.phoneFake,
    ]);
    expect(refusal(await join(training.id, {}))).toEqual([400, contactFormMessages.nameRequired]);
  });

  it("never answers a stranger the stored entry of someone else's email (name, phone, join time)", async () => {
    const { training } = await fullTraining(1);
    setClock(new Date(Date.now() - 3_600_000));
    expect((await join(training.id, { name: "Asha Rao", email: "victim@example.com", phone: "+91 9876543210" })).status).toBe(201);
    setClock(undefined);
    const probe = await join(training.id, { name: "Eve Prober", email: "VICTIM@example.com", phone: "+44 7911 123456" });
    expect(probe.status).toBe(201);
    const text = JSON.stringify(probe.json);
    expect(text).not.toContain("Asha");
    expect(text).not.toContain("9876543210");
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    expect(probe.json.data).toEqual({ name: "Eve Prober", email: "VICTIM@example.com", phone: "+44 7911123456" });
  });

  it("answers 409 while seats are free or without a limit (enquire instead), 409 when cancelled or completed, 404 unknown", async () => {
    const open = await makeTraining(courseId, { startDate: addDays(today, 5), endDate: addDays(today, 9), seats: 3 });
    expect(refusal(await join(open.id, person("Asha Rao", "asha@example.com")))).toEqual([409, waitlistMessages.seatsFree]);
    const unlimited = await makeTraining(courseId, { startDate: addDays(today, 5), endDate: addDays(today, 9) });
    expect(refusal(await join(unlimited.id, person("Asha Rao", "asha@example.com")))).toEqual([409, waitlistMessages.seatsFree]);
    const { training } = await fullTraining(1);
    await call(updateTraining, { token: staff.token, params: { id: training.id }, body: { tcStatus: "Cancelled" } });
    expect(refusal(await join(training.id, person("Asha Rao", "asha@example.com")))).toEqual([409, waitlistMessages.closed]);
    const past = await makeTraining(courseId, { startDate: addDays(today, -9), endDate: addDays(today, -5), seats: 1 });
    expect(refusal(await join(past.id, person("Asha Rao", "asha@example.com")))).toEqual([409, waitlistMessages.closed]);
    expect((await join("nosuchtraining1", person("Asha Rao", "asha@example.com"))).status).toBe(404);
  });

  it("is rate limited like the enquiries: the 11th in 10 minutes from one address gets 429", async () => {
    const { training } = await fullTraining(1);
    for (let i = 0; i < 10; i++) expect((await join(training.id, person("Asha Rao", `limit${i}@example.com`), "192.0.2.77")).status).toBe(201);
    const refused = await join(training.id, person("Asha Rao", "limit10@example.com"), "192.0.2.77");
    expect(refusal(refused)).toEqual([429, waitlistMessages.rateLimited]);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await join(training.id, person("Asha Rao", "limit10@example.com"), "192.0.2.78")).status).toBe(201);
  });
});

describe("the staff waitlist", () => {
  it("lists oldest first to staff only, and removes an entry (audited)", async () => {
    const { training } = await fullTraining(1);
    for (const [i, name] of ["Asha Rao", "Ravi Kumar", "Meera Nair"].entries()) {
      setClock(new Date(Date.now() + i * 60_000));
      expect((await join(training.id, person(name, `w${i}@example.com`))).status).toBe(201);
    }
    const list = await listOf(training.id);
    expect(list.map((e) => e.email)).toEqual(["w0@example.com", "w1@example.com", "w2@example.com"]);
    const learner = await makeLearner();
    expect((await call(staffWaitlist, { params: { id: training.id } })).status).toBe(401);
    expect((await call(staffWaitlist, { token: learner.token, params: { id: training.id } })).status).toBe(403);
    expect((await call(staffWaitlist, { token: staff.token, params: { id: "nosuchtraining1" } })).status).toBe(404);

    const other = await fullTraining(1);
    expect((await call(deleteEntry, { method: "DELETE", token: staff.token, params: { id: other.training.id, entryId: list[1]!._id } })).status).toBe(404);
    expect((await call(deleteEntry, { method: "DELETE", token: staff.token, params: { id: training.id, entryId: list[1]!._id } })).status).toBe(200);
    expect((await listOf(training.id)).map((e) => e.email)).toEqual(["w0@example.com", "w2@example.com"]);
    const audited = await auditRows("waitlist-entry", list[1]!._id);
    expect(audited).toHaveLength(1);
  });
});

describe("notifyWaitlist: a freed seat mails the oldest person waiting", () => {
  it("mails nobody while full, the oldest when a seat frees, never twice, and the next ones when seats are raised", async () => {
    const { training, enrolmentIds } = await fullTraining(2);
    for (const [i, name] of ["Asha Rao", "Ravi Kumar", "Meera Nair", "John Doe"].entries()) {
      setClock(new Date(Date.now() + i * 60_000));
      await joinConfirmed(training.id, person(name, `n${i}-${training.id}@example.com`));
    }
    const at = new Date(Date.now() + 3_600_000);
    setClock(at);
    expect(await notifyWaitlist()).toBe(0);

    // Staff free a seat: deactivating an enrolment.
    expect((await call(updateEnrolment, { token: staff.token, params: { id: enrolmentIds[0]! }, body: { isActive: false } })).status).toBe(200);
    const [a, b] = await Promise.all([notifyWaitlist(), notifyWaitlist()]);
    expect(a + b).toBe(1);
    const first = await seatFreeMails(`n0-${training.id}@example.com`);
    expect(first).toHaveLength(1);
    expect(first[0]!.subject).toBe("A seat is free: Kubernetes Operations");
    expect(first[0]!.text).toContain("/training-courses/course/");
    let list = await listOf(training.id);
    expect(list.map((e) => e.notifiedAt)).toEqual([at.toISOString(), null, null, null]);

    // The seat is promised to the person told: nobody else is mailed, however often the job runs.
    expect(await notifyWaitlist()).toBe(0);
    expect(await notifyWaitlist()).toBe(0);

    // Staff raise the seats by two: the next two are told, in order.
    await call(updateTraining, { token: staff.token, params: { id: training.id }, body: { seats: 4 } });
    expect(await notifyWaitlist()).toBe(2);
    list = await listOf(training.id);
    expect(list.map((e) => e.notifiedAt !== null)).toEqual([true, true, true, false]);
    expect(await seatFreeMails(`n3-${training.id}@example.com`)).toHaveLength(0);

    // The first person told takes their seat (enrolled): the seat is taken, still nobody new is told.
    const asha = await makeLearner({ email: `n0-${training.id}@example.com` });
    expect((await call(enrol, { token: staff.token, body: { trainingId: training.id, userEmail: asha.user.email } })).status).toBe(201);
    expect(await notifyWaitlist()).toBe(0);
    // Staff remove one who never came back: their seat goes to the next person waiting.
    await call(deleteEntry, { method: "DELETE", token: staff.token, params: { id: training.id, entryId: list[1]!._id } });
    expect(await notifyWaitlist()).toBe(1);
    expect(await seatFreeMails(`n3-${training.id}@example.com`)).toHaveLength(1);
    const all = await testDatabase()
      .db.select()
      .from(mailOutbox)
      .where(like(mailOutbox.to, `%-${training.id}@example.com`));
    // Four seat-free mails in all (and Asha's enrolment notice).
    expect(all.filter((m) => m.subject.startsWith("A seat is free")).map((m) => m.to.split("-")[0])).toEqual(expect.arrayContaining(["n0", "n1", "n2", "n3"]));
    expect(all.filter((m) => m.subject.startsWith("A seat is free"))).toHaveLength(4);
  });

  it("tells nobody of a cancelled batch", async () => {
    const { training, enrolmentIds } = await fullTraining(1);
    await joinConfirmed(training.id, person("Asha Rao", `c-${training.id}@example.com`));
    await call(updateEnrolment, { token: staff.token, params: { id: enrolmentIds[0]! }, body: { isActive: false } });
    await call(updateTraining, { token: staff.token, params: { id: training.id }, body: { tcStatus: "Cancelled" } });
    expect(await notifyWaitlist()).toBe(0);
    expect(await seatFreeMails(`c-${training.id}@example.com`)).toHaveLength(0);
  });
});

describe("waitlist squatting: a confirmed address, a hold that expires, a cap per address", () => {
  it("counts an entry only once its address is confirmed; the link's GET only shows a button, POST confirms", async () => {
    const { training, enrolmentIds } = await fullTraining(1);
    const email = `sq-${training.id}@example.com`;
    expect((await join(training.id, person("Asha Rao", email))).status).toBe(201);
    // One confirmation mail, however often the address is entered.
    expect((await join(training.id, person("Asha Rao", email))).status).toBe(201);
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual(["Confirm your place on the waitlist: Kubernetes Operations"]);
    const link = await confirmLink(email);
    expect((await listOf(training.id)).map((e) => e.confirmedAt)).toEqual([null]);

    // A seat frees: the unconfirmed entry is nobody's seat.
    await call(updateEnrolment, { token: staff.token, params: { id: enrolmentIds[0]! }, body: { isActive: false } });
    expect(await notifyWaitlist()).toBe(0);

    // A mail scanner fetching the link confirms nothing: the page offers a button that posts.
    const page = await call(confirmPage, { path: link });
    expect(page.status).toBe(200);
    // React writes the form's attributes in an order of its own: the form posts to the link itself.
    const form = /<form [^>]*>/.exec(String(page.json))?.[0];
    expect(form).toMatch(/ action="\/api\/waitlist\/confirm\?token=[\w.-]+"/);
    expect(form).toContain(' method="post"');
    expect(String(page.json)).toContain(">Confirm</button>");
    expect((await listOf(training.id))[0]!.notifiedAt).toBeNull();
    expect(await notifyWaitlist()).toBe(0);

    const done = await call(confirmEntry, { method: "POST", path: link });
    expect(done.status).toBe(200);
    expect(String(done.json)).toContain(waitlistMessages.joined);
    expect(await notifyWaitlist()).toBe(1);
    expect((await mailsTo(email)).filter((m) => m.subject.startsWith("A seat is free"))).toHaveLength(1);

    // A forged or altered token confirms nothing.
    const forged = link.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    expect((await call(confirmEntry, { method: "POST", path: forged })).status).toBe(400);
    expect((await call(confirmPage, { path: "/api/waitlist/confirm?token=nonsense" })).status).toBe(400);
  });

  it("lets a notified person's hold expire after 48 hours: the seat goes to the next person", async () => {
    const { training, enrolmentIds } = await fullTraining(1);
    const base = Date.now();
    for (const [i, name] of ["Asha Rao", "Ravi Kumar"].entries()) {
      setClock(new Date(base + i * 60_000));
      await joinConfirmed(training.id, person(name, `h${i}-${training.id}@example.com`));
    }
    await call(updateEnrolment, { token: staff.token, params: { id: enrolmentIds[0]! }, body: { isActive: false } });
    const [asha, ravi] = [`h0-${training.id}@example.com`, `h1-${training.id}@example.com`];
    setClock(new Date(base + 3_600_000));
    await notifyWaitlist();
    expect(await seatFreeMails(asha)).toHaveLength(1);
    setClock(new Date(base + 3_600_000 + 47 * 3_600_000));
    await notifyWaitlist();
    expect(await seatFreeMails(ravi)).toHaveLength(0);
    setClock(new Date(base + 3_600_000 + 48 * 3_600_000 + 1000));
    await notifyWaitlist();
    expect(await seatFreeMails(ravi)).toHaveLength(1);
    // The one whose hold expired is not told again.
    expect(await seatFreeMails(asha)).toHaveLength(1);
  });

  it("caps the entries of one address on one training (no more rows, no more mail)", async () => {
    const { training } = await fullTraining(1);
    const email = `cap-${training.id}@example.com`;
    const { db } = testDatabase();
    const old = new Date(Date.now() - 86_400_000);
    for (let i = 0; i < WAITLIST_ENTRIES_PER_EMAIL; i++) {
      await db
        .insert(waitlistEntries)
        .values({ trainingId: training.id, name: "Asha Rao", email, phone: "+91 9876543210", createdAt: old, notifiedAt: old, confirmedAt: old });
    }
    expect((await join(training.id, person("Asha Rao", email.toUpperCase()))).status).toBe(201);
    expect((await listOf(training.id)).filter((e) => e.email.toLowerCase() === email)).toHaveLength(WAITLIST_ENTRIES_PER_EMAIL);
    expect(await mailsTo(email.toUpperCase())).toHaveLength(0);
  });
});
