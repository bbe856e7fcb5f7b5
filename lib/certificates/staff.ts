import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "../../db";
import { certificates, enrolments, users, type Certificate } from "../../db/schema";
import { learnerColumns } from "../accounts/columns";
import { findAttendanceTraining, isId } from "../attendance/training";
import { recordAudit } from "../audit/log";
import { now } from "../clock";
import { ApiError } from "../errors";
import { enqueueMail } from "../mail/outbox";
import { certificateIssuedMail } from "../mail/templates/certificates";
import { pdfUrl, verificationUrl } from "./company";
import { isCertificateId } from "./ids";
import { certificateSnapshot, issueCertificate } from "./issue";

export const CERTIFICATE_EXISTS = "This learner already has a valid certificate for this training.";
export const NOT_ENROLLED = "That learner is not enrolled in this training.";

/**
 * Staff issue a certificate by hand (whatever the attendance): 404 for an unknown training or account, 400 when
 * the account has no enrolment in it, 409 when a valid one exists. A revoked one is reinstated under its id
 * (one certificate per learner and batch). Audited; the learner gets the mail.
 */
export async function handIssueCertificate(actorUserId: string, input: { trainingId: string; userId: string }): Promise<Certificate> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const training = isId(input.trainingId) ? await findAttendanceTraining(tx, input.trainingId) : undefined;
    if (!training) throw new ApiError("not_found", "Training not found.");
    const [learner] = await tx.select(learnerColumns).from(users).where(eq(users.id, input.userId));
    if (!learner) throw new ApiError("not_found", "User not found.");
    const [enrolled] = await tx
      .select({ id: enrolments.id })
      .from(enrolments)
      .where(and(eq(enrolments.trainingId, training.id), eq(enrolments.userId, learner.userId)));
    if (!enrolled) throw new ApiError("bad_request", NOT_ENROLLED, { fieldErrors: { userId: NOT_ENROLLED } });
    const [existing] = await tx
      .select()
      .from(certificates)
      .where(and(eq(certificates.trainingId, training.id), eq(certificates.userId, learner.userId)))
      .for("update");
    if (existing && !existing.revokedAt) throw new ApiError("conflict", CERTIFICATE_EXISTS);
    const at = now();
    let issued: Certificate | undefined;
    if (existing) {
      [issued] = await tx
        .update(certificates)
        .set({ ...certificateSnapshot(training, learner, actorUserId, at), revokedAt: null, revokedBy: null })
        .where(eq(certificates.id, existing.id))
        .returning();
      await enqueueMail(tx, certificateIssuedMail(learner.email, issued!, verificationUrl(issued!.id), pdfUrl(issued!.id)));
    } else {
      issued = await issueCertificate(tx, training, learner, actorUserId, at);
    }
    if (!issued) throw new ApiError("conflict", CERTIFICATE_EXISTS);
    await recordAudit(tx, { actorUserId, action: existing ? "update" : "create", entity: "certificate", entityId: issued.id, before: existing, after: issued });
    return issued;
  });
}

/** Staff revoke a certificate: it stays, marked revoked (its page says so). Audited; revoking twice changes nothing. */
export async function revokeCertificate(actorUserId: string, id: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [before] = isCertificateId(id) ? await tx.select().from(certificates).where(eq(certificates.id, id)).for("update") : [];
    if (!before) throw new ApiError("not_found", "Certificate not found.");
    if (before.revokedAt) return;
    const [after] = await tx.update(certificates).set({ revokedAt: now(), revokedBy: actorUserId }).where(eq(certificates.id, id)).returning();
    await recordAudit(tx, { actorUserId, action: "update", entity: "certificate", entityId: id, before, after });
  });
}
