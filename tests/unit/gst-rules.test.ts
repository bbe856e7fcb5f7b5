import { describe, expect, it } from "vitest";
import { financialYearLabel } from "@/lib/gst/financial-year";
import { gstinCheckCharacter, isValidGstin, normaliseGstin } from "@/lib/gst/gstin";
import { gstStates } from "@/lib/gst/states";
import { splitTax, type Supplier } from "@/lib/gst/tax";

describe("GSTIN", () => {
  it("accepts a published GSTIN and refuses it with any other check character", () => {
    expect(isValidGstin("27AAPFU0939F1ZV")).toBe(true);
    for (const wrong of "0123456789ABCDEFGHIJKLMNOPQRSTUWXYZ") expect(isValidGstin(`27AAPFU0939F1Z${wrong}`)).toBe(false);
  });

  it.each(Object.keys(gstStates))("state %s: a GSTIN with its computed check character is valid, one off is not", (state) => {
    const first14 = `${state}ABCDE1234F1Z`;
    const check = gstinCheckCharacter(first14);
    expect(isValidGstin(first14 + check)).toBe(true);
    const other = check === "0" ? "1" : "0";
    expect(isValidGstin(first14 + other)).toBe(false);
  });

  it.each([
    ["too short", "27AAPFU0939F1Z"],
    ["unknown state", "00AAPFU0939F1ZV"],
    ["no Z in the 14th place", "27AAPFU0939F1XV"],
    ["digits where the PAN has letters", "271APFU0939F1ZV"],
    ["lower case before normalising", "27aapfu0939f1zv"],
  ])("refuses %s", (_, value) => expect(isValidGstin(value)).toBe(false));

  it("normalises lower case and spaces", () => expect(isValidGstin(normaliseGstin(" 27aapfu0939f1zv "))).toBe(true));
});

describe("tax split of a tax-inclusive total (18 %)", () => {
  const registered: Supplier = { gstin: "29ABCDE1234F1Z5", stateCode: "29", rate: 18, lut: null };
  const withLut: Supplier = { ...registered, lut: { arn: "AD290426000001X", financialYear: "2026-27" } };
  const karnataka = { treatment: "registered", stateCode: "29", country: "IN" } as const;
  const maharashtra = { treatment: "registered", stateCode: "27", country: "IN" } as const;
  const abroad = { treatment: "overseas", stateCode: null, country: "US" } as const;
  const day = "2026-11-26";

  // books.md §1 changed two rows: an unknown Indian state is the company's own (unchanged result), and an LUT
  // applies only with its financial year.
  it.each([
    // total, buyer, supplier, [kind, placeOfSupply, taxable, cgst, sgst, igst]
    ["999.99 within the state", 99999, karnataka, registered, ["intra_state", "29", 84745, 7627, 7627, 0]],
    ["100.00 within the state: an odd paisa goes to SGST", 10000, karnataka, registered, ["intra_state", "29", 8475, 762, 763, 0]],
    ["999.99 to another state", 99999, maharashtra, registered, ["inter_state", "27", 84745, 0, 0, 15254]],
    [
      "an unknown Indian state counts as within",
      10000,
      { treatment: "unregistered", stateCode: null, country: "IN" },
      registered,
      ["intra_state", "29", 8475, 762, 763, 0],
    ],
    ["an export with LUT: no tax", 10000, abroad, withLut, ["export_lut", "96", 10000, 0, 0, 0]],
    ["an export without LUT: IGST", 10000, abroad, registered, ["export_igst", "96", 8475, 0, 0, 1525]],
    ["an unregistered company: no tax", 10000, maharashtra, { ...registered, gstin: null }, ["unregistered", "27", 10000, 0, 0, 0]],
    ["25,000.00 within the state", 2500000, karnataka, registered, ["intra_state", "29", 2118644, 190678, 190678, 0]],
  ] as const)("%s", (_, total, buyer, supplier, [kind, place, taxable, cgst, sgst, igst]) => {
    const split = splitTax(total, supplier, buyer, day);
    expect(split).toMatchObject({ kind, placeOfSupply: place, taxableValue: taxable, cgst, sgst, igst, total });
    expect(split.taxableValue + split.cgst + split.sgst + split.igst).toBe(total);
  });

  it("never loses a paisa over a range of totals", () => {
    for (let total = 1; total < 20000; total += 7) {
      for (const buyer of [karnataka, maharashtra]) {
        const s = splitTax(total, registered, buyer, day);
        expect(s.taxableValue + s.cgst + s.sgst + s.igst).toBe(total);
        expect(s.sgst - s.cgst === 0 || s.sgst - s.cgst === 1).toBe(true);
      }
    }
  });
});

describe("financial year", () => {
  it.each([
    ["2026-03-31", "25-26"],
    ["2026-04-01", "26-27"],
    ["2026-12-31", "26-27"],
    ["2027-01-01", "26-27"],
    ["2099-04-01", "99-00"],
  ])("%s is in %s", (date, label) => expect(financialYearLabel(date)).toBe(label));
});
