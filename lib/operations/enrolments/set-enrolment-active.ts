import "server-only";
import { getDb } from "../../../db";
import { cacheTags, invalidateTags } from "../../cache";
import type { StaffEnrolment } from "../../enrolments/types";
import { setEnrolmentActiveIn } from "../../enrolments/writes";
import { isBookingPaid } from "../../sales/reads";

/**
 * PUT /api/admin/enrollments/{id}: an enrolment activated or deactivated (a booking's, against its payment, is an
 * override with a reason), audited, in one transaction; the public batches' seats left are dropped after it.
 */
export async function setEnrolmentActive(actorUserId: string, id: string, isActive: boolean, overrideReason: string | undefined): Promise<StaffEnrolment> {
  const db = await getDb();
  const saved = await db.transaction((tx) => setEnrolmentActiveIn(tx, actorUserId, id, isActive, overrideReason, isBookingPaid));
  // Seats left show on public pages.
  invalidateTags(cacheTags.trainings);
  return saved;
}
