import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import { getDb, type DbOrTx } from "../../db";
import { courses, enrolments, materialFiles, trainingMaterials, trainings, type TrainingMaterial } from "../../db/schema";
import { sessionOf, trainingForActor, type RosterActor } from "../attendance/roster";
import { patternOf, type AttendanceTraining, attendanceTrainingColumns, isId } from "../attendance/training";
import { recordAudit } from "../audit/log";
import { now as clockNow } from "../clock";
import { env } from "../env";
import { ApiError } from "../errors";
import { download } from "../http/download";
import { sessionsOf } from "../schedule/sessions";
import {
  MATERIAL_FILE_TYPES,
  MATERIAL_NEEDS_SOURCE,
  MATERIAL_TOO_LARGE,
  RECORDING_EXPIRED,
  materialFields,
  type MaterialFields,
  type MaterialKind,
} from "./validation";

export const MATERIAL_MAX_BYTES = 50 * 1024 * 1024;

/** What the bytes may be (by content, never by name or the browser's word), with the type they are served as. */
const allowedTypes: Record<string, string> = {
  pdf: "application/pdf",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  zip: "application/zip",
  png: "image/png",
  jpg: "image/jpeg",
};

export interface MaterialWire {
  _id: string;
  title: string;
  kind: MaterialKind;
  sessionDate: string | null;
  url: string;
  createdAt: string;
}

/** The address learners open a material at: always this portal's, so the enrolment and expiry checks run. */
export const materialPath = (trainingId: string, materialId: string) => `/api/training/${trainingId}/materials/${materialId}`;

function toWire(row: TrainingMaterial, forLearner: boolean): MaterialWire {
  return {
    _id: row.id,
    title: row.title,
    kind: row.kind as MaterialKind,
    sessionDate: row.sessionDate,
    url: !forLearner && row.linkUrl ? row.linkUrl : materialPath(row.trainingId, row.id),
    createdAt: row.createdAt.toISOString(),
  };
}

/** What a file upload is, checked by content: its extension and served type, or 400. */
export async function checkMaterialFile(bytes: Uint8Array): Promise<{ ext: string; contentType: string }> {
  if (bytes.byteLength === 0) throw new ApiError("bad_request", "The file is empty.", { fieldErrors: { file: "The file is empty." } });
  if (bytes.byteLength > MATERIAL_MAX_BYTES) throw new ApiError("payload_too_large", MATERIAL_TOO_LARGE);
  const detected = await fileTypeFromBuffer(bytes);
  const contentType = detected ? allowedTypes[detected.ext] : undefined;
  if (!detected || !contentType) throw new ApiError("bad_request", MATERIAL_FILE_TYPES, { fieldErrors: { file: MATERIAL_FILE_TYPES } });
  return { ext: detected.ext, contentType };
}

/** A file name safe to hand back in Content-Disposition (no path, no control characters), with the real extension. */
function cleanFileName(name: string, ext: string): string {
  const base =
    name
      .split(/[\\/]/)
      .pop()!
      .replace(/[\u0000-\u001f\u007f"]/g, "")
      .trim()
      .slice(0, 150) || "material";
  const stem = base.replace(/\.[A-Za-z0-9]{1,5}$/, "");
  return `${stem}.${ext === "jpg" ? "jpg" : ext}`;
}

export interface MaterialInput {
  fields: unknown;
  file?: { bytes: Uint8Array; name: string };
}

/** A material's fields and file, checked and ready to be stored (checkMaterial). */
export interface CheckedMaterial {
  fields: MaterialFields;
  checked?: { ext: string; contentType: string };
}

/**
 * The checks before POST …/trainings/{id}/materials stores anything (billing-and-delivery.md §10): the actor's
 * training (staff on any, a trainer on their own, another's: 404), the fields, a session date that is a session, a
 * link or a file, and a file checked by its content.
 */
export async function checkMaterial(db: DbOrTx, actor: RosterActor, trainingId: string, input: MaterialInput): Promise<CheckedMaterial> {
  const training = await trainingForActor(db, actor, trainingId);
  const parsed = materialFields.safeParse(input.fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = String(issue.path[0] ?? "title");
    throw new ApiError("bad_request", issue.message, { fieldErrors: { [field]: issue.message } });
  }
  const fields: MaterialFields = parsed.data;
  if (fields.sessionDate) sessionOf(training, fields.sessionDate);
  if (!input.file && !fields.url) throw new ApiError("bad_request", MATERIAL_NEEDS_SOURCE, { fieldErrors: { url: MATERIAL_NEEDS_SOURCE } });
  const checked = input.file ? await checkMaterialFile(input.file.bytes) : undefined;
  return { fields, checked };
}

/** Stores a checked material (a link, or a file kept privately) for the batch or one of its sessions; audited, in the caller's transaction. */
export async function insertMaterialIn(
  tx: DbOrTx,
  actor: RosterActor,
  trainingId: string,
  input: MaterialInput,
  { fields, checked }: CheckedMaterial,
): Promise<MaterialWire> {
  const [row] = await tx
    .insert(trainingMaterials)
    .values({
      trainingId,
      title: fields.title,
      kind: fields.kind,
      sessionDate: fields.sessionDate ?? null,
      linkUrl: checked ? null : fields.url!,
      fileName: checked ? cleanFileName(input.file!.name, checked.ext) : null,
      contentType: checked?.contentType ?? null,
      size: checked ? input.file!.bytes.byteLength : null,
      createdBy: actor.userId,
    })
    .returning();
  if (checked) await tx.insert(materialFiles).values({ materialId: row!.id, bytes: Buffer.from(input.file!.bytes) });
  await recordAudit(tx, { actorUserId: actor.userId, action: "create", entity: "material", entityId: row!.id, after: row });
  return toWire(row!, false);
}

/** Removes the training's material and its file (audited), in the caller's transaction; 404 when it is not the training's. */
export async function deleteMaterialIn(tx: DbOrTx, actor: RosterActor, trainingId: string, materialId: string): Promise<void> {
  const [row] = isId(materialId)
    ? await tx
        .delete(trainingMaterials)
        .where(and(eq(trainingMaterials.id, materialId), eq(trainingMaterials.trainingId, trainingId)))
        .returning()
    : [];
  if (!row) throw new ApiError("not_found", "Material not found.");
  await recordAudit(tx, { actorUserId: actor.userId, action: "delete", entity: "material", entityId: row.id, before: row });
}

/** Every material of a training, for staff and its trainer (links as they are). */
export async function listTrainingMaterials(actor: RosterActor, trainingId: string): Promise<{ items: MaterialWire[] }> {
  const db = await getDb();
  await trainingForActor(db, actor, trainingId);
  const rows = await db
    .select()
    .from(trainingMaterials)
    .where(eq(trainingMaterials.trainingId, trainingId))
    .orderBy(asc(trainingMaterials.sessionDate), asc(trainingMaterials.createdAt));
  return { items: rows.map((r) => toWire(r, false)) };
}

/** When recordings of the batch stop being available: RECORDING_DAYS after its last session ends. */
export function recordingsUntil(training: AttendanceTraining): Date | undefined {
  const last = sessionsOf(patternOf(training)).at(-1);
  return last ? new Date(last.endsAt.getTime() + env().RECORDING_DAYS * 86_400_000) : undefined;
}

type Visibility = "visible" | "not_yet" | "expired";

/** A material shows once its session has started (at once without a date); a recording until recordingsUntil. */
export function visibilityOf(row: Pick<TrainingMaterial, "kind" | "sessionDate">, training: AttendanceTraining, at: Date): Visibility {
  if (row.sessionDate) {
    const session = sessionsOf(patternOf(training)).find((s) => s.date === row.sessionDate);
    if (!session || at < session.startsAt) return "not_yet";
  }
  if (row.kind === "recording") {
    const until = recordingsUntil(training);
    if (until && at >= until) return "expired";
  }
  return "visible";
}

/** The training when the learner has an active enrolment in it, else 404 (others never learn it exists). */
async function enrolledTraining(tx: DbOrTx, userId: string, trainingId: string): Promise<AttendanceTraining> {
  if (!isId(trainingId)) throw new ApiError("not_found", "Not found.");
  const [row] = await tx
    .select(attendanceTrainingColumns)
    .from(trainings)
    .innerJoin(courses, eq(courses.id, trainings.courseId))
    .innerJoin(enrolments, and(eq(enrolments.trainingId, trainings.id), eq(enrolments.userId, userId), eq(enrolments.isActive, true)))
    .where(eq(trainings.id, trainingId))
    .limit(1);
  if (!row) throw new ApiError("not_found", "Not found.");
  return row;
}

/** GET /api/training/{id}/materials: what the enrolled learner may open now, by session. */
export async function learnerMaterials(userId: string, trainingId: string, at: Date = clockNow()): Promise<{ items: MaterialWire[] }> {
  const db = await getDb();
  const training = await enrolledTraining(db, userId, trainingId);
  const rows = await db
    .select()
    .from(trainingMaterials)
    .where(eq(trainingMaterials.trainingId, trainingId))
    .orderBy(asc(trainingMaterials.sessionDate), asc(trainingMaterials.createdAt));
  return { items: rows.filter((r) => visibilityOf(r, training, at) === "visible").map((r) => toWire(r, true)) };
}

/** My Learning: the visible materials of each training the learner is actively enrolled in, by training id. */
export async function myMaterials(userId: string, at: Date = clockNow()): Promise<Map<string, MaterialWire[]>> {
  const db = await getDb();
  const mine = await db
    .select(attendanceTrainingColumns)
    .from(trainings)
    .innerJoin(courses, eq(courses.id, trainings.courseId))
    .innerJoin(enrolments, and(eq(enrolments.trainingId, trainings.id), eq(enrolments.userId, userId), eq(enrolments.isActive, true)));
  const out = new Map<string, MaterialWire[]>();
  if (mine.length === 0) return out;
  const byId = new Map(mine.map((t) => [t.id, t]));
  const rows = await db
    .select()
    .from(trainingMaterials)
    .where(inArray(trainingMaterials.trainingId, [...byId.keys()]))
    .orderBy(asc(trainingMaterials.sessionDate), asc(trainingMaterials.createdAt));
  for (const row of rows) {
    if (visibilityOf(row, byId.get(row.trainingId)!, at) !== "visible") continue;
    out.set(row.trainingId, [...(out.get(row.trainingId) ?? []), toWire(row, true)]);
  }
  return out;
}

/**
 * GET /api/training/{id}/materials/{materialId}: the file (as an attachment, nosniff, never cached by others) or a
 * redirect to the link, after the enrolment check; a material not shown yet is 404, an expired recording 410.
 */
export async function openMaterial(userId: string, trainingId: string, materialId: string, at: Date = clockNow()): Promise<Response> {
  const db = await getDb();
  const training = await enrolledTraining(db, userId, trainingId);
  const [row] = isId(materialId)
    ? await db
        .select()
        .from(trainingMaterials)
        .where(and(eq(trainingMaterials.id, materialId), eq(trainingMaterials.trainingId, trainingId)))
    : [];
  if (!row) throw new ApiError("not_found", "Not found.");
  const visibility = visibilityOf(row, training, at);
  if (visibility === "not_yet") throw new ApiError("not_found", "Not found.");
  const headers = { "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer" };
  if (visibility === "expired") {
    return Response.json({ success: false, message: RECORDING_EXPIRED }, { status: 410, headers });
  }
  if (row.linkUrl) return new Response(null, { status: 302, headers: { ...headers, Location: row.linkUrl } });
  const [file] = await db.select({ bytes: materialFiles.bytes }).from(materialFiles).where(eq(materialFiles.materialId, row.id));
  if (!file) throw new ApiError("not_found", "Not found.");
  const name = row.fileName ?? "material";
  return download(file.bytes, {
    filename: name,
    type: row.contentType ?? "application/octet-stream",
    headers: { ...headers, "Content-Security-Policy": "default-src 'none'; sandbox" },
  });
}
