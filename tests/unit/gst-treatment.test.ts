import { describe, expect, it } from "vitest";
import { gstTreatments } from "@/db/schema/_columns";
import { financialYearOf, isFinancialYear } from "@/lib/gst/financial-year";
import { ENDORSEMENTS, splitTax, type Supplier, type TaxBuyer } from "@/lib/gst/tax";
import { deriveTreatment, gstTreatmentNames, panOfGstin, type GstTreatment } from "@/lib/gst/treatment";
import { NAMED_BUYER_THRESHOLD_MINOR, needsNamedBuyer } from "@/lib/validation/gst-buyer";

// books.md §1: place of supply and tax for every treatment, in the company's state, another state and an unknown
// one, with an LUT of the document's financial year, an LUT of the year before, and none.

const HOME = "29";
const supplierWith = (lut: Supplier["lut"]): Supplier => ({ gstin: "29ABCDE1234F1Z5", stateCode: HOME, rate: 18, lut });
const DOC_DATE = "2026-11-26"; // financial year 2026-27
const luts = {
  "LUT this FY": { arn: "AD290426000001X", financialYear: "2026-27" },
  "LUT last FY": { arn: "AD290325000001X", financialYear: "2025-26" },
  "no LUT": null,
} as const;
const states = { "same state": HOME, "other state": "27", "unknown state": null } as const;

type Expected = [kind: string, placeOfSupply: string, tax: "cgst+sgst" | "igst" | "none", endorsement: string | null];

/** What the contract says for a treatment, a buyer state and whether the LUT applies. */
function expected(treatment: GstTreatment, state: string | null, lutValid: boolean): Expected {
  const place = state ?? HOME;
  switch (treatment) {
    case "registered":
    case "unregistered":
      return place === HOME ? ["intra_state", place, "cgst+sgst", null] : ["inter_state", place, "igst", null];
    case "sez":
      return lutValid ? ["sez_lut", place, "none", ENDORSEMENTS.sez_lut] : ["sez_igst", place, "igst", ENDORSEMENTS.sez_igst];
    case "overseas":
      return lutValid ? ["export_lut", "96", "none", ENDORSEMENTS.export_lut] : ["export_igst", "96", "igst", ENDORSEMENTS.export_igst];
  }
}

const cases = gstTreatmentNames.flatMap((treatment) =>
  Object.entries(states).flatMap(([stateName, state]) =>
    Object.entries(luts).map(([lutName, lut]) => ({ treatment, stateName, state, lutName, lut, valid: lutName === "LUT this FY" })),
  ),
);

describe("place of supply and tax per treatment × state × LUT", () => {
  it("covers 4 treatments × 3 states × 3 LUTs", () => expect(cases).toHaveLength(36));

  it.each(cases)("$treatment, $stateName, $lutName", ({ treatment, state, lut, valid }) => {
    const buyer: TaxBuyer = { treatment, stateCode: treatment === "overseas" ? null : state, country: treatment === "overseas" ? "US" : "IN" };
    const split = splitTax(118000, supplierWith(lut), buyer, DOC_DATE);
    const [kind, place, tax, endorsement] = expected(treatment, treatment === "overseas" ? null : state, valid);
    expect(split.kind).toBe(kind);
    expect(split.placeOfSupply).toBe(place);
    expect(split.endorsement).toBe(endorsement);
    expect(split.taxableValue + split.cgst + split.sgst + split.igst).toBe(118000);
    if (tax === "none") expect(split).toMatchObject({ taxableValue: 118000, cgst: 0, sgst: 0, igst: 0, rate: 0 });
    if (tax === "igst") expect(split).toMatchObject({ taxableValue: 100000, cgst: 0, sgst: 0, igst: 18000 });
    if (tax === "cgst+sgst") expect(split).toMatchObject({ taxableValue: 100000, cgst: 9000, sgst: 9000, igst: 0 });
  });

  it("the LUT's year follows the document's date: 31 March is the old year, 1 April the new", () => {
    const buyer: TaxBuyer = { treatment: "sez", stateCode: "29", country: "IN" };
    expect(splitTax(1000, supplierWith(luts["LUT this FY"]), buyer, "2026-03-31").kind).toBe("sez_igst");
    expect(splitTax(1000, supplierWith(luts["LUT this FY"]), buyer, "2026-04-01").kind).toBe("sez_lut");
    expect(splitTax(1000, supplierWith(luts["LUT last FY"]), buyer, "2026-03-31").kind).toBe("sez_lut");
  });

  it("the four endorsements are the contract's words", () => {
    expect(ENDORSEMENTS).toEqual({
      sez_lut: "SUPPLY MEANT FOR SEZ UNIT OR SEZ DEVELOPER FOR AUTHORISED OPERATIONS UNDER LETTER OF UNDERTAKING WITHOUT PAYMENT OF INTEGRATED TAX",
      sez_igst: "SUPPLY MEANT FOR SEZ UNIT OR SEZ DEVELOPER FOR AUTHORISED OPERATIONS ON PAYMENT OF INTEGRATED TAX",
      export_lut: "SUPPLY MEANT FOR EXPORT UNDER LETTER OF UNDERTAKING WITHOUT PAYMENT OF INTEGRATED TAX",
      export_igst: "SUPPLY MEANT FOR EXPORT ON PAYMENT OF INTEGRATED TAX",
    });
  });

  it("a company without a GSTIN charges no tax and endorses nothing, whatever the buyer", () => {
    for (const treatment of gstTreatmentNames) {
      const split = splitTax(
        1000,
        { ...supplierWith(luts["LUT this FY"]), gstin: null },
        { treatment, stateCode: "27", country: treatment === "overseas" ? "US" : "IN" },
        DOC_DATE,
      );
      expect(split).toMatchObject({ kind: "unregistered", cgst: 0, sgst: 0, igst: 0, endorsement: null });
    }
  });
});

describe("treatment derived from the data", () => {
  it.each([
    [{ gstin: "29ABCDE1234F1Z5", country: "IN" }, "registered"],
    [{ gstin: null, country: "US" }, "overseas"],
    [{ gstin: null, country: "IN" }, "unregistered"],
    [{ gstin: undefined, country: "IN" }, "unregistered"],
  ] as const)("%o → %s", (buyer, treatment) => expect(deriveTreatment(buyer)).toBe(treatment));

  it("the forms' list is the schema's", () => expect([...gstTreatmentNames]).toEqual([...gstTreatments]));
  it("the PAN is the GSTIN's characters 3 to 12", () => {
    expect(panOfGstin("29ABCDE1234F1Z5")).toBe("ABCDE1234F");
    expect(panOfGstin(null)).toBeNull();
  });
});

describe("financial years as COMPANY_LUT_FY names them", () => {
  it.each([
    ["2026-03-31", "2025-26"],
    ["2026-04-01", "2026-27"],
    ["2099-12-31", "2099-00"],
  ])("%s is in %s", (date, fy) => expect(financialYearOf(date)).toBe(fy));
  it.each([
    ["2026-27", true],
    ["2099-00", true],
    ["2026-28", false],
    ["26-27", false],
    ["2026/27", false],
  ] as const)("%s valid: %s", (value, valid) => expect(isFinancialYear(value)).toBe(valid));
});

// CGST Rules, 2017, rule 46(e): a tax invoice names the recipient's address and state "if such recipient is
// un-registered and where the value of the taxable supply is fifty thousand rupees or more".
describe("the ₹50,000 rule on the taxable value (CGST Rules, rule 46(e))", () => {
  it.each([
    ["unregistered", 4_999_999, false],
    ["unregistered", 5_000_000, true],
    ["unregistered", 9_000_000, true],
    ["registered", 5_000_000, false],
    ["sez", 5_000_000, false],
    ["overseas", 5_000_000, false],
  ] as const)("%s at %i paise: named %s", (treatment, taxable, named) => {
    expect(NAMED_BUYER_THRESHOLD_MINOR).toBe(5_000_000);
    expect(needsNamedBuyer(treatment, taxable)).toBe(named);
  });

  it("a tax-inclusive total whose taxable value is ₹49,999.99 is under, ₹50,000.00 is at the line", () => {
    const buyer: TaxBuyer = { treatment: "unregistered", stateCode: null, country: "IN" };
    const under = splitTax(5_899_999, supplierWith(null), buyer, DOC_DATE);
    const at = splitTax(5_900_000, supplierWith(null), buyer, DOC_DATE);
    expect(under.taxableValue).toBe(4_999_999);
    expect(at.taxableValue).toBe(5_000_000);
    expect(needsNamedBuyer("unregistered", under.taxableValue)).toBe(false);
    expect(needsNamedBuyer("unregistered", at.taxableValue)).toBe(true);
  });
});
