// The trainer's portal API (billing-and-delivery.md §8): their sessions, a private calendar feed, and attendance of
// their own batches only.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as feedFile } from "@/app/api/calendar/feed/[file]/route";
import { GET as trainerFeed } from "@/app/api/trainer/feed/route";
import { GET as sessionsOfTrainer } from "@/app/api/trainer/sessions/route";
import { GET as attendanceOf, PUT as markAttendance } from "@/app/api/trainer/trainings/[id]/attendance/route";
import { attendance } from "@/db/schema";
import { addDays } from "@/lib/schedule/schedule";
import { auditRows } from "../helpers/audit";
import { enrol, makeTraining, makeTwoCourses, today } from "../helpers/catalogue";
import { call, refusal } from "../helpers/http";
import { makeTrainer, type TestTrainer } from "../helpers/people";
import { makeLearner, makeStaff, type TestUser } from "../helpers/users";
import { testDatabase } from "../setup/database";

let trainer: TestTrainer;
let other: TestTrainer;
let learner: TestUser;
let mine: { id: string };
let theirs: { id: string };
let courseId: string;

/** PUT /api/trainer/trainings/{id}/attendance as `as`: one learner's mark on one session date. */
const mark = (as: TestUser, trainingId: string, body: { userId: string; date: string; present: boolean }) =>
  call(markAttendance, { token: as.token, method: "PUT", params: { id: trainingId }, body });

beforeAll(async () => {
  [trainer, other, learner] = await Promise.all([makeTrainer({ name: "Nina Paul" }), makeTrainer(), makeLearner({ name: "Arjun Mehta" })]);
  [courseId] = await makeTwoCourses();
  // Yesterday to tomorrow, 19:00–21:00 Kolkata, with a meeting link.
  mine = await makeTraining(courseId, { trainerId: trainer.trainerId, meetingLink: "https://meet.example.com/nina-batch" });
  theirs = await makeTraining(courseId, { trainerId: other.trainerId, meetingLink: "https://meet.example.com/other-batch" });
  await makeTraining(courseId, { trainerId: trainer.trainerId, isCancelled: true, meetingLink: "https://meet.example.com/cancelled" });
  await makeTraining(courseId, {
    trainerId: trainer.trainerId,
    startDate: addDays(today, 200),
    endDate: addDays(today, 201),
    meetingLink: "https://meet.example.com/far",
  });
  await enrol(learner.user.id, mine.id);
  await enrol((await makeLearner()).user.id, mine.id, false);
});

describe("the trainer's sessions", () => {
  it("lists the sessions of their not cancelled batches in the window, with the meeting link and active learners", async () => {
    const res = await call(sessionsOfTrainer, { token: trainer.token });
    expect(res.status).toBe(200);
    expect(res.json.data.map((s: { date: string }) => s.date)).toEqual([addDays(today, -1), today, addDays(today, 1)]);
    expect(res.json.data[1]).toMatchObject({
      trainingId: mine.id,
      courseTitle: "Kubernetes Operations",
      date: today,
      startsAt: `${today}T19:00:00+05:30`,
      endsAt: `${today}T21:00:00+05:30`,
      meetingLink: "https://meet.example.com/nina-batch",
      learners: 1,
    });
  });

  it("answers 401 to visitors and 403 to learners and staff", async () => {
    const staff = await makeStaff();
    expect(refusal(await call(sessionsOfTrainer))[0]).toBe(401);
    expect(refusal(await call(sessionsOfTrainer, { token: learner.token }))).toEqual([403, "Trainers only."]);
    expect(refusal(await call(sessionsOfTrainer, { token: staff.token }))).toEqual([403, "Trainers only."]);
    expect(refusal(await call(trainerFeed, { token: learner.token }))).toEqual([403, "Trainers only."]);
    expect(refusal(await call(attendanceOf, { token: learner.token, params: { id: mine.id } }))).toEqual([403, "Trainers only."]);
  });
});

describe("the trainer's calendar feed", () => {
  it("gives one private URL whose .ics holds the batches they teach with the meeting link, not others'", async () => {
    const first = await call(trainerFeed, { token: trainer.token });
    expect(first.status).toBe(200);
    expect((await call(trainerFeed, { token: trainer.token })).json.data.url).toBe(first.json.data.url);
    const file = first.json.data.url.split("/").at(-1);
    const ics = await call(feedFile, { params: { file } });
    expect(ics.status).toBe(200);
    expect(ics.headers.get("content-type")).toContain("text/calendar");
    expect(ics.json).toContain(`training-${mine.id}@stackwise-academy`);
    expect(ics.json).toContain("nina-batch");
    expect(ics.json).not.toContain(theirs.id);
    expect(ics.json).not.toContain("/cancelled");
  });
});

describe("attendance of the trainer's own batches", () => {
  it("reads and marks attendance like the staff calls, audited", async () => {
    const grid = await call(attendanceOf, { token: trainer.token, params: { id: mine.id } });
    expect(grid.json.data).toMatchObject({
      sessions: [addDays(today, -1), today, addDays(today, 1)],
      learners: [{ userId: learner.user.id, attended: [], rate: 0 }],
    });
    const marked = await mark(trainer, mine.id, { userId: learner.user.id, date: addDays(today, -1), present: true });
    expect(marked.status).toBe(200);
    expect(marked.json).toMatchObject({ message: "Attendance updated.", data: { attended: [addDays(today, -1)], rate: 33.3 } });
    const [row] = await testDatabase()
      .db.select()
      .from(attendance)
      .where(and(eq(attendance.trainingId, mine.id), eq(attendance.userId, learner.user.id)));
    expect(row!.recordedBy).toBe(trainer.user.id);
    const audit = await auditRows("attendance", row!.id);
    expect(audit[0]!.actorUserId).toBe(trainer.user.id);
    const csv = await call(attendanceOf, { token: trainer.token, params: { id: mine.id }, path: `/api/trainer/trainings/${mine.id}/attendance?format=csv` });
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.json).toContain("Arjun Mehta");
  });

  it("refuses a date that is no session and a learner not enrolled with 400", async () => {
    expect(refusal(await mark(trainer, mine.id, { userId: learner.user.id, date: addDays(today, 5), present: true }))).toEqual([
      400,
      "That date is not a session of this training.",
    ]);
    expect(refusal(await mark(trainer, mine.id, { userId: other.user.id, date: today, present: true }))).toEqual([
      400,
      "That learner is not enrolled in this training.",
    ]);
  });

  it("answers 404 for another trainer's batch and an unknown one, reading or writing", async () => {
    expect(refusal(await call(attendanceOf, { token: trainer.token, params: { id: theirs.id } }))).toEqual([404, "Training not found."]);
    expect(refusal(await call(attendanceOf, { token: trainer.token, params: { id: "nosuch" } }))).toEqual([404, "Training not found."]);
    expect(refusal(await mark(trainer, theirs.id, { userId: learner.user.id, date: today, present: true }))).toEqual([404, "Training not found."]);
    expect(refusal(await call(attendanceOf, { token: other.token, params: { id: mine.id } }))).toEqual([404, "Training not found."]);
  });
});
