import { dateTimeFormat } from "../intl-cache";

// Pure, browser-safe formatting of dates, times and zones, for pages, components and mails alike (money: lib/money).

/** "2025-05-01" → "1 May 2025" (en-GB). */
export function formatTrainingDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return dateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(date);
}

/** "19:30" → "7:30 PM". */
export function formatTrainingTime(time: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const suffix = hours >= 12 ? "PM" : "AM";
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${suffix}`;
}

/** The zone's short name on the training's start date, e.g. "IST", "BST", "EDT"; "GMT+8" where no English locale names it. */
export function timeZoneLabel(timeZone: string, isoDate: string): string {
  try {
    const names = ["en-GB", "en-IN", "en-US", "en-AU"].map(
      (locale) =>
        dateTimeFormat(locale, { timeZone, timeZoneName: "short" })
          .formatToParts(new Date(`${isoDate}T12:00:00Z`))
          .find((p) => p.type === "timeZoneName")?.value,
    );
    // Newer ICU data (Chromium 155) names a zero offset "GMT+0" where older data said "GMT": both are GMT.
    const named = names.map((name) => name?.replace(/^(?:GMT|UTC)[+-]0{1,2}(?::?00)?$/, "GMT"));
    return named.find((name) => name && !/^(GMT|UTC)[+-]/.test(name)) ?? named[0] ?? timeZone;
  } catch {
    return timeZone;
  }
}

/** "6:45 pm on Saturday, 29 November 2026": a moment in words, in `timeZone`. */
export function momentInWords(at: Date, timeZone: string): string {
  const time = dateTimeFormat("en-GB", { timeZone, hour: "numeric", minute: "2-digit", hour12: true }).format(at);
  const day = dateTimeFormat("en-GB", { timeZone, weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(at);
  return `${time} on ${day}`;
}
