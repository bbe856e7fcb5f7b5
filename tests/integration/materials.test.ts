import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { DELETE as staffDelete } from "@/app/api/admin/trainings/[id]/materials/[materialId]/route";
import { GET as staffList, POST as staffAdd } from "@/app/api/admin/trainings/[id]/materials/route";
import { DELETE as trainerDelete } from "@/app/api/trainer/trainings/[id]/materials/[materialId]/route";
import { POST as trainerAdd } from "@/app/api/trainer/trainings/[id]/materials/route";
import { GET as openOne } from "@/app/api/training/[id]/materials/[materialId]/route";
import { GET as learnerList } from "@/app/api/training/[id]/materials/route";
import { auditLog, mailOutbox, materialFiles, rosterMarks, sessionRosters } from "@/db/schema";
import { setClock } from "@/lib/clock";
import { mailAbsentLearners } from "@/lib/materials/absence";
import { enrol } from "../helpers/catalogue";
import { call } from "../helpers/http";
import { makeTaughtBatch, type TestTrainer } from "../helpers/people";
import { makeLearner, type TestUser } from "../helpers/users";
import { testDatabase } from "../setup/database";

// Sessions 10:00–12:00 in Kolkata on 4, 5 and 6 February 2030 (04:30–06:30Z); the last ends 2030-02-06T06:30Z, so
// recordings stay until 2030-03-08T06:30Z (RECORDING_DAYS 30).
const schedule = { startDate: "2030-02-04", endDate: "2030-02-06", startTime: "10:00", endTime: "12:00", timeZone: "Asia/Kolkata" };
const file = (name: string) => readFileSync(path.join(__dirname, "..", "fixtures", "materials", name));
type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

let staff: TestUser;
let learner: TestUser;
let outsider: TestUser;
let lapsed: TestUser;
let trainer: TestTrainer;
let otherTrainer: TestTrainer;
let trainingId: string;

beforeAll(async () => {
  ({ staff, trainer, otherTrainer, trainingId } = await makeTaughtBatch(schedule));
  learner = await makeLearner({ name: "Asha Rao" });
  outsider = await makeLearner();
  lapsed = await makeLearner();
  await enrol(learner.user.id, trainingId);
  await enrol(lapsed.user.id, trainingId, false);
});
afterEach(() => setClock(undefined));

function multipart(handler: Handler, token: string | undefined, fields: Record<string, string>, upload?: { bytes: Buffer; name: string }, id = trainingId) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (upload) form.append("file", new Blob([new Uint8Array(upload.bytes)], { type: "application/octet-stream" }), upload.name);
  // A browser's boundary has capitals (Chromium: ----WebKitFormBoundaryAbC…): it must reach the parser as sent.
  const body = new Response(form);
  const boundary = "----WebKitFormBoundaryPr00fOfLearning";
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  return (async () => {
    const original = body.headers.get("content-type")!.split("boundary=")[1]!;
    const bytes = Buffer.from(await body.arrayBuffer())
      .toString("latin1")
      .split(original)
      .join(boundary);
    headers["content-type"] = `multipart/form-data; boundary=${boundary}`;
    return handler(new Request(`http://localhost:3000/api/x/trainings/${id}/materials`, { method: "POST", body: Buffer.from(bytes, "latin1"), headers }), {
      params: Promise.resolve({ id }),
    });
  })();
}
const json = async (res: Response) => ({
  status: res.status,
  body: (await res.json()) as { message: string; data?: Record<string, unknown> & { items?: Record<string, unknown>[] }; errors?: Record<string, string> },
});
const link = (token: string | undefined, body: unknown, handler: Handler = staffAdd, id = trainingId) => call(handler, { params: { id }, token, body });
const open = (token: string | undefined, materialId: string) =>
  openOne(
    new Request(`http://localhost:3000/api/training/${trainingId}/materials/${materialId}`, { headers: token ? { authorization: `Bearer ${token}` } : {} }),
    { params: Promise.resolve({ id: trainingId, materialId }) },
  );
const listAs = (token: string | undefined) => call(learnerList, { params: { id: trainingId }, token });

describe("POST /api/admin/trainings/{id}/materials", () => {
  it("adds a link (JSON) and answers 201 with the material; refuses others and bad input with the message", async () => {
    const made = await link(staff.token, { title: "Cluster setup notes", sessionDate: "2030-02-04", url: "https://docs.example.com/k8s/day1" });
    expect(made.status).toBe(201);
    expect(made.json.message).toBe("Material added.");
    expect(made.json.data).toMatchObject({
      title: "Cluster setup notes",
      kind: "material",
      sessionDate: "2030-02-04",
      url: "https://docs.example.com/k8s/day1",
    });
    expect(made.json.data.createdAt).toMatch(/Z$/);
    expect((await link(undefined, { title: "x", url: "https://a.example" })).status).toBe(401);
    expect((await link(learner.token, { title: "x", url: "https://a.example" })).status).toBe(403);
    expect((await link(trainer.token, { title: "x", url: "https://a.example" })).status).toBe(403);
    const cases: [unknown, string][] = [
      [{ url: "https://a.example" }, "Title is required."],
      [{ title: "x", url: "javascript:alert(1)" }, "The link must be an http(s) URL."],
      [{ title: "x" }, "Give a link (url) or upload a file."],
      [{ title: "x", url: "https://a.example", kind: "slides" }, "kind must be material or recording."],
      [{ title: "x", url: "https://a.example", sessionDate: "2030-02-07" }, "That date is not a session of this training."],
    ];
    for (const [body, message] of cases) {
      const res = await link(staff.token, body);
      expect([res.status, res.json.message]).toEqual([400, message]);
    }
    expect((await link(staff.token, { title: "x", url: "https://a.example" }, staffAdd, "nosuchtraining0")).status).toBe(404);
  });

  it.each([
    ["day1-notes.pdf", "application/pdf"],
    ["day1-slides.pptx", "application/vnd.openxmlformats-officedocument.presentationml.presentation"],
    ["lab-guide.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    ["lab-files.zip", "application/zip"],
  ])("stores %s in the database, checked by content, behind the portal's address", async (name, type) => {
    const res = await json(await multipart(staffAdd, staff.token, { title: name, kind: "material", sessionDate: "2030-02-05" }, { bytes: file(name), name }));
    expect(res.status).toBe(201);
    const id = res.body.data!._id as string;
    expect(res.body.data!.url).toBe(`/api/training/${trainingId}/materials/${id}`);
    const [stored] = await testDatabase().db.select().from(materialFiles).where(eq(materialFiles.materialId, id));
    expect(stored!.bytes.equals(file(name))).toBe(true);
    setClock(new Date("2030-02-05T04:30:00Z"));
    const served = await open(learner.token, id);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe(type);
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-disposition")).toContain(`attachment; filename="${name}"`);
    expect(Buffer.from(await served.arrayBuffer()).equals(file(name))).toBe(true);
  });

  it("refuses a file whose content is not one of the six types, whatever its name, and one over 50 MB", async () => {
    const fake = [
      ["notes.pdf", Buffer.from("just text, not a PDF")],
      ["page.html", Buffer.from("<!doctype html><script>alert(1)</script>")],
      ["tool.exe", Buffer.concat([Buffer.from("MZ"), Buffer.alloc(300, 0x90)])],
      ["pic.gif", Buffer.from("GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;")],
    ] as const;
    for (const [name, bytes] of fake) {
      const res = await json(await multipart(staffAdd, staff.token, { title: name }, { bytes, name }));
      expect([res.status, res.body.message]).toEqual([400, "Upload a PDF, PowerPoint (PPTX), Word (DOCX), ZIP, PNG or JPEG file."]);
    }
    const big = Buffer.concat([file("day1-notes.pdf"), Buffer.alloc(50 * 1024 * 1024 + 1)]);
    const res = await json(await multipart(staffAdd, staff.token, { title: "Huge" }, { bytes: big, name: "huge.pdf" }));
    expect([res.status, res.body.message]).toEqual([413, "Files must be at most 50 MB."]);
  });
});

describe("The trainer's materials: POST and DELETE /api/trainer/trainings/{id}/materials", () => {
  it("lets the batch's trainer add and remove; another trainer gets 404, staff 403", async () => {
    const mine = await link(trainer.token, { title: "Trainer's cheat sheet", url: "https://cheats.example.com/k8s" }, trainerAdd);
    expect(mine.status).toBe(201);
    expect((await link(otherTrainer.token, { title: "x", url: "https://a.example" }, trainerAdd)).status).toBe(404);
    expect((await link(staff.token, { title: "x", url: "https://a.example" }, trainerAdd)).status).toBe(403);
    const del = (handler: Handler, token: string, materialId: string) => call(handler, { method: "DELETE", params: { id: trainingId, materialId }, token });
    expect((await del(trainerDelete, otherTrainer.token, mine.json.data._id)).status).toBe(404);
    const removed = await del(trainerDelete, trainer.token, mine.json.data._id);
    expect([removed.status, removed.json.message]).toEqual([200, "Material removed."]);
    expect((await del(trainerDelete, trainer.token, mine.json.data._id)).status).toBe(404);
    const audits = await testDatabase().db.select().from(auditLog).where(eq(auditLog.entityId, mine.json.data._id));
    expect(audits.map((a) => [a.action, a.actorUserId])).toEqual([
      ["create", trainer.user.id],
      ["delete", trainer.user.id],
    ]);
  });
});

let recordingId: string;
let batchWide: string;
let day3: string;

describe("GET /api/training/{id}/materials and the files behind it", () => {
  beforeAll(async () => {
    recordingId = (
      await link(staff.token, { title: "Day 1 recording", kind: "recording", sessionDate: "2030-02-04", url: "https://recordings.example.com/day1" })
    ).json.data._id;
    batchWide = (await link(staff.token, { title: "Course handbook", url: "https://docs.example.com/handbook" })).json.data._id;
    day3 = (
      await json(
        await multipart(staffAdd, staff.token, { title: "Day 3 notes", sessionDate: "2030-02-06" }, { bytes: file("day1-notes.pdf"), name: "day3.pdf" }),
      )
    ).body.data!._id as string;
  });

  it("shows an enrolled learner what has started, and no one else anything", async () => {
    setClock(new Date("2030-02-04T04:29:59Z"));
    const before = await listAs(learner.token);
    expect(before.status).toBe(200);
    expect(before.json.data.items.map((m: { title: string }) => m.title)).toEqual(["Course handbook"]);
    setClock(new Date("2030-02-04T04:30:00Z"));
    const titles = (await listAs(learner.token)).json.data.items.map((m: { title: string }) => m.title);
    expect(titles).toContain("Day 1 recording");
    expect(titles).not.toContain("Day 3 notes");
    for (const item of (await listAs(learner.token)).json.data.items) expect(item.url).toBe(`/api/training/${trainingId}/materials/${item._id}`);
    expect((await open(learner.token, day3)).status).toBe(404);
    expect((await listAs(undefined)).status).toBe(401);
    expect((await listAs(outsider.token)).status).toBe(404);
    expect((await listAs(lapsed.token)).status).toBe(404);
    expect((await listAs(staff.token)).status).toBe(404);
    expect((await call(learnerList, { params: { id: "nosuchtraining0" }, token: learner.token })).status).toBe(404);
  });

  it("serves files and links only after the check: enrolled yes, not enrolled 404, an expired recording 410", async () => {
    setClock(new Date("2030-02-06T05:00:00Z"));
    const redirect = await open(learner.token, recordingId);
    expect([redirect.status, redirect.headers.get("location")]).toEqual([302, "https://recordings.example.com/day1"]);
    expect((await open(learner.token, day3)).status).toBe(200);
    expect((await open(outsider.token, day3)).status).toBe(404);
    expect((await open(lapsed.token, day3)).status).toBe(404);
    expect((await open(undefined, day3)).status).toBe(401);
    expect((await open(learner.token, "nosuchmaterial0")).status).toBe(404);

    setClock(new Date("2030-03-08T06:29:59Z"));
    expect((await open(learner.token, recordingId)).status).toBe(302);
    setClock(new Date("2030-03-08T06:30:00Z"));
    const gone = await open(learner.token, recordingId);
    expect(gone.status).toBe(410);
    expect(((await gone.json()) as { message: string }).message).toBe("This recording is no longer available.");
    const titles = (await listAs(learner.token)).json.data.items.map((m: { _id: string }) => m._id);
    expect(titles).not.toContain(recordingId);
    expect(titles).toContain(batchWide);
    expect((await open(learner.token, batchWide)).status).toBe(302);
  });

  it("staff list every material and delete one (its file goes too)", async () => {
    const all = await call(staffList, { params: { id: trainingId }, token: staff.token });
    expect(all.status).toBe(200);
    expect(all.json.data.items.find((m: { _id: string }) => m._id === recordingId).url).toBe("https://recordings.example.com/day1");
    const removed = await call(staffDelete, { method: "DELETE", params: { id: trainingId, materialId: day3 }, token: staff.token });
    expect(removed.status).toBe(200);
    expect(await testDatabase().db.select().from(materialFiles).where(eq(materialFiles.materialId, day3))).toEqual([]);
    setClock(new Date("2030-02-06T05:00:00Z"));
    expect((await open(learner.token, day3)).status).toBe(404);
  });
});

describe("The mail to a learner the roster marked absent", () => {
  it("goes once, across two runs at once, with the session's materials and recording; not to the present, not without materials", async () => {
    const { db } = testDatabase();
    const present = await makeLearner({ name: "Vikram Singh" });
    await enrol(present.user.id, trainingId);
    const roster = async (sessionDate: string) => {
      const [r] = await db.insert(sessionRosters).values({ trainingId, sessionDate, format: "zoom" }).returning();
      await db.insert(rosterMarks).values([
        { rosterId: r!.id, userId: learner.user.id, minutes: 20, present: false },
        { rosterId: r!.id, userId: present.user.id, minutes: 118, present: true },
      ]);
    };
    await roster("2030-02-04");
    await roster("2030-02-05");
    // The 5th has the files uploaded above; the 6th has none left.
    const at = new Date("2030-02-06T07:00:00Z");
    const runs = await Promise.all([mailAbsentLearners(at), mailAbsentLearners(at)]);
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to, learner.user.email));
    const missed = mails.filter((m) => m.subject.startsWith("You missed"));
    expect(runs[0]! + runs[1]!).toBe(2);
    expect(missed).toHaveLength(2);
    expect(missed.map((m) => m.subject).sort()).toEqual([
      "You missed Kubernetes Operations on 2030-02-04: materials and recording",
      "You missed Kubernetes Operations on 2030-02-05: materials and recording",
    ]);
    const day4 = missed.find((m) => m.subject.includes("2030-02-04"))!;
    expect(day4.text).toContain(`Recording: Day 1 recording: http://localhost:3000/api/training/${trainingId}/materials/${recordingId}`);
    expect(day4.text).toContain("Material: Cluster setup notes:");
    expect(day4.text).not.toContain("Course handbook");
    expect(await mailAbsentLearners(new Date("2030-02-06T07:01:00Z"))).toBe(0);
    expect((await db.select().from(mailOutbox).where(eq(mailOutbox.to, present.user.email))).filter((m) => m.subject.startsWith("You missed"))).toEqual([]);

    // A session without materials mails no one.
    await roster("2030-02-06");
    expect(await mailAbsentLearners(new Date("2030-02-06T07:02:00Z"))).toBe(0);
  });
});
