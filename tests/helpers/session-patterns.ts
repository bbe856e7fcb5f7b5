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

/** Weekday evenings, 19:00–21:00 in Asia/Kolkata, for the two weeks from `monday`. */
export function kolkataWeekdayEvenings(monday: string) {
  const lastFriday = new Date(Date.parse(`${monday}T00:00:00Z`) + 11 * 86_400_000).toISOString().slice(0, 10);
  return {
    startDate: monday,
    endDate: lastFriday,
    startTime: "19:00",
    endTime: "21:00",
    timeZone: "Asia/Kolkata",
    days: ["Mon", "Tue", "Wed", "Thu", "Fri"] as const,
  };
}
