import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
import { enquiries, users, type EnquiryEventKind } from "../../db/schema";
import { recordAudit } from "../audit/log";
import { now } from "../clock";
import { ApiError } from "../errors";
import { CLOSED_LOST_REASON, enquiryMessages, enquiryStatusLabels, type EnquiryFollowUp, type EnquiryStatus } from "../validation/enquiries";
import { findEnquiry, selectTimeline } from "./reads";
import { appendEnquiryEvent } from "./timeline";
import type { EnquiryEvent, EnquiryWithTimeline } from "./types";
import { cacheTags, invalidateTags } from "../cache";

const badRequest = (field: string, message: string) => new ApiError("bad_request", message, { fieldErrors: { [field]: message } });

/** Locks the enquiry's row for the rest of the transaction (concurrent changes queue), 404 when there is none. */
async function lockEnquiry(tx: DbOrTx, id: string): Promise<void> {
  const [row] = await tx.select({ id: enquiries.id }).from(enquiries).where(eq(enquiries.id, id)).for("update");
  if (!row) throw new ApiError("not_found", "Enquiry not found.");
}

/** The staff member's name, or a 400 when the id names no staff member. */
async function staffName(tx: DbOrTx, ownerId: string): Promise<string> {
  const [owner] = await tx
    .select({ name: users.name })
    .from(users)
    .where(and(eq(users.id, ownerId), eq(users.role, "staff")));
  if (!owner) throw badRequest("ownerId", enquiryMessages.owner);
  return owner.name;
}

const label = (status: EnquiryStatus) => enquiryStatusLabels[status];

/**
 * Applies staff's changes to an enquiry (sales-and-batches.md §1): each change is one timeline entry, a note
 * is appended (and kept as the latest note), `closed` is stored as `lost`, a lost enquiry keeps its reason
 * and leaving `lost` clears it. Audited with the enquiry before and after, in the same transaction.
 */
export async function setEnquiryFollowUp(actorUserId: string, id: string, change: EnquiryFollowUp): Promise<EnquiryWithTimeline> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockEnquiry(tx, id);
    const before = await findEnquiry(tx, id);
    const events: { kind: EnquiryEventKind; text: string }[] = [];
    const set: Partial<typeof enquiries.$inferInsert> = {};

    const status: EnquiryStatus = change.status === "closed" ? "lost" : (change.status ?? before.status);
    // `closed` gives the reason "closed" only to an enquiry it makes lost (an earlier reason is kept).
    const reason = change.lostReason ?? (change.status === "closed" && before.status !== "lost" ? CLOSED_LOST_REASON : undefined);
    if (typeof change.lostReason === "string" && status !== "lost") throw badRequest("lostReason", enquiryMessages.lostReasonNotLost);
    if (status === "lost" && status !== before.status && !reason) throw badRequest("lostReason", enquiryMessages.lostReasonRequired);
    if (status !== before.status) {
      set.status = status;
      set.lostReason = status === "lost" ? reason! : null;
      events.push({ kind: "status", text: `${label(before.status)} → ${label(status)}${status === "lost" ? `: ${reason}` : ""}` });
    } else if (status === "lost" && reason && reason !== before.lostReason) {
      set.lostReason = reason;
      events.push({ kind: "status", text: `Lost reason: ${reason}` });
    }

    if (change.ownerId !== undefined && change.ownerId !== before.ownerId) {
      const name = change.ownerId === null ? undefined : await staffName(tx, change.ownerId);
      set.ownerId = change.ownerId;
      events.push({ kind: "owner", text: name === undefined ? "Owner removed" : `Owner: ${name}` });
    } else if (change.ownerId) {
      await staffName(tx, change.ownerId);
    }

    if (change.followUpOn !== undefined && change.followUpOn !== before.followUpOn) {
      set.followUpOn = change.followUpOn;
      events.push({ kind: "follow-up", text: change.followUpOn === null ? "Follow-up date cleared" : `Follow up on ${change.followUpOn}` });
    }

    if (change.staffNote) {
      set.staffNote = change.staffNote;
      events.push({ kind: "note", text: change.staffNote });
    }

    if (events.length > 0) {
      await tx.update(enquiries).set(set).where(eq(enquiries.id, id));
      if (set.status) invalidateTags(cacheTags.sales);
      // One instant per change, a millisecond apart, so the timeline keeps the order they were made in.
      const at = now().getTime();
      for (const [i, event] of events.entries()) await appendEnquiryEvent(tx, { enquiryId: id, actorId: actorUserId, ...event, at: new Date(at + i) });
      const after = await findEnquiry(tx, id);
      await recordAudit(tx, { actorUserId, action: "update", entity: "enquiry", entityId: id, before, after });
      return { ...after, timeline: await selectTimeline(tx, id) };
    }
    return { ...before, timeline: await selectTimeline(tx, id) };
  });
}

/** POST …/notes: appends a note to the timeline (and keeps it as the latest note), audited; answers the entry. */
export async function addEnquiryNote(actorUserId: string, id: string, text: string): Promise<EnquiryEvent> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockEnquiry(tx, id);
    const before = await findEnquiry(tx, id);
    const at = now();
    await tx.update(enquiries).set({ staffNote: text }).where(eq(enquiries.id, id));
    await appendEnquiryEvent(tx, { enquiryId: id, actorId: actorUserId, kind: "note", text, at });
    const after = await findEnquiry(tx, id);
    await recordAudit(tx, { actorUserId, action: "update", entity: "enquiry", entityId: id, before, after });
    return { at, actorId: actorUserId, kind: "note", text };
  });
}

/**
 * An enquiry won by a booking, in the caller's transaction: no lost reason any more (it may have been lost before
 * the buyer came back), the booking on its timeline and in the audit log.
 */
export async function markWon(
  tx: DbOrTx,
  actorUserId: string | null,
  enquiry: { id: string; status: EnquiryStatus; lostReason: string | null },
  booking: { number: string; seats: number },
): Promise<void> {
  await tx.update(enquiries).set({ status: "won", lostReason: null }).where(eq(enquiries.id, enquiry.id));
  invalidateTags(cacheTags.sales);
  await appendEnquiryEvent(tx, {
    enquiryId: enquiry.id,
    actorId: actorUserId,
    kind: "booking",
    text: `Booking ${booking.number} for ${booking.seats} seat${booking.seats === 1 ? "" : "s"} (won).`,
  });
  await recordAudit(tx, {
    actorUserId,
    action: "update",
    entity: "enquiry",
    entityId: enquiry.id,
    before: { status: enquiry.status, lostReason: enquiry.lostReason },
    after: { status: "won", lostReason: null, booking: booking.number },
  });
}
