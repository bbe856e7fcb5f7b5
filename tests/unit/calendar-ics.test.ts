import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { buildCalendar, foldLine, type CalendarEvent } from "@/lib/calendar/ics";

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
  days: 10,
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
      events: [event({ uid: "a", timeZone: "Asia/Kolkata", startTime: "19:00", endTime: "21:00", days: 2 }), event({ uid: "b", timeZone: "America/New_York", startDate: "2026-10-30", startTime: "18:00", endTime: "20:00", days: 4 })],
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
});
