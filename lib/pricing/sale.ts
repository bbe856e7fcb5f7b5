import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db";
import { bookings, discountCodeUses, discountCodes, trainings, type DiscountCode } from "../../db/schema";
import { now } from "../clock";
import { ApiError } from "../errors";
import { dateInZone } from "../schedule/status";
import { pricingMessages, type SaleRequest } from "../validation/pricing";
import { currentPrice, priceSale, trainingPriceOf, type CurrentPrice, type Pricing } from "./price";
import { companyToday } from "../company";

/**
 * Pricing a sale on the server (billing-and-delivery.md §2): the training's price today in its zone on the product's
 * clock, its group tiers and a code, through the one rule of ./price. Bookings and quotes call these inside their own
 * transaction so the code's check and its use commit together.
 */

export interface PricedSale {
  pricing: Pricing;
  currency: string;
  /** The code applied, when one was given. */
  code: { id: string; code: string } | null;
}

const fieldError = (field: string, message: string) => new ApiError("bad_request", message, { fieldErrors: { [field]: message } });

/** Today's per-seat price of a training (its zone, the product's clock); null = fees on enquiry. */
export function currentPriceOf(t: Parameters<typeof trainingPriceOf>[0] & { timeZone: string }, at: Date = now()): CurrentPrice | null {
  return currentPrice(trainingPriceOf(t), dateInZone(at, t.timeZone));
}

/** The code's not-cancelled bookings. */
export async function codeUses(tx: DbOrTx, codeId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(discountCodeUses)
    .innerJoin(bookings, eq(bookings.id, discountCodeUses.bookingId))
    .where(and(eq(discountCodeUses.codeId, codeId), isNull(bookings.cancelledAt)));
  return Number(row?.n ?? 0);
}

/** The code row, locked until the caller's transaction ends (so a check and a use cannot interleave with another). */
async function lockCode(tx: DbOrTx, code: string): Promise<DiscountCode | undefined> {
  const [row] = await tx
    .select()
    .from(discountCodes)
    .where(sql`lower(${discountCodes.code}) = lower(${code.trim()})`)
    .for("update");
  return row;
}

/** Whether the code may be used now for this training: 400 unknown or not for the training, 409 expired or used up. */
async function checkCode(tx: DbOrTx, code: DiscountCode, trainingId: string): Promise<void> {
  const today = companyToday();
  if (code.endedAt || (code.validUntil !== null && today > code.validUntil))
    throw new ApiError("conflict", pricingMessages.expired, { fieldErrors: { code: pricingMessages.expired } });
  if (code.trainingIds.length > 0 && !code.trainingIds.includes(trainingId)) throw fieldError("code", pricingMessages.notForTraining);
  if (code.maxUses !== null && (await codeUses(tx, code.id)) >= code.maxUses)
    throw new ApiError("conflict", pricingMessages.usedUp, { fieldErrors: { code: pricingMessages.usedUp } });
}

/**
 * Prices `{trainingId, seats, code?}` inside the caller's transaction. 400: no such training, no price (fees on
 * enquiry), an unknown code or one not valid for the training, a total of zero; 409: the code expired or used up.
 * A code's row stays locked until the transaction ends: call recordCodeUse in the same one when the sale is made.
 */
export async function priceSaleIn(tx: DbOrTx, request: SaleRequest): Promise<PricedSale> {
  const [training] = await tx
    .select({
      priceMinor: trainings.priceMinor,
      currency: trainings.currency,
      earlyBirdMinor: trainings.earlyBirdMinor,
      earlyBirdUntil: trainings.earlyBirdUntil,
      groupDiscounts: trainings.groupDiscounts,
      timeZone: trainings.timeZone,
    })
    .from(trainings)
    .where(eq(trainings.id, request.trainingId));
  if (!training) throw fieldError("trainingId", pricingMessages.noTraining);
  const current = currentPriceOf(training);
  if (!current) throw fieldError("price", pricingMessages.noPrice);
  let code: DiscountCode | undefined;
  if (request.code !== undefined) {
    code = await lockCode(tx, request.code);
    if (!code) throw fieldError("code", pricingMessages.unknownCode);
    await checkCode(tx, code, request.trainingId);
    if (code.amountOffMinor !== null && code.currency !== training.currency)
      throw fieldError("code", pricingMessages.codeCurrency(code.currency, training.currency));
  }
  const pricing = priceSale(
    current,
    training.groupDiscounts,
    request.seats,
    code ? { code: code.code, percentOff: code.percentOff, amountOff: code.amountOffMinor } : undefined,
  );
  if (pricing.total <= 0) throw fieldError(code ? "code" : "price", pricingMessages.zeroTotal);
  return { pricing, currency: training.currency, code: code ? { id: code.id, code: code.code } : null };
}

/**
 * Records that a booking was made with a code, in the booking's transaction. The code is locked and checked again
 * (409 when another booking took its last use meanwhile), so concurrent bookings never push it past `maxUses`.
 */
export async function recordCodeUse(tx: DbOrTx, request: { code: string; trainingId: string; bookingId: string }): Promise<{ id: string; code: string }> {
  const code = await lockCode(tx, request.code);
  if (!code) throw fieldError("code", pricingMessages.unknownCode);
  await checkCode(tx, code, request.trainingId);
  await tx.insert(discountCodeUses).values({ codeId: code.id, bookingId: request.bookingId });
  return { id: code.id, code: code.code };
}

/** The code a booking was made with, if any (for answers and invoices). */
export async function codeOfBooking(tx: DbOrTx, bookingId: string): Promise<{ id: string; code: string } | null> {
  const [row] = await tx
    .select({ id: discountCodes.id, code: discountCodes.code })
    .from(discountCodeUses)
    .innerJoin(discountCodes, eq(discountCodes.id, discountCodeUses.codeId))
    .where(eq(discountCodeUses.bookingId, bookingId));
  return row ?? null;
}
