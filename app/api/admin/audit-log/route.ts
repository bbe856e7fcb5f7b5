import { queryOf } from "@/lib/admin/http";
import { listAudit } from "@/lib/audit/log";
import { requireStaff } from "@/lib/auth/session";
import { ok } from "@/lib/http/envelope";
import { apiRoute } from "@/lib/http/route";

// GET /api/admin/audit-log?entity=&entityId=&before=&limit= – who changed what, newest first
export const GET = apiRoute(async (request) => {
  await requireStaff(request);
  const { entity, entityId, before, limit } = queryOf(request);
  const entries = await listAudit({
    entity: entity || undefined,
    entityId: entityId || undefined,
    before: before && /^\d+$/.test(before) ? Number(before) : undefined,
    limit: limit && /^\d+$/.test(limit) ? Number(limit) : undefined,
  });
  return ok(entries, "Audit log fetched.");
});
