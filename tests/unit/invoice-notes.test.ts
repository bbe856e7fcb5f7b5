// The arithmetic of credit and debit notes and of a re-issue (books.md §3): what an invoice still stands for, never
// below zero, split like the invoice, and the time limit of CGST Act section 34(2).
import { describe, expect, it } from "vitest";
import { splitAs } from "@/lib/gst/tax";
import { adjustsTax, creditNoteFigures, debitNoteFigures, lastDayToAdjustTax, netOf, withoutTax, type NoteFigures } from "@/lib/invoices/net";

const intraState = (amount: number): NoteFigures => splitAs(amount, "intra_state", "29", 18);
const interState = (amount: number): NoteFigures => splitAs(amount, "inter_state", "27", 18);
const doc = (f: NoteFigures) => ({ taxableValueMinor: f.taxableValue, cgstMinor: f.cgst, sgstMinor: f.sgst, igstMinor: f.igst, totalMinor: f.total });

describe("netOf: the invoice plus its debit notes minus its credit notes, column by column", () => {
  const invoice = doc(intraState(5_000_000)); // ₹50,000: 42,372.88 + 3,813.56 + 3,813.56
  it.each([
    ["no notes", [], [], 5_000_000],
    ["a credit note", [1_180_000], [], 3_820_000],
    ["a debit note", [], [1_180_000], 6_180_000],
    ["both", [590_000, 100_000], [1_180_000], 5_490_000],
  ])("%s", (_, credits, debits, total) => {
    const net = netOf(
      invoice,
      credits.map((c) => doc(intraState(c))),
      debits.map((d) => doc(intraState(d))),
    );
    expect(net.total).toBe(total);
    expect(net.taxableValue + net.cgst + net.sgst + net.igst).toBe(total);
  });
});

describe("creditNoteFigures: never below zero, the last note takes each column's remainder", () => {
  const net = netOf(doc(intraState(10_001)), [doc(intraState(3_333))], []);
  it.each([
    ["part of the net, split like the invoice", 1_000, intraState(1_000)],
    ["exactly the net: the remainder of every column", net.total, { ...net }],
    ["more than the net: capped at it", net.total + 500, { ...net }],
  ])("%s", (_, amount, expected) => {
    expect(creditNoteFigures(net, amount, intraState)).toEqual({
      taxableValue: expected.taxableValue,
      cgst: expected.cgst,
      sgst: expected.sgst,
      igst: expected.igst,
      total: expected.total,
    });
  });
  it.each([0, -100])("nothing to credit for %i", (amount) => expect(creditNoteFigures(net, amount, intraState)).toBeNull());
  it("nothing to credit once the net is zero", () => {
    const zero = netOf(doc(intraState(10_000)), [doc(intraState(10_000))], []);
    expect(creditNoteFigures(zero, 1, intraState)).toBeNull();
  });
  it("after a note that reduced no tax, the last note is split afresh: never a negative column", () => {
    const afterLimit = netOf(doc(intraState(11_800)), [doc(withoutTax(intraState(11_000)))], []); // taxable 10,000 − 11,000
    expect(afterLimit.taxableValue).toBe(-1_000);
    expect(creditNoteFigures(afterLimit, 800, intraState)).toEqual({ taxableValue: 678, cgst: 61, sgst: 61, igst: 0, total: 800 });
  });
});

describe("debitNoteFigures: the increase, split like the invoice", () => {
  it.each([
    ["within the state", intraState, 1_180_000, { taxableValue: 1_000_000, cgst: 90_000, sgst: 90_000, igst: 0, total: 1_180_000 }],
    ["another state", interState, 1_180_000, { taxableValue: 1_000_000, cgst: 0, sgst: 0, igst: 180_000, total: 1_180_000 }],
    ["an odd paisa to SGST", intraState, 101, { taxableValue: 86, cgst: 7, sgst: 8, igst: 0, total: 101 }],
  ])("%s", (_, split, amount, expected) => expect(debitNoteFigures(amount, split)).toEqual(expected));
  it.each([0, -1])("none for a rise of %i", (amount) => expect(debitNoteFigures(amount, intraState)).toBeNull());
});

describe("a re-issue credits the whole net and invoices it again", () => {
  it("the credit note zeroes every column of the old invoice with its notes; the new invoice is the same total", () => {
    const net = netOf(doc(intraState(5_000_000)), [doc(intraState(280_000))], [doc(intraState(1_180_000))]);
    const credit = creditNoteFigures(net, net.total, intraState)!;
    expect(credit).toEqual(net);
    const replacement = interState(net.total); // the corrected buyer is in another state
    expect(replacement.total).toBe(5_900_000);
    expect(replacement).toMatchObject({ taxableValue: 5_000_000, igst: 900_000, cgst: 0, sgst: 0 });
  });
});

describe("the time limit of CGST Act section 34(2)", () => {
  // Section 34(2) of the CGST Act, as amended by section 102 of the Finance Act 2022: a credit note is declared
  // "not later than the thirtieth day of November following the end of the financial year in which such supply
  // was made"; after that it reduces no output tax.
  it.each([
    ["2026-04-01", "2027-11-30"],
    ["2027-03-31", "2027-11-30"],
    ["2027-04-01", "2028-11-30"],
    ["2099-12-31", "2100-11-30"],
  ])("an invoice of %s: tax adjusts until %s", (issuedOn, lastDay) => expect(lastDayToAdjustTax(issuedOn)).toBe(lastDay));
  it.each([
    ["2026-06-10", "2027-11-30", true],
    ["2026-06-10", "2027-12-01", false],
    ["2027-03-31", "2027-11-30", true],
    ["2027-03-31", "2027-12-01", false],
    ["2027-04-01", "2027-12-01", true],
  ])("invoice %s, credit note %s: adjusts tax %s", (invoiceOn, noteOn, adjusts) => expect(adjustsTax(invoiceOn, noteOn)).toBe(adjusts));
  it("a note past the limit has no tax and its taxable value is its total", () =>
    expect(withoutTax(intraState(11_800))).toEqual({ taxableValue: 11_800, cgst: 0, sgst: 0, igst: 0, total: 11_800 }));
});
