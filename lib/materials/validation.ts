// Session materials and recordings: fields and messages, once (browser-safe: no server imports).
import { z } from "zod";
import { dateSchema } from "../validation/common";

export const materialKinds = ["material", "recording"] as const;
export type MaterialKind = (typeof materialKinds)[number];

export const MATERIAL_MAX_MB = 50;
export const MATERIAL_TOO_LARGE = `Files must be at most ${MATERIAL_MAX_MB} MB.`;
export const MATERIAL_FILE_TYPES = "Upload a PDF, PowerPoint (PPTX), Word (DOCX), ZIP, PNG or JPEG file.";
export const MATERIAL_NEEDS_SOURCE = "Give a link (url) or upload a file.";
export const RECORDING_EXPIRED = "This recording is no longer available.";

/** POST …/trainings/{id}/materials as JSON (a link), or the text fields of the multipart form (with a file). */
export const materialFields = z.object({
  title: z.string({ message: "Title is required." }).trim().min(1, "Title is required.").max(200, "Title must be at most 200 characters."),
  kind: z.enum(materialKinds, { message: "kind must be material or recording." }).default("material"),
  sessionDate: z.preprocess((v) => (v === "" || v === null ? undefined : v), dateSchema.optional()),
  url: z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z
      .string()
      .trim()
      .max(2000, "The link must be at most 2,000 characters.")
      .refine((v) => /^https?:\/\/[^\s]+$/i.test(v), "The link must be an http(s) URL.")
      .optional(),
  ),
});
export type MaterialFields = z.output<typeof materialFields>;
