// The GST breakdown's rows (lib/gst/breakdown.ts): one wording for every PDF and page, "@" only on a printed document.
import { describe, expect, it } from "vitest";
import { breakdownOfSplit, gstBreakdown } from "@/lib/gst/breakdown";
import { splitAs, type SupplyKind } from "@/lib/gst/tax";

const amounts = { taxableValue: 10000, cgst: 900, sgst: 900, igst: 1800 };
const labels = (kind: SupplyKind, rateBasisPoints = 1800, style: "document" | "page" = "document") =>
  gstBreakdown({ kind, rateBasisPoints }, amounts, style).map((r) => r.label);

describe("the GST breakdown", () => {
  it.each<[SupplyKind, string[]]>([
    ["intra_state", ["Taxable value", "CGST @ 9%", "SGST @ 9%"]],
    ["inter_state", ["Taxable value", "IGST @ 18%"]],
    ["export_igst", ["Taxable value", "IGST @ 18%"]],
    ["sez_igst", ["Taxable value", "IGST @ 18%"]],
    ["export_lut", ["Taxable value", "IGST @ 0% (zero-rated export)"]],
    ["sez_lut", ["Taxable value", "IGST @ 0% (zero-rated, SEZ)"]],
    ["unregistered", ["Taxable value"]],
  ])("a %s supply on a document", (kind, expected) => expect(labels(kind)).toEqual(expected));

  it("a page writes the rate without '@'", () => {
    expect(labels("intra_state", 1800, "page")).toEqual(["Taxable value", "CGST 9%", "SGST 9%"]);
    expect(labels("sez_lut", 0, "page")).toEqual(["Taxable value", "IGST 0% (zero-rated, SEZ)"]);
  });

  it("half of a rate keeps its decimals", () => {
    expect(labels("intra_state", 1250)).toEqual(["Taxable value", "CGST @ 6.25%", "SGST @ 6.25%"]);
    expect(labels("intra_state", 25)).toEqual(["Taxable value", "CGST @ 0.125%", "SGST @ 0.125%"]);
  });

  it("carries the figures as they are; a zero-rated row is zero", () => {
    expect(gstBreakdown({ kind: "intra_state", rateBasisPoints: 1800 }, amounts).map((r) => r.amount)).toEqual([10000, 900, 900]);
    expect(gstBreakdown({ kind: "export_lut", rateBasisPoints: 0 }, amounts).map((r) => r.amount)).toEqual([10000, 0]);
  });

  it("reads a split's percent rate", () => {
    expect(breakdownOfSplit(splitAs(11800, "intra_state", "29", 18))).toEqual([
      { label: "Taxable value", amount: 10000 },
      { label: "CGST @ 9%", amount: 900 },
      { label: "SGST @ 9%", amount: 900 },
    ]);
    expect(breakdownOfSplit(splitAs(11250, "inter_state", "27", 12.5), "page").map((r) => r.label)).toEqual(["Taxable value", "IGST 12.5%"]);
  });
});
