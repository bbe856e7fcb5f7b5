// The audit log's words and its query, held once (client-safe).
import { z } from "zod";

/** What a change was. */
export const auditActions = ["create", "update", "delete", "import", "upload"] as const;
export type AuditAction = (typeof auditActions)[number];

/** What staff change (the audit page's filter). */
export const auditEntities = [
  "category",
  "course",
  "training",
  "enrolment",
  "enquiry",
  "booking",
  "payment",
  "attendance",
  "attendance_correction",
  "roster",
  "material",
  "certificate",
  "client",
  "review",
  "upload",
  "catalogue",
  "discount_code",
  "organization",
  "payment_request",
  "payment_proof",
  "trainer",
] as const;

const emptyIsAbsent = (value: unknown) => (value === "" ? undefined : value);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || undefined);
const wholeNumber = (message: string) =>
  z.preprocess(
    emptyIsAbsent,
    z
      .string()
      .regex(/^\d{1,15}$/, message)
      .transform(Number)
      .optional(),
  );

/** GET /api/admin/audit-log?entity=&entityId=&before=&limit= and the audit page's filter. */
export const auditQuery = z.object({
  entity: optionalText(60).describe(`what changed: ${auditEntities.join(", ")}`),
  entityId: optionalText(64).describe("one record's"),
  before: wholeNumber("before must be an entry's id (a whole number).").describe("page back: entries older than this id"),
  limit: wholeNumber("limit must be a whole number.").describe("how many (100 when not given, at most 500)"),
});
export type AuditQuery = z.output<typeof auditQuery>;
