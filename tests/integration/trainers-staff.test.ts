// Staff API: trainers, their time off, the hours sheet and assigning them to batches (billing-and-delivery.md §8).
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as hoursOf } from "@/app/api/admin/trainers/[id]/hours/route";
import { GET as getTrainer, PUT as updateTrainer } from "@/app/api/admin/trainers/[id]/route";
import { POST as addTimeOff } from "@/app/api/admin/trainers/[id]/time-off/route";
import { GET as listTrainers, POST as createTrainer } from "@/app/api/admin/trainers/route";
import { GET as getTraining, PUT as updateTraining } from "@/app/api/admin/trainings/[id]/route";
import { POST as createTraining } from "@/app/api/admin/trainings/route";
import { GET as publicTrainings } from "@/app/api/training/getAllTrainingCoursesByUser/route";
import { mailOutbox, users } from "@/db/schema";
import { auditRows } from "../helpers/audit";
import { sevenDayInvitation } from "../helpers/auth-flows";
import { makeTwoCourses } from "../helpers/catalogue";
import { call, refusal } from "../helpers/http";
import { makeTrainer } from "../helpers/people";
import { kolkataWeekdayEvenings } from "../helpers/session-patterns";
import { makeLearner, makeStaff, type TestUser } from "../helpers/users";
import { testDatabase } from "../setup/database";

let staff: TestUser;
let courseId: string;

beforeAll(async () => {
  staff = await makeStaff();
  [courseId] = await makeTwoCourses();
});

const mailsTo = (to: string) => testDatabase().db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
const batch = (overrides: Record<string, unknown> = {}) => ({ courseId, ...kolkataWeekdayEvenings("2030-06-03"), ...overrides });

describe("trainers", () => {
  it("invites an unknown email as a trainer with a 7-day set-password link, audited", async () => {
    const res = await call(createTrainer, {
      token: staff.token,
      body: {
        name: "Asha Rao",
        email: "Asha.Rao@Example.com",
        phone: "98450 12345",
        skills: ["Kubernetes", " AWS ", "Kubernetes"],
        timeZone: "Asia/Kolkata",
        hourlyRate: { amount: 2500.5, currency: "inr" },
      },
    });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      name: "Asha Rao",
      email: "asha.rao@example.com",
      phone: "98450 12345",
      skills: ["Kubernetes", "AWS"],
      timeZone: "Asia/Kolkata",
      hourlyRate: { amount: 2500.5, currency: "INR" },
      active: true,
      timeOff: [],
    });
    const [account] = await testDatabase().db.select().from(users).where(eq(users.id, res.json.data.userId));
    expect(account).toMatchObject({ role: "trainer", passwordHash: null });
    const [mail] = await mailsTo("asha.rao@example.com");
    expect(mail!.subject).toBe("You are a Stackwise Academy trainer: set your password");
    const { stored } = await sevenDayInvitation(mail!.text);
    expect(stored.purpose).toBe("reset");
    const audit = await auditRows("trainer", res.json.data._id);
    expect(audit.map((a) => a.action)).toEqual(["create"]);
  });

  it("makes an existing learner a trainer and tells them; staff and existing trainers answer 409", async () => {
    const learner = await makeLearner({ name: "Vikram Shah" });
    const res = await call(createTrainer, {
      token: staff.token,
      body: { name: "Ignored Name", email: learner.user.email, skills: "Terraform, Ansible", timeZone: "Europe/London" },
    });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ userId: learner.user.id, name: "Vikram Shah", skills: ["Terraform", "Ansible"], hourlyRate: null });
    const [account] = await testDatabase().db.select().from(users).where(eq(users.id, learner.user.id));
    expect(account!.role).toBe("trainer");
    expect((await mailsTo(learner.user.email)).map((m) => m.subject)).toEqual(["You are a Stackwise Academy trainer"]);
    expect(refusal(await call(createTrainer, { token: staff.token, body: { name: "Again", email: learner.user.email, timeZone: "UTC" } }))).toEqual([
      409,
      "That email is already a trainer's.",
    ]);
    expect(refusal(await call(createTrainer, { token: staff.token, body: { name: "Staff", email: staff.user.email, timeZone: "UTC" } }))).toEqual([
      409,
      "That email belongs to a staff account: staff can't be trainers.",
    ]);
  });

  it.each([
    [{ name: "Al", email: "a@example.com", timeZone: "UTC" }, "Name must be between 3 and 100 characters."],
    [{ name: "Anita", email: "not-an-email", timeZone: "UTC" }, "Email format is invalid."],
    [{ name: "Anita", email: "anita@example.com", timeZone: "Mars/Olympus" }, "Time zone must be an IANA name such as Asia/Kolkata."],
    [{ name: "Anita", email: "anita@example.com", timeZone: "UTC", hourlyRate: { amount: 10.005 } }, "Amounts can have at most 2 decimals."],
    [
      { name: "Anita", email: "anita@example.com", timeZone: "UTC", skills: ["x".repeat(61)] },
      "Skills must be at most 30 entries of at most 60 characters each.",
    ],
  ])("refuses %j with 400 %s", async (body, message) => {
    expect(refusal(await call(createTrainer, { token: staff.token, body }))).toEqual([400, message]);
  });

  it("lists, reads and updates a trainer; unknown ids answer 404", async () => {
    const t = await makeTrainer({ name: "Meera Iyer" });
    const list = await call(listTrainers, { token: staff.token });
    expect(list.json.data.map((x: { _id: string }) => x._id)).toContain(t.trainerId);
    expect((await call(getTrainer, { token: staff.token, params: { id: t.trainerId } })).json.data).toMatchObject({
      name: "Meera Iyer",
      hourlyRate: { amount: 2000, currency: "INR" },
    });
    const saved = await call(updateTrainer, {
      token: staff.token,
      method: "PUT",
      params: { id: t.trainerId },
      body: { name: "Meera R. Iyer", skills: ["Go"], timeZone: "Asia/Dubai", hourlyRate: null, active: false },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.data).toMatchObject({ name: "Meera R. Iyer", skills: ["Go"], timeZone: "Asia/Dubai", hourlyRate: null, active: false });
    expect(refusal(await call(getTrainer, { token: staff.token, params: { id: "nosuch" } }))).toEqual([404, "No such trainer."]);
    expect(refusal(await call(updateTrainer, { token: staff.token, method: "PUT", params: { id: "nosuch" }, body: { skills: [] } }))).toEqual([
      404,
      "No such trainer.",
    ]);
    expect(refusal(await call(updateTrainer, { token: staff.token, method: "PUT", params: { id: t.trainerId }, body: { active: "yes" } }))).toEqual([
      400,
      "active must be true or false.",
    ]);
  });

  it("records time off; dates must be in order", async () => {
    const t = await makeTrainer();
    const res = await call(addTimeOff, {
      token: staff.token,
      params: { id: t.trainerId },
      body: { from: "2030-07-01", to: "2030-07-03", reason: "Conference" },
    });
    expect(res.status).toBe(201);
    expect(res.json.data.timeOff).toMatchObject([{ from: "2030-07-01", to: "2030-07-03", reason: "Conference" }]);
    expect(refusal(await call(addTimeOff, { token: staff.token, params: { id: t.trainerId }, body: { from: "2030-07-03", to: "2030-07-01" } }))).toEqual([
      400,
      "End date must be on or after the start date.",
    ]);
    expect(refusal(await call(addTimeOff, { token: staff.token, params: { id: t.trainerId }, body: { from: "2030-02-30", to: "2030-03-01" } }))).toEqual([
      400,
      "Dates must be real calendar dates.",
    ]);
    expect(refusal(await call(addTimeOff, { token: staff.token, params: { id: "nosuch" }, body: { from: "2030-07-01", to: "2030-07-01" } }))).toEqual([
      404,
      "No such trainer.",
    ]);
  });

  it("refuses trainers, leads' learner accounts and visitors on the trainers' staff calls", async () => {
    const trainer = await makeTrainer();
    const learner = await makeLearner();
    expect(refusal(await call(listTrainers))[0]).toBe(401);
    expect(refusal(await call(listTrainers, { token: trainer.token }))[0]).toBe(403);
    expect(refusal(await call(listTrainers, { token: learner.token }))[0]).toBe(403);
    expect(refusal(await call(getTrainer, { token: trainer.token, params: { id: trainer.trainerId } }))[0]).toBe(403);
    expect(refusal(await call(createTraining, { token: trainer.token, body: batch() }))[0]).toBe(403);
  });
});

describe("assigning a trainer to a batch", () => {
  it("shows the trainer on the staff and public answers; a clash answers 409 naming the first date in the batch's zone", async () => {
    const t = await makeTrainer({ name: "Rohan Das" });
    const first = await call(createTraining, { token: staff.token, body: batch({ trainerId: t.trainerId }) });
    expect(first.status).toBe(201);
    expect(first.json.data).toMatchObject({ trainerId: t.trainerId, trainer: { _id: t.trainerId, name: "Rohan Das" } });
    const listed = (await call(publicTrainings)).json.data.find((x: { _id: string }) => x._id === first.json.data._id);
    expect(listed.trainer).toEqual({ name: "Rohan Das" });
    expect(JSON.stringify(listed)).not.toContain(t.trainerId);

    // 15:30–17:30 in London (BST) is 20:00–22:00 in Kolkata, from the Wednesday.
    expect(
      refusal(
        await call(createTraining, {
          token: staff.token,
          body: batch({ trainerId: t.trainerId, startDate: "2030-06-05", startTime: "15:30", endTime: "17:30", timeZone: "Europe/London" }),
        }),
      ),
    ).toEqual([409, "Rohan Das already teaches another batch on 2030-06-05."]);
    // Weekends avoid it.
    const weekend = await call(createTraining, { token: staff.token, body: batch({ trainerId: t.trainerId, days: ["Sat", "Sun"] }) });
    expect(weekend.status).toBe(201);

    // A batch without a trainer is assigned later; moving an assigned batch onto the other's days is checked too.
    const free = await call(createTraining, { token: staff.token, body: batch({ startDate: "2030-06-10", endDate: "2030-06-10", days: ["Mon"] }) });
    expect(free.json.data.trainer).toBeNull();
    expect(
      refusal(await call(updateTraining, { token: staff.token, method: "PUT", params: { id: free.json.data._id }, body: { trainerId: t.trainerId } })),
    ).toEqual([409, "Rohan Das already teaches another batch on 2030-06-10."]);
    expect(
      refusal(await call(updateTraining, { token: staff.token, method: "PUT", params: { id: weekend.json.data._id }, body: { days: ["Fri", "Sat"] } })),
    ).toEqual([409, "Rohan Das already teaches another batch on 2030-06-07."]);
    // Cancelling the first batch frees its evenings; the batch's own sessions never clash with themselves.
    await call(updateTraining, { token: staff.token, method: "PUT", params: { id: first.json.data._id }, body: { tcStatus: "Cancelled" } });
    const assigned = await call(updateTraining, { token: staff.token, method: "PUT", params: { id: free.json.data._id }, body: { trainerId: t.trainerId } });
    expect(assigned.status).toBe(200);
    expect((await call(updateTraining, { token: staff.token, method: "PUT", params: { id: free.json.data._id }, body: { endTime: "21:30" } })).status).toBe(
      200,
    );
    // Reinstating the cancelled batch clashes now.
    expect(
      refusal(await call(updateTraining, { token: staff.token, method: "PUT", params: { id: first.json.data._id }, body: { tcStatus: "Upcoming" } })),
    ).toEqual([409, "Rohan Das already teaches another batch on 2030-06-10."]);
    // Unassigning.
    const none = await call(updateTraining, { token: staff.token, method: "PUT", params: { id: free.json.data._id }, body: { trainerId: null } });
    expect(none.json.data).toMatchObject({ trainerId: null, trainer: null });
  });

  it("counts time off in the trainer's zone; unknown and inactive trainers answer 400", async () => {
    const t = await makeTrainer({ name: "Sara Khan", timeZone: "America/Los_Angeles" });
    await call(addTimeOff, { token: staff.token, params: { id: t.trainerId }, body: { from: "2030-06-05", to: "2030-06-05" } });
    // 19:00 IST on 5 June is 06:30 on 5 June in Los Angeles.
    expect(refusal(await call(createTraining, { token: staff.token, body: batch({ trainerId: t.trainerId }) }))).toEqual([
      409,
      "Sara Khan is on time off on 2030-06-05.",
    ]);
    expect((await call(createTraining, { token: staff.token, body: batch({ trainerId: t.trainerId, skipDates: ["2030-06-05"] }) })).status).toBe(201);
    expect(refusal(await call(createTraining, { token: staff.token, body: batch({ trainerId: "nosuch" }) }))).toEqual([400, "That trainer does not exist."]);
    const inactive = await makeTrainer({ active: false });
    expect(refusal(await call(createTraining, { token: staff.token, body: batch({ trainerId: inactive.trainerId }) }))).toEqual([
      400,
      "That trainer is not active.",
    ]);
    expect(refusal(await call(createTraining, { token: staff.token, body: batch({ trainerId: "not valid!" }) }))).toEqual([400, "That is not a valid id."]);
  });

  it("sums the month's hours at the hourly rate; the month is checked", async () => {
    const t = await makeTrainer({ hourlyRateMinor: 150_000 });
    const res = await call(createTraining, {
      token: staff.token,
      body: batch({
        trainerId: t.trainerId,
        startDate: "2030-08-29",
        endDate: "2030-09-03",
        startTime: "10:00",
        endTime: "11:30",
        days: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
      }),
    });
    expect(res.status).toBe(201);
    const sheet = await call(hoursOf, { token: staff.token, params: { id: t.trainerId }, path: "/api/admin/trainers/x/hours?month=2030-08" });
    expect(sheet.json.data).toMatchObject({ hours: 4.5, amount: { amount: 6750, currency: "INR" } });
    expect(sheet.json.data.sessions.map((s: { date: string }) => s.date)).toEqual(["2030-08-29", "2030-08-30", "2030-08-31"]);
    expect(sheet.json.data.sessions[0]).toMatchObject({ trainingId: res.json.data._id, hours: 1.5 });
    expect((await call(hoursOf, { token: staff.token, params: { id: t.trainerId }, path: "/api/admin/trainers/x/hours?month=2030-09" })).json.data.hours).toBe(
      4.5,
    );
    expect(refusal(await call(hoursOf, { token: staff.token, params: { id: t.trainerId }, path: "/api/admin/trainers/x/hours?month=2030-13" }))).toEqual([
      400,
      "Month must be YYYY-MM.",
    ]);
    expect(refusal(await call(hoursOf, { token: staff.token, params: { id: "nosuch" }, path: "/api/admin/trainers/x/hours?month=2030-08" }))).toEqual([
      404,
      "No such trainer.",
    ]);
    const noRate = await makeTrainer({ hourlyRateMinor: null });
    expect(
      (await call(hoursOf, { token: staff.token, params: { id: noRate.trainerId }, path: "/api/admin/trainers/x/hours?month=2030-08" })).json.data,
    ).toEqual({ month: "2030-08", sessions: [], hours: 0, amount: null });
    expect((await call(getTraining, { token: staff.token, params: { id: res.json.data._id } })).json.data.trainer._id).toBe(t.trainerId);
  });
});
