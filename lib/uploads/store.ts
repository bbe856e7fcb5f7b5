import "server-only";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "../../db";
import { uploads } from "../../db/schema";
import { recordAudit } from "../audit/log";
import { ApiError } from "../errors";

export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

export const uploadContentTypes = {
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  svg: "image/svg+xml",
} as const;
export type UploadExtension = keyof typeof uploadContentTypes;

export const NAME_PATTERN = /^[a-f0-9]{32}\.(png|jpg|webp|svg)$/;

// Anything in an SVG that can run script or pull in other documents. Such files are refused; the ones
// accepted are still served with a sandboxing CSP, so a miss here cannot run in the site's origin.
const UNSAFE_SVG = [
  /<script/i,
  /\son[a-z]+\s*=/i,
  /javascript\s*:/i,
  /<foreignObject/i,
  /<!ENTITY/i,
  /<(iframe|embed|object|audio|video|use)\b/i,
  // One run of spaces on each side of the optional quote: two adjacent \s* would try every split of a long run.
  /(href|src)\s*=\s*(?:["']\s*)?(data|https?|file|vbscript)\s*:/i,
  /@import/i,
];

/** What the bytes are (never what the file name or the browser claims), or undefined. */
export function detectImageType(bytes: Uint8Array): UploadExtension | undefined {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "jpg";
  if (b.length >= 12 && b.toString("latin1", 0, 4) === "RIFF" && b.toString("latin1", 8, 12) === "WEBP") return "webp";
  const head = b
    .toString("utf8", 0, Math.min(b.length, 4096))
    .replace(/^\uFEFF/, "")
    .trimStart();
  // A comment ends at its first "-->": letting it run on into the next would try every way to group the comments.
  if (/^(<\?xml[^>]*>\s*)?(<!--(?:(?!-->)[\s\S])*-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head)) return "svg";
  return undefined;
}

/** Why an SVG is refused, or undefined when it is plain drawing. */
export function unsafeSvgReason(text: string): string | undefined {
  const hit = UNSAFE_SVG.find((pattern) => pattern.test(text));
  return hit ? "This SVG contains scripts, event handlers or external references. Export it as a plain drawing, or upload a PNG." : undefined;
}

export interface StoredUpload {
  url: string;
  name: string;
  contentType: string;
  size: number;
}

/** Checks an image and stores it in the database under a random name; the caller's staff id is audited. */
export async function saveUpload(actorUserId: string, bytes: Uint8Array, originalName = ""): Promise<StoredUpload> {
  if (bytes.byteLength === 0) throw new ApiError("bad_request", "The file is empty.", { fieldErrors: { file: "The file is empty." } });
  if (bytes.byteLength > UPLOAD_MAX_BYTES) throw new ApiError("payload_too_large", "Images must be at most 2 MB.");
  const ext = detectImageType(bytes);
  if (!ext) {
    throw new ApiError("bad_request", "Upload a PNG, JPEG, WebP or SVG image.", { fieldErrors: { file: "Upload a PNG, JPEG, WebP or SVG image." } });
  }
  if (ext === "svg") {
    const reason = unsafeSvgReason(Buffer.from(bytes).toString("utf8"));
    if (reason) throw new ApiError("bad_request", reason, { fieldErrors: { file: reason } });
  }
  const name = `${randomBytes(16).toString("hex")}.${ext}`;
  const stored = { url: `/uploads/${name}`, name, contentType: uploadContentTypes[ext], size: bytes.byteLength };
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.insert(uploads).values({ name, contentType: stored.contentType, bytes: Buffer.from(bytes), size: stored.size });
    await recordAudit(tx, { actorUserId, action: "upload", entity: "upload", entityId: name, after: { ...stored, originalName: originalName.slice(0, 200) } });
  });
  return stored;
}

/** A stored upload by its name, or undefined (names that are not ours never reach the database). */
export async function readUpload(name: string): Promise<{ bytes: Buffer; contentType: string } | undefined> {
  if (!NAME_PATTERN.test(name)) return undefined;
  const db = await getDb();
  const [row] = await db.select({ bytes: uploads.bytes, contentType: uploads.contentType }).from(uploads).where(eq(uploads.name, name));
  return row;
}

/**
 * Keeps a file an earlier version stored on disk under its own name (the start-up import, server/disk-import.ts);
 * a name already in the database is left as it is. True when the file was added.
 */
export async function importUpload(name: string, bytes: Buffer): Promise<boolean> {
  if (!NAME_PATTERN.test(name)) return false;
  const ext = name.slice(name.lastIndexOf(".") + 1) as UploadExtension;
  const db = await getDb();
  const rows = await db
    .insert(uploads)
    .values({ name, contentType: uploadContentTypes[ext], bytes, size: bytes.byteLength })
    .onConflictDoNothing()
    .returning({ name: uploads.name });
  return rows.length > 0;
}
