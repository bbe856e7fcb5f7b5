// The audit trail of one record, oldest entry first (security.md: staff changes are audited).
import { and, eq } from "drizzle-orm";
import { auditLog } from "@/db/schema";
import { testDatabase } from "../setup/database";

export function auditRows(entity: string, entityId: string) {
  return testDatabase()
    .db.select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.id);
}
