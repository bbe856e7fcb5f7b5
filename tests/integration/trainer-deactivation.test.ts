// A trainer staff deactivate (PUT active: false) or whose role staff remove (DELETE /api/admin/trainers/{id}) loses
// everything the role gave at once: their sessions and meeting links, their learners' names and emails, attendance
// edits, roster and material uploads, and their private calendar feed.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as feedFile } from "@/app/api/calendar/feed/[file]/route";
import { POST as newFeed } from "@/app/api/calendar/feed/route";
import { DELETE as removeTrainer, GET as getTrainer, PUT as updateTrainer } from "@/app/api/admin/trainers/[id]/route";
import { GET as trainerFeed } from "@/app/api/trainer/feed/route";
import { GET as sessionsOfTrainer } from "@/app/api/trainer/sessions/route";
import { GET as attendanceOf, PUT as markAttendance } from "@/app/api/trainer/trainings/[id]/attendance/route";
import { GET as materialsOf, POST as addMaterial } from "@/app/api/trainer/trainings/[id]/materials/route";
import { DELETE as deleteMaterial } from "@/app/api/trainer/trainings/[id]/materials/[materialId]/route";
import { POST as uploadRoster } from "@/app/api/trainer/trainings/[id]/sessions/[date]/roster/route";
import { users } from "@/db/schema";
import { addDays } from "@/lib/schedule/schedule";
import { auditRows } from "../helpers/audit";
import { enrol, makeTraining, makeTwoCourses, today } from "../helpers/catalogue";
import { call, refusal } from "../helpers/http";
import { makeTrainer, type TestTrainer } from "../helpers/people";
import { makeLearner, makeStaff, type TestUser } from "../helpers/users";
import { testDatabase } from "../setup/database";

let staff: TestUser;
let learner: TestUser;
let courseId: string;

beforeAll(async () => {
  [staff, learner] = await Promise.all([makeStaff(), makeLearner({ name: "Arjun Mehta" })]);
  [courseId] = await makeTwoCourses();
});

const ROSTER = "Name (Original Name),User Email,Join Time,Leave Time,Duration (Minutes)\nArjun Mehta,x@example.com,,,120\n";
function roster(token: string, trainingId: string) {
  const form = new FormData();
  form.append("file", new Blob([ROSTER], { type: "text/csv" }), "participants.csv");
  const date = addDays(today, -1);
  return uploadRoster(
    new Request(`http://localhost:3000/api/trainer/trainings/${trainingId}/sessions/${date}/roster`, {
      method: "POST",
      body: form,
      headers: { authorization: `Bearer ${token}` },
    }),
    { params: Promise.resolve({ id: trainingId, date }) },
  );
}

/** A trainer with a batch (yesterday to tomorrow, a learner, a material) and a calendar feed: every door they have. */
async function trainerWithBatch(name: string) {
  const trainer = await makeTrainer({ name });
  const batch = await makeTraining(courseId, { trainerId: trainer.trainerId, meetingLink: `https://meet.example.com/${name.split(" ")[0]}` });
  await enrol(learner.user.id, batch.id);
  const material = await call(addMaterial, { token: trainer.token, params: { id: batch.id }, body: { title: "Slides", url: "https://slides.example.com/1" } });
  expect(material.status).toBe(201);
  const feedUrl: string = (await call(trainerFeed, { token: trainer.token })).json.data.url;
  return { trainer, batch, materialId: material.json.data._id as string, file: feedUrl.split("/").at(-1)! };
}

/** Every call of the trainer's role, as its answer's status. */
async function doors(t: TestTrainer, batchId: string, materialId: string, file: string) {
  return {
    sessions: (await call(sessionsOfTrainer, { token: t.token })).status,
    feedUrl: (await call(trainerFeed, { token: t.token })).status,
    attendance: (await call(attendanceOf, { token: t.token, params: { id: batchId } })).status,
    mark: (
      await call(markAttendance, { token: t.token, method: "PUT", params: { id: batchId }, body: { userId: learner.user.id, date: today, present: true } })
    ).status,
    roster: (await roster(t.token, batchId)).status,
    materials: (await call(materialsOf, { token: t.token, params: { id: batchId } })).status,
    addMaterial: (await call(addMaterial, { token: t.token, params: { id: batchId }, body: { title: "More", url: "https://slides.example.com/2" } })).status,
    deleteMaterial: (await call(deleteMaterial, { token: t.token, method: "DELETE", params: { id: batchId, materialId } })).status,
    feedFile: (await call(feedFile, { params: { file } })).status,
  };
}

describe("a deactivated trainer", () => {
  it("keeps every door while active, and loses them all, feed included, the moment staff set active: false", async () => {
    const { trainer, batch, materialId, file } = await trainerWithBatch("Dina Active");
    const feed = await call(feedFile, { params: { file } });
    expect(feed.json).toContain("meet.example.com/Dina");
    const deactivated = await call(updateTrainer, { token: staff.token, method: "PUT", params: { id: trainer.trainerId }, body: { active: false } });
    expect(deactivated.status).toBe(200);
    expect(await doors(trainer, batch.id, materialId, file)).toEqual({
      sessions: 403,
      feedUrl: 403,
      attendance: 403,
      mark: 403,
      roster: 403,
      materials: 403,
      addMaterial: 403,
      deleteMaterial: 403,
      feedFile: 404,
    });
    expect(refusal(await call(sessionsOfTrainer, { token: trainer.token }))).toEqual([403, "Trainers only."]);
    // A feed they make again as any account holds none of the batches they taught.
    const again = await call(newFeed, { token: trainer.token, method: "POST" });
    expect(again.status).toBe(200);
    const ics = await call(feedFile, { params: { file: again.json.data.url.split("/").at(-1) } });
    expect(ics.json).not.toContain("meet.example.com/Dina");
    expect(ics.json).not.toContain(batch.id);
  });

  it("gets everything back when staff set active: true again", async () => {
    const { trainer, batch } = await trainerWithBatch("Raj Returning");
    await call(updateTrainer, { token: staff.token, method: "PUT", params: { id: trainer.trainerId }, body: { active: false } });
    await call(updateTrainer, { token: staff.token, method: "PUT", params: { id: trainer.trainerId }, body: { active: true } });
    expect((await call(attendanceOf, { token: trainer.token, params: { id: batch.id } })).status).toBe(200);
  });
});

describe("DELETE /api/admin/trainers/{id}", () => {
  it("removes the trainer role: the account is a learner again, the profile inactive, the feed off; audited", async () => {
    const { trainer, batch, materialId, file } = await trainerWithBatch("Omar Removed");
    const res = await call(removeTrainer, { token: staff.token, method: "DELETE", params: { id: trainer.trainerId } });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Trainer role removed.");
    const [account] = await testDatabase().db.select().from(users).where(eq(users.id, trainer.user.id));
    expect(account!.role).toBe("learner");
    expect((await call(getTrainer, { token: staff.token, params: { id: trainer.trainerId } })).json.data).toMatchObject({ active: false });
    expect(Object.values(await doors(trainer, batch.id, materialId, file)).every((s) => s === 403 || s === 404)).toBe(true);
    expect((await call(feedFile, { params: { file } })).status).toBe(404);
    const audit = await auditRows("trainer", trainer.trainerId);
    expect(audit.some((a) => a.action === "delete")).toBe(true);
    expect((await auditRows("user", trainer.user.id)).some((a) => JSON.stringify(a.after).includes("learner"))).toBe(true);
  });

  it("answers 404 for no such trainer, 403 to non-staff", async () => {
    const { trainer } = await trainerWithBatch("Ivy Other");
    expect((await call(removeTrainer, { token: staff.token, method: "DELETE", params: { id: "nosuchtrainer" } })).status).toBe(404);
    expect((await call(removeTrainer, { token: trainer.token, method: "DELETE", params: { id: trainer.trainerId } })).status).toBe(403);
  });
});
