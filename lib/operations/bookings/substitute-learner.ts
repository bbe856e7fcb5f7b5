import "server-only";
import type { z } from "zod";
import { getDb } from "../../../db";
import { leadBooking, toLeadBookings, type LeadBooking } from "../../leads/overview";
import { organizationSeesAccount } from "../../leads/seen";
import { substituteLearner as moveSeat } from "../../sales/substitute";
import type { substituteBody } from "../../validation/leads";

export { substituteRateLimit } from "../../sales/substitute";

type SubstituteBody = z.output<typeof substituteBody>;

/**
 * POST /api/org/bookings/{id}/substitute: a training lead gives a learner's seat on one of their organisation's
 * bookings to someone else, in one transaction: the booking is found as the lead sees it (404 for another
 * organisation's), the seat moves (lib/sales), and the answer is the booking as the lead sees it afterwards.
 */
export async function substituteLearner(leadUserId: string, bookingId: string, body: SubstituteBody): Promise<LeadBooking> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const before = await leadBooking(tx, leadUserId, bookingId);
    // An account the organisation did not already see is shown to it by address, never by its stored name.
    const clientSeesName = await organizationSeesAccount(tx, before.organizationId!, body.email);
    const booking = await moveSeat(tx, leadUserId, bookingId, { ...body, clientSeesName });
    return (await toLeadBookings(tx, [booking]))[0]!;
  });
}
