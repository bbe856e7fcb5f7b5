import "server-only";
import { getDb } from "../../../db";
import { assignLearners as assignLearnersIn } from "../../sales/learners";
import type { SalesBooking } from "../../sales/types";

/**
 * POST /api/admin/bookings/{id}/learners: every address gets the booking's seat (an unknown one an account and an
 * invitation), or none does, in one transaction.
 */
export async function assignLearners(actorUserId: string, bookingId: string, emails: string[]): Promise<SalesBooking> {
  const db = await getDb();
  return db.transaction((tx) => assignLearnersIn(tx, actorUserId, bookingId, emails));
}
