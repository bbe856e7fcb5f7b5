import { eq, and } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { GET as attendanceGrid, PUT as correctAttendance } from "@/app/api/admin/trainings/[id]/attendance/route";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { GET as joinRoute } from "@/app/join/[trainingId]/route";
import { JoinNotice } from "@/components/learning/join-notice";
import { attendance, auditLog } from "@/db/schema";
import { joinState } from "@/lib/attendance/join";
import { setClock } from "@/lib/clock";
import { enrol, makeTraining, makeTwoCourses } from "../helpers/catalogue";
import { call } from "../helpers/http";
import { makeLearner, makeStaff } from "../helpers/users";
import { testDatabase } from "../setup/database";

// Sessions at 19:00–21:00 New York time on 9, 10 and 12 March 2030 (the 11th is skipped). Clocks go forward on
// the 10th: the 9th is UTC−5 (00:00–02:00Z), the 10th and 12th UTC−4 (23:00–01:00Z).
const schedule = {
  startDate: "2030-03-09",
  endDate: "2030-03-12",
  startTime: "19:00",
  endTime: "21:00",
  timeZone: "America/New_York",
  days: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
  skipDates: ["2030-03-11"],
};

let courseId: string;
beforeAll(async () => {
  [courseId] = await makeTwoCourses();
});
afterEach(() => setClock(undefined));

// A page route, not an API contract: its context names its own segment.
const join = (request: Request, context: { params: Promise<Record<string, string>> }) =>
  joinRoute(request, context as { params: Promise<{ trainingId: string }> });
const at = (iso: string) => setClock(new Date(iso));
const joinAs = (cookie: string | undefined, trainingId: string) => call(join, { path: `/join/${trainingId}`, params: { trainingId }, cookie });
/**
 * Outside the window Join answers 303 to its waiting page: what that page shows (its component over the state it
 * reads, read only), after checking the redirect. The page was once a string-built 200 answer of the route itself.
 */
async function joinToWaiting(learner: { cookie: string; user: { id: string } }, trainingId: string): Promise<string> {
  const answer = await joinAs(learner.cookie, trainingId);
  expect(answer.status).toBe(303);
  expect(answer.headers.get("location")).toBe(`/join/${trainingId}/waiting`);
  expect(answer.headers.get("cache-control")).toBe("private, no-store");
  return renderToStaticMarkup(createElement(JoinNotice, { trainingId, state: await joinState(learner.user.id, trainingId) }));
}
const recordsOf = (userId: string, trainingId: string) =>
  testDatabase()
    .db.select()
    .from(attendance)
    .where(and(eq(attendance.userId, userId), eq(attendance.trainingId, trainingId)));

describe("GET /join/{trainingId}", () => {
  it("opens exactly 15 minutes before a session in the training's zone, keeps the first join, and closes exactly at the end", async () => {
    const learner = await makeLearner();
    const training = await makeTraining(courseId, schedule);
    await enrol(learner.user.id, training.id);

    at("2030-03-10T22:44:59.999Z");
    const early = await joinToWaiting(learner, training.id);
    expect(early).toContain("The session is not open yet");
    expect(early).toContain("opens for joining at 6:45 pm on Sunday, 10 March 2030 (America/New_York)");
    expect(early).toContain("It starts at 7:00 pm on Sunday, 10 March 2030");
    expect(await recordsOf(learner.user.id, training.id)).toHaveLength(0);

    at("2030-03-10T22:45:00Z");
    const opened = await joinAs(learner.cookie, training.id);
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toBe(training.meetingLink);

    at("2030-03-11T00:59:59.999Z");
    const again = await joinAs(learner.cookie, training.id);
    expect(again.status).toBe(303);
    const records = await recordsOf(learner.user.id, training.id);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ sessionDate: "2030-03-10", recordedBy: null });
    expect(records[0]!.joinedAt!.toISOString()).toBe("2030-03-10T22:45:00.000Z");

    at("2030-03-11T01:00:00Z");
    const closed = await joinToWaiting(learner, training.id);
    // The 11th is a skip date: the next session is the 12th.
    expect(closed).toContain("opens for joining at 6:45 pm on Tuesday, 12 March 2030 (America/New_York)");

    at("2030-03-13T01:00:00Z");
    expect(await joinToWaiting(learner, training.id)).toContain("This batch has ended");
    expect(await recordsOf(learner.user.id, training.id)).toHaveLength(1);
  });

  it("is a 404 without an active enrolment or for an unknown training, and sends visitors to sign in first", async () => {
    const [stranger, inactive, staff] = [await makeLearner(), await makeLearner(), await makeStaff()];
    const training = await makeTraining(courseId, schedule);
    await enrol(inactive.user.id, training.id, false);
    at("2030-03-10T23:30:00Z");

    // The route itself answers 404 (sales-and-batches.md §4) with the 404 page's words; the waiting page reads the same.
    const notFound = { status: 404 };
    for (const who of [stranger, inactive, staff]) {
      const answer = await joinAs(who.cookie, training.id);
      expect(answer.status).toBe(404);
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect(String(answer.json)).toContain("Page not found");
      await expect(joinState(who.user.id, training.id)).rejects.toMatchObject(notFound);
      expect(await recordsOf(who.user.id, training.id)).toHaveLength(0);
    }
    expect((await joinAs(stranger.cookie, "nosuchtraining0")).status).toBe(404);
    expect((await joinAs(stranger.cookie, "bad-id!")).status).toBe(404);
    await expect(joinState(stranger.user.id, "bad-id!")).rejects.toMatchObject(notFound);

    const visitor = await joinAs(undefined, training.id);
    expect(visitor.status).toBe(303);
    expect(visitor.headers.get("location")).toBe(`/auth/login?redirect=${encodeURIComponent(`/join/${training.id}`)}`);
  });

  it("says a cancelled batch has no session to join", async () => {
    const learner = await makeLearner();
    const training = await makeTraining(courseId, { ...schedule, isCancelled: true });
    await enrol(learner.user.id, training.id);
    at("2030-03-10T23:30:00Z");
    expect(await joinToWaiting(learner, training.id)).toContain("This batch was cancelled");
  });
});

describe("Staff attendance: GET and PUT /api/admin/trainings/{id}/attendance", () => {
  it("answers the grid with rates, corrects records (audited) and refuses non-sessions and non-learners", async () => {
    const staff = await makeStaff();
    const [asha, ben, outsider] = [await makeLearner({ name: "Asha Rao" }), await makeLearner({ name: "Ben Ode" }), await makeLearner()];
    const training = await makeTraining(courseId, schedule);
    await enrol(asha.user.id, training.id);
    await enrol(ben.user.id, training.id);
    at("2030-03-10T23:00:00Z");
    expect((await joinAs(asha.cookie, training.id)).status).toBe(303);

    const params = { id: training.id };
    expect((await call(attendanceGrid, { params })).status).toBe(401);
    expect((await call(attendanceGrid, { params, token: asha.token })).status).toBe(403);
    const grid = await call(attendanceGrid, { params, token: staff.token });
    expect(grid.status).toBe(200);
    expect(grid.json.data).toEqual({
      sessions: ["2030-03-09", "2030-03-10", "2030-03-12"],
      learners: [
        {
          userId: asha.user.id,
          name: "Asha Rao",
          email: asha.user.email,
          attended: ["2030-03-10"],
          rate: 33.3,
          marks: [{ date: "2030-03-10", present: true, source: "join" }],
        },
        { userId: ben.user.id, name: "Ben Ode", email: ben.user.email, attended: [], rate: 0, marks: [] },
      ],
    });

    const put = (token: string, body: unknown) => call(correctAttendance, { method: "PUT", params, token, body });
    const added = await put(staff.token, { userId: asha.user.id, date: "2030-03-09", present: true });
    expect(added.status).toBe(200);
    expect(added.json).toMatchObject({ message: "Attendance updated.", data: { attended: ["2030-03-09", "2030-03-10"], rate: 66.7 } });
    const removed = await put(staff.token, { userId: asha.user.id, date: "2030-03-10", present: false });
    expect(removed.json.data).toMatchObject({ attended: ["2030-03-09"], rate: 33.3 });
    const audits = await testDatabase().db.select().from(auditLog).where(eq(auditLog.entity, "attendance"));
    expect(audits.map((a) => [a.action, a.actorUserId])).toEqual([
      ["create", staff.user.id],
      ["delete", staff.user.id],
    ]);

    const skipped = await put(staff.token, { userId: asha.user.id, date: "2030-03-11", present: true });
    expect(skipped.status).toBe(400);
    expect(skipped.json.errors).toEqual({ date: "That date is not a session of this training." });
    const notEnrolled = await put(staff.token, { userId: outsider.user.id, date: "2030-03-09", present: true });
    expect(notEnrolled.status).toBe(400);
    expect(notEnrolled.json.errors).toEqual({ userId: "That learner is not enrolled in this training." });
    expect((await put(asha.token, { userId: asha.user.id, date: "2030-03-12", present: true })).status).toBe(403);
    expect(
      (
        await call(correctAttendance, {
          method: "PUT",
          params: { id: "nosuchtraining0" },
          token: staff.token,
          body: { userId: asha.user.id, date: "2030-03-09", present: true },
        })
      ).status,
    ).toBe(404);
  });

  it("exports a formula-safe CSV", async () => {
    const staff = await makeStaff();
    const sly = await makeLearner({ name: '=HYPERLINK("http://evil.example","x")' });
    const plus = await makeLearner({ name: "+1 Plus" });
    const training = await makeTraining(courseId, schedule);
    await enrol(sly.user.id, training.id);
    await enrol(plus.user.id, training.id);
    at("2030-03-09T23:50:00Z");
    expect((await joinAs(sly.cookie, training.id)).status).toBe(303);

    const csv = await call(attendanceGrid, {
      params: { id: training.id },
      path: `/api/admin/trainings/${training.id}/attendance?format=csv`,
      token: staff.token,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="attendance-/);
    const lines = (csv.json as string)
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe('"Name","Email","2030-03-09","2030-03-10","2030-03-12","Rate (%)"');
    expect(lines).toContain(`"'+1 Plus","${plus.user.email}","","","","0"`);
    expect(lines).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")","${sly.user.email}","present","","","33.3"`);
  });
});
