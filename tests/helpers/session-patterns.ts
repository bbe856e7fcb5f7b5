import type { SessionPattern } from "@/lib/schedule/sessions";

/** Weekends in London across the clocks going forward (29 March 2026), 10:00–13:00, skipping the 28 March Saturday. */
export const londonWeekends: SessionPattern = {
  startDate: "2026-03-21", // a Saturday
  endDate: "2026-04-05",
  startTime: "10:00",
  endTime: "13:00",
  timeZone: "Europe/London",
  days: ["Sat", "Sun"],
  skipDates: ["2026-03-28"],
};
