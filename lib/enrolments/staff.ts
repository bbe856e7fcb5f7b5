import "server-only";
import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
import { courses, enrolments, trainings, users } from "../../db/schema";
import { now as clockNow } from "../clock";
import { ApiError } from "../http/api-error";
import { trainingColumns } from "../trainings/reads";
import { trainingStatusAt, type Weekday } from "../trainings/sessions";
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

/** Enrolments as staff see them: latest training first, then by learner (at most `limit`, from `offset`). */
export async function selectStaffEnrolments(
  tx: DbOrTx,
  filter: StaffEnrolmentFilter = {},
  now: Date = clockNow(),
  { limit = STAFF_ENROLMENT_LIMIT, offset = 0 } = {},
): Promise<StaffEnrolment[]> {
  const rows = await tx
    .select({
      id: enrolments.id,
      isActive: enrolments.isActive,
      createdAt: enrolments.createdAt,
      updatedAt: enrolments.updatedAt,
      learner: { id: users.id, name: users.name, email: users.email, activatedAt: users.activatedAt },
      training: trainingColumns,
      course: { id: courses.id, title: courses.title },
    })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId))
    .innerJoin(trainings, eq(trainings.id, enrolments.trainingId))
    .innerJoin(courses, eq(courses.id, trainings.courseId))
    .where(conditionsOf(filter))
    .orderBy(desc(trainings.startDate), asc(users.name), asc(enrolments.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ learner: { activatedAt, ...learner }, training: { isCancelled, ...training }, course, ...row }) => ({
    ...row,
    learner: { ...learner, isActivated: activatedAt !== null },
    training: { ...training, days: training.days as Weekday[], status: trainingStatusAt({ ...training, days: training.days as Weekday[], isCancelled }, now), course },
  }));
}

export async function listStaffEnrolments(filter: StaffEnrolmentFilter = {}): Promise<StaffEnrolment[]> {
  return selectStaffEnrolments(await getDb(), filter);
}

/** A page of the enrolments matching the filter, and how many match in all (the console shows 50 at a time). */
export async function pageOfStaffEnrolments(filter: StaffEnrolmentFilter, page: number, pageSize: number): Promise<{ items: StaffEnrolment[]; total: number }> {
  const db = await getDb();
  // The count joins the learners only to filter by email: over a million enrolments the join took 260 ms, the
  // count alone 80 (every enrolment has its learner: the foreign key).
  const counting = db.select({ n: sql<number>`count(*)::int` }).from(enrolments);
  const [items, [counted]] = await Promise.all([
    selectStaffEnrolments(db, filter, clockNow(), { limit: pageSize, offset: (page - 1) * pageSize }),
    (filter.learnerEmail ? counting.innerJoin(users, eq(users.id, enrolments.userId)) : counting).where(conditionsOf(filter)),
  ]);
  return { items, total: Number(counted?.n ?? 0) };
}

export async function findStaffEnrolment(tx: DbOrTx, id: string): Promise<StaffEnrolment> {
  const [found] = await selectStaffEnrolments(tx, { id });
  if (!found) throw new ApiError("not_found", "Enrolment not found.");
  return found;
}
