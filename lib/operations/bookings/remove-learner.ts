import "server-only";
import { getDb } from "../../../db";
import { removeLearner as removeLearnerIn } from "../../sales/learners";
import type { SalesBooking } from "../../sales/types";

/** DELETE /api/admin/bookings/{id}/learners/{userId}: the learner's enrolment goes and the seat is free again. */
export async function removeLearner(actorUserId: string, bookingId: string, userId: string): Promise<SalesBooking> {
  const db = await getDb();
  return db.transaction((tx) => removeLearnerIn(tx, actorUserId, bookingId, userId));
}
