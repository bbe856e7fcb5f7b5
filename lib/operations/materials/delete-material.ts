import "server-only";
import { getDb } from "../../../db";
import { trainingForActor, type RosterActor } from "../../attendance/roster";
import { deleteMaterialIn } from "../../materials/store";

/** DELETE /api/admin/trainings/{id}/materials/{materialId} and its trainer twin: the material and its file go, audited. */
export async function deleteMaterial(actor: RosterActor, trainingId: string, materialId: string): Promise<void> {
  const db = await getDb();
  await trainingForActor(db, actor, trainingId);
  await db.transaction((tx) => deleteMaterialIn(tx, actor, trainingId, materialId));
}
