import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { buildCalendar, foldLine, type CalendarEvent } from "@/lib/calendar/ics";
import { sessionsOf } from "@/lib/schedule/sessions";

const event = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid: "training-abc@stackwise",
  sequence: 3,
  summary: "Kafka; streams, and\nmore",
  description: "Live session",
  url: "http://localhost:3000/training-courses/course/kafka-abc",
  location: "https://meet.example.com/x",
  timeZone: "Europe/London",
  startDate: "2026-03-25",
  startTime: "09:00",
  endTime: "11:00",
  endDate: "2026-04-03",
  cancelled: false,
  ...overrides,
});

/** Every occurrence of every event, as UTC ISO strings, expanded by ical.js with our VTIMEZONEs. */
function occurrences(ics: string): { uid: string; starts: string[]; status: string }[] {
  const component = new ICAL.Component(ICAL.parse(ics));
  for (const tz of component.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(tz);
  return component.getAllSubcomponents("vevent").map((v) => {
    const e = new ICAL.Event(v);
    const it = e.iterator();
    const starts: string[] = [];
    for (let next = it.next(); next && starts.length < 500; next = it.next()) starts.push(next.toJSDate().toISOString());
    return { uid: e.uid, starts, status: String(v.getFirstPropertyValue("status")) };
  });
}

describe("iCalendar output (RFC 5545), read back with a real parser", () => {
  it("one occurrence a day across a DST change, at the same wall-clock time", () => {
    const [e] = occurrences(buildCalendar({ name: "My trainings", events: [event()] }));
    expect(e!.starts).toHaveLength(10);
    expect(e!.starts[0]).toBe("2026-03-25T09:00:00.000Z"); // GMT
    expect(e!.starts[3]).toBe("2026-03-28T09:00:00.000Z");
    expect(e!.starts[4]).toBe("2026-03-29T08:00:00.000Z"); // BST
    expect(e!.starts[9]).toBe("2026-04-03T08:00:00.000Z");
  });

  it("zones without DST and mixed zones in one calendar", () => {
    const ics = buildCalendar({
      name: "x",
      events: [
        event({ uid: "a", timeZone: "Asia/Kolkata", startTime: "19:00", endTime: "21:00", endDate: "2026-03-26" }),
        event({ uid: "b", timeZone: "America/New_York", startDate: "2026-10-30", startTime: "18:00", endTime: "20:00", endDate: "2026-11-02" }),
      ],
    });
    const [a, b] = occurrences(ics);
    expect(a!.starts).toEqual(["2026-03-25T13:30:00.000Z", "2026-03-26T13:30:00.000Z"]);
    expect(b!.starts).toEqual(["2026-10-30T22:00:00.000Z", "2026-10-31T22:00:00.000Z", "2026-11-01T23:00:00.000Z", "2026-11-02T23:00:00.000Z"]);
  });

  it("escapes text, marks cancelled trainings, keeps the UID", () => {
    const ics = buildCalendar({ name: "x", events: [event({ cancelled: true })] });
    expect(ics).toContain("SUMMARY:Kafka\\; streams\\, and\\nmore");
    const [e] = occurrences(ics);
    expect(e).toMatchObject({ uid: "training-abc@stackwise", status: "CANCELLED" });
    const parsed = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!);
    expect(parsed.summary).toBe("Kafka; streams, and\nmore");
  });

  it("folds long lines at 75 octets without splitting characters", () => {
    const long = `DESCRIPTION:${"é".repeat(100)}`;
    const folded = foldLine(long);
    for (const line of folded.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.split("\r\n ").join("")).toBe(long);
  });

  // sales-and-batches.md §3: the calendar follows the sessions (BYDAY for the weekdays, EXDATE for skip dates).
  it.each([
    [
      "a weekend batch in London over the last Sunday of October",
      {
        timeZone: "Europe/London",
        startDate: "2026-10-10",
        endDate: "2026-11-08",
        startTime: "10:00",
        endTime: "13:00",
        days: ["Sat", "Sun"] as const,
        skipDates: ["2026-10-17", "2026-10-31"],
      },
    ],
    [
      "weekdays in New York over the first Sunday of November, ending after midnight",
      {
        timeZone: "America/New_York",
        startDate: "2026-10-26",
        endDate: "2026-11-06",
        startTime: "22:30",
        endTime: "00:30",
        days: ["Mon", "Tue", "Wed", "Thu", "Fri"] as const,
        skipDates: ["2026-11-03"],
      },
    ],
    [
      "Mon, Wed & Fri in Kolkata, the first date a skip date",
      {
        timeZone: "Asia/Kolkata",
        startDate: "2026-05-04",
        endDate: "2026-05-29",
        startTime: "19:00",
        endTime: "21:00",
        days: ["Mon", "Wed", "Fri"] as const,
        skipDates: ["2026-05-04", "2026-05-15", "2026-05-29"],
      },
    ],
  ])("%s: the parsed occurrences are exactly the sessions", (_name, pattern) => {
    const ics = buildCalendar({ name: "x", events: [event({ ...pattern, days: [...pattern.days] })] });
    const [e] = occurrences(ics);
    const sessions = sessionsOf({ ...pattern, days: [...pattern.days] });
    expect(sessions.length).toBeGreaterThan(2);
    expect(e!.starts).toEqual(sessions.map((s) => s.startsAt.toISOString()));
  });

  it("writes BYDAY and EXDATE in the training's zone, and a single session without a rule", () => {
    const ics = buildCalendar({
      name: "x",
      events: [
        event({ startDate: "2026-10-10", endDate: "2026-11-08", days: ["Sat", "Sun"], skipDates: ["2026-10-17", "2026-10-20", "2026-12-01"] }),
        event({ uid: "one", startDate: "2026-10-10", endDate: "2026-10-10" }),
      ],
    });
    const unfolded = ics.replace(/\r\n /g, "");
    expect(unfolded).toContain("RRULE:FREQ=DAILY;UNTIL=20261108T110000Z;BYDAY=SA,SU");
    // Only the skip date the rule would otherwise produce (a Tuesday and a date after the end need none).
    expect(unfolded).toContain("EXDATE;TZID=Europe/London:20261017T090000\r\n");
    expect(unfolded.match(/RRULE/g)).toHaveLength(1);
    expect(occurrences(ics)[1]!.starts).toEqual(["2026-10-10T08:00:00.000Z"]);
  });
});
