import { z } from "zod";
import { defineRoute } from "@/lib/http/contract";
import { readUpload } from "@/lib/uploads/store";

export const GET = defineRoute("GET /uploads/{name}", {
  access: "public",
  summary: "An image staff uploaded, served sandboxed: even an SVG can run nothing in our origin",
  tags: ["Catalogue"],
  params: z.object({ name: z.string().max(100) }),
  produces: "image/*",
  errors: { 404: "No such upload" },
  handler: async ({ params }) => {
    const found = await readUpload(params.name);
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
  },
});
