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

const rowOf = (entry: AuditEntry) => ({
  actorUserId: entry.actorUserId,
  action: entry.action,
  entity: entry.entity,
  entityId: entry.entityId,
  before: snapshot(entry.before),
  after: snapshot(entry.after),
});

/** Writes one audit row; call it inside the transaction that makes the change, so both commit or neither does. */
export async function recordAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values(rowOf(entry));
}

/** The audit of one statement that changed several records (a bulk update): an "update" row each, in one insert. */
export async function recordUpdates<T>(
  tx: DbOrTx,
  actorUserId: string | null,
  entity: string,
  records: readonly T[],
  change: (record: T) => Pick<AuditEntry, "entityId" | "before" | "after">,
): Promise<void> {
  if (records.length === 0) return;
  await tx.insert(auditLog).values(records.map((record) => rowOf({ actorUserId, action: "update", entity, ...change(record) })));
}
