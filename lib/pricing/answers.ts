import "server-only";
import { z } from "zod";
import type { DiscountCode } from "../../db/schema";
import { answer, instant } from "../http/contract";
import { money } from "../money";
import { moneySchema } from "../sales/answers";

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

export { pricingOf, pricingSchema } from "../sales/answers";
