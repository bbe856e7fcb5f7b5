import "server-only";
import { getDb } from "../../../db";
import { cacheTags, invalidateTags } from "../../cache";
import { ApiError } from "../../errors";
import { toMinor } from "../../money";
import { findBooking } from "../../sales/reads";
import { ledgerMessages } from "../../sales/ledger";
import { settleDeduction } from "../../collection/settlement";
import type { TdsEntry } from "../../tds/entries";
import type { TdsInput } from "../../validation/tds";

/**
 * POST /api/admin/bookings/{id}/tds: the buyer's deduction on the booking, with the enrolments the access rule
 * turns on when it covers the rest of the price, in one transaction. An amount given as a number is in the
 * booking's currency; one given as money must be in it. The sales lists are dropped once it commits.
 */
export async function recordBookingDeduction(actorUserId: string, bookingId: string, input: TdsInput): Promise<TdsEntry> {
  const db = await getDb();
  const entry = await db.transaction(async (tx) => {
    const { currency } = await findBooking(tx, bookingId);
    const amount = typeof input.amount === "number" ? { amount: input.amount, currency } : input.amount;
    if (amount.currency !== currency)
      throw new ApiError("bad_request", ledgerMessages.currency(currency), { fieldErrors: { amount: ledgerMessages.currency(currency) } });
    return settleDeduction(tx, actorUserId, {
      bookingId,
      amountMinor: toMinor(amount.amount, currency),
      section: input.section,
      tan: input.tan,
      deductedOn: input.deductedOn,
      reference: input.reference,
    });
  });
  invalidateTags(cacheTags.sales);
  return entry;
}
