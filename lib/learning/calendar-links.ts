// "Add to calendar" links for one training: Google Calendar and Outlook compose URLs (no account data in them).
import { sessionsOf } from "../schedule/sessions";
import { zonedTimeToUtc } from "../schedule/schedule";

export interface CalendarLinkInput {
  title: string;
  details: string;
  location?: string;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  timeZone: string;
}

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** Google Calendar: the first session, repeating daily for the number of days, in the training's zone. */
export function googleCalendarUrl(t: CalendarLinkInput): string {
  const start = zonedTimeToUtc(t.startDate, t.startTime, t.timeZone);
  const end = zonedTimeToUtc(t.endTime > t.startTime ? t.startDate : nextDay(t.startDate), t.endTime, t.timeZone);
  const days = sessionsOf(t).length;
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: t.title,
    dates: `${stamp(start)}/${stamp(end)}`,
    ctz: t.timeZone,
    details: t.details,
    ...(t.location ? { location: t.location } : {}),
    ...(days > 1 ? { recur: `RRULE:FREQ=DAILY;COUNT=${days}` } : {}),
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** Outlook on the web: the first session (Outlook's compose link can't carry a repeat rule; the .ics can). */
export function outlookCalendarUrl(t: CalendarLinkInput): string {
  const start = zonedTimeToUtc(t.startDate, t.startTime, t.timeZone);
  const end = zonedTimeToUtc(t.endTime > t.startTime ? t.startDate : nextDay(t.startDate), t.endTime, t.timeZone);
  const params = new URLSearchParams({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: t.title,
    startdt: start.toISOString(),
    enddt: end.toISOString(),
    body: t.details,
    ...(t.location ? { location: t.location } : {}),
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params.toString()}`;
}

function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
