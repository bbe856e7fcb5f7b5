import { describe, expect, it } from "vitest";
import { trainingStatusAt } from "@/lib/schedule/sessions";
import { dateInZone } from "@/lib/schedule/status";

const training = (startDate: string, endDate: string, timeZone = "Asia/Kolkata", isCancelled = false) => ({
  startDate,
  endDate,
  startTime: "09:00",
  endTime: "23:59",
  timeZone,
  isCancelled,
});

describe("training status follows the schedule in the training's time zone (api.md §3)", () => {
  const now = new Date("2026-03-10T12:00:00Z");

  it.each([
    ["Upcoming", training("2026-03-11", "2026-03-20")],
    ["Ongoing", training("2026-03-10", "2026-03-20")],
    ["Ongoing", training("2026-03-01", "2026-03-10")],
    ["Completed", training("2026-03-01", "2026-03-09")],
    ["Cancelled", training("2026-03-11", "2026-03-20", "Asia/Kolkata", true)],
    ["Cancelled", training("2026-03-01", "2026-03-09", "Asia/Kolkata", true)],
  ])("%s", (expected, t) => expect(trainingStatusAt(t, now)).toBe(expected));

  it("uses the training's own date, not the server's", () => {
    // 20:00 UTC on the 10th is already the 11th in Kolkata (+05:30) but still the 10th in New York.
    const evening = new Date("2026-03-10T20:00:00Z");
    expect(dateInZone(evening, "Asia/Kolkata")).toBe("2026-03-11");
    expect(dateInZone(evening, "America/New_York")).toBe("2026-03-10");
    expect(trainingStatusAt(training("2026-03-11", "2026-03-12", "Asia/Kolkata"), evening)).toBe("Ongoing");
    expect(trainingStatusAt(training("2026-03-11", "2026-03-12", "America/New_York"), evening)).toBe("Upcoming");
  });
});
