import { readUpload } from "@/lib/uploads/store";

// GET /uploads/{name} – an image staff uploaded. Served sandboxed: even an SVG can run nothing in our origin.
export async function GET(_request: Request, context: { params: Promise<{ name: string }> }): Promise<Response> {
  const { name } = await context.params;
  const found = await readUpload(name);
  if (!found) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(new Uint8Array(found.bytes), {
    status: 200,
    headers: {
      "Content-Type": found.contentType,
      "Content-Length": String(found.bytes.byteLength),
      // Names are random and never reused: the file never changes.
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'",
      "Cross-Origin-Resource-Policy": "same-origin",
    },
  });
}
