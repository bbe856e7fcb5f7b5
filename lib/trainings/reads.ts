import "server-only";
import { and, asc, count, desc, eq, gte, lte, or, sql, type SQL } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
import { trainings } from "../../db/schema";
import { cached, cacheTags } from "../cache";
import { now as clockNow } from "../clock";
import { courseInCategories, coursesByIds, getCourse, listCourses } from "../courses/reads";
import type { Course } from "../courses/types";
import { countOf, seatCounts, type SeatCount } from "./seats";
import { nextSessionAt, trainingStatusAt, type Weekday } from "../schedule/sessions";
import type { Training } from "./types";
import { trainingPriceOf } from "../pricing/price";

/** A training's session pattern: what sessionsOf reads (dates, daily times, zone, weekdays, skip dates). */
export const sessionPatternColumns = {
  startDate: trainings.startDate,
  endDate: trainings.endDate,
  startTime: trainings.startTime,
  endTime: trainings.endTime,
  timeZone: trainings.timeZone,
  days: trainings.days,
  skipDates: trainings.skipDates,
};

/** What a training's exact status is computed from (trainingStatusAt): its id, session pattern and cancellation. */
export const trainingStatusColumns = { id: trainings.id, ...sessionPatternColumns, isCancelled: trainings.isCancelled };

/** The one column set of a training's schedule (never its meeting link: that is the enrolments' business). */
export const trainingColumns = {
  id: trainings.id,
  courseId: trainings.courseId,
  ...sessionPatternColumns,
  isCancelled: trainings.isCancelled,
  seats: trainings.seats,
  priceMinor: trainings.priceMinor,
  currency: trainings.currency,
  earlyBirdMinor: trainings.earlyBirdMinor,
  earlyBirdUntil: trainings.earlyBirdUntil,
  groupDiscounts: trainings.groupDiscounts,
  // The public batch names its trainer (billing-and-delivery.md §8): one lookup by primary key per row.
  trainerName: sql<string | null>`(select u.name from trainers tr join users u on u.id = tr.user_id where tr.id = ${trainings.trainerId})`.as("trainer_name"),
};
export type TrainingRow = Pick<typeof trainings.$inferSelect, Exclude<keyof typeof trainingColumns, "trainerName">> & { trainerName: string | null };

/**
 * The one row-to-view mapping: the status and the next session follow the sessions at `now`, in the training's
 * own zone. `seats` is the training's count (seatCounts); without it no seat is counted as taken.
 */
export function toTraining<C = Course>(row: TrainingRow, course: C, now: Date, seats?: SeatCount): Omit<Training, "course"> & { course: C } {
  const pattern = { ...row, days: row.days as Weekday[] };
  return {
    id: row.id,
    course,
    startDate: row.startDate,
    endDate: row.endDate,
    startTime: row.startTime,
    endTime: row.endTime,
    timeZone: row.timeZone,
    days: pattern.days,
    skipDates: row.skipDates,
    status: trainingStatusAt(pattern, now),
    seats: seats ?? countOf(row.seats, 0),
    trainer: row.trainerName === null ? null : { name: row.trainerName },
    nextSessionAt: row.isCancelled ? undefined : nextSessionAt(pattern, now),
    price: trainingPriceOf(row),
  };
}

/** Rows with their seat counts (one query for all of them). */
async function withSeats<R extends { id: string }>(tx: DbOrTx, rows: R[]): Promise<{ rows: R[]; seats: Record<string, SeatCount> }> {
  return {
    rows,
    seats: Object.fromEntries(
      await seatCounts(
        tx,
        rows.map((r) => r.id),
      ),
    ),
  };
}

function selectTrainingRows(tx: DbOrTx, courseId?: string) {
  return tx
    .select(trainingColumns)
    .from(trainings)
    .where(courseId ? eq(trainings.courseId, courseId) : undefined)
    .orderBy(asc(trainings.startDate), asc(trainings.startTime), asc(trainings.id))
    .$dynamic();
}

/** Every training with its course, soonest first. */
export async function listPublicTrainings(now: Date = clockNow()): Promise<Training[]> {
  const [{ rows, seats }, courses] = await Promise.all([
    cached("trainings:all", [cacheTags.trainings], async () => {
      const db = await getDb();
      return withSeats(db, await selectTrainingRows(db));
    }),
    listCourses(),
  ]);
  const byId = new Map(courses.map((c) => [c.id, c]));
  return rows.flatMap((row) => {
    const course = byId.get(row.courseId);
    return course ? [toTraining(row, course, now, seats[row.id])] : [];
  });
}

/**
 * Every training soonest first, a chunk at a time (keyset on start date, start time and id), with its seats and its
 * course's id: the whole legacy list's build (lib/http/whole-list.ts). The same trainings as listPublicTrainings.
 */
export async function* trainingChunks(size = 1000): AsyncGenerator<{ rows: TrainingRow[]; seats: Map<string, SeatCount> }> {
  const db = await getDb();
  const chunkAfter = async (after: TrainingRow | undefined) => {
    const rows = await selectTrainingRows(db)
      .where(
        after
          ? sql`(${trainings.startDate}, ${trainings.startTime}, ${trainings.id}) > (${after.startDate}::date, ${after.startTime}, ${after.id})`
          : undefined,
      )
      .limit(size);
    return {
      rows,
      seats: await seatCounts(
        db,
        rows.map((r) => r.id),
      ),
    };
  };
  // The next chunk is read while the caller writes this one (the database's time and the serialiser's overlap).
  let next = chunkAfter(undefined);
  for (;;) {
    const chunk = await next;
    if (chunk.rows.length === 0) return;
    const more = chunk.rows.length === size;
    if (more) {
      next = chunkAfter(chunk.rows[chunk.rows.length - 1]);
      next.catch(() => undefined); // a caller that stops early never awaits it
    }
    yield chunk;
    if (!more) return;
  }
}

/** A page of the schedule, soonest first, with the number of trainings in all (the paged public list). */
export async function pageOfPublicTrainings(page: number, pageSize: number, now: Date = clockNow()): Promise<{ items: Training[]; total: number }> {
  const db = await getDb();
  const [rows, [counted]] = await Promise.all([
    selectTrainingRows(db)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(trainings),
  ]);
  const [courses, seats] = await Promise.all([
    coursesByIds(rows.map((r) => r.courseId)),
    seatCounts(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  return {
    items: rows.flatMap((row) => (courses.has(row.courseId) ? [toTraining(row, courses.get(row.courseId)!, now, seats.get(row.id))] : [])),
    total: counted?.n ?? 0,
  };
}

/** A course's trainings that are still to come or running, soonest first (its page lists them). */
export async function listOpenTrainingsOfCourse(courseId: string, now: Date = clockNow()): Promise<Training[]> {
  const [{ rows, seats }, course] = await Promise.all([
    cached(`trainings:course:${courseId}`, [cacheTags.trainings], async () => {
      const db = await getDb();
      return withSeats(db, await selectTrainingRows(db, courseId));
    }),
    getCourse(courseId),
  ]);
  if (!course) return [];
  return rows.map((row) => toTraining(row, course, now, seats[row.id])).filter((t) => t.status === "Upcoming" || t.status === "Ongoing");
}

/** How many trainings of each kind the public tabs show: on-going, upcoming, and past (completed or cancelled). */
export const SHOWCASE_PER_KIND = 12;

const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);
const DAY_MS = 86_400_000;

/**
 * The trainings the public tabs show (home, catalogue, a category page): the on-going ones, the next upcoming
 * ones and the latest past ones, up to `perKind` each, soonest first. Three indexed queries, never the whole
 * schedule. Statuses follow each training's own zone, so the date windows are a day wider than "today".
 */
export async function showcaseTrainings(options: { categoryIds?: string[]; perKind?: number } = {}, now: Date = clockNow()): Promise<Training[]> {
  const perKind = options.perKind ?? SHOWCASE_PER_KIND;
  const key = `trainings:showcase:${options.categoryIds?.join(",") ?? "*"}:${perKind}:${isoDay(now.getTime())}`;
  const { rows, courses, seats } = await cached(
    key,
    [cacheTags.trainings, cacheTags.courses, cacheTags.categories],
    async () => {
      const db = await getDb();
      const [yesterday, tomorrow] = [isoDay(now.getTime() - DAY_MS), isoDay(now.getTime() + DAY_MS)];
      const scope = options.categoryIds ? [courseInCategories(trainings.courseId, options.categoryIds)] : [];
      const margin = perKind + 8;
      const select = (where: SQL | undefined, order: SQL[]) =>
        db
          .select(trainingColumns)
          .from(trainings)
          .where(and(where, ...scope))
          .orderBy(...order)
          .limit(margin);
      const live = eq(trainings.isCancelled, false);
      const found = await Promise.all([
        select(and(live, lte(trainings.startDate, tomorrow), gte(trainings.endDate, yesterday)), [desc(trainings.startDate), desc(trainings.id)]),
        select(and(live, gte(trainings.startDate, yesterday)), [asc(trainings.startDate), asc(trainings.startTime), asc(trainings.id)]),
        select(or(eq(trainings.isCancelled, true), lte(trainings.endDate, tomorrow)), [desc(trainings.startDate), desc(trainings.id)]),
      ]);
      const unique = new Map(found.flat().map((row) => [row.id, row]));
      const [courses, seats] = await Promise.all([coursesByIds([...unique.values()].map((r) => r.courseId)), seatCounts(db, [...unique.keys()])]);
      return { rows: [...unique.values()], courses, seats: Object.fromEntries(seats) };
    },
    undefined,
    (v) => [...v.courses.keys()].map(cacheTags.course),
  );
  const kindOf = (t: Training) => (t.status === "Completed" || t.status === "Cancelled" ? "past" : t.status);
  const byKind = new Map<string, Training[]>();
  for (const row of rows) {
    const course = courses.get(row.courseId);
    if (!course) continue;
    const training = toTraining(row, course, now, seats[row.id]);
    const list = byKind.get(kindOf(training)) ?? [];
    list.push(training);
    byKind.set(kindOf(training), list);
  }
  const soonestFirst = (a: Training, b: Training) =>
    a.startDate.localeCompare(b.startDate) || a.startTime.localeCompare(b.startTime) || a.id.localeCompare(b.id);
  const upcoming = (byKind.get("Upcoming") ?? []).sort(soonestFirst).slice(0, perKind);
  // The on-going and past ones nearest to today, i.e. the latest started.
  const latest = (list: Training[] = []) => list.sort((a, b) => soonestFirst(b, a)).slice(0, perKind);
  return [...latest(byKind.get("Ongoing")), ...upcoming, ...latest(byKind.get("past"))].sort(soonestFirst);
}
