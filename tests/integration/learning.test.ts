import { eq, sql } from "drizzle-orm";
import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getCalendarFile } from "@/app/api/calendar/feed/[file]/route";
import { DELETE as revokeFeed, GET as getFeed, POST as createFeed } from "@/app/api/calendar/feed/route";
import { GET as getTrainingIcs } from "@/app/api/calendar/training/[trainingId]/route";
import { PUT as rate } from "@/app/api/course/updateCourseRating/[courseId]/route";
import { GET as myEnrolments } from "@/app/api/enrollment/getAllEnrollmentsByUserId/route";
import { GET as publicRatings } from "@/app/api/rating/getAllRatingsByUser/route";
import { courses, enrolments, trainings } from "@/db/schema";
import { clearCache } from "@/lib/cache";
import { addDays } from "@/lib/trainings/schedule";
import { dateInZone } from "@/lib/trainings/status";
import { makeLearner } from "../helpers/users";
import { call } from "../helpers/http";
import { testDatabase } from "../setup/database";

const today = dateInZone(new Date(), "Asia/Kolkata");
let courseA: string;
let courseB: string;

async function makeTraining(courseId: string, values: Partial<typeof trainings.$inferInsert> = {}) {
  const [t] = await testDatabase()
    .db.insert(trainings)
    .values({
      courseId,
      startDate: addDays(today, -1),
      endDate: addDays(today, 1),
      startTime: "19:00",
      endTime: "21:00",
      timeZone: "Asia/Kolkata",
      meetingLink: `https://meet.example.com/${Math.random().toString(36).slice(2)}`,
      ...values,
    })
    .returning();
  clearCache();
  return t!;
}

async function enrol(userId: string, trainingId: string, isActive = true) {
  await testDatabase().db.insert(enrolments).values({ userId, trainingId, isActive });
}

beforeAll(async () => {
  const { db } = testDatabase();
  const made = await db
    .insert(courses)
    .values([
      { title: "Kubernetes Operations", shortDescription: "Run clusters in production.", durationHours: 30 },
      { title: "Threat Hunting Basics", shortDescription: "Find attackers in your logs.", durationHours: 20 },
    ])
    .returning();
  [courseA, courseB] = [made[0]!.id, made[1]!.id];
});

describe("GET /api/enrollment/getAllEnrollmentsByUserId", () => {
  it("answers 401 without a session", async () => {
    expect((await call(myEnrolments)).status).toBe(401);
  });

  it("lists only the caller's enrolments, with meeting links only on active ones, and the LIVE flag", async () => {
    const me = await makeLearner();
    const other = await makeLearner();
    const ongoing = await makeTraining(courseA);
    const upcoming = await makeTraining(courseB, { startDate: addDays(today, 10), endDate: addDays(today, 20) });
    const someoneElses = await makeTraining(courseB);
    await enrol(me.user.id, ongoing.id);
    await enrol(me.user.id, upcoming.id, false);
    await enrol(other.user.id, someoneElses.id);

    const { status, json, headers } = await call(myEnrolments, { token: me.token });
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(json.data.map((e: { trainingId: { _id: string } }) => e.trainingId._id).sort()).toEqual([ongoing.id, upcoming.id].sort());
    const active = json.data.find((e: { trainingId: { _id: string } }) => e.trainingId._id === ongoing.id);
    const inactive = json.data.find((e: { trainingId: { _id: string } }) => e.trainingId._id === upcoming.id);
    expect(active).toMatchObject({ isActive: true, isLive: true, trainingId: { tcStatus: "Ongoing", meetingLink: ongoing.meetingLink } });
    expect(inactive).toMatchObject({ isActive: false, isLive: false, trainingId: { tcStatus: "Upcoming" } });
    expect(inactive.trainingId).not.toHaveProperty("meetingLink");
    expect(JSON.stringify(json)).not.toContain(someoneElses.meetingLink);
    expect(JSON.stringify(json)).not.toContain(upcoming.meetingLink);
  });
});

describe("PUT /api/course/updateCourseRating/{courseId}", () => {
  it("refuses a course the learner is not (actively) enrolled in", async () => {
    const me = await makeLearner();
    const body = { newRating: 4, review: "Great" };
    expect((await call(rate, { method: "PUT", token: me.token, params: { courseId: courseA }, body })).status).toBe(403);
    const t = await makeTraining(courseA);
    await enrol(me.user.id, t.id, false);
    expect((await call(rate, { method: "PUT", token: me.token, params: { courseId: courseA }, body })).status).toBe(403);
    expect((await call(rate, { method: "PUT", params: { courseId: courseA }, body })).status).toBe(401);
    expect((await call(rate, { method: "PUT", token: me.token, params: { courseId: "nosuchcourse" }, body })).status).toBe(404);
  });

  it.each([
    [{ review: "Good" }, "Please provide a rating before submitting."],
    [{ newRating: 0, review: "Good" }, "Please provide a rating before submitting."],
    [{ newRating: 5.5, review: "Good" }, "The rating can be at most 5 stars."],
    [{ newRating: 4.3, review: "Good" }, "Ratings go in half stars."],
    [{ newRating: 4 }, "Please write your review."],
    [{ newRating: 4, review: "   " }, "Please write your review."],
  ])("validates %o → %s", async (body, message) => {
    const me = await makeLearner();
    const { status, json } = await call(rate, { method: "PUT", token: me.token, params: { courseId: courseA }, body });
    expect(status).toBe(400);
    expect(json.message).toBe(message);
  });

  it("one review per learner and course; a second submit edits it; half stars aggregate; the author is the account", async () => {
    const t = await makeTraining(courseB, { startDate: addDays(today, -30), endDate: addDays(today, -20) });
    const ann = await makeLearner({ name: "Ann Rao" });
    const ben = await makeLearner({ name: "Ben Iyer" });
    await enrol(ann.user.id, t.id);
    await enrol(ben.user.id, t.id);
    const put = (who: { token: string }, body: object) => call(rate, { method: "PUT", token: who.token, params: { courseId: courseB }, body });

    let res = await put(ann, { userName: "Someone Else", courseId: courseA, newRating: 4.5, review: "Clear labs" });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ courseRating: 4.5, courseRatingCount: 1 });
    res = await put(ben, { newRating: 3, review: "Fast pace" });
    expect(res.json.data).toEqual({ courseRating: 3.8, courseRatingCount: 2 });
    res = await put(ann, { newRating: 2.5, review: "Changed my mind" });
    expect(res.json.data).toEqual({ courseRating: 2.8, courseRatingCount: 2 });

    const list = (await call(publicRatings)).json.data.filter((r: { courseId: string }) => r.courseId === courseB);
    expect(list.map((r: { userName: string }) => r.userName).sort()).toEqual(["Ann Rao", "Ben Iyer"]);
    expect(list.find((r: { userName: string }) => r.userName === "Ann Rao")).toMatchObject({ rating: 2.5, review: "Changed my mind" });
    const mine = (await call(myEnrolments, { token: ann.token })).json.data[0];
    expect(mine.myReview).toEqual({ rating: 2.5, review: "Changed my mind" });
  });
});

function parseCalendar(ics: string) {
  const component = new ICAL.Component(ICAL.parse(ics));
  for (const tz of component.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(tz);
  return component.getAllSubcomponents("vevent").map((v) => {
    const e = new ICAL.Event(v);
    const starts: string[] = [];
    const it = e.iterator();
    for (let n = it.next(); n && starts.length < 400; n = it.next()) starts.push(n.toJSDate().toISOString());
    return { uid: e.uid, sequence: e.sequence, status: String(v.getFirstPropertyValue("status")), location: e.location, starts };
  });
}

describe("the private calendar feed", () => {
  it("lists active enrolments, follows DST, changes with the training, and dies when revoked", async () => {
    const me = await makeLearner();
    const london = await makeTraining(courseA, { startDate: "2027-03-24", endDate: "2027-04-02", startTime: "09:00", endTime: "11:00", timeZone: "Europe/London" });
    const inactive = await makeTraining(courseB, { startDate: "2027-05-01", endDate: "2027-05-03" });
    await enrol(me.user.id, london.id);
    await enrol(me.user.id, inactive.id, false);

    expect((await call(getFeed, { token: me.token })).json.data).toEqual({ url: null });
    const created = await call(createFeed, { method: "POST", token: me.token });
    const url: string = created.json.data.url;
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/feed\/[0-9a-f]{32}[A-Za-z0-9_-]{32}\.ics$/);
    const file = url.split("/").at(-1)!;

    const first = await call(getCalendarFile, { params: { file } });
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toContain("text/calendar");
    const [event, ...rest] = parseCalendar(first.json);
    expect(rest).toHaveLength(0);
    expect(event!.uid).toBe(`training-${london.id}@stackwise-academy`);
    expect(event!.location).toBe(london.meetingLink);
    expect(event!.starts).toHaveLength(10);
    expect(event!.starts[0]).toBe("2027-03-24T09:00:00.000Z"); // GMT
    expect(event!.starts[9]).toBe("2027-04-02T08:00:00.000Z"); // BST from 28 March

    // Staff move it an hour later and then cancel it: same UID, higher SEQUENCE.
    await new Promise((r) => setTimeout(r, 1100));
    await testDatabase().db.update(trainings).set({ startTime: "10:00", endTime: "12:00" }).where(eq(trainings.id, london.id));
    const moved = parseCalendar((await call(getCalendarFile, { params: { file } })).json)[0]!;
    expect(moved.uid).toBe(event!.uid);
    expect(moved.sequence).toBeGreaterThan(event!.sequence);
    expect(moved.starts[0]).toBe("2027-03-24T10:00:00.000Z");
    await testDatabase().db.update(trainings).set({ isCancelled: true, updatedAt: sql`now() + interval '2 seconds'` }).where(eq(trainings.id, london.id));
    clearCache();
    const cancelled = parseCalendar((await call(getCalendarFile, { params: { file } })).json)[0]!;
    expect(cancelled.status).toBe("CANCELLED");
    expect(cancelled.sequence).toBeGreaterThan(moved.sequence);

    // A forged token, and the real one after revocation, answer 404.
    const forged = `${file.slice(0, 32)}${"A".repeat(32)}.ics`;
    expect((await call(getCalendarFile, { params: { file: forged } })).status).toBe(404);
    await call(revokeFeed, { method: "DELETE", token: me.token });
    expect((await call(getCalendarFile, { params: { file } })).status).toBe(404);
    expect((await call(getFeed, { token: me.token })).json.data).toEqual({ url: null });
  });

  it("'Add to calendar' downloads one active enrolment, and nothing for others", async () => {
    const me = await makeLearner();
    const mine = await makeTraining(courseA);
    const notMine = await makeTraining(courseB);
    await enrol(me.user.id, mine.id);
    const ok = await call(getTrainingIcs, { token: me.token, params: { trainingId: mine.id } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-disposition")).toContain("attachment");
    expect(parseCalendar(ok.json)[0]!.starts).toHaveLength(3);
    expect((await call(getTrainingIcs, { token: me.token, params: { trainingId: notMine.id } })).status).toBe(404);
  });
});
