import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "../../db";
import { bookings, enquiries, trainings } from "../../db/schema";
import { recordAudit } from "../audit/log";
import { cacheTags, invalidateTags } from "../cache";
import { now } from "../clock";
import { appendEnquiryEvent } from "../enquiries/timeline";
import { ApiError } from "../http/api-error";
import { takeSeats } from "../trainings/seats";
import type { BookingCreate, BookingUpdate } from "../validation/sales";
import { syncBookingAccess } from "./access";
import { toMinor } from "./money";
import { nextNumber } from "./numbers";
import { findBooking, lockBooking } from "./reads";
import type { SalesBooking } from "./types";

const fieldError = (field: string, message: string) => new ApiError("bad_request", message, { fieldErrors: { [field]: message } });

export const bookingMessages = {
  noTraining: "That training does not exist.",
  trainingCancelled: "That training is cancelled.",
  noEnquiry: "That enquiry does not exist.",
  cancelled: "This booking is cancelled.",
  currencyLocked: "The currency can't change once payments are recorded.",
  seatsBelowLearners: (learners: number) => `${learners} learners are assigned to this booking: remove some before lowering the seats below ${learners}.`,
} as const;

/**
 * POST /api/admin/bookings: takes the seats (409 when the training has too few left), numbers the booking, and
 * with `enquiryId` moves that enquiry to won with a booking entry on its timeline; all in one transaction.
 */
export async function createBooking(actorUserId: string, input: BookingCreate): Promise<SalesBooking> {
  const priceMinor = toMinor(input.price.amount, input.price.currency);
  const db = await getDb();
  const saved = await db.transaction(async (tx) => {
    const [training] = await tx.select({ id: trainings.id, isCancelled: trainings.isCancelled }).from(trainings).where(eq(trainings.id, input.trainingId));
    if (!training) throw fieldError("trainingId", bookingMessages.noTraining);
    if (training.isCancelled) throw new ApiError("conflict", bookingMessages.trainingCancelled);
    let enquiry: { id: string; status: string; lostReason: string | null } | undefined;
    if (input.enquiryId) {
      [enquiry] = await tx
        .select({ id: enquiries.id, status: enquiries.status, lostReason: enquiries.lostReason })
        .from(enquiries)
        .where(eq(enquiries.id, input.enquiryId));
      if (!enquiry) throw fieldError("enquiryId", bookingMessages.noEnquiry);
    }
    await takeSeats(tx, input.trainingId, input.seats);
    const number = await nextNumber(tx, "BK");
    const [row] = await tx
      .insert(bookings)
      .values({
        number,
        trainingId: input.trainingId,
        buyerName: input.buyerName,
        buyerEmail: input.buyerEmail,
        buyerPhone: input.buyerPhone,
        organization: input.organization,
        seats: input.seats,
        priceMinor,
        currency: input.price.currency,
        enquiryId: enquiry?.id ?? null,
        createdBy: actorUserId,
      })
      .returning({ id: bookings.id });
    if (enquiry) {
      // A won enquiry has no lost reason (it may have been lost before the buyer came back).
      await tx.update(enquiries).set({ status: "won", lostReason: null }).where(eq(enquiries.id, enquiry.id));
      await appendEnquiryEvent(tx, { enquiryId: enquiry.id, actorId: actorUserId, kind: "booking", text: `Booking ${number} for ${input.seats} seat${input.seats === 1 ? "" : "s"} (won).` });
      await recordAudit(tx, { actorUserId, action: "update", entity: "enquiry", entityId: enquiry.id, before: { status: enquiry.status, lostReason: enquiry.lostReason }, after: { status: "won", lostReason: null, booking: number } });
    }
    const after = await findBooking(tx, row!.id);
    await recordAudit(tx, { actorUserId, action: "create", entity: "booking", entityId: after.id, after: snapshotOf(after) });
    return after;
  });
  // Seats left show on public pages.
  invalidateTags(cacheTags.trainings);
  return saved;
}

/** PUT /api/admin/bookings/{id}: seats (more go through the seat rule), price, or cancel. */
export async function updateBooking(actorUserId: string, id: string, change: BookingUpdate): Promise<SalesBooking> {
  const priceMinor = change.price ? toMinor(change.price.amount, change.price.currency) : undefined;
  const db = await getDb();
  const saved = await db.transaction(async (tx) => {
    const before = await lockBooking(tx, id);
    if (before.cancelledAt) throw new ApiError("conflict", bookingMessages.cancelled);
    const set: Partial<typeof bookings.$inferInsert> = {};
    if (change.seats !== undefined && change.seats !== before.seats) {
      if (change.seats < before.learners.length) throw new ApiError("conflict", bookingMessages.seatsBelowLearners(before.learners.length));
      if (change.seats > before.seats) await takeSeats(tx, before.trainingId, change.seats - before.seats);
      set.seats = change.seats;
    }
    if (change.price && priceMinor !== undefined) {
      if (change.price.currency !== before.currency && before.payments.length > 0) throw fieldError("price", bookingMessages.currencyLocked);
      set.priceMinor = priceMinor;
      set.currency = change.price.currency;
    }
    if (change.status === "cancelled") set.cancelledAt = now();
    if (Object.keys(set).length) await tx.update(bookings).set(set).where(eq(bookings.id, id));
    const after = await syncBookingAccess(tx, actorUserId, id);
    await recordAudit(tx, { actorUserId, action: "update", entity: "booking", entityId: id, before: snapshotOf(before), after: snapshotOf(after) });
    return after;
  });
  invalidateTags(cacheTags.trainings);
  return saved;
}

/** What the audit log keeps of a booking (no learners' or ledger details: those are audited on their own). */
export function snapshotOf(b: SalesBooking) {
  return {
    number: b.number,
    trainingId: b.trainingId,
    buyerName: b.buyerName,
    buyerEmail: b.buyerEmail,
    seats: b.seats,
    price: { minor: b.priceMinor, currency: b.currency },
    paidMinor: b.paidMinor,
    status: b.status,
    learners: b.learners.length,
  };
}
