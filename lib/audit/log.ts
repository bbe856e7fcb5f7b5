import "server-only";
import type { DbOrTx } from "../../db";
import { auditLog } from "../../db/schema";
import type { AuditAction } from "../validation/audit";

export type { AuditAction };

export interface AuditEntry {
  actorUserId: string | null;
  action: AuditAction;
  entity: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

/** A plain JSON copy (dates as ISO strings): the row keeps the record as it was at that moment. */
function snapshot(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  return JSON.parse(JSON.stringify(value));
}

/** Writes one audit row; call it inside the transaction that makes the change, so both commit or neither does. */
export async function recordAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: snapshot(entry.before),
    after: snapshot(entry.after),
  });
}
