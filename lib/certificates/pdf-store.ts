import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "../../db";
import { certificatePdfs, type Certificate } from "../../db/schema";
import { certificatePdf } from "./pdf";

/**
 * A certificate's PDF, drawn once per certificate (and again after a revocation) and its stored bytes served after:
 * drawing one (pdfkit and a QR code) costs tens of milliseconds of CPU, serving the bytes almost nothing.
 */
export async function storedCertificatePdf(certificate: Certificate): Promise<Buffer> {
  const db = await getDb();
  const revoked = certificate.revokedAt !== null;
  const [stored] = await db
    .select({ revoked: certificatePdfs.revoked, bytes: certificatePdfs.bytes })
    .from(certificatePdfs)
    .where(eq(certificatePdfs.certificateId, certificate.id));
  if (stored && stored.revoked === revoked) return stored.bytes;
  const bytes = await certificatePdf(certificate);
  await db
    .insert(certificatePdfs)
    .values({ certificateId: certificate.id, revoked, bytes })
    .onConflictDoUpdate({ target: certificatePdfs.certificateId, set: { revoked, bytes, createdAt: new Date() } });
  return bytes;
}
