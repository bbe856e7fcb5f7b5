import { readFileSync } from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { GET as attendanceGrid, PUT as correctAttendance } from "@/app/api/admin/trainings/[id]/attendance/route";
import { POST as staffRoster } from "@/app/api/admin/trainings/[id]/sessions/[date]/roster/route";
import { POST as trainerRoster } from "@/app/api/trainer/trainings/[id]/sessions/[date]/roster/route";
import { GET as healthz } from "@/app/healthz/route";
import { attendance, auditLog, certificates, sessionRosters } from "@/db/schema";
import { UNKNOWN_ROSTER_MESSAGE } from "@/lib/attendance/roster-parse";
import { ROSTER_TOO_MANY_ROWS } from "@/lib/attendance/roster-records";
import { issueDueCertificates } from "@/lib/certificates/issue";
import { setClock } from "@/lib/clock";
import { enrol } from "../helpers/catalogue";
import { makeTaughtBatch, type TestTrainer } from "../helpers/people";
import { makeLearner, type TestUser } from "../helpers/users";
import { testDatabase } from "../setup/database";

// Three sessions, 10:00–12:00 in Kolkata on 7, 8 and 9 January 2030; the first ends at 06:30Z. The samples in
// tests/fixtures/rosters are reports of the first.
const schedule = { startDate: "2030-01-07", endDate: "2030-01-09", startTime: "10:00", endTime: "12:00", timeZone: "Asia/Kolkata" };
const fixture = (name: string) => readFileSync(path.join(__dirname, "..", "fixtures", "rosters", name));
const handlerContext = (params: Record<string, string>) => ({ params: Promise.resolve(params) });

let staff: TestUser;
let asha: TestUser;
let vikram: TestUser;
let meera: TestUser;
let ben: TestUser;
let trainer: TestTrainer;
let otherTrainer: TestTrainer;
let trainingId: string;

beforeAll(async () => {
  ({ staff, trainer, otherTrainer, trainingId } = await makeTaughtBatch(schedule, "Priya Nair"));
  asha = await makeLearner({ name: "Asha Rao", email: "asha.rao@example.com" });
  vikram = await makeLearner({ name: "Vikram Singh", email: "vikram.singh@example.com" });
  meera = await makeLearner({ name: "Meera Iyer", email: "meera@example.org" });
  ben = await makeLearner({ name: "Ben Ode", email: "ben@example.com" });
  for (const l of [asha, vikram, meera, ben]) await enrol(l.user.id, trainingId);
  // Join clicks: Asha and Vikram on every session (Vikram then left after an hour on the 7th, by the roster).
  await testDatabase()
    .db.insert(attendance)
    .values(
      [asha, vikram].flatMap((l) =>
        ["2030-01-07", "2030-01-08", "2030-01-09"].map((sessionDate) => ({
          trainingId,
          userId: l.user.id,
          sessionDate,
          joinedAt: new Date(`${sessionDate}T04:25:00Z`),
        })),
      ),
    );
});
afterEach(() => setClock(undefined));

function upload(
  handler: (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>,
  token: string | undefined,
  date: string,
  file: Buffer | undefined,
  id = trainingId,
) {
  const form = new FormData();
  if (file) form.append("file", new Blob([new Uint8Array(file)], { type: "text/csv" }), "participants.csv");
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  return handler(
    new Request(`http://localhost:3000/api/x/trainings/${id}/sessions/${date}/roster`, { method: "POST", body: form, headers }),
    handlerContext({ id, date }),
  );
}
async function read(res: Response) {
  const json = (await res.json()) as {
    message?: string;
    data?: { present: string[]; absent: string[]; unmatched: { name: string; email: string; minutes: number }[] };
    errors?: Record<string, string>;
  };
  return { status: res.status, json };
}
const sorted = (ids: string[]) => [...ids].sort();

describe("POST /api/admin/trainings/{id}/sessions/{date}/roster", () => {
  it("refuses anonymous callers, learners and trainers on the staff path", async () => {
    setClock(new Date("2030-01-07T07:00:00Z"));
    expect((await upload(staffRoster, undefined, "2030-01-07", fixture("zoom-participants.csv"))).status).toBe(401);
    expect((await upload(staffRoster, asha.token, "2030-01-07", fixture("zoom-participants.csv"))).status).toBe(403);
    expect((await upload(staffRoster, trainer.token, "2030-01-07", fixture("zoom-participants.csv"))).status).toBe(403);
  });

  it("answers 409 for a session that has not ended, 400 for a date that is no session, an empty file or another format", async () => {
    setClock(new Date("2030-01-07T06:29:59Z"));
    const early = await read(await upload(staffRoster, staff.token, "2030-01-07", fixture("zoom-participants.csv")));
    expect([early.status, early.json.message]).toEqual([409, "This session has not ended yet. Upload its participant report after it ends."]);
    setClock(new Date("2030-01-20T00:00:00Z"));
    const noSession = await read(await upload(staffRoster, staff.token, "2030-01-10", fixture("zoom-participants.csv")));
    expect([noSession.status, noSession.json.errors]).toEqual([400, { date: "That date is not a session of this training." }]);
    const unknown = await read(await upload(staffRoster, staff.token, "2030-01-07", Buffer.from("Student,Mail,Entered\nAsha,asha.rao@example.com,10:00\n")));
    expect([unknown.status, unknown.json.message]).toEqual([400, UNKNOWN_ROSTER_MESSAGE]);
    expect(unknown.json.message).toContain("Zoom's participants report (CSV), Google Meet's attendance report (CSV) or Microsoft Teams' attendance report");
    const empty = await read(await upload(staffRoster, staff.token, "2030-01-07", Buffer.alloc(0)));
    expect([empty.status, empty.json.message]).toEqual([400, "The file is empty."]);
    const missing = await read(await upload(staffRoster, staff.token, "2030-01-07", undefined));
    expect([missing.status, missing.json.message]).toEqual([400, "Choose a file to upload."]);
    expect((await upload(staffRoster, staff.token, "2030-1-7", fixture("zoom-participants.csv"))).status).toBe(404);
    expect((await upload(staffRoster, staff.token, "2030-01-07", fixture("zoom-participants.csv"), "nosuchtraining0")).status).toBe(404);
    expect(await testDatabase().db.select().from(sessionRosters)).toEqual([]);
  });

  it.each([["zoom-participants.csv"], ["meet-attendance.csv"], ["teams-attendance.csv"]])(
    "reads %s: present by minutes, absent whatever was clicked, unmatched listed; a new upload replaces the last",
    async (file) => {
      setClock(new Date("2030-01-07T06:30:00Z"));
      const { status, json } = await read(await upload(staffRoster, staff.token, "2030-01-07", fixture(file)));
      expect(status).toBe(200);
      expect(json.message).toBe("Roster uploaded.");
      expect(sorted(json.data!.present)).toEqual(sorted([asha.user.id, meera.user.id]));
      expect(sorted(json.data!.absent)).toEqual(sorted([vikram.user.id, ben.user.id]));
      expect(json.data!.unmatched.map((u) => u.email)).toEqual(["priya.nair@stackwise.example", ""]);
      const rosters = await testDatabase().db.select().from(sessionRosters).where(eq(sessionRosters.trainingId, trainingId));
      expect(rosters).toHaveLength(1);
      expect(rosters[0]!.format).toBe(file.split("-")[0]);
      // The click stays as evidence.
      const clicks = await testDatabase()
        .db.select()
        .from(attendance)
        .where(and(eq(attendance.userId, vikram.user.id), eq(attendance.sessionDate, "2030-01-07")));
      expect(clicks).toHaveLength(1);
    },
  );

  it("is audited", async () => {
    const audits = await testDatabase().db.select().from(auditLog).where(eq(auditLog.entity, "roster"));
    expect(audits.length).toBeGreaterThanOrEqual(3);
    expect(audits.every((a) => a.action === "upload" && a.actorUserId === staff.user.id)).toBe(true);
  });
});

describe("POST /api/trainer/trainings/{id}/sessions/{date}/roster", () => {
  it("lets the batch's trainer upload; another trainer gets 404; staff and learners 403", async () => {
    setClock(new Date("2030-01-08T07:00:00Z"));
    const mine = await read(await upload(trainerRoster, trainer.token, "2030-01-07", fixture("teams-attendance.csv")));
    expect(mine.status).toBe(200);
    expect(sorted(mine.json.data!.present)).toEqual(sorted([asha.user.id, meera.user.id]));
    const [roster] = await testDatabase().db.select().from(sessionRosters).where(eq(sessionRosters.trainingId, trainingId));
    expect(roster!.uploadedBy).toBe(trainer.user.id);
    const theirs = await read(await upload(trainerRoster, otherTrainer.token, "2030-01-07", fixture("teams-attendance.csv")));
    expect([theirs.status, theirs.json.message]).toEqual([404, "Training not found."]);
    expect((await upload(trainerRoster, staff.token, "2030-01-07", fixture("teams-attendance.csv"))).status).toBe(403);
    expect((await upload(trainerRoster, asha.token, "2030-01-07", fixture("teams-attendance.csv"))).status).toBe(403);
    expect((await upload(trainerRoster, undefined, "2030-01-07", fixture("teams-attendance.csv"))).status).toBe(401);
    const early = await read(await upload(trainerRoster, trainer.token, "2030-01-09", fixture("teams-attendance.csv")));
    expect(early.status).toBe(409);
  });
});

describe("The attendance grid's marks and the certificates", () => {
  it("shows each mark's source (a staff correction wins) and certificates count the roster, not the click", async () => {
    setClock(new Date("2030-01-09T07:00:00Z"));
    const params = { id: trainingId };
    const put = (body: unknown) =>
      correctAttendance(
        new Request("http://localhost:3000/", {
          method: "PUT",
          headers: { authorization: `Bearer ${staff.token}`, "content-type": "application/json" },
          body: JSON.stringify(body),
        }),
        handlerContext(params),
      );
    expect((await put({ userId: ben.user.id, date: "2030-01-08", present: true })).status).toBe(200);
    const grid = await attendanceGrid(new Request("http://localhost:3000/", { headers: { authorization: `Bearer ${staff.token}` } }), handlerContext(params));
    const { data } = (await grid.json()) as { data: { learners: { userId: string; attended: string[]; marks: unknown[] }[] } };
    const of = (u: TestUser) => data.learners.find((l) => l.userId === u.user.id)!;
    expect(of(asha).marks).toEqual([
      { date: "2030-01-07", present: true, source: "roster" },
      { date: "2030-01-08", present: true, source: "join" },
      { date: "2030-01-09", present: true, source: "join" },
    ]);
    expect(of(vikram).marks).toEqual([
      { date: "2030-01-07", present: false, source: "roster" },
      { date: "2030-01-08", present: true, source: "join" },
      { date: "2030-01-09", present: true, source: "join" },
    ]);
    expect(of(vikram).attended).toEqual(["2030-01-08", "2030-01-09"]);
    expect(of(ben).marks).toEqual([
      { date: "2030-01-07", present: false, source: "roster" },
      { date: "2030-01-08", present: true, source: "staff" },
    ]);
    // A correction over the roster wins, both ways.
    expect((await put({ userId: ben.user.id, date: "2030-01-07", present: true })).status).toBe(200);
    expect((await put({ userId: asha.user.id, date: "2030-01-07", present: false })).status).toBe(200);
    expect((await put({ userId: asha.user.id, date: "2030-01-07", present: true })).status).toBe(200);
    const again = (await (
      await attendanceGrid(new Request("http://localhost:3000/", { headers: { authorization: `Bearer ${staff.token}` } }), handlerContext(params))
    ).json()) as { data: typeof data };
    const ben2 = again.data.learners.find((l) => l.userId === ben.user.id)!;
    expect(ben2.marks[0]).toEqual({ date: "2030-01-07", present: true, source: "staff" });
    expect(again.data.learners.find((l) => l.userId === asha.user.id)!.marks[0]).toEqual({ date: "2030-01-07", present: true, source: "staff" });

    // 75 % of three sessions is all three: Asha (roster, join, join) gets one; Vikram clicked all three but the
    // roster says he left: none.
    expect(await issueDueCertificates(new Date("2030-01-09T06:30:00Z"))).toMatchObject({ trainings: 1 });
    const issued = await testDatabase().db.select().from(certificates).where(eq(certificates.trainingId, trainingId));
    expect(issued.map((c) => c.userId)).toEqual([asha.user.id]);
  });
});

describe("A participant report of any content costs the server little", () => {
  const MB5 = 5 * 1024 * 1024;
  const ZOOM = "Name (Original Name),User Email,Join Time,Leave Time,Duration (Minutes)\n";

  // A trainer's 5 MB upload of a duration made of digits once took days of the only thread: /healthz, every page and
  // the mail waited. Now the file is read in one pass while the health check and a timer still answer in time.
  it.each([
    ["a duration of 5 MB of digits", Buffer.from(`${ZOOM}Asha Rao,asha.rao@example.com,,,${"1".repeat(MB5 - 200)}x\n`), 200, "Roster uploaded."],
    ["rows of 2,000-digit durations", Buffer.from(ZOOM + `A,a@x,,,${"7".repeat(2000)}m\n`.repeat(2500)), 200, "Roster uploaded."],
    ["thousands of long stays of one learner", Buffer.from(ZOOM + "Asha Rao,asha.rao@example.com,,,99999\n".repeat(2500)), 200, "Roster uploaded."],
    ["more rows than any meeting has", Buffer.from(ZOOM + "Asha Rao,asha.rao@example.com,,,56\n".repeat(20_001)), 400, ROSTER_TOO_MANY_ROWS],
  ])("%s: answered, and /healthz answers within 2 s meanwhile", async (_name, file, status, message) => {
    setClock(new Date("2030-01-20T00:00:00Z"));
    expect(file.byteLength).toBeLessThanOrEqual(MB5);
    let longestGap = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const at = performance.now();
      longestGap = Math.max(longestGap, at - last);
      last = at;
    }, 20);
    try {
      const started = performance.now();
      const answer = upload(trainerRoster, trainer.token, "2030-01-09", file);
      const health = healthz(new Request("http://localhost:3000/healthz"), handlerContext({})).then((res) => ({ res, at: performance.now() }));
      const { status: got, json } = await read(await answer);
      const checked = await health;
      expect([got, json.message]).toEqual([status, message]);
      expect(checked.res.status).toBe(200);
      expect(checked.at - started).toBeLessThan(2000);
      expect(longestGap).toBeLessThan(2000);
    } finally {
      clearInterval(ticker);
    }
  });
});
