// Mails of batches that run themselves (sales-and-batches.md §3): session reminders and change notices.
import { formatTrainingDate, formatTrainingTime, timeZoneLabel } from "../../format";
import type { MailAttachment } from "../../../db/schema";
import type { OutgoingMail } from "../outbox";
import { renderMail } from "./layout";
import { siteConfig } from "../../site-config";
import { dateTimeFormat } from "../../intl-cache";

const oneLine = (value: string) => value.replace(/[\r\n]+/g, " ");

/** 1440 → "24 hours", 60 → "1 hour", 90 → "90 minutes", 2880 → "2 days". */
export function offsetInWords(minutes: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;
  if (minutes >= 2880 && minutes % 1440 === 0) return plural(minutes / 1440, "day");
  if (minutes % 60 === 0) return plural(minutes / 60, "hour");
  return plural(minutes, "minute");
}

export interface ReminderSession {
  courseTitle: string;
  /** The session's date in the training's zone. */
  date: string;
  startTime: string;
  endTime: string;
  timeZone: string;
}

/** "Wed, 26 Nov 2026, 7:00 PM – 9:00 PM (GMT+5:30)". */
export function sessionInWords(s: ReminderSession): string {
  const weekday = dateTimeFormat("en-GB", { weekday: "short", timeZone: "UTC" }).format(new Date(`${s.date}T00:00:00Z`));
  return `${weekday}, ${formatTrainingDate(s.date)}, ${formatTrainingTime(s.startTime)} – ${formatTrainingTime(s.endTime)} (${timeZoneLabel(s.timeZone, s.date)})`;
}

/** The reminder mail: when the session is, where to join, and a one-click unsubscribe (link and headers). */
export async function reminderMail(
  to: string,
  learner: { name: string },
  session: ReminderSession & { when: string },
  offsetMinutes: number,
  links: { appUrl: string; unsubscribe: string; headers: Record<string, string> },
): Promise<OutgoingMail> {
  const mail = await renderMail({
    to,
    subject: oneLine(`Reminder: ${session.courseTitle} starts in ${offsetInWords(offsetMinutes)}`),
    greeting: `Hello ${learner.name},`,
    paragraphs: [
      `Your live session of ${session.courseTitle} starts in ${offsetInWords(offsetMinutes)}: ${session.when}.`,
      "The Join button on My Learning opens 15 minutes before the start.",
    ],
    action: { label: "Open My Learning", url: `${links.appUrl}/my-learning` },
    footnotes: [`Don't want session reminders by email? Unsubscribe with one click: ${links.unsubscribe}`],
  });
  return { ...mail, headers: links.headers };
}

/** The reminder SMS (one segment where the course title allows). */
export function reminderSms(session: ReminderSession, offsetMinutes: number, appUrl: string): string {
  return oneLine(
    `${siteConfig.name}: ${session.courseTitle} starts in ${offsetInWords(offsetMinutes)} (${formatTrainingTime(session.startTime)} ${timeZoneLabel(session.timeZone, session.date)}). Join from ${appUrl}/my-learning`,
  );
}

/** One line of a change notice: what changed, old → new, in words. */
export interface ChangeLine {
  label: string;
  before: string;
  after: string;
}

/** The notice of a changed or cancelled training, with the updated calendar event attached. */
export async function changeNoticeMail(
  to: string,
  learner: { name: string },
  training: { courseTitle: string; dates: string },
  change: { cancelled: boolean; lines: ChangeLine[] },
  ics: MailAttachment,
  appUrl: string,
): Promise<OutgoingMail> {
  const mail = change.cancelled
    ? await renderMail({
        to,
        subject: oneLine(`Cancelled: ${training.courseTitle}`),
        greeting: `Hello ${learner.name},`,
        paragraphs: [
          `The live training ${training.courseTitle} (${training.dates}) has been cancelled.`,
          "The attached calendar update removes it from your calendar. We will get in touch about the next batch.",
        ],
        action: { label: "Open My Learning", url: `${appUrl}/my-learning` },
      })
    : await renderMail({
        to,
        subject: oneLine(`Schedule change: ${training.courseTitle}`),
        greeting: `Hello ${learner.name},`,
        paragraphs: [
          `The schedule of your live training ${training.courseTitle} has changed:`,
          ...change.lines.map((line) => `${line.label}: ${line.before} → ${line.after}`),
          "The attached calendar event replaces the one in your calendar.",
        ],
        action: { label: "Open My Learning", url: `${appUrl}/my-learning` },
      });
  return { ...mail, attachments: [ics] };
}
