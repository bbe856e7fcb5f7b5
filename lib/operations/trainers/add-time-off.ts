import "server-only";
import { addTimeOff as addTimeOffIn } from "../../trainers/writes";
import type { TrainerView } from "../../trainers/types";
import type { TimeOffBody } from "../../validation/trainers";

/**
 * POST /api/admin/trainers/{id}/time-off: days the trainer can't teach, audited in one transaction (a trainers-only
 * write: lib/trainers/writes opens it); assigning a batch with a session then is a clash.
 */
export async function addTimeOff(actorUserId: string, id: string, body: TimeOffBody): Promise<TrainerView> {
  return addTimeOffIn(actorUserId, id, body);
}
