// sales-and-batches.md §3, the waitlist: the public joins a full batch (the contact form's rules, rate limited),
// staff see it oldest first, and a freed seat mails the oldest person waiting once (notifiedAt), also when two job
// runners start at the same moment.
import { and, eq, like } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { PUT as updateTraining } from "@/app/api/admin/trainings/[id]/route";
import { DELETE as deleteEntry } from "@/app/api/admin/trainings/[id]/waitlist/[entryId]/route";
import { GET as staffWaitlist } from "@/app/api/admin/trainings/[id]/waitlist/route";
import { PUT as updateEnrolment } from "@/app/api/admin/enrollments/[id]/route";
import { POST as enrol } from "@/app/api/admin/enrollments/route";
import { POST as joinWaitlist } from "@/app/api/training/[id]/waitlist/route";
import { auditLog, mailOutbox } from "@/db/schema";
import { notifyWaitlist } from "@/lib/batches/waitlist";
import { setClock } from "@/lib/clock";
import { addDays } from "@/lib/trainings/schedule";
import { contactFormMessages, waitlistMessages } from "@/lib/validation/contact-rules";
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
const listOf = async (id: string) => (await call(staffWaitlist, { token: staff.token, params: { id } })).json.data as { _id: string; email: string; notifiedAt: string | null }[];

describe("POST /api/training/{id}/waitlist", () => {
  it("takes a person on a full batch (201), with the contact form's words for bad input", async () => {
    const { training } = await fullTraining(1);
    const ok = await join(training.id, { name: "  Asha   Rao ", email: "asha@example.com", phone: "+91 98765 43210" });
    expect(ok.status).toBe(201);
    expect(ok.json.message).toBe(waitlistMessages.joined);
    // The answer is what was sent (written down the way it is stored), never a stored row.
    expect(ok.json.data).toEqual({ name: "Asha Rao", email: "asha@example.com", phone: "+91 9876543210" });
    // The same address still waiting is not added twice.
    expect((await join(training.id, person("Asha Rao", "asha@example.com"))).status).toBe(201);
    expect((await listOf(training.id)).filter((e) => e.email === "asha@example.com")).toHaveLength(1);

    expect(refusal(await join(training.id, person("A1", "a@example.com")))).toEqual([400, contactFormMessages.nameLength]);
    expect(refusal(await join(training.id, person("Asha Rao", "asha.example.com")))).toEqual([400, contactFormMessages.emailAt]);
    expect(refusal(await join(training.id, { name: "Asha Rao", email: "a@example.com", phone: "9876543210" }))).toEqual([400, contactFormMessages.phoneEnterCountryCode]);
    expect(refusal(await join(training.id, { name: "Asha Rao", email: "a@example.com", phone: "+91 1111111111" }))).toEqual([400, contactFormMessages.phoneFake]);
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
    const audited = await testDatabase().db.select().from(auditLog).where(and(eq(auditLog.entity, "waitlist-entry"), eq(auditLog.entityId, list[1]!._id)));
    expect(audited).toHaveLength(1);
  });
});

describe("notifyWaitlist: a freed seat mails the oldest person waiting", () => {
  it("mails nobody while full, the oldest when a seat frees, never twice, and the next ones when seats are raised", async () => {
    const { training, enrolmentIds } = await fullTraining(2);
    for (const [i, name] of ["Asha Rao", "Ravi Kumar", "Meera Nair", "John Doe"].entries()) {
      setClock(new Date(Date.now() + i * 60_000));
      await join(training.id, person(name, `n${i}-${training.id}@example.com`));
    }
    const at = new Date(Date.now() + 3_600_000);
    setClock(at);
    expect(await notifyWaitlist()).toBe(0);

    // Staff free a seat: deactivating an enrolment.
    expect((await call(updateEnrolment, { token: staff.token, params: { id: enrolmentIds[0]! }, body: { isActive: false } })).status).toBe(200);
    const [a, b] = await Promise.all([notifyWaitlist(), notifyWaitlist()]);
    expect(a + b).toBe(1);
    const first = await mailsTo(`n0-${training.id}@example.com`);
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
    expect(await mailsTo(`n3-${training.id}@example.com`)).toHaveLength(0);

    // The first person told takes their seat (enrolled): the seat is taken, still nobody new is told.
    const asha = await makeLearner({ email: `n0-${training.id}@example.com` });
    expect((await call(enrol, { token: staff.token, body: { trainingId: training.id, userEmail: asha.user.email } })).status).toBe(201);
    expect(await notifyWaitlist()).toBe(0);
    // Staff remove one who never came back: their seat goes to the next person waiting.
    await call(deleteEntry, { method: "DELETE", token: staff.token, params: { id: training.id, entryId: list[1]!._id } });
    expect(await notifyWaitlist()).toBe(1);
    expect(await mailsTo(`n3-${training.id}@example.com`)).toHaveLength(1);
    const all = await testDatabase().db.select().from(mailOutbox).where(like(mailOutbox.to, `%-${training.id}@example.com`));
    // Four seat-free mails in all (and Asha's enrolment notice).
    expect(all.filter((m) => m.subject.startsWith("A seat is free")).map((m) => m.to.split("-")[0])).toEqual(expect.arrayContaining(["n0", "n1", "n2", "n3"]));
    expect(all.filter((m) => m.subject.startsWith("A seat is free"))).toHaveLength(4);
  });

  it("tells nobody of a cancelled batch", async () => {
    const { training, enrolmentIds } = await fullTraining(1);
    await join(training.id, person("Asha Rao", `c-${training.id}@example.com`));
    await call(updateEnrolment, { token: staff.token, params: { id: enrolmentIds[0]! }, body: { isActive: false } });
    await call(updateTraining, { token: staff.token, params: { id: training.id }, body: { tcStatus: "Cancelled" } });
    expect(await notifyWaitlist()).toBe(0);
    expect(await mailsTo(`c-${training.id}@example.com`)).toHaveLength(0);
  });
});
