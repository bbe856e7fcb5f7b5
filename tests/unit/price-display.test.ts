// The price on cards and in the Course JSON-LD (billing-and-delivery.md §2).
import { describe, expect, it } from "vitest";
import { priceTexts } from "@/components/training/format";
import { formatMinor } from "@/lib/money";
import { courseOffers } from "@/lib/pricing/offers";
import type { TrainingPrice } from "@/lib/pricing/price";

const price = (overrides: Partial<TrainingPrice> = {}): TrainingPrice => ({
  listPrice: 25_000_00,
  earlyBird: { amount: 20_000_00, until: "2031-03-10" },
  groupDiscounts: [],
  currency: "INR",
  ...overrides,
});
const before = new Date("2031-03-10T18:00:00Z"); // 23:30 on the 10th in Kolkata
const after = new Date("2031-03-10T19:00:00Z"); // 00:30 on the 11th

describe("card prices", () => {
  it.each([
    [price(), before, { price: "₹20,000", listPrice: "₹25,000", priceUntil: "10 Mar 2031" }],
    [price(), after, { price: "₹25,000", listPrice: null, priceUntil: null }],
    [price({ listPrice: null, earlyBird: null }), before, { price: null, listPrice: null, priceUntil: null }],
    [price({ listPrice: 499_50, earlyBird: null, currency: "USD" }), before, { price: "$499.50", listPrice: null, priceUntil: null }],
  ])("%j at %s", (p, at, expected) => {
    expect(priceTexts({ price: p, timeZone: "Asia/Kolkata" }, at)).toEqual(expected);
  });

  it("formats whole amounts without paise and others with", () => {
    expect(formatMinor(1_00_000_00, "INR", "short")).toBe("₹1,00,000");
    expect(formatMinor(999_99, "INR", "short")).toBe("₹999.99");
  });
});

describe("Course JSON-LD offers", () => {
  const url = "https://example.com/training-courses/course/k8s";
  const batch = (overrides: Record<string, unknown> = {}) => ({
    status: "Upcoming" as const,
    timeZone: "Asia/Kolkata",
    price: price(),
    seats: { isFull: false },
    ...overrides,
  });

  it("one offer per upcoming priced batch: today's price, validThrough while the early bird runs, SoldOut when full", () => {
    expect(
      courseOffers(
        [
          batch(),
          batch({ seats: { isFull: true }, price: price({ earlyBird: null }) }),
          batch({ status: "Ongoing" }),
          batch({ price: price({ listPrice: null, earlyBird: null }) }),
        ],
        url,
        before,
      ),
    ).toEqual([
      {
        "@type": "Offer",
        category: "Paid",
        price: "20000.00",
        priceCurrency: "INR",
        validThrough: "2031-03-10",
        availability: "https://schema.org/InStock",
        url,
      },
      { "@type": "Offer", category: "Paid", price: "25000.00", priceCurrency: "INR", availability: "https://schema.org/SoldOut", url },
    ]);
  });

  it("no priced upcoming batch: one offer by enquiry", () => {
    expect(courseOffers([batch({ status: "Ongoing" })], url, after)).toEqual([
      { "@type": "Offer", category: "Paid", url, availability: "https://schema.org/InStock" },
    ]);
  });
});
