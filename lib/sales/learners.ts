import "server-only";
import type { DbOrTx } from "../../db";
import { INVITATION_LIFETIME_SECONDS, accountsByEmail, inviteAccount } from "../accounts/invitations";
import { recordAudit } from "../audit/log";
import { enrol, enrolmentsInTraining, removeEnrolment } from "../enrolments/writes";
import { env } from "../env";
import { ApiError } from "../errors";
import { enqueueMail } from "../mail/outbox";
import { bookingInvitationMail, bookingSeatNoticeMail } from "../mail/templates/sales";
import { syncBookingAccess } from "./access";
import { findBooking, lockBooking } from "./reads";
import type { SalesBooking } from "./types";

/** A booking's invitation link lives 7 days (sales-and-batches.md §2). */
export { INVITATION_LIFETIME_SECONDS };

export const learnerMessages = {
  cancelled: "This booking is cancelled.",
  tooMany: (seats: number, assigned: number, adding: number) =>
    `This booking has ${seats} seat${seats === 1 ? "" : "s"} and ${assigned} ${assigned === 1 ? "is" : "are"} assigned: ${adding} more learner${adding === 1 ? "" : "s"} do not fit. No one was enrolled.`,
  elsewhere: (email: string) => `${email} already has a seat in this training through another booking. No one was enrolled.`,
  notLearner: "That account is not a learner of this booking.",
} as const;

/** A booking's seat as the seat mails tell it: the course and dates, the booking, who bought it and whether access is open. */
export const seatOf = (booking: SalesBooking, isActive: boolean) => ({
  courseTitle: booking.training.courseTitle,
  startDate: booking.training.startDate,
  endDate: booking.training.endDate,
  bookingNumber: booking.number,
  buyer: booking.organization || booking.buyerName,
  isActive,
});

/**
 * POST /api/admin/bookings/{id}/learners: every address gets this booking's seat in its training, or none does
 * (409 when they outnumber the free seats). An unknown address gets an account and an invitation to set its
 * password; an existing account a notice. Their access follows the booking's status. In the caller's transaction.
 */
export async function assignLearners(tx: DbOrTx, actorUserId: string, bookingId: string, emails: string[]): Promise<SalesBooking> {
  const booking = await lockBooking(tx, bookingId);
  if (booking.cancelledAt) throw new ApiError("conflict", learnerMessages.cancelled);
  const already = new Set(booking.learners.map((l) => l.email.toLowerCase()));
  const adding = emails.map((e) => e.toLowerCase()).filter((e) => !already.has(e));
  if (booking.learners.length + adding.length > booking.seats)
    throw new ApiError("conflict", learnerMessages.tooMany(booking.seats, booking.learners.length, adding.length));
  if (adding.length === 0) return booking;

  const byEmail = await accountsByEmail(tx, adding);
  const accounts = [...byEmail.values()];
  const existing = await enrolmentsInTraining(
    tx,
    booking.trainingId,
    accounts.map((a) => a.id),
  );
  const isActive = booking.status === "paid";
  const seat = seatOf(booking, isActive);
  const appUrl = env().APP_URL;
  for (const email of adding) {
    // A registration that never activated loses the password whoever registered chose; its owner is invited.
    const account = await inviteAccount(tx, actorUserId, { email, role: "learner", audit: { booking: booking.number } });
    const invitation = account.setPasswordUrl;
    const current = existing.find((e) => e.userId === account.id);
    if (current?.bookingId) throw new ApiError("conflict", learnerMessages.elsewhere(email));
    // An enrolment outside any booking moves onto this booking's seat.
    const enrolmentId = await enrol(tx, { userId: account.id, trainingId: booking.trainingId, bookingId, isActive }, current);
    await recordAudit(tx, {
      actorUserId,
      action: current ? "update" : "create",
      entity: "enrolment",
      entityId: enrolmentId,
      after: { userId: account.id, email, bookingId, isActive },
    });
    await enqueueMail(tx, invitation ? bookingInvitationMail(account.email, seat, invitation) : bookingSeatNoticeMail(account.email, account, seat, appUrl));
  }
  return syncBookingAccess(tx, actorUserId, bookingId);
}

/** DELETE /api/admin/bookings/{id}/learners/{userId}: the learner's enrolment goes and the seat is free again (in the caller's transaction). */
export async function removeLearner(tx: DbOrTx, actorUserId: string, bookingId: string, userId: string): Promise<SalesBooking> {
  const booking = await lockBooking(tx, bookingId);
  const learner = booking.learners.find((l) => l.userId === userId);
  if (!learner) throw new ApiError("not_found", learnerMessages.notLearner);
  await removeEnrolment(tx, learner.enrolmentId);
  await recordAudit(tx, { actorUserId, action: "delete", entity: "enrolment", entityId: learner.enrolmentId, before: { ...learner, bookingId } });
  return findBooking(tx, bookingId);
}
