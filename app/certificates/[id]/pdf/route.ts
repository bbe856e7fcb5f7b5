import { storedCertificatePdf } from "@/lib/certificates/pdf-store";
import { findCertificate } from "@/lib/certificates/reads";
import { download } from "@/lib/http/download";
import { renderRefusal } from "@/lib/http/render-limit";

/**
 * GET /certificates/{id}.pdf (public; next.config.ts rewrites it here): the certificate as a PDF. Not indexed;
 * cached for five minutes, so a revocation shows within that. Drawn once per certificate (lib/certificates/pdf-store.ts);
 * rate limited per address.
 */
export async function GET(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const refused = await renderRefusal(request);
  if (refused) return refused;
  const { id } = await context.params;
  const certificate = await findCertificate(id);
  if (!certificate) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "X-Robots-Tag": "noindex", "Cache-Control": "public, max-age=300" },
    });
  }
  const pdf = await storedCertificatePdf(certificate);
  return download(pdf, {
    filename: `certificate-${certificate.id}.pdf`,
    type: "application/pdf",
    disposition: "inline",
    headers: { "Cache-Control": "public, max-age=300", "X-Robots-Tag": "noindex" },
  });
}
