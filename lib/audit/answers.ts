import "server-only";
import { z } from "zod";
import { answer, instant } from "../http/answer-schema";
import { auditActions } from "../validation/audit";
import type { AuditRecord } from "./types";

// The API's names for the audit log (api.md §4): the product's AuditRecord becomes the legacy shape here, and only here.

const auditEntry = z
  .object({
    _id: z.number().int(),
    action: z.string().describe(auditActions.join(", ")),
    entity: z.string(),
    entityId: z.string(),
    actor: z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable().describe("null when the account is gone"),
    before: z.unknown().describe("the record before the change (null for a creation)"),
    after: z.unknown().describe("the record after the change (null for a deletion)"),
    createdAt: instant,
  })
  .meta({ id: "AuditEntry" });

export const auditEntryAnswer = answer(auditEntry, (r: AuditRecord) => ({
  _id: r.id,
  action: r.action,
  entity: r.entity,
  entityId: r.entityId,
  actor: r.actor ? { _id: r.actor.id, name: r.actor.name, email: r.actor.email } : null,
  before: r.before,
  after: r.after,
  createdAt: r.createdAt.toISOString(),
}));
