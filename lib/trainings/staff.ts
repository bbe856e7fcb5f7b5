import "server-only";
import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
import { courses, enrolments, trainers, trainings, users } from "../../db/schema";
import { now as clockNow } from "../clock";
import { courseSlug } from "../courses/slug";
import { env } from "../env";
import { ApiError } from "../errors";
import { seatCounts, countOf } from "./seats";
import { nextSessionAt, trainingStatusAt, type Weekday } from "../schedule/sessions";
import { addDays } from "../schedule/schedule";
import type { TrainingStatus } from "../schedule/status";
import type { StaffTraining, StaffTrainingFilter } from "./types";
import { trainingStatusColumns } from "./reads";
import { trainingPriceOf } from "../pricing/price";
import { keysetCondition, keysetPage, listKeyOf, type ListOrder, type ListPage, type PageRange, type PageRequest } from "../http/staff-list";

// The trainings a form offers (nearest today) live in choices.ts; the tests of the staff reads still find them here.
export { OPEN_TRAINING_CHOICES, openStaffTrainings, TRAINING_CHOICES, trainingChoices } from "./choices";

/**
 * What a status allows of a training's dates, in SQL, so a status filter reads only the batches that may have it
 * (trainingStatusAt then decides exactly): Upcoming and Ongoing batches have not ended, Ongoing and Completed ones
 * have started. Two days of margin: the status follows the training's own zone (a day either side of UTC), and a
 * session may end past midnight.
 */
function statusDateConditions(status: TrainingStatus, now: Date): SQL[] {
  const today = now.toISOString().slice(0, 10);
  const notEnded = gte(trainings.endDate, addDays(today, -2));
  const started = lte(trainings.startDate, addDays(today, 2));
  const live = eq(trainings.isCancelled, false);
  if (status === "Cancelled") return [eq(trainings.isCancelled, true)];
  if (status === "Upcoming") return [live, notEnded];
  if (status === "Ongoing") return [live, notEnded, started];
  return [live, started];
}

function staffTrainingConditions(filter: StaffTrainingFilter, now: Date): SQL[] {
  const conditions: SQL[] = [];
  if (filter.id) conditions.push(eq(trainings.id, filter.id));
  if (filter.ids) conditions.push(inArray(trainings.id, filter.ids));
  if (filter.courseId) conditions.push(eq(trainings.courseId, filter.courseId));
  if (filter.endsFrom) conditions.push(gte(trainings.endDate, filter.endsFrom));
  if (filter.startsUntil) conditions.push(lte(trainings.startDate, filter.startsUntil));
  if (filter.status) conditions.push(...statusDateConditions(filter.status, now));
  return conditions;
}

/** Trainings as staff see them, latest start first. */
export async function selectStaffTrainings(tx: DbOrTx, filter: StaffTrainingFilter = {}, now: Date = clockNow()): Promise<StaffTraining[]> {
  if (filter.ids?.length === 0) return [];
  const conditions = staffTrainingConditions(filter, now);
  const rows = await tx
    .select({ training: trainings, courseTitle: courses.title, trainerName: users.name })
    .from(trainings)
    .innerJoin(courses, eq(courses.id, trainings.courseId))
    .leftJoin(trainers, eq(trainers.id, trainings.trainerId))
    .leftJoin(users, eq(users.id, trainers.userId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(trainings.startDate), asc(trainings.startTime), desc(trainings.id));
  return staffViews(tx, rows, filter.status, now);
}

type StaffTrainingRow = { training: typeof trainings.$inferSelect; courseTitle: string; trainerName: string | null };

/** Rows of trainings as staff see them (seats, enrolment counts, status at `now`), those of `status` only when given. */
async function staffViews(tx: DbOrTx, rows: StaffTrainingRow[], status: TrainingStatus | undefined, now: Date): Promise<StaffTraining[]> {
  const ids = rows.map((r) => r.training.id);
  const seats = await seatCounts(tx, ids);
  const counts = ids.length
    ? await tx
        .select({ trainingId: enrolments.trainingId, isActive: enrolments.isActive, n: count() })
        .from(enrolments)
        .where(inArray(enrolments.trainingId, ids))
        .groupBy(enrolments.trainingId, enrolments.isActive)
    : [];
  const totals = new Map<string, { total: number; active: number }>();
  for (const c of counts) {
    const t = totals.get(c.trainingId) ?? { total: 0, active: 0 };
    t.total += Number(c.n);
    if (c.isActive) t.active += Number(c.n);
    totals.set(c.trainingId, t);
  }
  const views = rows.map(({ training: t, courseTitle, trainerName }) => {
    const pattern = { ...t, days: t.days as Weekday[] };
    return {
      id: t.id,
      course: { id: t.courseId, title: courseTitle, slug: courseSlug(courseTitle, t.courseId) },
      startDate: t.startDate,
      endDate: t.endDate,
      startTime: t.startTime,
      endTime: t.endTime,
      timeZone: t.timeZone,
      days: pattern.days,
      skipDates: t.skipDates,
      status: trainingStatusAt(pattern, now),
      isCancelled: t.isCancelled,
      meetingLink: t.meetingLink,
      seats: seats.get(t.id) ?? countOf(t.seats, 0),
      reminders: t.reminders ?? env().REMINDER_OFFSETS,
      hasOwnReminders: t.reminders !== null,
      nextSessionAt: t.isCancelled ? undefined : nextSessionAt(pattern, now),
      trainer: t.trainerId ? { id: t.trainerId, name: trainerName ?? "" } : null,
      sequence: t.sequence,
      enrolmentCount: totals.get(t.id)?.total ?? 0,
      activeEnrolmentCount: totals.get(t.id)?.active ?? 0,
      price: trainingPriceOf(t),
      createdAt: t.createdAt,
      updatedAt: t.updatedAt,
    };
  });
  return status ? views.filter((v) => v.status === status) : views;
}

export async function listStaffTrainings(filter: StaffTrainingFilter = {}, now?: Date): Promise<StaffTraining[]> {
  return selectStaffTrainings(await getDb(), filter, now);
}

/**
 * The trainings of one status at `now` (within the filter's dates): how many, and the first `limit` of them in
 * `order` with their seats and counts. Only the batches whose dates allow the status are read, and only their
 * schedules; the console's start page shows a few of a large company's thousand running batches.
 */
export async function staffTrainingsOfStatus(
  status: TrainingStatus,
  filter: Pick<StaffTrainingFilter, "startsUntil" | "endsFrom">,
  limit: number,
  order: "soonest" | "latest",
  now: Date = clockNow(),
): Promise<{ total: number; items: StaffTraining[] }> {
  const db = await getDb();
  const conditions = staffTrainingConditions({ ...filter, status }, now);
  const rows = await db
    .select(trainingStatusColumns)
    .from(trainings)
    .where(and(...conditions));
  const matching = rows.filter((t) => trainingStatusAt({ ...t, days: t.days as Weekday[] }, now) === status);
  // Soonest: by start date and time; latest: the console's order (later days first, the earlier time first within a day).
  const sign = order === "soonest" ? 1 : -1;
  matching.sort((a, b) => sign * a.startDate.localeCompare(b.startDate) || a.startTime.localeCompare(b.startTime) || a.id.localeCompare(b.id));
  const shown = matching.slice(0, limit).map((t) => t.id);
  const items = await selectStaffTrainings(db, { ids: shown, status }, now);
  const at = new Map(shown.map((id, i) => [id, i]));
  return { total: matching.length, items: items.sort((a, b) => at.get(a.id)! - at.get(b.id)!) };
}

/**
 * A training's start as one number that sorts as the console lists them: later days first, and within a day the
 * earlier start time first (days since 2000 × 1440 − the start time's minutes). trainings_start_idx indexes the same
 * expression (db/schema/trainings.ts).
 */
const trainingStartKey = sql`((${trainings.startDate} - date '2000-01-01') * 1440 - (substr(${trainings.startTime}, 1, 2)::int * 60 + substr(${trainings.startTime}, 4, 2)::int))`;

/** The console's order of trainings: latest start date first, the earlier time first within a day, ties by id (trainings_start_idx). */
export const trainingListOrder: ListOrder = { key: trainingStartKey, id: trainings.id, type: "integer", direction: "desc" };

const staffTrainingRows = (tx: DbOrTx) =>
  tx
    .select({ training: trainings, courseTitle: courses.title, trainerName: users.name, listKey: listKeyOf(trainingListOrder) })
    .from(trainings)
    .innerJoin(courses, eq(courses.id, trainings.courseId))
    .leftJoin(trainers, eq(trainers.id, trainings.trainerId))
    .leftJoin(users, eq(users.id, trainers.userId))
    .$dynamic();

/** The SQL of a page of the trainings list (filters as the console's, the status by its dates): for EXPLAIN in tests. */
export function staffTrainingPageQuery(tx: DbOrTx, filter: StaffTrainingFilter, range: PageRange, now: Date = clockNow()) {
  return staffTrainingRows(tx)
    .where(and(...staffTrainingConditions(filter, now), range.where))
    .orderBy(...range.orderBy)
    .limit(range.limit);
}

/**
 * A page of the console's trainings (course and status filters), latest start first, by keyset: no offset, no
 * count. SQL narrows a status to the batches whose dates allow it; the status itself follows each training's zone
 * and sessions (trainingStatusAt), so the page reads on past rows of another status until it is full.
 */
export async function pageOfStaffTrainings(filter: StaffTrainingFilter, request: PageRequest, now: Date = clockNow()): Promise<ListPage<StaffTraining>> {
  const db = await getDb();
  return keysetPage(trainingListOrder, request, async (range) => {
    const found: (StaffTrainingRow & { listKey: string })[] = [];
    for (let where = range.where; ;) {
      const rows = await staffTrainingPageQuery(db, filter, { ...range, where }, now);
      const last = rows.at(-1);
      found.push(
        ...(filter.status ? rows.filter((r) => trainingStatusAt({ ...r.training, days: r.training.days as Weekday[] }, now) === filter.status) : rows),
      );
      if (!last || rows.length < range.limit || found.length >= range.limit) break;
      where = keysetCondition(trainingListOrder, { key: last.listKey, id: last.training.id }, range.side);
    }
    const page = found.slice(0, range.limit);
    const views = await staffViews(db, page, undefined, now);
    return views.map((item, i) => ({ item, key: page[i]!.listKey, id: item.id }));
  });
}

export async function findStaffTraining(tx: DbOrTx, id: string): Promise<StaffTraining> {
  const [found] = await selectStaffTrainings(tx, { id });
  if (!found) throw new ApiError("not_found", "Training not found.");
  return found;
}

export async function getStaffTraining(id: string): Promise<StaffTraining> {
  return findStaffTraining(await getDb(), id);
}
