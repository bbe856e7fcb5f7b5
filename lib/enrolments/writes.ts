import "server-only";
import { and, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db";
import { courses, enrolments, trainings, users } from "../../db/schema";
import { recordAudit } from "../audit/log";
import { cacheTags, invalidateTags } from "../cache";
import { env } from "../env";
import { ApiError } from "../errors";
import { enqueueMail } from "../mail/outbox";
import { enrolmentNoticeMail } from "../mail/templates/enrolments";
import { takeSeats } from "../trainings/seats";
import { isEmail } from "../validation/enrolments";
import { salesMessages } from "../validation/sales";
import { findStaffEnrolment } from "./staff";
import type { EnrolReport, StaffEnrolment } from "./types";

// ------------------------------------------------------------------ commands in the caller's transaction
// Every way a learner gets, moves or loses a place goes through these: staff enrolling addresses (below), a booking's
// learners and a training lead's substitute (lib/sales), the booking's access rule (lib/sales/access.ts).

/** The enrolments these accounts already have in a training (at most one each). */
export async function enrolmentsInTraining(
  tx: DbOrTx,
  trainingId: string,
  userIds: string[],
): Promise<{ id: string; userId: string; bookingId: string | null }[]> {
  if (userIds.length === 0) return [];
  return tx
    .select({ id: enrolments.id, userId: enrolments.userId, bookingId: enrolments.bookingId })
    .from(enrolments)
    .where(and(eq(enrolments.trainingId, trainingId), inArray(enrolments.userId, userIds)));
}

/**
 * The one "enrol": the account gets its place in the training, on `bookingId`'s seat or outside any booking. With
 * `current` (its enrolment there outside any booking, from enrolmentsInTraining) that enrolment moves onto the
 * seat; otherwise a new one is made. Seats, audit and mail are the caller's. Answers the enrolment's id.
 */
export async function enrol(
  tx: DbOrTx,
  seat: { userId: string; trainingId: string; bookingId: string | null; isActive: boolean; clientSeesName?: boolean },
  current?: { id: string },
): Promise<string> {
  if (current) {
    await tx
      .update(enrolments)
      .set({ bookingId: seat.bookingId, isActive: seat.isActive, clientSeesName: seat.clientSeesName ?? true })
      .where(eq(enrolments.id, current.id));
    return current.id;
  }
  const [row] = await tx.insert(enrolments).values(seat).returning({ id: enrolments.id });
  invalidateTags(cacheTags.enrolments);
  return row!.id;
}

/** A learner leaves a booking's seat (substituted): the enrolment stays for history, inactive and outside any booking. */
export async function leaveBooking(tx: DbOrTx, enrolmentId: string): Promise<void> {
  await tx.update(enrolments).set({ isActive: false, bookingId: null }).where(eq(enrolments.id, enrolmentId));
}

export async function removeEnrolment(tx: DbOrTx, enrolmentId: string): Promise<void> {
  await tx.delete(enrolments).where(eq(enrolments.id, enrolmentId));
  invalidateTags(cacheTags.enrolments);
}

/**
 * A booking's access (sales-and-batches.md §2, decided by lib/sales/access.ts): its enrolments become `isActive`,
 * except those staff set by hand (accessOverride). Answers the enrolments it flipped.
 */
export async function setBookingAccess(tx: DbOrTx, bookingId: string, isActive: boolean): Promise<{ id: string; userId: string }[]> {
  return tx
    .update(enrolments)
    .set({ isActive })
    .where(and(eq(enrolments.bookingId, bookingId), ne(enrolments.isActive, isActive), isNull(enrolments.accessOverride)))
    .returning({ id: enrolments.id, userId: enrolments.userId });
}

/**
 * Enrols the accounts of the given addresses in a training. Addresses without an account, already enrolled or
 * malformed are reported back, never dropped silently. Each new enrolment is audited and the learner is told
 * by email (queued in the same transaction), in the caller's transaction.
 */
export async function enrolByEmailsIn(tx: DbOrTx, actorUserId: string, trainingId: string, emails: string[], isActive = true): Promise<EnrolReport> {
  const report: EnrolReport = { enrolled: [], alreadyEnrolled: [], noAccount: [], invalid: [] };
  const wanted: string[] = [];
  for (const raw of emails) {
    const email = raw.trim().toLowerCase();
    if (!email) continue;
    if (!isEmail(email)) {
      if (!report.invalid.includes(raw.trim())) report.invalid.push(raw.trim());
    } else if (!wanted.includes(email)) {
      wanted.push(email);
    }
  }
  const [training] = await tx
    .select({ id: trainings.id, startDate: trainings.startDate, endDate: trainings.endDate, courseTitle: courses.title })
    .from(trainings)
    .innerJoin(courses, eq(courses.id, trainings.courseId))
    .where(eq(trainings.id, trainingId));
  if (!training) throw new ApiError("bad_request", "That training does not exist.", { fieldErrors: { trainingId: "That training does not exist." } });
  if (wanted.length === 0) return report;
  const accounts = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, wanted));
  const byEmail = new Map(accounts.map((a) => [a.email.toLowerCase(), a]));
  const existing = await enrolmentsInTraining(
    tx,
    trainingId,
    accounts.map((a) => a.id),
  );
  const enrolled = new Set(existing.map((e) => e.userId));
  // Active enrolments outside a booking take seats: all of them fit, or none is made (409).
  const newcomers = new Set(wanted.flatMap((email) => (byEmail.has(email) && !enrolled.has(byEmail.get(email)!.id) ? [email] : [])));
  if (isActive && newcomers.size > 0) await takeSeats(tx, trainingId, newcomers.size);
  for (const email of wanted) {
    const account = byEmail.get(email);
    if (!account) {
      report.noAccount.push(email);
      continue;
    }
    if (enrolled.has(account.id)) {
      report.alreadyEnrolled.push(email);
      continue;
    }
    const id = await enrol(tx, { userId: account.id, trainingId, bookingId: null, isActive });
    enrolled.add(account.id);
    const after = await findStaffEnrolment(tx, id);
    await recordAudit(tx, { actorUserId, action: "create", entity: "enrolment", entityId: id, after });
    if (isActive) await enqueueMail(tx, enrolmentNoticeMail(account.email, account, training, env().APP_URL));
    report.enrolled.push(after);
  }
  return report;
}

/** A booking's enrolment follows its payment; activating one by hand before it is paid is an override that needs a reason. */
export async function setEnrolmentActiveIn(
  tx: DbOrTx,
  actorUserId: string,
  id: string,
  isActive: boolean,
  overrideReason: string | undefined,
  /** Whether a booking is paid (the sales domain's rule, passed down: enrolments sit below sales). */
  isBookingPaid: (tx: DbOrTx, bookingId: string) => Promise<boolean>,
): Promise<StaffEnrolment> {
  const before = await findStaffEnrolment(tx, id);
  // Activating an enrolment outside a booking takes a seat (409 when none is left).
  const [own] = await tx.select({ bookingId: enrolments.bookingId }).from(enrolments).where(eq(enrolments.id, id));
  if (isActive && !before.isActive && !own?.bookingId) await takeSeats(tx, before.training.id, 1);
  // A booking's enrolment: a decision against the booking's rule (paid means active) is kept as an override that
  // later payments, refunds, edits and assignments respect; one that agrees with the rule clears the override.
  const ruleSays = own?.bookingId ? await isBookingPaid(tx, own.bookingId) : undefined;
  const isOverride = isActive && ruleSays === false;
  if (isOverride && !overrideReason)
    throw new ApiError("bad_request", salesMessages.overrideReason, { fieldErrors: { overrideReason: salesMessages.overrideReason } });
  const override =
    ruleSays === undefined || ruleSays === isActive
      ? { accessOverride: null, overrideReason: null }
      : { accessOverride: isActive, overrideReason: overrideReason ?? null };
  await tx
    .update(enrolments)
    .set({ isActive, ...override })
    .where(eq(enrolments.id, id));
  const after = await findStaffEnrolment(tx, id);
  await recordAudit(tx, {
    actorUserId,
    action: "update",
    entity: "enrolment",
    entityId: id,
    before,
    after: overrideReason ? { ...after, overrideReason } : after,
  });
  return after;
}

/** Removes an enrolment (audited), in the caller's transaction. */
export async function deleteEnrolmentIn(tx: DbOrTx, actorUserId: string, id: string): Promise<void> {
  const before = await findStaffEnrolment(tx, id);
  await removeEnrolment(tx, id);
  await recordAudit(tx, { actorUserId, action: "delete", entity: "enrolment", entityId: id, before });
}

/** A booking's enrolments follow it to another batch of the same course (lib/sales' move), in the caller's transaction. */
export async function moveBookingEnrolments(tx: DbOrTx, bookingId: string, trainingId: string): Promise<void> {
  await tx.update(enrolments).set({ trainingId }).where(eq(enrolments.bookingId, bookingId));
}
