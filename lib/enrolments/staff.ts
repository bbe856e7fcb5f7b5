import "server-only";
import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
import { courses, enrolments, trainings, users } from "../../db/schema";
import { figureOf } from "../at-scale";
import { cacheTags } from "../cache";
import { now as clockNow } from "../clock";
import { ApiError } from "../errors";
import type { Keyset } from "../http/list-answers";
import { trainingColumns } from "../trainings/reads";
import { trainingStatusAt, type Weekday } from "../schedule/sessions";
import type { StaffEnrolment, StaffEnrolmentFilter } from "./types";

/** The console shows at most this many enrolments a list. */
export const STAFF_ENROLMENT_LIMIT = 2000;

function conditionsOf(filter: StaffEnrolmentFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.id) conditions.push(eq(enrolments.id, filter.id));
  if (filter.trainingId) conditions.push(eq(enrolments.trainingId, filter.trainingId));
  if (filter.learnerId) conditions.push(eq(enrolments.userId, filter.learnerId));
  if (filter.learnerEmail) conditions.push(sql`lower(${users.email}) = ${filter.learnerEmail.trim().toLowerCase()}`);
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * The orders of the staff lists: a training's or a learner's enrolments by training, then learner; the whole
 * list (the console's and the API's pages) newest first, tie-broken by id, which enrolments_created_idx serves
 * without reading the table in another order.
 */
const staffOrders = {
  training: () => [desc(trainings.startDate), asc(users.name), asc(enrolments.id)],
  newest: () => [desc(enrolments.createdAt), desc(enrolments.id)],
};
export type StaffEnrolmentOrder = keyof typeof staffOrders;

/** The query of a list of enrolments as staff see them, unexecuted (a test reads its plan). */
export function staffEnrolmentsQuery(
  tx: DbOrTx,
  filter: StaffEnrolmentFilter = {},
  {
    limit = STAFF_ENROLMENT_LIMIT,
    offset = 0,
    order = "training" as StaffEnrolmentOrder,
    after,
  }: { limit?: number; offset?: number; order?: StaffEnrolmentOrder; after?: Keyset } = {},
) {
  // After a row of the newest-first order: a row comparison the index reads from that point.
  const where = after
    ? and(conditionsOf(filter), sql`(${enrolments.createdAt}, ${enrolments.id}) < (${after.at}::timestamptz, ${after.id})`)
    : conditionsOf(filter);
  return tx
    .select({
      id: enrolments.id,
      isActive: enrolments.isActive,
      accessOverride: enrolments.accessOverride,
      overrideReason: enrolments.overrideReason,
      createdAt: enrolments.createdAt,
      updatedAt: enrolments.updatedAt,
      learner: { id: users.id, name: users.name, email: users.email, activatedAt: users.activatedAt },
      training: trainingColumns,
      course: { id: courses.id, title: courses.title },
      // The sort key exactly (microseconds), for a keyset cursor.
      keyAt: sql<string>`${enrolments.createdAt}::text`,
    })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId))
    .innerJoin(trainings, eq(trainings.id, enrolments.trainingId))
    .innerJoin(courses, eq(courses.id, trainings.courseId))
    .where(where)
    .orderBy(...staffOrders[order]())
    .limit(limit)
    .offset(offset);
}

/** Enrolments as staff see them: latest training first, then by learner, or newest first (at most `limit`, from `offset`). */
export async function selectStaffEnrolments(
  tx: DbOrTx,
  filter: StaffEnrolmentFilter = {},
  now: Date = clockNow(),
  options: { limit?: number; offset?: number; order?: StaffEnrolmentOrder; after?: Keyset } = {},
): Promise<StaffEnrolment[]> {
  return (await selectKeyedEnrolments(tx, filter, now, options)).map(({ keyAt: _keyAt, ...row }) => row);
}

async function selectKeyedEnrolments(
  tx: DbOrTx,
  filter: StaffEnrolmentFilter,
  now: Date,
  options: { limit?: number; offset?: number; order?: StaffEnrolmentOrder; after?: Keyset },
): Promise<(StaffEnrolment & { keyAt: string })[]> {
  const rows = await staffEnrolmentsQuery(tx, filter, options);
  return rows.map(({ learner: { activatedAt, ...learner }, training: { isCancelled, ...training }, course, accessOverride, overrideReason, ...row }) => ({
    ...row,
    accessOverride: accessOverride === null ? null : { isActive: accessOverride, reason: overrideReason },
    learner: { ...learner, isActivated: activatedAt !== null },
    training: {
      ...training,
      days: training.days as Weekday[],
      status: trainingStatusAt({ ...training, days: training.days as Weekday[], isCancelled }, now),
      course,
    },
  }));
}

export async function listStaffEnrolments(filter: StaffEnrolmentFilter = {}, order: StaffEnrolmentOrder = "training"): Promise<StaffEnrolment[]> {
  return selectStaffEnrolments(await getDb(), filter, clockNow(), { order });
}

/**
 * A page of the enrolments matching the filter, newest first, and how many match in all (the console shows 50 at a
 * time). The unfiltered total of a large company's million enrolments is counted once per change (lib/at-scale.ts):
 * counting them took 150 ms of every page.
 */
export async function pageOfStaffEnrolments(
  filter: StaffEnrolmentFilter,
  page: number,
  pageSize: number,
): Promise<{ items: StaffEnrolment[]; total: number; next: Keyset | null }> {
  const db = await getDb();
  const count = async (): Promise<number> => {
    // The count joins the learners only to filter by email: over a million enrolments the join took 260 ms, the
    // count alone 80 (every enrolment has its learner: the foreign key).
    const counting = db.select({ n: sql<number>`count(*)::int` }).from(enrolments);
    const [counted] = await (filter.learnerEmail ? counting.innerJoin(users, eq(users.id, enrolments.userId)) : counting).where(conditionsOf(filter));
    return Number(counted?.n ?? 0);
  };
  const [keyed, total] = await Promise.all([
    selectKeyedEnrolments(db, filter, clockNow(), { limit: pageSize, offset: (page - 1) * pageSize, order: "newest" }),
    conditionsOf(filter) === undefined ? figureOf("enrolments", "enrolments:all", [cacheTags.enrolments], count) : count(),
  ]);
  return { ...keyedPage(keyed, pageSize), total };
}

/** A page, newest first, beginning after `after` (the `next` of the page before): no offset and no count, at any depth. */
export async function pageOfStaffEnrolmentsAfter(
  filter: StaffEnrolmentFilter,
  after: Keyset,
  pageSize: number,
): Promise<{ items: StaffEnrolment[]; next: Keyset | null }> {
  return keyedPage(await selectKeyedEnrolments(await getDb(), filter, clockNow(), { limit: pageSize, order: "newest", after }), pageSize);
}

function keyedPage(keyed: (StaffEnrolment & { keyAt: string })[], pageSize: number): { items: StaffEnrolment[]; next: Keyset | null } {
  const last = keyed.length === pageSize ? keyed[keyed.length - 1] : undefined;
  return { items: keyed.map(({ keyAt: _keyAt, ...row }) => row), next: last ? { at: last.keyAt, id: last.id } : null };
}

export async function findStaffEnrolment(tx: DbOrTx, id: string): Promise<StaffEnrolment> {
  const [found] = await selectStaffEnrolments(tx, { id });
  if (!found) throw new ApiError("not_found", "Enrolment not found.");
  return found;
}
