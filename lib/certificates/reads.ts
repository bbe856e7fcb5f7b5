import "server-only";
import { and, desc, eq, isNull } from "drizzle-orm";
import { getDb } from "../../db";
import { certificates, type Certificate } from "../../db/schema";
import { isCertificateId } from "./ids";

/** A certificate by its public id, or undefined (an id that can't be one is not looked up). */
export async function findCertificate(id: string): Promise<Certificate | undefined> {
  if (!isCertificateId(id)) return undefined;
  const db = await getDb();
  const [row] = await db.select().from(certificates).where(eq(certificates.id, id));
  return row;
}

/** The learner's own valid certificates, newest first (never anyone else's; revoked ones are not offered). */
export async function listMyCertificates(userId: string): Promise<Certificate[]> {
  const db = await getDb();
  return db
    .select()
    .from(certificates)
    .where(and(eq(certificates.userId, userId), isNull(certificates.revokedAt)))
    .orderBy(desc(certificates.issuedOn), desc(certificates.createdAt));
}

/** Every certificate of a batch (the staff attendance page). */
export async function listTrainingCertificates(trainingId: string): Promise<Certificate[]> {
  const db = await getDb();
  return db.select().from(certificates).where(eq(certificates.trainingId, trainingId));
}
