import { describe, expect, it } from "vitest";
import { googleCalendarUrl, outlookCalendarUrl } from "@/lib/learning/calendar-links";

const training = {
  title: "Kafka (live training)",
  details: "Join: https://meet.example.com/k",
  location: "https://meet.example.com/k",
  startDate: "2026-10-30",
  endDate: "2026-11-02",
  startTime: "18:00",
  endTime: "20:00",
  timeZone: "America/New_York",
};

describe("Add to calendar links", () => {
  it("Google Calendar: first session in UTC, the zone, and a daily repeat for every session", () => {
    const url = new URL(googleCalendarUrl(training));
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(url.searchParams.get("dates")).toBe("20261030T220000Z/20261031T000000Z");
    expect(url.searchParams.get("ctz")).toBe("America/New_York");
    expect(url.searchParams.get("recur")).toBe("RRULE:FREQ=DAILY;COUNT=4");
    expect(url.searchParams.get("text")).toBe("Kafka (live training)");
  });

  it("Outlook: the first session with ISO times", () => {
    const url = new URL(outlookCalendarUrl(training));
    expect(url.searchParams.get("startdt")).toBe("2026-10-30T22:00:00.000Z");
    expect(url.searchParams.get("enddt")).toBe("2026-10-31T00:00:00.000Z");
    expect(url.searchParams.get("subject")).toBe("Kafka (live training)");
  });
});
