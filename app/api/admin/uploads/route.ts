import { requireStaff } from "@/lib/auth/session";
import { ApiError } from "@/lib/http/api-error";
import { ok } from "@/lib/http/envelope";
import { apiRoute, readLimitedBody } from "@/lib/http/route";
import { saveUpload, UPLOAD_MAX_BYTES } from "@/lib/uploads/store";

// POST /api/admin/uploads – store an image (multipart field "file", or the raw bytes); answers its URL
export const POST = apiRoute(async (request) => {
  const { user } = await requireStaff(request);
  const contentType = request.headers.get("content-type") ?? "";
  // Multipart framing adds a little to the file itself.
  const raw = await readLimitedBody(request, UPLOAD_MAX_BYTES + 64 * 1024, "Images must be at most 2 MB.");
  let bytes: Uint8Array = raw;
  let name = "";
  if (contentType.toLowerCase().startsWith("multipart/form-data")) {
    let form: FormData;
    try {
      form = await new Response(raw as BodyInit, { headers: { "content-type": contentType } }).formData();
    } catch {
      throw new ApiError("bad_request", "The upload could not be read.");
    }
    const file = form.get("file");
    if (!(file instanceof Blob)) throw new ApiError("bad_request", "Choose a file to upload.", { fieldErrors: { file: "Choose a file to upload." } });
    bytes = new Uint8Array(await file.arrayBuffer());
    name = "name" in file && typeof file.name === "string" ? file.name : "";
  }
  return ok(await saveUpload(user._id, bytes, name), "Image uploaded.", { status: 201 });
});
