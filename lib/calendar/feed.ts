import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { getDb } from "../../db";
import { calendarFeeds, trainings } from "../../db/schema";
import { env } from "../env";
import { ApiError } from "../errors";
import { download } from "../http/download";
import { purposeKey } from "../secrets";
import { listMyEnrolments } from "../enrolments/reads";
import type { MyEnrolment } from "../enrolments/types";
import { trainerCalendarTrainings } from "../trainers/portal";
import type { Training } from "../trainings/types";
import { buildCalendar, type CalendarEvent } from "./ics";
import { siteConfig } from "../site-config";

const KEY_LENGTH = 32; // hex characters: 128 bits

/** Under the calendar feed's own key (lib/secrets.ts), derived from SESSION_SECRET for this purpose only. */
function mac(key: string): string {
  return createHmac("sha256", purposeKey("calendar-feed")).update(key).digest("base64url").slice(0, 32);
}

const tokenOf = (key: string) => `${key}${mac(key)}`;
export const feedUrl = (token: string) => `${env().APP_URL}/api/calendar/feed/${token}.ics`;

/** The learner's feed URL, or undefined while they have none. */
export async function getFeedUrl(userId: string): Promise<string | undefined> {
  const db = await getDb();
  const [row] = await db.select({ key: calendarFeeds.key }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row ? feedUrl(tokenOf(row.key)) : undefined;
}

/** A new feed URL; any earlier one stops working. */
export async function createFeed(userId: string): Promise<string> {
  const key = randomBytes(KEY_LENGTH / 2).toString("hex");
  const db = await getDb();
  await db
    .insert(calendarFeeds)
    .values({ userId, key })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { key, createdAt: new Date() } });
  return feedUrl(tokenOf(key));
}

export async function revokeFeed(userId: string): Promise<void> {
  const db = await getDb();
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** The owner of a feed token, or undefined for a forged, malformed or revoked one. */
export async function feedOwner(token: string): Promise<string | undefined> {
  if (!/^[0-9a-f]{32}[A-Za-z0-9_-]{32}$/.test(token)) return undefined;
  const key = token.slice(0, KEY_LENGTH);
  const given = Buffer.from(token.slice(KEY_LENGTH));
  const expected = Buffer.from(mac(key));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const db = await getDb();
  const [row] = await db.select({ userId: calendarFeeds.userId }).from(calendarFeeds).where(eq(calendarFeeds.key, key));
  return row?.userId;
}

/** The calendar event of a training: one event repeating on its sessions, its UID stable so updates replace it. */
export function trainingCalendarEvent(
  t: Pick<Training, "id" | "startDate" | "endDate" | "startTime" | "endTime" | "timeZone" | "days" | "skipDates" | "status"> & {
    course: Pick<Training["course"], "title" | "slug">;
    meetingLink?: string;
  },
  sequence: number,
): CalendarEvent {
  const appUrl = env().APP_URL;
  return {
    uid: `training-${t.id}@stackwise-academy`,
    sequence,
    summary: `${t.course.title} (live training)`,
    description: [
      `Live instructor-led training: ${t.course.title}.`,
      t.meetingLink ? `Join: ${t.meetingLink}` : "The meeting link appears in My Learning.",
      `My Learning: ${appUrl}/my-learning`,
    ].join("\n"),
    url: `${appUrl}/training-courses/course/${t.course.slug}`,
    location: t.meetingLink,
    timeZone: t.timeZone,
    startDate: t.startDate,
    endDate: t.endDate,
    startTime: t.startTime,
    endTime: t.endTime,
    days: t.days,
    skipDates: t.skipDates,
    cancelled: t.status === "Cancelled",
  };
}

/** Calendar events of enrolments. */
function enrolmentEvents(enrolments: MyEnrolment[], sequences: Map<string, number>): CalendarEvent[] {
  return enrolments.map(({ training: t }) => trainingCalendarEvent(t, sequences.get(t.id) ?? 0));
}

/**
 * The training's SEQUENCE: raised by every change learners are told about (lib/batches/change-notices.ts), so the
 * feed, a downloaded .ics and the notice's attached event agree and a calendar client takes the newest.
 */
async function sequencesOf(trainingIds: string[]): Promise<Map<string, number>> {
  if (trainingIds.length === 0) return new Map();
  const db = await getDb();
  const rows = await db.select({ id: trainings.id, sequence: trainings.sequence }).from(trainings).where(inArray(trainings.id, trainingIds));
  return new Map(rows.map((r) => [r.id, r.sequence]));
}

/** The learner's active enrolments as an iCalendar document (all of them, or one training's). */
export async function calendarOfEnrolments(userId: string, trainingId?: string): Promise<string | undefined> {
  const chosen = (await listMyEnrolments(userId)).filter((e) => e.isActive && (!trainingId || e.training.id === trainingId));
  if (trainingId && chosen.length === 0) return undefined;
  const sequences = await sequencesOf(chosen.map((e) => e.training.id));
  const name = trainingId ? chosen[0]!.training.course.title : `${siteConfig.name} trainings`;
  return buildCalendar({ name, events: enrolmentEvents(chosen, sequences) });
}

/** "Add to calendar": one training of the learner's active enrolments as an .ics file; 404 when not enrolled (actively). */
export async function enrolmentCalendarFile(userId: string, trainingId: string): Promise<Response> {
  const body = await calendarOfEnrolments(userId, trainingId);
  if (!body) throw new ApiError("not_found", "You are not enrolled in this training.");
  return download(body, { filename: `training-${trainingId}.ics`, type: "text/calendar" });
}

/**
 * What a private feed holds: the owner's active enrolments and, for a trainer, the batches they teach (with the
 * meeting link). One feed URL per account, made and turned off by the same calls (billing-and-delivery.md §8).
 */
export async function calendarOfFeed(userId: string): Promise<string> {
  const taught = await trainerCalendarTrainings(userId);
  if (taught.length === 0) return (await calendarOfEnrolments(userId))!;
  const enrolled = (await listMyEnrolments(userId)).filter((e) => e.isActive && !taught.some((t) => t.id === e.training.id));
  const sequences = await sequencesOf(enrolled.map((e) => e.training.id));
  return buildCalendar({
    name: `${siteConfig.name} trainings`,
    events: [...taught.map((t) => trainingCalendarEvent(t, t.sequence)), ...enrolmentEvents(enrolled, sequences)],
  });
}

/** The account's feed URL, made on first ask (the trainer's portal shows it at once). */
export async function feedUrlOrNew(userId: string): Promise<string> {
  return (await getFeedUrl(userId)) ?? createFeed(userId);
}
