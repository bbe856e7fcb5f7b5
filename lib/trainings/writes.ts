import "server-only";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db";
import { courses, trainings, type Training } from "../../db/schema";
import { recordAudit } from "../audit/log";
import { env } from "../env";
import { ApiError } from "../errors";
import type { TrainingPrice } from "../pricing/price";
import { money, toMinor } from "../money";
import { sameJson } from "../same-json";
import { trainingPatternProblem, trainingPriceProblem, type TrainingFields } from "../validation/trainings";
import { takeSeats } from "./seats";
import { findStaffTraining } from "./staff";
import type { StaffTraining } from "./types";

export async function assertCourseExists(tx: DbOrTx, courseId: string) {
  const [found] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
  if (!found) throw new ApiError("bad_request", "That course does not exist.", { fieldErrors: { courseId: "That course does not exist." } });
}

/**
 * A batch's schedule and pattern (the fields the staff API and the catalogue import share, sales-and-batches.md §3)
 * as columns: no zone is DEFAULT_TIME_ZONE, no seats or reminders are null, and an absent cancellation is `cancelled`.
 */
export function scheduleValues(fields: Omit<TrainingFields, "courseId" | "trainerId">, cancelled: boolean) {
  return {
    startDate: fields.startDate,
    endDate: fields.endDate,
    startTime: fields.startTime,
    endTime: fields.endTime,
    timeZone: fields.timeZone || env().DEFAULT_TIME_ZONE,
    meetingLink: fields.meetingLink,
    isCancelled: fields.isCancelled ?? cancelled,
    seats: fields.seats ?? null,
    days: fields.days,
    skipDates: fields.skipDates,
    reminders: fields.reminders ?? null,
  };
}

function trainingValues(fields: TrainingFields, currentlyCancelled: boolean) {
  return {
    courseId: fields.courseId,
    // Absent leaves the cancellation as it is.
    ...scheduleValues(fields, currentlyCancelled),
    ...priceValues(fields),
    trainerId: fields.trainerId ?? null,
  };
}

/** The price fields as columns; absent ones are no price, no early bird, no tiers. */
function priceValues(fields: Pick<TrainingFields, "price" | "earlyBird" | "groupDiscounts">) {
  return {
    priceMinor: fields.price ? toMinor(fields.price.amount, fields.price.currency) : null,
    currency: fields.price?.currency ?? "INR",
    earlyBirdMinor: fields.earlyBird ? toMinor(fields.earlyBird.amount.amount, fields.earlyBird.amount.currency) : null,
    earlyBirdUntil: fields.earlyBird?.until ?? null,
    groupDiscounts: fields.groupDiscounts ?? [],
  };
}

/** A stored price in the fields' words (a change merges into it). */
function priceFieldsOf(price: TrainingPrice): Pick<TrainingFields, "price" | "earlyBird" | "groupDiscounts"> {
  return {
    price: price.listPrice === null ? null : money(price.listPrice, price.currency),
    earlyBird: price.earlyBird ? { amount: money(price.earlyBird.amount, price.currency), until: price.earlyBird.until } : null,
    groupDiscounts: [...price.groupDiscounts],
  };
}

export function assertPriceFits(fields: Parameters<typeof trainingPriceProblem>[0]) {
  const problem = trainingPriceProblem(fields);
  if (problem) throw new ApiError("bad_request", problem, { fieldErrors: { earlyBird: problem } });
}

/**
 * An edited batch is looked at again by the certificates job (lib/certificates/issue.ts): moved back into the
 * future it completes again later, and learners who now meet the threshold get theirs. Certificates already
 * issued (or revoked) stay as they are: one per learner and batch.
 */
export const CERTIFICATES_RECHECKED = { certificatesIssuedAt: null };

/** Seats may not be set below the seats bookings and enrolments already take (409). */
export async function assertSeatsFit(tx: DbOrTx, id: string, seats: number | null | undefined) {
  const { taken } = await takeSeats(tx, id, 0);
  if (seats !== null && seats !== undefined && taken > seats) {
    throw new ApiError(
      "conflict",
      `${taken} seat${taken === 1 ? " is" : "s are"} already taken in this training, so it can't have fewer than ${taken} seats.`,
      {
        fieldErrors: { seats: `At least ${taken}: the seats already taken.` },
      },
    );
  }
}

/**
 * The trainings domain's commands, in the caller's transaction. Creating and editing a batch as staff do it
 * (trainer clash, change notices) is orchestrated above, in lib/batches/trainings.ts.
 */

/** A new training's row and its audit entry. */
export async function insertTraining(tx: DbOrTx, actorUserId: string, fields: TrainingFields): Promise<StaffTraining> {
  const [row] = await tx.insert(trainings).values(trainingValues(fields, false)).returning({ id: trainings.id });
  const after = await findStaffTraining(tx, row!.id);
  await recordAudit(tx, { actorUserId, action: "create", entity: "training", entityId: row!.id, after });
  return after;
}

/** A training's stored fields with the changes given merged in (absent ones keep their values), checked like a new one. */
export function mergeTrainingChanges(before: StaffTraining, changes: Partial<TrainingFields>): TrainingFields {
  const merged: TrainingFields = {
    courseId: before.course.id,
    startDate: before.startDate,
    endDate: before.endDate,
    startTime: before.startTime,
    endTime: before.endTime,
    timeZone: before.timeZone,
    meetingLink: before.meetingLink,
    seats: before.seats.seats,
    days: before.days,
    skipDates: before.skipDates,
    reminders: before.hasOwnReminders ? before.reminders : null,
    ...priceFieldsOf(before.price),
    trainerId: before.trainer?.id ?? null,
    ...Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)),
  };
  assertPriceFits(merged);
  const problem = trainingPatternProblem(merged);
  if (problem) throw new ApiError("bad_request", problem.message, { fieldErrors: { [problem.field]: problem.message } });
  return merged;
}

/** Writes a merged training (seats checked against those taken first) and audits it; answers the training after. */
export async function writeTrainingChanges(
  tx: DbOrTx,
  actorUserId: string,
  before: StaffTraining,
  merged: TrainingFields,
  changes: Partial<TrainingFields>,
): Promise<StaffTraining> {
  const id = before.id;
  // Locks the row first, so a concurrent enrolment waits for the new limit.
  if (changes.seats !== undefined) await assertSeatsFit(tx, id, merged.seats);
  await tx
    .update(trainings)
    .set({ ...trainingValues(merged, before.isCancelled), ...CERTIFICATES_RECHECKED })
    .where(eq(trainings.id, id));
  const after = await findStaffTraining(tx, id);
  await recordAudit(tx, { actorUserId, action: "update", entity: "training", entityId: id, before, after });
  return after;
}

/** Deletes a training without enrolments, in the caller's transaction; one with enrolments answers 409 (cancel it instead). */
export async function deleteTraining(tx: DbOrTx, actorUserId: string, id: string): Promise<void> {
  const before = await findStaffTraining(tx, id);
  if (before.enrolmentCount > 0) {
    throw new ApiError(
      "conflict",
      `This training has ${before.enrolmentCount} enrolment${before.enrolmentCount === 1 ? "" : "s"}. Cancel it instead, or remove the enrolments first.`,
    );
  }
  await tx.delete(trainings).where(eq(trainings.id, id));
  await recordAudit(tx, { actorUserId, action: "delete", entity: "training", entityId: id, before });
}

/** The next version of a batch's calendar event (a change notice sends it), in the caller's transaction. */
export async function raiseSequence(tx: DbOrTx, id: string): Promise<number> {
  const [raised] = await tx
    .update(trainings)
    .set({ sequence: sql`${trainings.sequence} + 1` })
    .where(eq(trainings.id, id))
    .returning({ sequence: trainings.sequence });
  return raised!.sequence;
}

/** Claims a completed batch for the certificates job once (undefined when another run has it). */
export async function claimCertificateRun(tx: DbOrTx, id: string, at: Date): Promise<boolean> {
  const claimed = await tx
    .update(trainings)
    .set({ certificatesIssuedAt: at })
    .where(and(eq(trainings.id, id), isNull(trainings.certificatesIssuedAt)))
    .returning({ id: trainings.id });
  return claimed.length > 0;
}

/** A batch as the catalogue import gives it (the staff API's pattern, without price or trainer). */
export type ImportedTraining = Pick<
  Training,
  "courseId" | "startDate" | "endDate" | "startTime" | "endTime" | "timeZone" | "meetingLink" | "isCancelled" | "seats" | "days" | "skipDates" | "reminders"
>;

/**
 * The batch of this course and dates made or brought to these values, in the caller's transaction (the catalogue
 * import's), under a staff edit's rules: no fewer seats than are taken. An update answers the batch before and after,
 * for the caller to tell its learners of the change.
 */
export async function upsertTraining(
  tx: DbOrTx,
  values: ImportedTraining,
): Promise<{ outcome: "created" | "skipped" } | { outcome: "updated"; before: StaffTraining; after: StaffTraining }> {
  const [existing] = await tx
    .select()
    .from(trainings)
    .where(and(eq(trainings.courseId, values.courseId), eq(trainings.startDate, values.startDate), eq(trainings.endDate, values.endDate)));
  if (!existing) {
    await tx.insert(trainings).values(values);
    return { outcome: "created" };
  }
  if ((Object.keys(values) as (keyof ImportedTraining)[]).every((key) => sameJson(existing[key], values[key]))) return { outcome: "skipped" };
  const before = await findStaffTraining(tx, existing.id);
  if (values.seats !== existing.seats) await assertSeatsFit(tx, existing.id, values.seats);
  await tx
    .update(trainings)
    .set({ ...values, ...CERTIFICATES_RECHECKED })
    .where(eq(trainings.id, existing.id));
  return { outcome: "updated", before, after: await findStaffTraining(tx, existing.id) };
}

/** A batch's price columns set directly (the demo seed's, on batches it just made), in the caller's transaction. */
export async function setTrainingPrice(
  tx: DbOrTx,
  id: string,
  price: Pick<Training, "priceMinor" | "earlyBirdMinor" | "earlyBirdUntil" | "groupDiscounts">,
): Promise<void> {
  await tx.update(trainings).set(price).where(eq(trainings.id, id));
}

/** Gives these batches a trainer where they have none (the demo seed's), in the caller's transaction; no clash check. */
export async function assignTrainerWhereNone(tx: DbOrTx, ids: string[], trainerId: string): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(trainings)
    .set({ trainerId })
    .where(and(inArray(trainings.id, ids), isNull(trainings.trainerId)));
}
