// Pricing a sale (billing-and-delivery.md §2): the one rule bookings, quotes and the public pages use. Browser-safe;
// amounts in integer minor units.
import { divideHalfUp } from "../gst/tax";

export interface GroupTier {
  minSeats: number;
  percentOff: number;
}

/** What a training's price is made of (its columns). */
export interface TrainingPrice {
  /** Per seat, tax inclusive; null = fees on enquiry. */
  listPrice: number | null;
  earlyBird: { amount: number; until: string } | null;
  groupDiscounts: readonly GroupTier[];
  currency: string;
}

export interface CurrentPrice {
  /** The per-seat price today: the early-bird amount while it applies, else the list price. */
  price: number;
  listPrice: number;
  /** The early bird's last day while it applies, else null. */
  validUntil: string | null;
}

/** A training's price columns as the pure rule takes them. */
export function trainingPriceOf(t: {
  priceMinor: number | null;
  currency: string;
  earlyBirdMinor: number | null;
  earlyBirdUntil: string | null;
  groupDiscounts: readonly { minSeats: number; percentOff: number }[];
}): TrainingPrice {
  return {
    listPrice: t.priceMinor,
    earlyBird: t.earlyBirdMinor !== null && t.earlyBirdUntil !== null ? { amount: t.earlyBirdMinor, until: t.earlyBirdUntil } : null,
    groupDiscounts: t.groupDiscounts,
    currency: t.currency,
  };
}

/** Today's per-seat price, `today` being the date in the training's zone; null when the training has no price. */
export function currentPrice(training: TrainingPrice, today: string): CurrentPrice | null {
  if (training.listPrice === null) return null;
  const earlyBird = training.earlyBird;
  if (earlyBird && today <= earlyBird.until && earlyBird.amount < training.listPrice) {
    return { price: earlyBird.amount, listPrice: training.listPrice, validUntil: earlyBird.until };
  }
  return { price: training.listPrice, listPrice: training.listPrice, validUntil: null };
}

/**
 * The first date (in the training's zone) on which currentPrice answers differently than on `today`, or null when
 * it never will: the day after the early bird's last day while the early bird applies. The whole trainings list is
 * kept until then (lib/trainings/answers.ts).
 */
export function currentPriceChangesOn(training: TrainingPrice, today: string): string | null {
  const current = currentPrice(training, today);
  if (current?.validUntil == null) return null;
  const [y, m, d] = current.validUntil.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

export type DiscountKind = "early_bird" | "group" | "code";

export interface Discount {
  kind: DiscountKind;
  label: string;
  amount: number;
}

export interface DiscountCodeTerms {
  code: string;
  percentOff: number | null;
  amountOff: number | null;
}

export interface Pricing {
  unitPrice: number;
  seats: number;
  subtotal: number;
  discounts: Discount[];
  total: number;
}

/** `percent` of `amount`, rounded half up to the minor unit (percent with at most two decimals). */
export function percentOf(amount: number, percent: number): number {
  return Number(divideHalfUp(BigInt(amount) * BigInt(Math.round(percent * 100)), 10000n));
}

/** The best group tier for a number of seats: the highest `minSeats` at most `seats`. */
export function groupTier(tiers: readonly GroupTier[], seats: number): GroupTier | undefined {
  let best: GroupTier | undefined;
  for (const tier of tiers) if (tier.minSeats <= seats && (!best || tier.minSeats > best.minSeats)) best = tier;
  return best;
}

/**
 * unitPrice × seats, then the best group tier's percent off, then the code's percent (or amount, never below zero).
 * Each discount is rounded half up to the minor unit and then subtracted; `early_bird` lists what the early bird saves
 * against the list price for all the seats (already in `unitPrice`).
 */
export function priceSale(current: CurrentPrice, tiers: readonly GroupTier[], seats: number, code?: DiscountCodeTerms): Pricing {
  const subtotal = current.price * seats;
  const discounts: Discount[] = [];
  if (current.validUntil !== null && current.listPrice > current.price) {
    discounts.push({ kind: "early_bird", label: `Early bird until ${current.validUntil}`, amount: (current.listPrice - current.price) * seats });
  }
  let total = subtotal;
  const tier = groupTier(tiers, seats);
  if (tier) {
    const amount = percentOf(total, tier.percentOff);
    discounts.push({ kind: "group", label: `${tier.percentOff}% off for ${tier.minSeats} or more seats`, amount });
    total -= amount;
  }
  if (code) {
    const amount = code.percentOff !== null ? percentOf(total, code.percentOff) : Math.min(code.amountOff ?? 0, total);
    const what = code.percentOff !== null ? `${code.percentOff}% off` : "amount off";
    discounts.push({ kind: "code", label: `Code ${code.code.toUpperCase()}: ${what}`, amount });
    total -= amount;
  }
  return { unitPrice: current.price, seats, subtotal, discounts, total };
}
