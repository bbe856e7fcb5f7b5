import "server-only";
import { z } from "zod";
import { ApiError } from "../errors";
import { idSchema } from "../http/request-schemas";
import { materialAnswer } from "./answers";
import { MATERIAL_MAX_BYTES, type MaterialInput } from "./store";
import { MATERIAL_TOO_LARGE } from "./validation";

/** What the staff and trainer material routes share (billing-and-delivery.md §10). */
export const materialAddRoute = {
  params: z.object({ id: idSchema }),
  // Multipart framing adds a little to the file itself.
  rawBody: { maxBytes: MATERIAL_MAX_BYTES + 64 * 1024, tooLarge: MATERIAL_TOO_LARGE, contentType: "multipart/form-data" },
  response: materialAnswer,
  status: 201,
  message: "Material added.",
  description:
    "JSON `{title, kind?, sessionDate?, url}` for a link, or multipart with the same text fields and a `file`: PDF, PPTX, DOCX, ZIP, PNG or JPEG, at most 50 MB, checked by its content. `kind` is `material` (default) or `recording`. Files are stored privately and served only through GET /api/training/{id}/materials/{materialId}.",
  errors: {
    400: "A missing title, a date that is no session, neither link nor file, or a file of another type",
    404: "No such training (for a trainer: not one of theirs)",
    413: MATERIAL_TOO_LARGE,
  },
} as const;

export const materialDeleteRoute = {
  params: z.object({ id: idSchema, materialId: idSchema }),
  message: "Material removed.",
  errors: { 404: "No such training or material" },
} as const;

/** Reads either body: JSON (a link) or multipart (text fields and an optional file). */
export async function readMaterialBody(body: Buffer, request: Request): Promise<MaterialInput> {
  // The boundary is case-sensitive: only the media type is compared without case.
  const type = request.headers.get("content-type") ?? "";
  if (type.toLowerCase().startsWith("multipart/form-data")) {
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(body), { headers: { "content-type": type } }).formData();
    } catch {
      throw new ApiError("bad_request", "The upload could not be read.");
    }
    const text = (name: string) => {
      const v = form.get(name);
      return typeof v === "string" ? v : undefined;
    };
    const file = form.get("file");
    const upload =
      file instanceof Blob && file.size > 0
        ? { bytes: new Uint8Array(await file.arrayBuffer()), name: "name" in file && typeof file.name === "string" ? file.name : "" }
        : undefined;
    return {
      fields: { title: text("title"), kind: text("kind"), sessionDate: text("sessionDate"), url: text("url") },
      file: upload,
    };
  }
  let fields: unknown;
  try {
    fields = JSON.parse(body.toString("utf8") || "{}");
  } catch {
    throw new ApiError("bad_request", "The request body is not valid JSON.");
  }
  return { fields };
}
