import "server-only";
import { z } from "zod";
import type { DiscountCode } from "../../db/schema";
import { answer, instant } from "../http/answer-schema";
import { money, moneySchema } from "../money";
import type { Pricing } from "./price";

// The API's shapes of discount codes and of a priced sale (billing-and-delivery.md §2), here and only here.

export interface DiscountCodeView extends DiscountCode {
  uses: number;
}

export const discountCodeAnswer = answer(
  z
    .object({
      _id: z.string(),
      code: z.string(),
      percentOff: z.number().int().nullable(),
      amountOff: moneySchema.nullable(),
      validUntil: z.iso.date().nullable().describe("last day, in DEFAULT_TIME_ZONE"),
      maxUses: z.number().int().nullable(),
      uses: z.number().int().describe("bookings made with the code that are not cancelled"),
      trainingIds: z.array(z.string()).describe("empty: every training"),
      endedAt: instant.nullable().describe("when staff ended it; null while it runs"),
    })
    .meta({ id: "DiscountCode" }),
  (c: DiscountCodeView) => ({
    _id: c.id,
    code: c.code,
    percentOff: c.percentOff,
    amountOff: c.amountOffMinor === null ? null : money(c.amountOffMinor, c.currency),
    validUntil: c.validUntil,
    maxUses: c.maxUses,
    uses: c.uses,
    trainingIds: c.trainingIds,
    endedAt: c.endedAt ? c.endedAt.toISOString() : null,
  }),
);

export const pricingSchema = z
  .object({
    unitPrice: moneySchema.describe("the current per-seat price"),
    seats: z.number().int(),
    subtotal: moneySchema,
    discounts: z.array(z.object({ kind: z.enum(["early_bird", "group", "code"]), label: z.string(), amount: moneySchema })),
    total: moneySchema,
  })
  .meta({ id: "Pricing" });

/** A priced sale on the wire (billing-and-delivery.md §2), every amount in the training's currency. */
export const pricingOf = (p: Pricing, currency: string): z.input<typeof pricingSchema> => ({
  unitPrice: money(p.unitPrice, currency),
  seats: p.seats,
  subtotal: money(p.subtotal, currency),
  discounts: p.discounts.map((d) => ({ kind: d.kind, label: d.label, amount: money(d.amount, currency) })),
  total: money(p.total, currency),
});
