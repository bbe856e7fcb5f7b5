import "server-only";
import { eq } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
import { enquiries } from "../../db/schema";
import { recordAudit } from "../audit/log";
import { now } from "../clock";
import { ApiError } from "../errors";
import { formatMoneyPlain, toMinor } from "../money";
import type { EnquiryQuoteInput } from "../validation/enquiry-quotes";
import { enquiryStatusLabels, type EnquiryStatus } from "../validation/enquiries";
import { findEnquiry, selectTimeline } from "./reads";
import { appendEnquiryEvent } from "./timeline";
import type { EnquiryWithTimeline } from "./types";
import { cacheTags, invalidateTags } from "../cache";

/** The stages a quote moves on to `quoted`; later stages keep theirs (a won or lost enquiry may still be re-quoted). */
const beforeQuoted: readonly EnquiryStatus[] = ["new", "contacted"];

/** "Quoted INR 45,000.00 for 3 seats": the timeline's words for a quote. */
export function quoteText(input: EnquiryQuoteInput): string {
  const figures = formatMoneyPlain(toMinor(input.amount.amount, input.amount.currency), input.amount.currency);
  return input.text ? `Quoted ${figures} ${input.text}` : `Quoted ${figures}`;
}

/**
 * POST …/quotes: appends a `quote` entry to the enquiry's timeline and moves a new or contacted enquiry to
 * quoted (a `status` entry just before it); audited in the same transaction. Answers the enquiry with its timeline.
 */
export async function recordEnquiryQuote(actorUserId: string, id: string, input: EnquiryQuoteInput): Promise<EnquiryWithTimeline> {
  const text = quoteText(input);
  const db = await getDb();
  return db.transaction(async (tx) => {
    await recordQuoteIn(tx, actorUserId, id, text, { amount: input.amount, text: input.text ?? null });
    return { ...(await findEnquiry(tx, id)), timeline: await selectTimeline(tx, id) };
  });
}

/**
 * A quote given to the enquirer, in the caller's transaction: the `quote` entry on the timeline and a new or
 * contacted enquiry moved to quoted (a `status` entry just before it), audited. Also called by lib/quotes when a
 * numbered quote is sent from the enquiry. 404 when there is no such enquiry.
 */
export async function recordQuoteIn(tx: DbOrTx, actorUserId: string, id: string, text: string, audited: Record<string, unknown>): Promise<void> {
  const [locked] = await tx.select({ id: enquiries.id }).from(enquiries).where(eq(enquiries.id, id)).for("update");
  if (!locked) throw new ApiError("not_found", "Enquiry not found.");
  const before = await findEnquiry(tx, id);
  const at = now().getTime();
  const moves = beforeQuoted.includes(before.status);
  if (moves) {
    await tx.update(enquiries).set({ status: "quoted" }).where(eq(enquiries.id, id));
    invalidateTags(cacheTags.sales);
    await appendEnquiryEvent(tx, {
      enquiryId: id,
      actorId: actorUserId,
      kind: "status",
      text: `${enquiryStatusLabels[before.status]} → ${enquiryStatusLabels.quoted}`,
      at: new Date(at),
    });
  }
  await appendEnquiryEvent(tx, { enquiryId: id, actorId: actorUserId, kind: "quote", text, at: new Date(at + 1) });
  await recordAudit(tx, {
    actorUserId,
    action: "update",
    entity: "enquiry",
    entityId: id,
    before: { status: before.status },
    after: { status: moves ? "quoted" : before.status, quote: audited },
  });
}
