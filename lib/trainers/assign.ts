import "server-only";
import { and, eq, ne } from "drizzle-orm";
import type { DbOrTx } from "../../db";
import { trainers, trainerTimeOff, trainings, users } from "../../db/schema";
import { ApiError } from "../errors";
import { sessionPatternColumns } from "../trainings/reads";
import type { Weekday } from "../schedule/sessions";
import { trainerMessages } from "../validation/trainers";
import { clashMessage, firstClash, type BatchPattern } from "./clash";

/**
 * Before a batch is given a trainer (or a batch with one changes its schedule or is reinstated): 400 for an unknown
 * or inactive trainer, 409 naming the first date that clashes with another of their batches or their time off.
 * The trainer's row is locked first, so two batches assigned at once are checked one after the other.
 */
export async function assertTrainerFree(tx: DbOrTx, trainerId: string, batch: BatchPattern & { id?: string }): Promise<void> {
  const [trainer] = await tx
    .select({ id: trainers.id, active: trainers.active, timeZone: trainers.timeZone, userId: trainers.userId })
    .from(trainers)
    .where(eq(trainers.id, trainerId))
    .for("update");
  if (!trainer) throw new ApiError("bad_request", trainerMessages.unknown, { fieldErrors: { trainerId: trainerMessages.unknown } });
  if (!trainer.active) throw new ApiError("bad_request", trainerMessages.inactive, { fieldErrors: { trainerId: trainerMessages.inactive } });
  if (batch.isCancelled) return;
  const [{ name } = { name: "The trainer" }] = await tx.select({ name: users.name }).from(users).where(eq(users.id, trainer.userId));
  const others = await tx
    .select({ ...sessionPatternColumns, isCancelled: trainings.isCancelled })
    .from(trainings)
    .where(and(eq(trainings.trainerId, trainerId), eq(trainings.isCancelled, false), batch.id ? ne(trainings.id, batch.id) : undefined));
  const timeOff = await tx.select({ from: trainerTimeOff.from, to: trainerTimeOff.to }).from(trainerTimeOff).where(eq(trainerTimeOff.trainerId, trainerId));
  const clash = firstClash(
    batch,
    others.map((o) => ({ ...o, days: o.days as Weekday[] })),
    timeOff,
    trainer.timeZone,
  );
  if (clash) {
    const message = clashMessage(name, clash);
    throw new ApiError("conflict", message, { fieldErrors: { trainerId: message } });
  }
}
