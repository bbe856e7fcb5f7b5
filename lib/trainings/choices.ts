import "server-only";
import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import { getDb } from "../../db";
import { courses, trainings } from "../../db/schema";
import { now as clockNow } from "../clock";
import { withChosen } from "../http/staff-list";
import { trainingPriceOf } from "../pricing/price";
import { addDays, daysBetween } from "../schedule/schedule";
import { trainingStatusAt, type Weekday } from "../schedule/sessions";
import { trainingStatusColumns } from "./reads";
import { countOf, seatCounts } from "./seats";
import type { OpenTraining } from "./types";

// The trainings a form offers to choose from: a company runs thousands of batches, so a form lists the ones nearest
// today and the one already chosen, never all of them.

/** How many open trainings a booking, quote or discount code form offers: the ones starting nearest today. */
export const OPEN_TRAINING_CHOICES = 100;

/**
 * The `limit` trainings `read` finds whose start is nearest `today` (ties by id), each side of today read in start
 * order from trainings_start_date_idx: those from today on first, then those before it no farther back than the
 * farthest of those. Sorting twenty thousand batches by their distance from today took 20–30 ms a form.
 * `read(side, order)`: the rows on that side of today (its condition), in that order, at most `limit`.
 */
async function nearestToday<R extends { id: string; startDate: string }>(
  today: string,
  limit: number,
  read: (side: SQL, order: SQL[]) => Promise<R[]>,
): Promise<R[]> {
  const from = await read(gte(trainings.startDate, today), [asc(trainings.startDate), asc(trainings.id)]);
  const reach = from.length === limit ? daysBetween(today, from.at(-1)!.startDate) : undefined;
  const before = await read(and(lt(trainings.startDate, today), reach === undefined ? undefined : gte(trainings.startDate, addDays(today, -reach)))!, [
    desc(trainings.startDate),
    asc(trainings.id),
  ]);
  const distance = (t: R) => Math.abs(daysBetween(today, t.startDate));
  return [...from, ...before].sort((a, b) => distance(a) - distance(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).slice(0, limit);
}

/**
 * The trainings a booking, a quote or a discount code can be for (neither cancelled nor completed), as staff see
 * them, latest start first: the OPEN_TRAINING_CHOICES whose start is nearest today, `include` (one already chosen)
 * and the next open batches of `courseTitle` (an enquiry's course), whatever their dates. A large company has
 * eleven thousand open batches: all of them in the form made each of these pages seconds long.
 */
export async function openStaffTrainings(
  { include, courseTitle, limit = OPEN_TRAINING_CHOICES }: { include?: string; courseTitle?: string; limit?: number } = {},
  now: Date = clockNow(),
): Promise<OpenTraining[]> {
  const db = await getDb();
  const today = now.toISOString().slice(0, 10);
  const pattern = trainingStatusColumns;
  // Not cancelled and not ended by their dates (statusDateConditions' margin); the exact status after.
  const notEnded = and(eq(trainings.isCancelled, false), gte(trainings.endDate, addDays(today, -2)));
  const rowsOf = (where: SQL | undefined) => db.select(pattern).from(trainings).innerJoin(courses, eq(courses.id, trainings.courseId)).where(where).$dynamic();
  type Row = Awaited<ReturnType<typeof rowsOf>>[number];
  const none = Promise.resolve<Row[]>([]);
  const [nearest, ofCourse, chosen] = await Promise.all([
    nearestToday(today, limit + 20, (side, order) =>
      rowsOf(and(notEnded, side))
        .orderBy(...order)
        .limit(limit + 20),
    ),
    courseTitle
      ? rowsOf(and(notEnded, sql`lower(${courses.title}) = ${courseTitle.toLowerCase()}`))
          .orderBy(asc(trainings.startDate), asc(trainings.id))
          .limit(20)
      : none,
    include ? rowsOf(and(notEnded, eq(trainings.id, include))) : none,
  ]);
  const open = (t: Row) => trainingStatusAt({ ...t, days: t.days as Weekday[] }, now) !== "Completed";
  const ids = [...new Set([...nearest.filter(open).slice(0, limit), ...ofCourse.filter(open), ...chosen.filter(open)].map((t) => t.id))];
  if (ids.length === 0) return [];
  // What a choice shows, and its seats: not the console's whole view (enrolment counts, trainer, reminders), which
  // cost a second pass over the enrolments of two hundred batches.
  const [rows, seats] = await Promise.all([
    db
      .select({ training: trainings, courseTitle: courses.title })
      .from(trainings)
      .innerJoin(courses, eq(courses.id, trainings.courseId))
      .where(inArray(trainings.id, ids))
      .orderBy(desc(trainings.startDate), asc(trainings.startTime), desc(trainings.id)),
    seatCounts(db, ids),
  ]);
  return rows.map(({ training: t, courseTitle }) => ({
    id: t.id,
    course: { id: t.courseId, title: courseTitle },
    startDate: t.startDate,
    endDate: t.endDate,
    timeZone: t.timeZone,
    status: trainingStatusAt({ ...t, days: t.days as Weekday[] }, now),
    seats: seats.get(t.id) ?? countOf(t.seats, 0),
    price: trainingPriceOf(t),
  }));
}

/** How many trainings a staff filter offers: the ones nearest today. */
export const TRAINING_CHOICES = 200;

/**
 * The trainings a staff filter offers (id and "Course · start date"): the TRAINING_CHOICES whose start is nearest
 * today, and `include` (the one already chosen) whatever its date, latest start first. A large company runs tens
 * of thousands of batches: listing all of them made /admin/enrolments 4.7 MB and 7.6 s (npm run bench -- --scale).
 */
export async function trainingChoices(
  { include, limit = TRAINING_CHOICES }: { include?: string; limit?: number } = {},
  now: Date = clockNow(),
): Promise<{ id: string; label: string }[]> {
  const today = now.toISOString().slice(0, 10);
  const db = await getDb();
  const choices = (where: SQL | undefined) =>
    db
      .select({ id: trainings.id, title: courses.title, startDate: trainings.startDate })
      .from(trainings)
      .innerJoin(courses, eq(courses.id, trainings.courseId))
      .where(where)
      .$dynamic();
  const [nearest, chosen] = await Promise.all([
    nearestToday(today, limit, (side, order) =>
      choices(side)
        .orderBy(...order)
        .limit(limit),
    ),
    include ? choices(eq(trainings.id, include)) : [],
  ]);
  const rows = withChosen(nearest, chosen, limit);
  rows.sort((a, b) => b.startDate.localeCompare(a.startDate) || a.id.localeCompare(b.id));
  return rows.map((r) => ({ id: r.id, label: `${r.title} · ${r.startDate}` }));
}
