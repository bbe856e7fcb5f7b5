import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "@/lib/csv";

// Every console download goes through csvCell: text that a spreadsheet would run as a formula gets the apostrophe
// guard, while numbers stay numbers so a column of refunds still sums.
describe("csvCell", () => {
  it.each([
    // Numbers (JS numbers, or text that is exactly a plain decimal number) are written as they are.
    [-1234.5, `"-1234.5"`],
    [1234, `"1234"`],
    [0, `"0"`],
    ["-1234.50", `"-1234.50"`],
    ["-2", `"-2"`],
    ["1234.50", `"1234.50"`],
    // Text that starts like a formula keeps the guard, even when it looks almost like a number.
    ["=1+1", `"'=1+1"`],
    ["+1", `"'+1"`],
    ["+91 98765 43210", `"'+91 98765 43210"`],
    ["-2+3", `"'-2+3"`],
    ["-1e3", `"'-1e3"`],
    ["-.5", `"'-.5"`],
    ["-", `"'-"`],
    ["-1234.50\n=cmd", `"'-1234.50\n=cmd"`],
    ["@SUM(A1:A2)", `"'@SUM(A1:A2)"`],
    ["\tTab", `"'\tTab"`],
    ["\rCR", `"'\rCR"`],
    ['say "hi"', `"say ""hi"""`],
    ["plain", `"plain"`],
    [null, `""`],
    [undefined, `""`],
  ])("csvCell(%j) = %s", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it("a row of refunds keeps its negative amounts as numbers", () => {
    expect(toCsv([["Refund", -1234.5, "-99.00"]])).toBe(`\uFEFF"Refund","-1234.5","-99.00"\r\n`);
  });
});
