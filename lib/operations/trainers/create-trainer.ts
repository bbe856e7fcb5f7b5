import "server-only";
import { getDb } from "../../../db";
import { accountByEmail, changeAccountRole, inviteAccount, updateAccountContact } from "../../accounts/invitations";
import { cacheTags, invalidateTags } from "../../cache";
import { env } from "../../env";
import { enqueueMail } from "../../mail/outbox";
import { trainerInvitationMail, trainerNoticeMail } from "../../mail/templates/trainers";
import type { TrainerView } from "../../trainers/types";
import { assertMayBecomeTrainer, insertTrainerProfile } from "../../trainers/writes";
import type { TrainerCreateBody } from "../../validation/trainers";

/**
 * POST /api/admin/trainers: an unknown email gets an account with the trainer role and an invitation to set its
 * password (the booking invitation's link, lib/accounts/invitations.ts); an existing learner becomes a trainer and
 * is told so (invited to choose a password instead when it is a registration that never activated). Staff accounts
 * and existing trainers answer 409. All in one transaction; the public batches are dropped after it.
 */
export async function createTrainer(actorUserId: string, body: TrainerCreateBody): Promise<TrainerView> {
  const db = await getDb();
  const trainer = await db.transaction(async (tx) => {
    const existing = await accountByEmail(tx, body.email);
    if (existing) {
      await assertMayBecomeTrainer(tx, existing);
      if (existing.role !== "trainer") await changeAccountRole(tx, actorUserId, existing.id, existing.role, "trainer");
    }
    // A registration that never activated loses the password whoever registered chose; its owner is invited.
    const invited = await inviteAccount(tx, actorUserId, { email: body.email, name: body.name, role: "trainer", audit: { trainer: true } });
    if (body.phone) await updateAccountContact(tx, invited.id, { phone: body.phone });
    await enqueueMail(
      tx,
      invited.setPasswordUrl
        ? trainerInvitationMail(invited.email, invited.name, invited.setPasswordUrl)
        : trainerNoticeMail(invited.email, invited.name, env().APP_URL),
    );
    return insertTrainerProfile(tx, actorUserId, invited.id, body);
  });
  invalidateTags(cacheTags.trainings);
  return trainer;
}
