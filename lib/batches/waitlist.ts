import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { and, asc, eq, gt, inArray, isNotNull, isNull, notInArray, sql } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
import { courses, enrolments, trainings, users, waitlistEntries } from "../../db/schema";
import { recordAudit } from "../audit/log";
import { now as clockNow } from "../clock";
import { courseSlug } from "../courses/slug";
import { env } from "../env";
import { ApiError } from "../errors";
import type { RateLimitRule } from "../http/rate-limit";
import { log } from "../log";
import { enqueueMail } from "../mail/outbox";
import { waitlistConfirmMail, waitlistSeatFreeMail } from "../mail/templates/waitlist";
import { purposeKey } from "../secrets";
import { seatCount, takeSeats } from "../trainings/seats";
import { trainingStatusAt, type Weekday } from "../schedule/sessions";
import { waitlistMessages } from "../validation/contact-rules";
import type { NewWaitlistEntry } from "../validation/waitlist";
import { sessionPatternColumns } from "../trainings/reads";

// The waitlist of a full training (sales-and-batches.md §3): people join it from the course page; when a seat frees,
// the oldest person waiting is mailed once (notifiedAt), by a background job that is safe on several instances.
// Against squatting: an entry counts only once its address is confirmed with a mailed link, the seat a
// notification promises is held for 48 hours, and one address has at most WAITLIST_ENTRIES_PER_EMAIL entries on a
// training (so at most that many mails to an address that never asked).

export interface WaitlistEntry {
  id: string;
  trainingId: string;
  name: string;
  email: string;
  phone: string;
  createdAt: Date;
  notifiedAt: Date | null;
  confirmedAt: Date | null;
}

/** How long a notified person's seat is held for them before it goes to the next person waiting. */
export const WAITLIST_HOLD_MS = 48 * 3_600_000;
/** Entries of one address on one training, in all (waiting, told, expired). */
export const WAITLIST_ENTRIES_PER_EMAIL = 3;

/** Like the enquiries (contact:ip): 10 an address in 10 minutes, its own bucket. */
export const waitlistRateLimit: RateLimitRule = { name: "waitlist:ip", limit: 10, windowSeconds: 600, message: waitlistMessages.rateLimited };

const entryColumns = {
  id: waitlistEntries.id,
  trainingId: waitlistEntries.trainingId,
  name: waitlistEntries.name,
  email: waitlistEntries.email,
  phone: waitlistEntries.phone,
  createdAt: waitlistEntries.createdAt,
  notifiedAt: waitlistEntries.notifiedAt,
  confirmedAt: waitlistEntries.confirmedAt,
};

const tokenMac = (entryId: string) => createHmac("sha256", purposeKey("waitlist-confirm")).update(entryId).digest("base64url");

/** `<entryId>.<mac>`: the credential of the confirmation link (it names the entry, nothing else). */
export const waitlistConfirmToken = (entryId: string) => `${entryId}.${tokenMac(entryId)}`;

function readConfirmToken(token: string): string | undefined {
  const match = /^([a-z0-9]{1,64})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const [, entryId, given] = match as unknown as [string, string, string];
  return timingSafeEqual(Buffer.from(given), Buffer.from(tokenMac(entryId))) ? entryId : undefined;
}

/** Whether a confirmation token is well formed and signed (the old link's page shows its button only then). */
export const isWaitlistConfirmToken = (token: string) => readConfirmToken(token) !== undefined;

/** The entry a confirmation token names, read only (the /waitlist/confirm page): undefined for a bad token or a removed entry. */
export async function waitlistEntryOfToken(token: string): Promise<{ confirmed: boolean } | undefined> {
  const entryId = readConfirmToken(token);
  if (!entryId) return undefined;
  const db = await getDb();
  const [row] = await db.select({ confirmedAt: waitlistEntries.confirmedAt }).from(waitlistEntries).where(eq(waitlistEntries.id, entryId)).limit(1);
  return row && { confirmed: row.confirmedAt !== null };
}

/** The person's button: confirms the entry the token names (idempotent); false for a bad token or a removed entry. */
export async function confirmWaitlistEntry(token: string, now: Date = clockNow()): Promise<boolean> {
  const entryId = readConfirmToken(token);
  if (!entryId) return false;
  const db = await getDb();
  const [row] = await db
    .update(waitlistEntries)
    .set({ confirmedAt: sql`coalesce(${waitlistEntries.confirmedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(waitlistEntries.id, entryId))
    .returning({ id: waitlistEntries.id });
  return row !== undefined;
}

const patternColumns = {
  id: trainings.id,
  ...sessionPatternColumns,
  isCancelled: trainings.isCancelled,
};

/** Whether people may still wait for a seat: not cancelled, not completed. */
type PatternRow = {
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  timeZone: string;
  days: string[];
  skipDates: string[];
  isCancelled: boolean;
};
const isOpen = (t: PatternRow, now: Date) => {
  const status = trainingStatusAt({ ...t, days: t.days as Weekday[] }, now);
  return status === "Upcoming" || status === "Ongoing";
};

/**
 * Public: joins a full, open training's waitlist (201). Seats free or no limit → 409 (enquire instead);
 * cancelled or completed → 409; unknown → 404. The same address waiting un-notified is not added twice. Answers
 * nothing: the caller is anonymous, and a stored entry is someone's personal data.
 */
export async function joinWaitlist(trainingId: string, person: NewWaitlistEntry, now: Date = clockNow()): Promise<void> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [training] = await tx
      .select({ ...patternColumns, courseId: courses.id, courseTitle: courses.title })
      .from(trainings)
      .innerJoin(courses, eq(courses.id, trainings.courseId))
      .where(eq(trainings.id, trainingId));
    if (!training) throw new ApiError("not_found", "Training not found.");
    if (!isOpen(training, now)) throw new ApiError("conflict", waitlistMessages.closed);
    const seats = await seatCount(tx, trainingId);
    if (!seats?.isFull) throw new ApiError("conflict", waitlistMessages.seatsFree);
    const sameAddress = and(eq(waitlistEntries.trainingId, trainingId), sql`lower(${waitlistEntries.email}) = ${person.email.toLowerCase()}`);
    const mine = await tx.select({ notifiedAt: waitlistEntries.notifiedAt }).from(waitlistEntries).where(sameAddress);
    // Already waiting (confirmed or not: one confirmation mail per entry), or the address's cap reached.
    if (mine.some((e) => e.notifiedAt === null) || mine.length >= WAITLIST_ENTRIES_PER_EMAIL) return;
    const [row] = await tx
      .insert(waitlistEntries)
      .values({ trainingId, name: person.name, email: person.email, phone: person.phone, createdAt: now })
      .returning({ id: waitlistEntries.id });
    const seat = {
      courseTitle: training.courseTitle,
      courseSlug: courseSlug(training.courseTitle, training.courseId),
      startDate: training.startDate,
      endDate: training.endDate,
    };
    // The page with the Confirm button (app/(site)/waitlist/confirm); /api/waitlist/confirm still answers older mails.
    const url = `${env().APP_URL}/waitlist/confirm?token=${waitlistConfirmToken(row!.id)}`;
    await enqueueMail(tx, waitlistConfirmMail(person.email, person, seat, url));
  });
}

async function assertTraining(tx: DbOrTx, trainingId: string) {
  const [found] = await tx.select({ id: trainings.id }).from(trainings).where(eq(trainings.id, trainingId));
  if (!found) throw new ApiError("not_found", "Training not found.");
}

/** Staff: a training's waitlist, oldest first (404 for an unknown training). */
export async function listWaitlist(trainingId: string): Promise<WaitlistEntry[]> {
  const db = await getDb();
  await assertTraining(db, trainingId);
  return db
    .select(entryColumns)
    .from(waitlistEntries)
    .where(eq(waitlistEntries.trainingId, trainingId))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
}

/** Staff: removes one entry (audited); 404 when the training has no such entry. */
export async function deleteWaitlistEntry(tx: DbOrTx, actorUserId: string, trainingId: string, entryId: string): Promise<void> {
  const [before] = await tx
    .select(entryColumns)
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.id, entryId), eq(waitlistEntries.trainingId, trainingId)));
  if (!before) throw new ApiError("not_found", "Waitlist entry not found.");
  await tx.delete(waitlistEntries).where(eq(waitlistEntries.id, entryId));
  await recordAudit(tx, { actorUserId, action: "delete", entity: "waitlist-entry", entityId: entryId, before });
}

/**
 * One training's turn: under the training's row lock (takeSeats), so instances take turns. Each free seat is
 * promised to one person: the seats left minus the people already told who have not enrolled yet is how many of
 * the oldest un-notified entries are mailed now. Answers how many were told.
 */
async function notifyTraining(trainingId: string, now: Date): Promise<number> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const { left } = await takeSeats(tx, trainingId, 0);
    if (left === null || left === 0) return 0;
    const [training] = await tx
      .select({ ...patternColumns, courseId: courses.id, courseTitle: courses.title })
      .from(trainings)
      .innerJoin(courses, eq(courses.id, trainings.courseId))
      .where(eq(trainings.id, trainingId));
    if (!training || !isOpen(training, now)) return 0;
    // People told within the last 48 hours who have not taken their seat yet still hold it.
    const enrolledEmails = tx
      .select({ email: sql<string>`lower(${users.email})` })
      .from(enrolments)
      .innerJoin(users, eq(users.id, enrolments.userId))
      .where(and(eq(enrolments.trainingId, trainingId), eq(enrolments.isActive, true)));
    const [promised] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.trainingId, trainingId),
          isNotNull(waitlistEntries.notifiedAt),
          gt(waitlistEntries.notifiedAt, new Date(now.getTime() - WAITLIST_HOLD_MS)),
          notInArray(sql`lower(${waitlistEntries.email})`, enrolledEmails),
        ),
      );
    const free = left - Number(promised?.n ?? 0);
    if (free <= 0) return 0;
    const next = await tx
      .select(entryColumns)
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.trainingId, trainingId), isNull(waitlistEntries.notifiedAt), isNotNull(waitlistEntries.confirmedAt)))
      .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
      .limit(free);
    if (next.length === 0) return 0;
    await tx
      .update(waitlistEntries)
      .set({ notifiedAt: now })
      .where(
        inArray(
          waitlistEntries.id,
          next.map((e) => e.id),
        ),
      );
    const seat = {
      courseTitle: training.courseTitle,
      courseSlug: courseSlug(training.courseTitle, training.courseId),
      startDate: training.startDate,
      endDate: training.endDate,
    };
    for (const entry of next) await enqueueMail(tx, waitlistSeatFreeMail(entry.email, entry, seat, env().APP_URL));
    return next.length;
  });
}

/**
 * The background job (server/jobs.ts, every ~15 s): every open training with free seats and people waiting who were
 * not told yet. Safe with several instances: each training is handled under its row lock, and an entry is
 * mailed in the same transaction that sets its notifiedAt.
 */
export async function notifyWaitlist(now: Date = clockNow()): Promise<number> {
  const db = await getDb();
  const candidates = await db
    .selectDistinct({ trainingId: waitlistEntries.trainingId })
    .from(waitlistEntries)
    .innerJoin(trainings, eq(trainings.id, waitlistEntries.trainingId))
    .where(
      and(isNull(waitlistEntries.notifiedAt), isNotNull(waitlistEntries.confirmedAt), eq(trainings.isCancelled, false), sql`${trainings.seats} is not null`),
    );
  let told = 0;
  for (const { trainingId } of candidates) {
    try {
      told += await notifyTraining(trainingId, now);
    } catch (err) {
      log.warn("waitlist: notifying failed", { err, trainingId });
    }
  }
  return told;
}
