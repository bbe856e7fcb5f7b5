import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db";
import { bookings, enquiries, enrolments, trainings } from "../../db/schema";
import { noticeBookingMove } from "../batches/change-notices";
import { sessionsOf } from "../schedule/sessions";
import { findStaffTraining } from "../trainings/staff";
import { recordAudit } from "../audit/log";
import { cacheTags, invalidateTags } from "../cache";
import { now } from "../clock";
import { markWon } from "../enquiries/pipeline";
import { moveBookingEnrolments } from "../enrolments/writes";
import { ApiError } from "../errors";
import { organizationBuyer } from "../organizations/buyer";
import { priceSaleIn, recordCodeUse } from "../pricing/sale";
import { takeSeats } from "../trainings/seats";
import type { EnquiryStatus } from "../validation/enquiries";
import type { BookingCreate, BookingUpdate } from "../validation/sales";
import { syncBookingAccess } from "./access";
import { toMinor } from "../money";
import { rateToE4 } from "../validation/gst-buyer";
import { checkSaleBilling } from "./billing";
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
  otherCourse: "A booking moves only to another batch of the same course.",
  moveStarted: "This booking's batch has started: it can no longer move.",
  moveTargetEnded: "That batch has ended.",
  moveLearnerThere: (email: string) => `${email} already has a seat in that batch.`,
  seatsBelowLearners: (learners: number) => `${learners} learners are assigned to this booking: remove some before lowering the seats below ${learners}.`,
} as const;

/**
 * A booking in the caller's transaction (an accepted quote makes all its bookings or none): takes the seats (409
 * when the training has too few left), numbers the booking, prices it by the rule when no price is given (and
 * records a code's use), and with `enquiryId` moves that enquiry to won with a booking entry on its timeline. The
 * caller drops the trainings' cache.
 */
export async function createBookingIn(tx: DbOrTx, actorUserId: string | null, input: BookingCreate): Promise<SalesBooking> {
  const givenPriceMinor = input.price ? toMinor(input.price.amount, input.price.currency) : undefined;
  const [training] = await tx.select({ id: trainings.id, isCancelled: trainings.isCancelled }).from(trainings).where(eq(trainings.id, input.trainingId));
  if (!training) throw fieldError("trainingId", bookingMessages.noTraining);
  if (training.isCancelled) throw new ApiError("conflict", bookingMessages.trainingCancelled);
  let enquiry: { id: string; status: EnquiryStatus; lostReason: string | null } | undefined;
  if (input.enquiryId) {
    [enquiry] = await tx
      .select({ id: enquiries.id, status: enquiries.status, lostReason: enquiries.lostReason })
      .from(enquiries)
      .where(eq(enquiries.id, input.enquiryId));
    if (!enquiry) throw fieldError("enquiryId", bookingMessages.noEnquiry);
  }
  const buyer = input.organizationId ? await organizationBuyer(tx, input.organizationId) : undefined;
  // Without a price the pricing rule makes it (billing-and-delivery.md §2); the code's row stays locked until commit.
  const priced = givenPriceMinor === undefined ? await priceSaleIn(tx, { trainingId: input.trainingId, seats: input.seats, code: input.code }) : undefined;
  const currency = priced ? priced.currency : input.price!.currency;
  const priceMinor = priced ? priced.pricing.total : givenPriceMinor!;
  const exchangeRateE4 = currency !== "INR" && input.exchangeRate !== undefined ? rateToE4(input.exchangeRate) : null;
  const billing = buyer
    ? { treatment: buyer.gstTreatment, address: buyer.billingAddress, stateCode: buyer.stateCode }
    : { treatment: input.buyerGstTreatment, address: input.buyerAddress, stateCode: input.buyerStateCode ?? null };
  checkSaleBilling(
    { ...billing, currency, totalMinor: priceMinor, exchangeRateE4 },
    { exchangeRate: "exchangeRate", address: buyer ? "organizationId" : "buyerAddress" },
  );
  await takeSeats(tx, input.trainingId, input.seats);
  const number = await nextNumber(tx, "BK");
  invalidateTags(cacheTags.sales);
  const [row] = await tx
    .insert(bookings)
    .values({
      number,
      trainingId: input.trainingId,
      buyerName: input.buyerName,
      buyerEmail: input.buyerEmail,
      buyerPhone: input.buyerPhone,
      organization: buyer ? buyer.name : input.organization,
      organizationId: buyer?.id ?? null,
      buyerAddress: buyer ? "" : input.buyerAddress,
      buyerStateCode: buyer ? null : (input.buyerStateCode ?? null),
      buyerCountry: buyer ? buyer.country : input.buyerCountry,
      buyerGstin: buyer ? null : (input.buyerGstin ?? null),
      buyerGstTreatment: billing.treatment,
      purchaseOrder: input.purchaseOrder,
      paymentTermsDays: input.paymentTermsDays ?? buyer?.paymentTermsDays ?? 0,
      exchangeRateE4,
      seats: input.seats,
      priceMinor,
      currency,
      enquiryId: enquiry?.id ?? null,
      createdBy: actorUserId,
    })
    .returning({ id: bookings.id });
  // A code counts once per booking that is not cancelled; checked again under its lock (never past maxUses).
  const code = input.code !== undefined ? await recordCodeUse(tx, { code: input.code, trainingId: input.trainingId, bookingId: row!.id }) : null;
  if (enquiry) {
    await markWon(tx, actorUserId, enquiry, { number, seats: input.seats });
  }
  const after = await findBooking(tx, row!.id);
  await recordAudit(tx, {
    actorUserId,
    action: "create",
    entity: "booking",
    entityId: after.id,
    after: { ...snapshotOf(after), code: code?.code ?? null, pricing: priced?.pricing ?? null },
  });
  return priced ? { ...after, pricing: priced.pricing } : after;
}

/** What a booking change did that the domains above follow (invoices credit, payment requests stop). */
export interface BookingChangeEffects {
  before: SalesBooking;
  cancelled: boolean;
  priceLowered: boolean;
  priceRaised: boolean;
  seats: number | undefined;
}

/**
 * The first half of PUT /api/admin/bookings/{id} in the caller's transaction: seats (more go through the seat rule),
 * price, cancel. The orchestration (lib/collection/bookings.ts) then lets invoices and collection follow and calls
 * finishBookingChange.
 */
export async function applyBookingChange(tx: DbOrTx, id: string, change: BookingUpdate): Promise<BookingChangeEffects> {
  const priceMinor = change.price ? toMinor(change.price.amount, change.price.currency) : undefined;
  const before = await lockBooking(tx, id);
  if (before.cancelledAt) throw new ApiError("conflict", bookingMessages.cancelled);
  const set: Partial<typeof bookings.$inferInsert> = {};
  if (change.seats !== undefined && change.seats !== before.seats) {
    if (change.seats < before.learners.length) throw new ApiError("conflict", bookingMessages.seatsBelowLearners(before.learners.length));
    if (change.seats > before.seats) await takeSeats(tx, before.trainingId, change.seats - before.seats);
    set.seats = change.seats;
  }
  if (change.price && priceMinor !== undefined) {
    if (change.price.currency !== before.currency && (before.payments.length > 0 || before.deductions.length > 0))
      throw fieldError("price", bookingMessages.currencyLocked);
    set.priceMinor = priceMinor;
    set.currency = change.price.currency;
  }
  if (change.purchaseOrder !== undefined) set.purchaseOrder = change.purchaseOrder;
  if (change.paymentTermsDays !== undefined) set.paymentTermsDays = change.paymentTermsDays;
  if (set.priceMinor !== undefined || change.exchangeRate !== undefined) await checkRepricing(tx, before, change, set);
  if (change.status === "cancelled") set.cancelledAt = now();
  if (Object.keys(set).length) {
    await tx.update(bookings).set(set).where(eq(bookings.id, id));
    invalidateTags(cacheTags.sales);
  }
  return {
    before,
    cancelled: set.cancelledAt !== undefined,
    priceLowered: set.priceMinor !== undefined && set.priceMinor < before.priceMinor,
    priceRaised: set.priceMinor !== undefined && set.priceMinor > before.priceMinor,
    seats: set.seats,
  };
}

/** A new price or rate keeps the sale's billing rules (books.md §1); the rate is kept only for a foreign currency. */
async function checkRepricing(tx: DbOrTx, before: SalesBooking, change: BookingUpdate, set: Partial<typeof bookings.$inferInsert>): Promise<void> {
  const currency = set.currency ?? before.currency;
  const exchangeRateE4 = currency === "INR" ? null : change.exchangeRate !== undefined ? rateToE4(change.exchangeRate) : before.exchangeRateE4;
  const org = before.organizationId ? await organizationBuyer(tx, before.organizationId) : undefined;
  const billing = org
    ? { treatment: org.gstTreatment, address: org.billingAddress, stateCode: org.stateCode }
    : { treatment: before.buyerGstTreatment, address: before.buyerAddress, stateCode: before.buyerStateCode };
  checkSaleBilling(
    { ...billing, currency, totalMinor: set.priceMinor ?? before.priceMinor, exchangeRateE4 },
    { exchangeRate: "exchangeRate", address: set.priceMinor !== undefined ? "price" : "exchangeRate" },
  );
  set.exchangeRateE4 = exchangeRateE4;
}

/** The second half: a move to another batch, the learners' access recomputed, the audit entry. */
export async function finishBookingChange(
  tx: DbOrTx,
  actorUserId: string,
  id: string,
  change: BookingUpdate,
  effects: BookingChangeEffects,
): Promise<SalesBooking> {
  const { before } = effects;
  if (change.trainingId !== undefined && change.trainingId !== before.trainingId)
    await moveBooking(tx, { ...before, seats: effects.seats ?? before.seats }, change.trainingId);
  const after = await syncBookingAccess(tx, actorUserId, id);
  await recordAudit(tx, { actorUserId, action: "update", entity: "booking", entityId: id, before: snapshotOf(before), after: snapshotOf(after) });
  return after;
}

/**
 * Moves a whole booking (its seats and learners) to another batch of the same course, before the first session of its
 * own: 400 another course or no such batch; 409 started, the target cancelled or ended, too few seats there, or a
 * learner already in it. The price stays; all its learners get a change notice with the new batch's .ics.
 */
async function moveBooking(tx: DbOrTx, booking: SalesBooking, trainingId: string): Promise<void> {
  const [target] = await tx.select({ id: trainings.id, courseId: trainings.courseId }).from(trainings).where(eq(trainings.id, trainingId));
  if (!target) throw fieldError("trainingId", bookingMessages.noTraining);
  const from = await findStaffTraining(tx, booking.trainingId);
  if (target.courseId !== from.course.id) throw fieldError("trainingId", bookingMessages.otherCourse);
  const firstSession = sessionsOf(from)[0];
  if (firstSession && now() >= firstSession.startsAt) throw new ApiError("conflict", bookingMessages.moveStarted);
  const to = await findStaffTraining(tx, trainingId);
  if (to.isCancelled) throw new ApiError("conflict", bookingMessages.trainingCancelled);
  if (to.status === "Completed") throw new ApiError("conflict", bookingMessages.moveTargetEnded);
  const learnerIds = booking.learners.map((l) => l.userId);
  if (learnerIds.length) {
    const [there] = await tx
      .select({ userId: enrolments.userId })
      .from(enrolments)
      .where(and(eq(enrolments.trainingId, trainingId), inArray(enrolments.userId, learnerIds)))
      .limit(1);
    if (there) throw new ApiError("conflict", bookingMessages.moveLearnerThere(booking.learners.find((l) => l.userId === there.userId)!.email));
  }
  await takeSeats(tx, trainingId, booking.seats);
  await tx.update(bookings).set({ trainingId }).where(eq(bookings.id, booking.id));
  await moveBookingEnrolments(tx, booking.id, trainingId);
  // Every learner was told the old dates (an invitation goes out on assignment, paid or not), so every learner hears
  // of the new ones: billing-and-delivery.md §1 says "its learners", not only those whose access is open.
  await noticeBookingMove(tx, booking.learners, from, to);
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
    purchaseOrder: b.purchaseOrder,
    paymentTermsDays: b.paymentTermsDays,
    exchangeRateE4: b.exchangeRateE4,
    paidMinor: b.paidMinor,
    status: b.status,
    learners: b.learners.length,
  };
}
