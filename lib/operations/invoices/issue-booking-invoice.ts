import "server-only";
import { getDb } from "../../../db";
import type { Invoice } from "../../../db/schema";
import { issueInvoice } from "../../invoices/issue";

/** POST /api/admin/bookings/{id}/invoice: the booking's tax invoice, mailed to the buyer, in one transaction. */
export async function issueBookingInvoice(actorUserId: string, bookingId: string): Promise<Invoice> {
  const db = await getDb();
  return db.transaction(async (tx) => (await issueInvoice(tx, actorUserId, bookingId))!);
}
