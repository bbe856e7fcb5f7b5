import "server-only";
import { getDb } from "../../../db";
import type { RosterActor } from "../../attendance/roster";
import { checkMaterial, insertMaterialIn, type MaterialInput, type MaterialWire } from "../../materials/store";

/**
 * POST /api/admin/trainings/{id}/materials and its trainer twin: a link, or a file checked by its content, for the
 * batch or one of its sessions; checked first, then stored and audited in one transaction.
 */
export async function addMaterial(actor: RosterActor, trainingId: string, input: MaterialInput): Promise<MaterialWire> {
  const db = await getDb();
  const checked = await checkMaterial(db, actor, trainingId, input);
  return db.transaction((tx) => insertMaterialIn(tx, actor, trainingId, input, checked));
}
