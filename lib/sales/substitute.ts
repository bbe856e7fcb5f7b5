import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db";
import { trainings } from "../../db/schema";
import { inviteAccount } from "../accounts/invitations";
import { recordAudit } from "../audit/log";
import type { RateLimitRule } from "../http/rate-limit";
import { now as clockNow } from "../clock";
import { enrol, enrolmentsInTraining, leaveBooking } from "../enrolments/writes";
import { env } from "../env";
import { ApiError } from "../errors";
import { enqueueMail } from "../mail/outbox";
import { seatMovedMail } from "../mail/templates/leads";
import { bookingInvitationMail, bookingSeatNoticeMail } from "../mail/templates/sales";
import { sessionPatternColumns } from "../trainings/reads";
import { sessionsOf, type Weekday } from "../schedule/sessions";
import { learnerMessages, seatOf } from "./learners";
import { findBooking, lockBooking } from "./reads";
import type { SalesBooking } from "./types";

/**
 * The one answer when the person can't take the seat because they hold one in this training already: through the
 * organisation's own other booking, another customer's or this one, so the lead learns nothing of other customers.
 */
export const SUBSTITUTE_REFUSED = "That person can't take this seat: they are already enrolled in this training. No one was enrolled.";

/** A lead may type any address: enough substitutions for a team's changes, too few to run through a list. */
export const substituteRateLimit: RateLimitRule = {
  name: "substitute:lead",
  limit: 20,
  windowSeconds: 3600,
  message: "Too many seat changes. Please wait an hour and try again.",
};

export const substituteMessages = {
  started: "The batch has started: its learners can no longer be substituted.",
  same: "Give the email of someone else: this learner already has the seat.",
} as const;

/**
 * A booking's seat moves from one learner to someone else before the batch's first session starts (§7): the old
 * enrolment becomes inactive and leaves the booking (it stays for history, and the booking's access rule no longer
 * reaches it); the new person is enrolled on the booking with the same access, invited when unknown. Both are
 * mailed; audited. `bookingId` must already be one the actor may change (the caller checks who they are).
 */
export async function substituteLearner(
  tx: DbOrTx,
  actorUserId: string,
  bookingId: string,
  change: { userId: string; email: string; clientSeesName?: boolean },
  at: Date = clockNow(),
): Promise<SalesBooking> {
  const booking = await lockBooking(tx, bookingId);
  if (booking.cancelledAt) throw new ApiError("conflict", learnerMessages.cancelled);
  const leaving = booking.learners.find((l) => l.userId === change.userId);
  if (!leaving) throw new ApiError("not_found", learnerMessages.notLearner);
  const [pattern] = await tx.select(sessionPatternColumns).from(trainings).where(eq(trainings.id, booking.trainingId));
  const first = sessionsOf({ ...pattern!, days: pattern!.days as Weekday[] })[0];
  if (!first || first.startsAt <= at) throw new ApiError("conflict", substituteMessages.started);
  const email = change.email.trim().toLowerCase();
  if (email === leaving.email.toLowerCase()) throw new ApiError("bad_request", substituteMessages.same, { fieldErrors: { email: substituteMessages.same } });

  const seat = seatOf(booking, leaving.isActive);
  // A registration that never activated loses the password whoever registered chose; its owner is invited.
  const account = await inviteAccount(tx, actorUserId, { email, role: "learner", audit: { booking: booking.number, substitutes: leaving.userId } });
  const invitation = account.setPasswordUrl;
  const [current] = await enrolmentsInTraining(tx, booking.trainingId, [account.id]);
  if (current?.bookingId) throw new ApiError("conflict", SUBSTITUTE_REFUSED, { fieldErrors: { email: SUBSTITUTE_REFUSED } });

  await leaveBooking(tx, leaving.enrolmentId);
  const enrolmentId = await enrol(
    tx,
    { userId: account.id, trainingId: booking.trainingId, bookingId, isActive: leaving.isActive, clientSeesName: change.clientSeesName },
    current,
  );
  await recordAudit(tx, {
    actorUserId,
    action: "update",
    entity: "enrolment",
    entityId: leaving.enrolmentId,
    before: { bookingId, isActive: leaving.isActive },
    after: { bookingId: null, isActive: false, substitutedBy: account.id },
  });
  await recordAudit(tx, {
    actorUserId,
    action: current ? "update" : "create",
    entity: "enrolment",
    entityId: enrolmentId,
    after: { userId: account.id, email, bookingId, isActive: leaving.isActive },
  });
  await recordAudit(tx, {
    actorUserId,
    action: "update",
    entity: "booking",
    entityId: bookingId,
    before: { learner: { userId: leaving.userId, email: leaving.email } },
    after: { learner: { userId: account.id, email }, reason: "substituted by the training lead" },
  });
  const appUrl = env().APP_URL;
  await enqueueMail(tx, seatMovedMail(leaving.email, leaving.name, seat));
  await enqueueMail(tx, invitation ? bookingInvitationMail(account.email, seat, invitation) : bookingSeatNoticeMail(account.email, account, seat, appUrl));
  return findBooking(tx, bookingId);
}
