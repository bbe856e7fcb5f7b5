/** The date ("YYYY-MM-DD") `days` after `date`. */
export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** "YYYY-MM-DD" in Asia/Kolkata (the default time zone of trainings), `days` from today. */
export const dayFromToday = (days: number) => addDays(new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date()), days);

/** A batch in working hours (10:00–17:00 in Asia/Kolkata) from `firstDay` to `lastDay` days from today. */
export const workingHours = (firstDay: number, lastDay: number) => ({
  startDate: dayFromToday(firstDay),
  endDate: dayFromToday(lastDay),
  startTime: "10:00",
  endTime: "17:00",
  timeZone: "Asia/Kolkata",
});
