import "server-only";
import { getDb } from "../../../db";
import { cacheTags, invalidateTags } from "../../cache";
import { bookingOfQuoteLine, lockAcceptableQuote, markQuoteAccepted } from "../../quotes/writes";
import { createBookingIn } from "../../sales/writes";

export { quoteAcceptRateLimit } from "../../quotes/writes";

/**
 * POST /api/quote/accept: one booking per line (lib/sales' booking creation: seats, codes, the enquiry won), all
 * or none, exactly once: the quote's row is locked first, so a double click or a second accept waits and then
 * finds it accepted (409). Unknown token 404, expired or withdrawn 410, a batch short of seats 409. The public
 * batches' seat counts change with the commit.
 */
export async function acceptQuote(token: string, purchaseOrder?: string): Promise<{ bookingIds: string[] }> {
  const db = await getDb();
  const accepted = await db.transaction(async (tx) => {
    const { quote, lines } = await lockAcceptableQuote(tx, token);
    const bookingIds: string[] = [];
    for (const line of lines) bookingIds.push((await createBookingIn(tx, quote.createdBy, bookingOfQuoteLine(quote, line, purchaseOrder))).id);
    await markQuoteAccepted(tx, quote, bookingIds, purchaseOrder);
    return { bookingIds };
  });
  invalidateTags(cacheTags.trainings);
  return accepted;
}
