import "server-only";
import { eq } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
import { trainers, trainerTimeOff } from "../../db/schema";
import { updateAccountContact } from "../accounts/invitations";
import { recordAudit } from "../audit/log";
import { cacheTags, invalidateTags } from "../cache";
import { ApiError } from "../errors";
import { toMinor } from "../money";
import { trainerMessages, type TimeOffBody, type TrainerCreateBody, type TrainerUpdateBody } from "../validation/trainers";
import { findTrainer } from "./reads";
import type { TrainerView } from "./types";

const rateValues = (rate: { amount: number; currency: string } | null) =>
  rate === null ? { hourlyRateMinor: null } : { hourlyRateMinor: toMinor(rate.amount, rate.currency), currency: rate.currency };

/**
 * An existing account may become a trainer unless it is staff's or already has a trainer profile (409 naming the
 * email), read in the caller's transaction.
 */
export async function assertMayBecomeTrainer(tx: DbOrTx, account: { id: string; role: string }): Promise<void> {
  if (account.role === "staff") throw new ApiError("conflict", trainerMessages.staffAccount, { fieldErrors: { email: trainerMessages.staffAccount } });
  const [profile] = await tx.select({ id: trainers.id }).from(trainers).where(eq(trainers.userId, account.id));
  if (profile) throw new ApiError("conflict", trainerMessages.alreadyTrainer, { fieldErrors: { email: trainerMessages.alreadyTrainer } });
}

/** The account's trainer profile (skills, zone, rate), audited, in the caller's transaction; answers the trainer. */
export async function insertTrainerProfile(tx: DbOrTx, actorUserId: string, userId: string, body: TrainerCreateBody): Promise<TrainerView> {
  const [row] = await tx
    .insert(trainers)
    .values({ userId, skills: body.skills, timeZone: body.timeZone, ...rateValues(body.hourlyRate) })
    .returning({ id: trainers.id });
  const after = await findTrainer(tx, row!.id);
  await recordAudit(tx, { actorUserId, action: "create", entity: "trainer", entityId: row!.id, after });
  return after;
}

/**
 * A trainer's profile changed by `write` in one transaction, audited as it was before and after (`audited` picks what
 * the entry keeps: the whole trainer unless told); answers the trainer after.
 */
async function changeTrainer(
  actorUserId: string,
  id: string,
  write: (tx: DbOrTx, before: TrainerView) => Promise<unknown>,
  audited: (trainer: TrainerView) => unknown = (trainer) => trainer,
): Promise<TrainerView> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const before = await findTrainer(tx, id);
    await write(tx, before);
    const after = await findTrainer(tx, id);
    await recordAudit(tx, { actorUserId, action: "update", entity: "trainer", entityId: id, before: audited(before), after: audited(after) });
    return after;
  });
}

/** PUT /api/admin/trainers/{id}: the fields sent. */
export async function updateTrainer(actorUserId: string, id: string, body: TrainerUpdateBody): Promise<TrainerView> {
  const trainer = await changeTrainer(actorUserId, id, async (tx, before) => {
    await updateAccountContact(tx, before.userId, { name: body.name, phone: body.phone });
    const changes = {
      ...(body.skills !== undefined && { skills: body.skills }),
      ...(body.timeZone !== undefined && { timeZone: body.timeZone }),
      ...(body.active !== undefined && { active: body.active }),
      ...(body.hourlyRate !== undefined && rateValues(body.hourlyRate)),
    };
    if (Object.keys(changes).length)
      await tx
        .update(trainers)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(trainers.id, id));
  });
  // The public batches show the trainer's name.
  invalidateTags(cacheTags.trainings);
  return trainer;
}

/** The profile made inactive in the caller's transaction (the trainer role's removal); answers it as it was. 404 for none. */
export async function deactivateProfile(tx: DbOrTx, id: string): Promise<TrainerView> {
  const before = await findTrainer(tx, id);
  await tx.update(trainers).set({ active: false, updatedAt: new Date() }).where(eq(trainers.id, id));
  return before;
}

/** POST /api/admin/trainers/{id}/time-off: days the trainer can't teach (assigning a batch then is a clash); the audit keeps the days off. */
export async function addTimeOff(actorUserId: string, id: string, body: TimeOffBody): Promise<TrainerView> {
  return changeTrainer(
    actorUserId,
    id,
    (tx) => tx.insert(trainerTimeOff).values({ trainerId: id, from: body.from, to: body.to, reason: body.reason }),
    (trainer) => ({ timeOff: trainer.timeOff }),
  );
}

/** An account's trainer profile (the demo seed's), in the caller's transaction, unless it has one: the new profile's id, or undefined. */
export async function addTrainerProfileIfMissing(
  tx: DbOrTx,
  profile: { userId: string; skills: string[]; timeZone: string; hourlyRateMinor: number },
): Promise<string | undefined> {
  const [trainer] = await tx.insert(trainers).values(profile).onConflictDoNothing().returning({ id: trainers.id });
  return trainer?.id;
}
