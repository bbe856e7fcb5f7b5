import "server-only";
import { getDb } from "../../../db";
import { cacheTags, invalidateTags } from "../../cache";
import type { EnrolReport } from "../../enrolments/types";
import { enrolByEmailsIn } from "../../enrolments/writes";

/**
 * POST /api/admin/enrollments: the accounts of the addresses enrolled (seats taken, audited, each learner told by
 * mail) in one transaction; the public batches are dropped after it when someone active was enrolled.
 */
export async function enrolByEmails(actorUserId: string, trainingId: string, emails: string[], isActive = true): Promise<EnrolReport> {
  const db = await getDb();
  const report = await db.transaction((tx) => enrolByEmailsIn(tx, actorUserId, trainingId, emails, isActive));
  if (isActive && report.enrolled.length > 0) invalidateTags(cacheTags.trainings);
  return report;
}
