import { describe, expect, it } from "vitest";
import { clashMessage, firstClash, type BatchPattern, type TimeOffDays } from "@/lib/trainers/clash";
import { kolkataWeekdayEvenings } from "../helpers/session-patterns";

// billing-and-delivery.md §8: a trainer's batches may not overlap (sessions compared as instants across zones), nor
// fall on their time off (whole days in the trainer's zone); the message names the first clash in the batch's zone.

const kolkataEvenings: BatchPattern = { ...kolkataWeekdayEvenings("2026-06-01"), skipDates: [] };
const batch = (overrides: Partial<BatchPattern>): BatchPattern => ({ ...kolkataEvenings, ...overrides });

const cases: {
  name: string;
  candidate: BatchPattern;
  others?: BatchPattern[];
  timeOff?: TimeOffDays[];
  trainerZone?: string;
  clash: string | undefined;
  kind?: "session" | "timeOff";
}[] = [
  {
    name: "same zone, overlapping hours: the first shared date",
    candidate: batch({ startDate: "2026-06-03", startTime: "20:00", endTime: "22:00" }),
    others: [kolkataEvenings],
    clash: "2026-06-03",
    kind: "session",
  },
  {
    name: "same zone, back to back (one ends as the other starts) is no clash",
    candidate: batch({ startTime: "21:00", endTime: "23:00" }),
    others: [kolkataEvenings],
    clash: undefined,
  },
  {
    // 15:30–17:30 in London (BST) is 20:00–22:00 in Kolkata.
    name: "different zones: London afternoons against Kolkata evenings, dated in the batch's zone",
    candidate: batch({ startDate: "2026-06-08", endDate: "2026-06-20", startTime: "15:30", endTime: "17:30", timeZone: "Europe/London" }),
    others: [kolkataEvenings],
    clash: "2026-06-08",
    kind: "session",
  },
  {
    name: "different zones: London mornings are Kolkata afternoons, no clash",
    candidate: batch({ startTime: "08:00", endTime: "10:00", timeZone: "Europe/London" }),
    others: [kolkataEvenings],
    clash: undefined,
  },
  {
    name: "a session past midnight in the other zone names the batch's own date",
    candidate: batch({
      startDate: "2026-06-01",
      endDate: "2026-06-10",
      startTime: "09:30",
      endTime: "11:00",
      timeZone: "America/New_York",
      days: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
    }),
    others: [batch({ startDate: "2026-06-06", endDate: "2026-06-06", days: ["Sat"] })],
    // 19:00–21:00 IST on 6 June is 09:30–11:30 EDT on 6 June.
    clash: "2026-06-06",
    kind: "session",
  },
  {
    name: "a skip date removes the only clash",
    candidate: batch({ startDate: "2026-06-03", endDate: "2026-06-03", days: ["Wed"] }),
    others: [batch({ skipDates: ["2026-06-03"] })],
    clash: undefined,
  },
  {
    name: "without the skip date the same batch clashes",
    candidate: batch({ startDate: "2026-06-03", endDate: "2026-06-03", days: ["Wed"] }),
    others: [kolkataEvenings],
    clash: "2026-06-03",
    kind: "session",
  },
  {
    name: "a weekday pattern that avoids it: weekends beside weekdays",
    candidate: batch({ days: ["Sat", "Sun"] }),
    others: [kolkataEvenings],
    clash: undefined,
  },
  {
    name: "overlapping days only from the second week",
    candidate: batch({ startDate: "2026-05-25", endDate: "2026-06-14", days: ["Sat", "Sun", "Mon"] }),
    others: [kolkataEvenings],
    clash: "2026-06-01",
    kind: "session",
  },
  {
    name: "time off in the trainer's zone",
    candidate: kolkataEvenings,
    timeOff: [{ from: "2026-06-04", to: "2026-06-05" }],
    trainerZone: "Asia/Kolkata",
    clash: "2026-06-04",
    kind: "timeOff",
  },
  {
    // 4 June 19:00–21:00 IST is 4 June 13:30–15:30 UTC: a trainer in UTC off on 5 June is free then.
    name: "time off is whole days of the trainer's zone, not the batch's",
    candidate: batch({ startDate: "2026-06-04", endDate: "2026-06-04" }),
    timeOff: [{ from: "2026-06-05", to: "2026-06-05" }],
    trainerZone: "UTC",
    clash: undefined,
  },
  {
    // 5 June 19:00 IST is 5 June 06:30 in Los Angeles: the trainer's 5 June.
    name: "time off across zones: the trainer's day holds the batch's session",
    candidate: batch({ startDate: "2026-06-05", endDate: "2026-06-05" }),
    timeOff: [{ from: "2026-06-05", to: "2026-06-05" }],
    trainerZone: "America/Los_Angeles",
    clash: "2026-06-05",
    kind: "timeOff",
  },
  { name: "a cancelled batch no longer counts", candidate: kolkataEvenings, others: [batch({ isCancelled: true })], clash: undefined },
  { name: "a cancelled candidate clashes with nothing", candidate: batch({ isCancelled: true }), others: [kolkataEvenings], clash: undefined },
  {
    name: "the earliest clash wins, time off or session",
    candidate: kolkataEvenings,
    others: [batch({ startDate: "2026-06-10", endDate: "2026-06-10" })],
    timeOff: [{ from: "2026-06-09", to: "2026-06-20" }],
    trainerZone: "Asia/Kolkata",
    clash: "2026-06-09",
    kind: "timeOff",
  },
];

describe("a trainer's clash rule", () => {
  it.each(cases)("$name", ({ candidate, others = [], timeOff = [], trainerZone = "Asia/Kolkata", clash, kind }) => {
    const found = firstClash(candidate, others, timeOff, trainerZone);
    expect(found?.date).toBe(clash);
    if (kind) expect(found?.kind).toBe(kind);
  });

  it.each([
    [{ kind: "session", date: "2026-06-03" } as const, "Asha Rao already teaches another batch on 2026-06-03."],
    [{ kind: "timeOff", date: "2026-06-04" } as const, "Asha Rao is on time off on 2026-06-04."],
  ])("says %j as %s", (clash, message) => {
    expect(clashMessage("Asha Rao", clash)).toBe(message);
  });
});
