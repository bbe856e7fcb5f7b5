import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "../../../db";
import { users } from "../../../db/schema";
import { changeAccountRole } from "../../accounts/invitations";
import { recordAudit } from "../../audit/log";
import { cacheTags, invalidateTags } from "../../cache";
import { revokeFeed } from "../../calendar/feed";
import type { TrainerView } from "../../trainers/types";
import { deactivateProfile, updateTrainer } from "../../trainers/writes";
import type { TrainerUpdateBody } from "../../validation/trainers";

// A trainer's access is the trainer role on their account, their profile being active, and their private calendar
// feed (its .ics holds every batch's meeting link). Deactivating or removing a trainer takes all of it at once: the
// trainer API and pages check the role and the profile on every call, and the feed's URL stops working.

/**
 * PUT /api/admin/trainers/{id}: the fields sent (lib/trainers). Deactivated, the trainer's calendar feed is turned
 * off; active again after their role was removed, the account is a trainer again.
 */
export async function saveTrainer(actorUserId: string, id: string, body: TrainerUpdateBody): Promise<TrainerView> {
  const trainer = await updateTrainer(actorUserId, id, body);
  if (body.active === false) await revokeFeed(trainer.userId);
  if (body.active === true) {
    const db = await getDb();
    await db.transaction(async (tx) => {
      const [account] = await tx.select({ role: users.role }).from(users).where(eq(users.id, trainer.userId));
      if (account?.role === "learner") await changeAccountRole(tx, actorUserId, trainer.userId, "learner", "trainer");
    });
  }
  return trainer;
}

/**
 * DELETE /api/admin/trainers/{id}: the account loses the trainer role (a learner again) and the profile is kept,
 * inactive, for the batches it taught and their hours; the calendar feed is turned off. Audited; 404 for no trainer.
 */
export async function removeTrainerRole(actorUserId: string, id: string): Promise<void> {
  const db = await getDb();
  const userId = await db.transaction(async (tx) => {
    const before = await deactivateProfile(tx, id);
    const [account] = await tx.select({ role: users.role }).from(users).where(eq(users.id, before.userId));
    if (account?.role === "trainer") await changeAccountRole(tx, actorUserId, before.userId, "trainer", "learner");
    await recordAudit(tx, { actorUserId, action: "delete", entity: "trainer", entityId: id, before, after: { ...before, active: false, role: "learner" } });
    return before.userId;
  });
  await revokeFeed(userId);
  // The public batches show the trainer's name.
  invalidateTags(cacheTags.trainings);
}
