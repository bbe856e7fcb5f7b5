import { describe, expect, it } from "vitest";
import { currentPrice, percentOf, priceSale, type TrainingPrice } from "@/lib/pricing/price";

const training: TrainingPrice = {
  listPrice: 2500000,
  earlyBird: { amount: 2000000, until: "2026-12-10" },
  groupDiscounts: [
    { minSeats: 3, percentOff: 5 },
    { minSeats: 5, percentOff: 10 },
  ],
  currency: "INR",
};

describe("current price", () => {
  it.each([
    ["before the deadline", "2026-12-01", { price: 2000000, listPrice: 2500000, validUntil: "2026-12-10" }],
    ["on the deadline (inclusive)", "2026-12-10", { price: 2000000, listPrice: 2500000, validUntil: "2026-12-10" }],
    ["the day after", "2026-12-11", { price: 2500000, listPrice: 2500000, validUntil: null }],
  ])("%s", (_, today, expected) => expect(currentPrice(training, today)).toEqual(expected));

  it("is null for fees on enquiry", () => expect(currentPrice({ ...training, listPrice: null }, "2026-12-01")).toBeNull());
});

describe("pricing a sale", () => {
  it("applies the early bird, the best group tier, then a percent code, each rounded half up", () => {
    const pricing = priceSale(currentPrice(training, "2026-12-01")!, training.groupDiscounts, 6, { code: "acme", percentOff: 12.5, amountOff: null });
    expect(pricing).toEqual({
      unitPrice: 2000000,
      seats: 6,
      subtotal: 12000000,
      discounts: [
        { kind: "early_bird", label: "Early bird until 2026-12-10", amount: 3000000 },
        { kind: "group", label: "10% off for 5 or more seats", amount: 1200000 },
        { kind: "code", label: "Code ACME: 12.5% off", amount: 1350000 },
      ],
      total: 9450000,
    });
  });

  it("an amount code never takes the total below zero", () => {
    const pricing = priceSale({ price: 1000, listPrice: 1000, validUntil: null }, [], 1, { code: "BIG", percentOff: null, amountOff: 5000 });
    expect(pricing.total).toBe(0);
    expect(pricing.discounts).toEqual([{ kind: "code", label: "Code BIG: amount off", amount: 1000 }]);
  });

  it("below the first tier there is no group discount", () => {
    expect(priceSale({ price: 99999, listPrice: 99999, validUntil: null }, training.groupDiscounts, 2).discounts).toEqual([]);
  });

  it.each([
    [99999, 5, 5000], // 4999.95 → 5000 (half up)
    [99990, 5, 5000], // 4999.5 → 5000
    [99970, 5, 4999], // 4998.5 → 4999
    [33333, 33.33, 11110], // 11109.8889 → 11110
  ])("%i × %d %% = %i", (amount, percent, expected) => expect(percentOf(amount, percent)).toBe(expected));
});
