import { sql } from "drizzle-orm";
import { check, customType, date, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, idColumn, oneOf } from "./_columns";
import { users } from "./accounts";
import { trainingColumn, learnerColumn } from "./_training-columns";

export const materialKindValues = ["material", "recording"] as const;

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A session's slides, labs or recording (billing-and-delivery.md §10): a link, or a file whose bytes are in
 * material_files (never under a public path: served only after the enrolment check). Owned by lib/materials.
 */
export const trainingMaterials = pgTable(
  "training_materials",
  {
    id: idColumn(),
    trainingId: trainingColumn(),
    title: text("title").notNull(),
    kind: text("kind").notNull(),
    // The session it belongs to; null = the whole batch (visible at once).
    sessionDate: date("session_date", { mode: "string" }),
    // An outside link (https); null for an uploaded file.
    linkUrl: text("link_url"),
    fileName: text("file_name"),
    contentType: text("content_type"),
    size: integer("size"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("training_materials_training_idx").on(t.trainingId, t.sessionDate),
    check("training_materials_kind_check", oneOf(t.kind, materialKindValues)),
    check("training_materials_source_check", sql`(${t.linkUrl} is null) <> (${t.contentType} is null)`),
  ],
);
export type TrainingMaterial = typeof trainingMaterials.$inferSelect;

/** The bytes of an uploaded material (kept apart so lists never read them). */
export const materialFiles = pgTable("material_files", {
  materialId: text("material_id")
    .primaryKey()
    .references(() => trainingMaterials.id, { onDelete: "cascade" }),
  bytes: bytea("bytes").notNull(),
});

/** One mail a learner a session when its roster marked them absent: the row is the claim that it was queued. */
export const absenceMails = pgTable(
  "absence_mails",
  {
    id: idColumn(),
    trainingId: trainingColumn(),
    userId: learnerColumn(),
    sessionDate: date("session_date", { mode: "string" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("absence_mails_training_user_session_key").on(t.trainingId, t.userId, t.sessionDate)],
);
