import "server-only";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { rowsOf, type DbOrTx } from "../../db";
import { bookings, enrolments, trainings } from "../../db/schema";
import { ApiError } from "../errors";

/**
 * Seats (sales-and-batches.md §3): a training's `seats` are taken by every booking that is not cancelled (all
 * its seats, assigned to learners or not) and by every active enrolment that belongs to no booking.
 */

export interface SeatCount {
  /** null = no limit. */
  seats: number | null;
  taken: number;
  /** null when there is no limit. */
  left: number | null;
  isFull: boolean;
}

const takenSql = (trainingId: string) => sql<number>`(
  coalesce((select sum(${bookings.seats}) from ${bookings} where ${bookings.trainingId} = ${trainingId} and ${bookings.cancelledAt} is null), 0)
  + (select count(*) from ${enrolments} where ${enrolments.trainingId} = ${trainingId} and ${enrolments.isActive} and ${enrolments.bookingId} is null)
)::int`;

/** A training's seats now; undefined when there is no such training. */
export async function seatCount(tx: DbOrTx, trainingId: string): Promise<SeatCount | undefined> {
  const [row] = await tx
    .select({ seats: trainings.seats, taken: takenSql(trainingId) })
    .from(trainings)
    .where(eq(trainings.id, trainingId));
  if (!row) return undefined;
  return countOf(row.seats, Number(row.taken));
}

export function countOf(seats: number | null, taken: number): SeatCount {
  if (seats === null) return { seats, taken, left: null, isFull: false };
  const left = Math.max(0, seats - taken);
  return { seats, taken, left, isFull: left === 0 };
}

export const SEATS_FULL_MESSAGE = "There are not enough seats left in this training.";

/**
 * Inside a transaction, before taking `more` seats: locks the training's row (so concurrent bookings and
 * enrolments of one training queue up here, on every instance) and refuses with 409 when they don't fit.
 * `more` may be 0 (a check that the count still fits, e.g. after lowering `seats`).
 */
export async function takeSeats(tx: DbOrTx, trainingId: string, more: number): Promise<SeatCount> {
  const locked = await tx.execute(sql`select ${trainings.id} from ${trainings} where ${trainings.id} = ${trainingId} for update`);
  if (rowsOf(locked).length === 0) throw new ApiError("not_found", "Training not found.");
  const count = (await seatCount(tx, trainingId))!;
  if (count.left !== null && more > count.left) throw new ApiError("conflict", SEATS_FULL_MESSAGE);
  return count;
}

/**
 * Counts for many trainings at once (public lists, a learner's enrolments): trainingId → count. Each sum reads
 * only the trainings asked for: PostgreSQL does not carry the id list through the join into a grouped subquery,
 * and grouping every enrolment of a large company (a million) took half a second a call.
 */
export async function seatCounts(tx: DbOrTx, trainingIds: string[]): Promise<Map<string, SeatCount>> {
  if (trainingIds.length === 0) return new Map();
  const booked = tx
    .select({ trainingId: bookings.trainingId, seats: sql<number>`sum(${bookings.seats})::int`.as("booked_seats") })
    .from(bookings)
    .where(and(inArray(bookings.trainingId, trainingIds), isNull(bookings.cancelledAt)))
    .groupBy(bookings.trainingId)
    .as("booked");
  const enrolled = tx
    .select({ trainingId: enrolments.trainingId, seats: sql<number>`count(*)::int`.as("enrolled_seats") })
    .from(enrolments)
    .where(and(inArray(enrolments.trainingId, trainingIds), eq(enrolments.isActive, true), isNull(enrolments.bookingId)))
    .groupBy(enrolments.trainingId)
    .as("enrolled");
  const rows = await tx
    .select({ id: trainings.id, seats: trainings.seats, booked: booked.seats, enrolled: enrolled.seats })
    .from(trainings)
    .leftJoin(booked, eq(booked.trainingId, trainings.id))
    .leftJoin(enrolled, eq(enrolled.trainingId, trainings.id))
    .where(inArray(trainings.id, trainingIds));
  return new Map(rows.map((r) => [r.id, countOf(r.seats, Number(r.booked ?? 0) + Number(r.enrolled ?? 0))]));
}
