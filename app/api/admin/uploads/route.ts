import { z } from "zod";
import { defineRoute } from "@/lib/http/contract";
import { fileOfBody } from "@/lib/http/upload";
import { UPLOAD_MAX_BYTES } from "@/lib/uploads/store";
import { saveUpload } from "@/lib/operations/uploads/save-upload";

export const POST = defineRoute("POST /api/admin/uploads", {
  access: "staff",
  summary: "Store an image (PNG, JPEG, WebP or plain SVG, at most 2 MB): multipart field `file`, or the raw bytes; answers its URL",
  // Multipart framing adds a little to the file itself.
  rawBody: { maxBytes: UPLOAD_MAX_BYTES + 64 * 1024, tooLarge: "Images must be at most 2 MB.", contentType: "multipart/form-data" },
  response: z.object({ url: z.string(), name: z.string(), contentType: z.string(), size: z.number().int() }).meta({ id: "Upload" }),
  status: 201,
  message: "Image uploaded.",
  handler: async ({ user, body, request }) => {
    const file = await fileOfBody(body, request.headers.get("content-type"));
    return saveUpload(user._id, file.bytes, file.name);
  },
});
