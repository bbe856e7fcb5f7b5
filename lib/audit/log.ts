import "server-only";
import { and, desc, eq, lt, type SQL } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
import { auditLog, users } from "../../db/schema";

export type AuditAction = "create" | "update" | "delete" | "import" | "upload";

export interface AuditEntry {
  actorUserId: string | null;
  action: AuditAction;
  entity: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

/** A plain JSON copy (dates as ISO strings), so the row shows what the API would have shown. */
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

export interface AuditView {
  _id: number;
  action: string;
  entity: string;
  entityId: string;
  actor: { _id: string; name: string; email: string } | null;
  before: unknown;
  after: unknown;
  createdAt: string;
}

/** The newest entries first; `before` pages back (entries with a smaller id). */
export async function listAudit(filter: { entity?: string; entityId?: string; limit?: number; before?: number } = {}): Promise<AuditView[]> {
  const db = await getDb();
  const conditions: SQL[] = [];
  if (filter.entity) conditions.push(eq(auditLog.entity, filter.entity));
  if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId));
  if (filter.before) conditions.push(lt(auditLog.id, filter.before));
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
      actorId: users.id,
      actorName: users.name,
      actorEmail: users.email,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(Math.min(Math.max(filter.limit ?? 100, 1), 500));
  return rows.map((r) => ({
    _id: r.id,
    action: r.action,
    entity: r.entity,
    entityId: r.entityId,
    actor: r.actorId ? { _id: r.actorId, name: r.actorName ?? "", email: r.actorEmail ?? "" } : null,
    before: r.before,
    after: r.after,
    createdAt: r.createdAt.toISOString(),
  }));
}
