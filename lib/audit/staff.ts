import "server-only";
import { and, desc, eq, lt, type SQL } from "drizzle-orm";
import { getDb } from "../../db";
import { auditLog, users } from "../../db/schema";
import type { AuditAction } from "../validation/audit";
import type { AuditFilter, AuditRecord } from "./types";

/** The newest entries first, with the account that made each change; `before` pages back. */
export async function listAuditRecords(filter: AuditFilter = {}): Promise<AuditRecord[]> {
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
  return rows.map(({ actorId, actorName, actorEmail, ...row }) => ({
    ...row,
    action: row.action as AuditAction,
    actor: actorId ? { id: actorId, name: actorName ?? "", email: actorEmail ?? "" } : null,
  }));
}
