import "server-only";
import type { DbOrTx } from "../../db";
import { enquiryEvents, type EnquiryEventKind } from "../../db/schema";

/** One entry of an enquiry's timeline (sales-and-batches.md §1), written in the caller's transaction. */
export async function appendEnquiryEvent(
  tx: DbOrTx,
  event: { enquiryId: string; actorId: string | null; kind: EnquiryEventKind; text?: string; at?: Date },
): Promise<void> {
  await tx
    .insert(enquiryEvents)
    .values({ enquiryId: event.enquiryId, actorId: event.actorId, kind: event.kind, text: event.text ?? "", ...(event.at ? { at: event.at } : {}) });
}
