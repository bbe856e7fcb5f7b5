import { certificatePdf } from "@/lib/certificates/pdf";
import { findCertificate } from "@/lib/certificates/reads";

/**
 * GET /certificates/{id}.pdf (public; next.config.ts rewrites it here): the certificate as a PDF. Not indexed;
 * cached for five minutes, so a revocation shows within that.
 */
export async function GET(_request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await context.params;
  const certificate = await findCertificate(id);
  if (!certificate) {
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "X-Robots-Tag": "noindex", "Cache-Control": "public, max-age=300" } });
  }
  const pdf = await certificatePdf(certificate);
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.byteLength),
      "Content-Disposition": `inline; filename="certificate-${certificate.id}.pdf"`,
      "Cache-Control": "public, max-age=300",
      "X-Robots-Tag": "noindex",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
