// sales-and-batches.md §3: a training's seats, weekdays and skip dates, over HTTP, as staff write them and as the
// public, learners and staff read them; enrolments beyond the seats refused (409), also when two arrive at once.
import { afterEach, describe, expect, it } from "vitest";
import { GET as getStaffTraining, PUT as updateTraining } from "@/app/api/admin/trainings/[id]/route";
import { GET as listStaffTrainings, POST as createTraining } from "@/app/api/admin/trainings/route";
import { PUT as updateEnrolment } from "@/app/api/admin/enrollments/[id]/route";
import { POST as enrol } from "@/app/api/admin/enrollments/route";
import { GET as myEnrolments } from "@/app/api/enrollment/getAllEnrollmentsByUserId/route";
import { GET as publicTrainings } from "@/app/api/training/getAllTrainingCoursesByUser/route";
import { setClock } from "@/lib/clock";
import { clearCache } from "@/lib/cache";
import { SEATS_FULL_MESSAGE } from "@/lib/trainings/seats";
import { trainingMessages } from "@/lib/validation/trainings";
import { call, refusal } from "../helpers/http";
import { makeLearner } from "../helpers/users";
import { courseId, setUpStaffAndCourse, staff } from "../helpers/staff-course";

setUpStaffAndCourse();
afterEach(() => setClock(undefined));

// A weekend batch in Kolkata: Sat 2 May 2026 to Sun 24 May, without Sat 9 May.
const weekend = {
  startDate: "2026-05-02",
  endDate: "2026-05-24",
  startTime: "10:00",
  endTime: "13:00",
  timeZone: "Asia/Kolkata",
  days: ["Sat", "Sun"],
  skipDates: ["2026-05-09"],
};

async function schedule(body: Record<string, unknown>) {
  const res = await call(createTraining, { token: staff.token, body: { courseId, ...body } });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.data as { _id: string };
}

const enrolEmail = (trainingId: string, email: string, isActive = true) =>
  call(enrol, { token: staff.token, body: { trainingId, userEmail: email, isActive } });
const readStaff = async (id: string) => (await call(getStaffTraining, { token: staff.token, params: { id } })).json.data;

describe("a training's session pattern", () => {
  it("answers days, skip dates, the sessions with the zone's real offset and the next session, to staff, the public and learners", async () => {
    setClock(new Date("2026-05-03T06:00:00Z")); // Sunday 11:30 in Kolkata: the second session is running
    const { _id } = await schedule({ ...weekend, seats: 5, skipDates: ["2026-05-09", "2026-05-09", "2026-05-05"] });
    const t = await readStaff(_id);
    expect(t).toMatchObject({
      days: ["Sat", "Sun"],
      skipDates: ["2026-05-05", "2026-05-09"],
      seats: 5,
      seatsLeft: 5,
      isFull: false,
      tcStatus: "Ongoing",
      reminders: [1440, 60],
    });
    expect(t.sessions.map((s: { date: string }) => s.date)).toEqual([
      "2026-05-02",
      "2026-05-03",
      "2026-05-10",
      "2026-05-16",
      "2026-05-17",
      "2026-05-23",
      "2026-05-24",
    ]);
    expect(t.sessions[0]).toEqual({ date: "2026-05-02", startsAt: "2026-05-02T10:00:00+05:30", endsAt: "2026-05-02T13:00:00+05:30" });
    expect(t.nextSessionAt).toBe("2026-05-10T10:00:00+05:30");

    clearCache();
    const listed = (await call(publicTrainings)).json.data.find((x: { _id: string }) => x._id === _id);
    expect(listed).toMatchObject({ days: ["Sat", "Sun"], seats: 5, seatsLeft: 5, isFull: false, nextSessionAt: "2026-05-10T10:00:00+05:30" });
    expect(listed.sessions).toHaveLength(7);
    expect(listed).not.toHaveProperty("meetingLink");
    expect(listed).not.toHaveProperty("reminders");

    const learner = await makeLearner();
    expect((await enrolEmail(_id, learner.user.email)).status).toBe(201);
    const mine = (await call(myEnrolments, { token: learner.token })).json.data[0];
    expect(mine.trainingId).toMatchObject({ days: ["Sat", "Sun"], seatsLeft: 4, isFull: false });
    expect(mine.trainingId.sessions).toHaveLength(7);
  });

  it("keeps the zone's offset across a DST change, and the status follows the sessions", async () => {
    const { _id } = await schedule({
      startDate: "2026-10-24",
      endDate: "2026-10-31",
      startTime: "09:00",
      endTime: "11:00",
      timeZone: "Europe/London",
      days: ["Sat"],
    });
    setClock(new Date("2026-10-24T07:00:00Z"));
    const before = await readStaff(_id);
    expect(before.sessions).toEqual([
      { date: "2026-10-24", startsAt: "2026-10-24T09:00:00+01:00", endsAt: "2026-10-24T11:00:00+01:00" },
      { date: "2026-10-31", startsAt: "2026-10-31T09:00:00+00:00", endsAt: "2026-10-31T11:00:00+00:00" },
    ]);
    expect(before.tcStatus).toBe("Ongoing");
    setClock(new Date("2026-10-31T11:00:00Z")); // the last session has just ended
    expect((await readStaff(_id)).tcStatus).toBe("Completed");
    expect((await readStaff(_id)).nextSessionAt).toBeNull();
  });

  it("refuses patterns without a session, unknown weekdays, bad skip dates and reminders, with the form's words", async () => {
    const refusals = [
      [{ ...weekend, startDate: "2026-05-04", endDate: "2026-05-08" }, trainingMessages.noSession, "days"],
      [{ ...weekend, days: [] }, trainingMessages.daysRequired, "days"],
      [{ ...weekend, days: ["Sat", "Funday"] }, trainingMessages.days, "days.1"],
      [{ ...weekend, skipDates: ["2026-02-30"] }, trainingMessages.skipDates, "skipDates.0"],
      [{ ...weekend, seats: 0 }, trainingMessages.seats, "seats"],
      [{ ...weekend, seats: 2.5 }, trainingMessages.seats, "seats"],
      [{ ...weekend, reminders: [60, -5] }, trainingMessages.reminders, "reminders.1"],
      [{ ...weekend, reminders: [1, 2, 3, 4, 5, 6] }, trainingMessages.tooManyReminders, "reminders"],
    ] as const;
    for (const [body, message, field] of refusals) {
      const res = await call(createTraining, { token: staff.token, body: { courseId, ...body } });
      expect(refusal(res), JSON.stringify(body)).toEqual([400, message]);
      expect(res.json.errors?.[field] ?? res.json.fieldErrors?.[field] ?? JSON.stringify(res.json)).toContain(message);
    }
  });

  it("edits days, skip dates and reminders; an absent field keeps its value", async () => {
    const { _id } = await schedule({ ...weekend, reminders: "60, 1440" });
    expect((await readStaff(_id)).reminders).toEqual([1440, 60]);
    const put = await call(updateTraining, { token: staff.token, params: { id: _id }, body: { days: ["Sun"], reminders: [30] } });
    expect(put.status).toBe(200);
    expect(put.json.data).toMatchObject({ days: ["Sun"], skipDates: ["2026-05-09"], reminders: [30], startTime: "10:00", meetingLink: "" });
    const cleared = await call(updateTraining, {
      token: staff.token,
      params: { id: _id },
      body: { reminders: null, meetingLink: "https://meet.example.com/x" },
    });
    expect(cleared.json.data).toMatchObject({ days: ["Sun"], reminders: [1440, 60], meetingLink: "https://meet.example.com/x" });
    // A merged change that leaves no session is refused.
    expect(refusal(await call(updateTraining, { token: staff.token, params: { id: _id }, body: { endDate: "2026-05-02" } }))).toEqual([
      400,
      trainingMessages.noSession,
    ]);
  });
});

describe("seats", () => {
  it("refuses enrolments beyond the seats, shows Full, and refuses lowering below the seats taken", async () => {
    const { _id } = await schedule({ ...weekend, seats: 2 });
    const [a, b, c] = [await makeLearner(), await makeLearner(), await makeLearner()];
    expect((await enrolEmail(_id, a.user.email)).status).toBe(201);
    // An inactive enrolment takes no seat.
    const inactive = await enrolEmail(_id, c.user.email, false);
    expect(inactive.status).toBe(201);
    expect((await enrolEmail(_id, b.user.email)).status).toBe(201);
    expect(await readStaff(_id)).toMatchObject({ seats: 2, seatsLeft: 0, isFull: true });

    expect(refusal(await call(updateEnrolment, { token: staff.token, params: { id: inactive.json.data._id }, body: { isActive: true } }))).toEqual([
      409,
      SEATS_FULL_MESSAGE,
    ]);
    const d = await makeLearner();
    expect(refusal(await enrolEmail(_id, d.user.email))).toEqual([409, SEATS_FULL_MESSAGE]);
    // A list that doesn't fit enrols none of it.
    await call(updateTraining, { token: staff.token, params: { id: _id }, body: { seats: 3 } });
    const e = await makeLearner();
    const many = await call(enrol, {
      token: staff.token,
      body: { trainingId: _id, userEmails: [d.user.email, e.user.email, c.user.email, "nobody@example.com"] },
    });
    expect(refusal(many)).toEqual([409, SEATS_FULL_MESSAGE]);
    expect((await readStaff(_id)).activeEnrolmentCount).toBe(2);

    clearCache();
    const listed = (await call(publicTrainings)).json.data.find((x: { _id: string }) => x._id === _id);
    expect(listed).toMatchObject({ seats: 3, seatsLeft: 1, isFull: false });

    const lower = await call(updateTraining, { token: staff.token, params: { id: _id }, body: { seats: 1 } });
    expect(lower.status).toBe(409);
    expect(lower.json.message).toBe("2 seats are already taken in this training, so it can't have fewer than 2 seats.");
    expect((await readStaff(_id)).seats).toBe(3);
    const unlimited = await call(updateTraining, { token: staff.token, params: { id: _id }, body: { seats: null } });
    expect(unlimited.json.data).toMatchObject({ seats: null, seatsLeft: null, isFull: false });
  });

  it("lets exactly one of two simultaneous enrolments take the last seat", async () => {
    const { _id } = await schedule({ ...weekend, seats: 1 });
    const learners = await Promise.all([makeLearner(), makeLearner(), makeLearner()]);
    const answers = await Promise.all(learners.map((l) => enrolEmail(_id, l.user.email)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(await readStaff(_id)).toMatchObject({ seatsLeft: 0, isFull: true, activeEnrolmentCount: 1 });
  });

  it("lists every training's seats in the staff table", async () => {
    const { _id } = await schedule({ ...weekend, seats: 4 });
    const list = (await call(listStaffTrainings, { token: staff.token })).json.data;
    expect(list.find((x: { _id: string }) => x._id === _id)).toMatchObject({ seats: 4, seatsLeft: 4, isFull: false });
  });
});
