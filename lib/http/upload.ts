import "server-only";
import { ApiError } from "../errors";

/**
 * The file of an upload: the `file` field of a multipart/form-data body, or the raw bytes when the body is not
 * multipart (API clients may send the image as it is).
 */
export async function fileOfBody(raw: Buffer, contentType: string | null): Promise<{ bytes: Uint8Array; name: string }> {
  if (!contentType?.toLowerCase().startsWith("multipart/form-data")) return { bytes: raw, name: "" };
  const file = (await formOfBody(raw, contentType)).get("file");
  if (!(file instanceof Blob)) throw new ApiError("bad_request", "Choose a file to upload.", { fieldErrors: { file: "Choose a file to upload." } });
  return { bytes: new Uint8Array(await file.arrayBuffer()), name: "name" in file && typeof file.name === "string" ? file.name : "" };
}

/** A multipart/form-data body's fields; a body that can't be read as one is a 400. */
export async function formOfBody(raw: Buffer, contentType: string): Promise<FormData> {
  try {
    return await new Response(new Uint8Array(raw), { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new ApiError("bad_request", "The upload could not be read.");
  }
}
