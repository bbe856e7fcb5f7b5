import "server-only";
import { and, asc, count, eq, gte, inArray, lte } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
import { courses, enrolments, trainers, trainings } from "../../db/schema";
import { now as clockNow } from "../clock";
import { courseSlug } from "../courses/slug";
import { ApiError } from "../errors";
import { addDays, isoInZone } from "../schedule/schedule";
import { sessionPatternColumns } from "../trainings/reads";
import type { TrainingSchedule } from "../trainings/types";
import { sessionsOf, trainingStatusAt, type Weekday } from "../schedule/sessions";
import type { TrainingStatus } from "../schedule/status";

/** The trainer's portal shows sessions from this many days back… */
export const RECENT_DAYS = 14;
/** …to this many days ahead. */
export const UPCOMING_DAYS = 60;

export interface TrainerSession {
  trainingId: string;
  courseTitle: string;
  courseSlug: string;
  /** In the batch's zone. */
  date: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  meetingLink: string;
  /** Learners with an active enrolment. */
  learners: number;
}

/**
 * The active trainer profile id of an account, or undefined (a trainer account without a profile, or one staff
 * deactivated, teaches nothing: no sessions, links, learners or feed).
 */
async function trainerIdOf(tx: DbOrTx, userId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ id: trainers.id })
    .from(trainers)
    .where(and(eq(trainers.userId, userId), eq(trainers.active, true)));
  return row?.id;
}

/** The trainer's batches, not cancelled, with their course (optionally only those running between two dates). */
async function taughtTrainings(tx: DbOrTx, userId: string, between?: { from: string; to: string }) {
  const trainerId = await trainerIdOf(tx, userId);
  if (!trainerId) return [];
  return tx
    .select({
      id: trainings.id,
      courseId: trainings.courseId,
      courseTitle: courses.title,
      ...sessionPatternColumns,
      meetingLink: trainings.meetingLink,
      isCancelled: trainings.isCancelled,
      sequence: trainings.sequence,
    })
    .from(trainings)
    .innerJoin(courses, eq(courses.id, trainings.courseId))
    .where(
      and(
        eq(trainings.trainerId, trainerId),
        eq(trainings.isCancelled, false),
        between ? lte(trainings.startDate, between.to) : undefined,
        between ? gte(trainings.endDate, between.from) : undefined,
      ),
    )
    .orderBy(asc(trainings.startDate), asc(trainings.id));
}

/**
 * GET /api/trainer/sessions: the sessions of the trainer's not cancelled batches from RECENT_DAYS ago to
 * UPCOMING_DAYS ahead, in order, each with its meeting link and how many learners are actively enrolled.
 */
export async function trainerSessions(userId: string, at: Date = clockNow()): Promise<TrainerSession[]> {
  const db = await getDb();
  const today = at.toISOString().slice(0, 10);
  const from = addDays(today, -RECENT_DAYS);
  const to = addDays(today, UPCOMING_DAYS);
  const rows = await taughtTrainings(db, userId, { from: addDays(from, -1), to: addDays(to, 1) });
  const counts = rows.length
    ? await db
        .select({ trainingId: enrolments.trainingId, n: count() })
        .from(enrolments)
        .where(
          and(
            inArray(
              enrolments.trainingId,
              rows.map((r) => r.id),
            ),
            eq(enrolments.isActive, true),
          ),
        )
        .groupBy(enrolments.trainingId)
    : [];
  const learners = new Map(counts.map((c) => [c.trainingId, Number(c.n)]));
  const earliest = Date.parse(`${from}T00:00:00Z`);
  const latest = Date.parse(`${to}T23:59:59Z`);
  return rows
    .flatMap((t) =>
      sessionsOf({ ...t, days: t.days as Weekday[] })
        .filter((s) => s.endsAt.getTime() >= earliest && s.startsAt.getTime() <= latest)
        .map((s) => ({
          at: s.startsAt.getTime(),
          session: {
            trainingId: t.id,
            courseTitle: t.courseTitle,
            courseSlug: courseSlug(t.courseTitle, t.courseId),
            date: s.date,
            startsAt: isoInZone(s.startsAt, t.timeZone),
            endsAt: isoInZone(s.endsAt, t.timeZone),
            timeZone: t.timeZone,
            meetingLink: t.meetingLink,
            learners: learners.get(t.id) ?? 0,
          },
        })),
    )
    .sort((a, b) => a.at - b.at || a.session.trainingId.localeCompare(b.session.trainingId))
    .map((s) => s.session);
}

/** The trainer's batches for their calendar feed: each one event repeating on its sessions, with the meeting link. */
export async function trainerCalendarTrainings(userId: string): Promise<
  (TrainingSchedule & {
    id: string;
    course: { title: string; slug: string };
    status: TrainingStatus;
    meetingLink: string;
    sequence: number;
  })[]
> {
  const db = await getDb();
  const at = clockNow();
  return (await taughtTrainings(db, userId)).map((t) => ({
    ...t,
    course: { title: t.courseTitle, slug: courseSlug(t.courseTitle, t.courseId) },
    days: t.days as Weekday[],
    status: trainingStatusAt({ ...t, days: t.days as Weekday[] }, at),
  }));
}

/** A training the trainer teaches, else 404 (another trainer's batch is not theirs to see: billing-and-delivery.md §8). */
export async function assertOwnTraining(userId: string, trainingId: string): Promise<void> {
  const db = await getDb();
  const trainerId = await trainerIdOf(db, userId);
  const [row] =
    trainerId && /^[A-Za-z0-9]{1,64}$/.test(trainingId)
      ? await db
          .select({ id: trainings.id })
          .from(trainings)
          .where(and(eq(trainings.id, trainingId), eq(trainings.trainerId, trainerId)))
      : [];
  if (!row) throw new ApiError("not_found", "Training not found.");
}
