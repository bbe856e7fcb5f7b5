import "server-only";
import { getDb } from "../../../db";
import { cacheTags, invalidateTags } from "../../cache";
import { createBookingIn } from "../../sales/writes";
import type { SalesBooking } from "../../sales/types";
import type { BookingCreate } from "../../validation/sales";

/**
 * POST /api/admin/bookings: the seats taken, the booking numbered and priced, and with `enquiryId` the enquiry won,
 * all in one transaction. Seats left show on public pages: the trainings' cache is dropped once it commits.
 */
export async function createBooking(actorUserId: string, input: BookingCreate): Promise<SalesBooking> {
  const db = await getDb();
  const saved = await db.transaction((tx) => createBookingIn(tx, actorUserId, input));
  invalidateTags(cacheTags.trainings);
  return saved;
}
