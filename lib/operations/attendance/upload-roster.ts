import "server-only";
import { getDb } from "../../../db";
import { readRosterReport, storeRosterIn, type RosterActor, type RosterResult } from "../../attendance/roster";

/**
 * POST /api/admin/trainings/{id}/sessions/{date}/roster and its trainer twin: the report is read and checked
 * (training, session ended, format), then matched and stored, replacing the session's earlier roster, in one
 * transaction.
 */
export async function uploadRoster(actor: RosterActor, trainingId: string, date: string, bytes: Uint8Array, fileName: string): Promise<RosterResult> {
  const db = await getDb();
  const report = await readRosterReport(db, actor, trainingId, date, bytes);
  return db.transaction((tx) => storeRosterIn(tx, actor, trainingId, date, report, fileName));
}
