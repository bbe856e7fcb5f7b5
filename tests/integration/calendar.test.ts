import ICAL from "ical.js";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getCalendarFile } from "@/app/api/calendar/feed/[file]/route";
import { DELETE as revokeFeed, GET as getFeed, POST as createFeed } from "@/app/api/calendar/feed/route";
import { GET as getTrainingIcs } from "@/app/api/calendar/training/[trainingId]/route";
import { trainings } from "@/db/schema";
import { clearCache } from "@/lib/cache";
import { sessionsOf } from "@/lib/schedule/sessions";
import { enrol, makeTraining, makeTwoCourses } from "../helpers/catalogue";
import { makeLearner } from "../helpers/users";
import { call } from "../helpers/http";
import { testDatabase } from "../setup/database";

let courseA: string;
let courseB: string;

beforeAll(async () => {
  [courseA, courseB] = await makeTwoCourses();
});

describe("the private calendar feed", () => {
  it("lists active enrolments, follows DST, changes with the training, and dies when revoked", async () => {
    const me = await makeLearner();
    const london = await makeTraining(courseA, {
      startDate: "2027-03-24",
      endDate: "2027-04-02",
      startTime: "09:00",
      endTime: "11:00",
      timeZone: "Europe/London",
    });
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
    // (Straight into the database: the staff update raises `sequence` the same way, lib/batches/change-notices.ts.)
    await testDatabase()
      .db.update(trainings)
      .set({ startTime: "10:00", endTime: "12:00", sequence: sql`${trainings.sequence} + 1` })
      .where(eq(trainings.id, london.id));
    const moved = parseCalendar((await call(getCalendarFile, { params: { file } })).json)[0]!;
    expect(moved.uid).toBe(event!.uid);
    expect(moved.sequence).toBeGreaterThan(event!.sequence);
    expect(moved.starts[0]).toBe("2027-03-24T10:00:00.000Z");
    await testDatabase()
      .db.update(trainings)
      .set({ isCancelled: true, updatedAt: sql`now() + interval '2 seconds'`, sequence: sql`${trainings.sequence} + 1` })
      .where(eq(trainings.id, london.id));
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

describe("the calendar follows the sessions (sales-and-batches.md §3)", () => {
  it("a weekend batch in London over the last Sunday of October: the feed's and the file's occurrences are its sessions", async () => {
    const me = await makeLearner();
    const weekend = await makeTraining(courseA, {
      startDate: "2026-10-10",
      endDate: "2026-11-08",
      startTime: "10:00",
      endTime: "13:00",
      timeZone: "Europe/London",
      days: ["Sat", "Sun"],
      skipDates: ["2026-10-18", "2026-10-31"],
    });
    await enrol(me.user.id, weekend.id);
    const expected = sessionsOf({ ...weekend, days: ["Sat", "Sun"] }).map((s) => s.startsAt.toISOString());
    expect(expected).toContain("2026-10-24T09:00:00.000Z"); // BST
    expect(expected).toContain("2026-10-25T10:00:00.000Z"); // GMT from that morning
    expect(expected).not.toContain("2026-10-18T09:00:00.000Z");

    const url: string = (await call(createFeed, { method: "POST", token: me.token })).json.data.url;
    const feed = await call(getCalendarFile, { params: { file: url.split("/").at(-1)! } });
    expect(feed.json).toMatch(/RRULE:FREQ=DAILY;UNTIL=\d{8}T\d{6}Z;BYDAY=SA,SU/);
    expect(feed.json).toContain("EXDATE;TZID=Europe/London:20261018T100000,20261031T100000");
    expect(parseCalendar(feed.json)[0]!.starts).toEqual(expected);
    const file = await call(getTrainingIcs, { token: me.token, params: { trainingId: weekend.id } });
    expect(parseCalendar(file.json)[0]!.starts).toEqual(expected);

    // Staff add a skip date: the next poll shows it.
    await testDatabase()
      .db.update(trainings)
      .set({ skipDates: ["2026-10-18", "2026-10-31", "2026-11-01"] })
      .where(eq(trainings.id, weekend.id));
    clearCache();
    const polled = parseCalendar((await call(getCalendarFile, { params: { file: url.split("/").at(-1)! } })).json)[0]!;
    expect(polled.starts).toEqual(expected.filter((s) => !s.startsWith("2026-11-01")));
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
