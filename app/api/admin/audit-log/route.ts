import { z } from "zod";
import { auditEntryAnswer } from "@/lib/audit/answers";
import { listAuditRecords } from "@/lib/audit/staff";
import { defineRoute } from "@/lib/http/contract";
import { auditQuery } from "@/lib/validation/audit";

export const GET = defineRoute("GET /api/admin/audit-log", {
  access: "staff",
  summary: "Who changed what and when, with the record before and after; newest first",
  query: auditQuery,
  response: z.array(auditEntryAnswer),
  message: "Audit log fetched.",
  handler: ({ query }) => listAuditRecords(query),
});
