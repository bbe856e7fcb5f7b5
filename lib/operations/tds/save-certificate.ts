import "server-only";
import { getDb } from "../../../db";
import { recordCertificate, type TdsEntry } from "../../tds/entries";
import type { TdsCertificate } from "../../validation/tds";

/** PUT /api/admin/tds/{id}: the buyer's certificate number; the entry's status becomes `certificate`, in one transaction. */
export async function saveCertificate(actorUserId: string, id: string, body: TdsCertificate): Promise<TdsEntry> {
  const db = await getDb();
  return db.transaction((tx) => recordCertificate(tx, actorUserId, id, body.certificateNumber));
}
