// Issue 21: currencies from an ISO 4217 allow-list, each with its own minor-unit exponent.
import { describe, expect, it } from "vitest";
import { decimalsMessage, fitsMinorUnit, fromMinorUnits, toMinorUnits } from "@/lib/validation/currencies";
import { moneyInput, salesMessages } from "@/lib/validation/sales";

describe("currencies", () => {
  it.each([
    ["INR", 25000.5, 2500050],
    ["USD", 19.99, 1999],
    ["JPY", 150000, 150000],
    ["KWD", 12.345, 12345],
  ])("%s %d is %d minor units, and back", (currency, amount, minor) => {
    expect(fitsMinorUnit(amount, currency)).toBe(true);
    expect(toMinorUnits(amount, currency)).toBe(minor);
    expect(fromMinorUnits(minor, currency)).toBe(amount);
  });

  it.each([
    [{ amount: 100, currency: "XYZ" }, salesMessages.currency],
    [{ amount: 100, currency: "inr1" }, salesMessages.currency],
    [{ amount: 10.5, currency: "JPY" }, "JPY amounts are whole numbers."],
    [{ amount: 10.555, currency: "INR" }, "Amounts can have at most 2 decimals."],
  ])("refuses %o: %s", (input, message) => {
    const result = moneyInput.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe(message);
  });

  it("accepts what fits", () => {
    expect(moneyInput.parse({ amount: 1500, currency: "jpy" })).toEqual({ amount: 1500, currency: "JPY" });
    expect(moneyInput.parse({ amount: 1.234, currency: "KWD" })).toEqual({ amount: 1.234, currency: "KWD" });
    expect(decimalsMessage("USD")).toBe("Amounts can have at most 2 decimals.");
  });
});
