import { describe, expect, it } from "vitest";
import { inrFigures, toInrMinor } from "@/lib/gst/inr";

describe("rupee values of a foreign-currency document", () => {
  it.each([
    // minor units (cents), rate ×10⁴, paise
    [100_00, 83_1234, 8312_34],
    [1, 83_1250, 83], // 0.831250 rupees → 83.125 paise → 83 (half up at the paisa: .125 < .5)
    [2, 83_1250, 166], // 166.25 paise → 166
    [4, 83_1250, 333], // 332.5 paise → 333
    [0, 83_1234, 0],
  ])("%i minor at %i/10⁴ is %i paise", (minor, rate, paise) => {
    expect(toInrMinor(minor, rate)).toBe(paise);
  });

  it("keeps a document's rupee figures adding up to its rupee total", () => {
    const doc = { taxableValueMinor: 847_46, cgstMinor: 0, sgstMinor: 0, igstMinor: 152_54, totalMinor: 1000_00 };
    const inr = inrFigures(doc, 83_3333);
    expect(inr.taxableValueMinor + inr.igstMinor).toBe(inr.totalMinor);
    expect(inr).toEqual({ taxableValueMinor: 70621_64, cgstMinor: 0, sgstMinor: 0, igstMinor: 12711_66, totalMinor: 83333_30 });
  });

  it("leaves an INR document as it is", () => {
    const doc = { taxableValueMinor: 100, cgstMinor: 9, sgstMinor: 9, igstMinor: 0, totalMinor: 118 };
    expect(inrFigures(doc, null)).toEqual(doc);
  });
});

describe("currencies whose minor unit is not the cent", () => {
  it.each([
    ["¥150,000 at ₹0.5612", 150_000, 5612, 0, 8_418_000],
    ["$1.00 at ₹83.25 (the default exponent)", 100, 832_500, 2, 8_325],
    ["KWD 1.000 at ₹270.5", 1_000, 2_705_000, 3, 27_050],
  ] as const)("%s", (_, minor, rateE4, exponent, paise) => expect(toInrMinor(minor, rateE4, exponent)).toBe(paise));
});
