// TDS rules (books.md §2): the TAN and section formats, the 20 % cap, quarters and statement due days, and the
// government's statement's dates and amounts.
import { describe, expect, it } from "vitest";
import { fyOf, fyRange, isStatementOverdue, quarterKeyOf, quarterOf, statementDueOn } from "@/lib/tds/quarters";
import { parseStatement, parseStatementAmount, parseStatementDate } from "@/lib/tds/statement-parse";
import { fySchema, isSection, isTan, sectionSchema, tanSchema, withinTdsCap } from "@/lib/validation/tds";

describe("TAN", () => {
  it.each([
    ["BLRN12345C", true],
    ["blrn12345c", true],
    [" BLRN12345C ", true],
    ["BLR12345CC", false],
    ["BLRN1234C", false],
    ["BLRN123456", false],
    ["1LRN12345C", false],
    ["BLRN12345C1", false],
    ["BLRN 12345C", false],
    ["", false],
  ])("%j is a TAN: %s", (value, ok) => {
    expect(isTan(value)).toBe(ok);
    expect(tanSchema.safeParse(value).success).toBe(ok);
  });

  it("stores lower case as upper case", () => {
    expect(tanSchema.parse("blrn12345c")).toBe("BLRN12345C");
  });
});

describe("section", () => {
  it.each([
    ["194J", true],
    ["194C", true],
    ["393(1)", true],
    ["194j", true],
    ["19", true],
    ["123456789012", true],
    ["1", false],
    ["1234567890123", false],
    ["194-J", false],
    ["194 J", false],
    ["", false],
  ])("%j is a section: %s", (value, ok) => {
    expect(isSection(value)).toBe(ok);
    expect(sectionSchema.safeParse(value).success).toBe(ok);
  });
});

describe("the 20 % cap", () => {
  it.each([
    [20_000_00, 100_000_00, true],
    [20_000_01, 100_000_00, false],
    [0, 0, true],
    [1, 4, false],
    [1, 5, true],
    [11_800_00, 59_000_00, true],
    [11_800_01, 59_000_00, false],
  ])("%i of a taxable value of %i: %s", (total, taxable, ok) => {
    expect(withinTdsCap(total, taxable)).toBe(ok);
  });
});

describe("financial years, quarters and the statement's due days", () => {
  it.each([
    ["2026-03-31", "2025-26", "Q4"],
    ["2026-04-01", "2026-27", "Q1"],
    ["2026-06-30", "2026-27", "Q1"],
    ["2026-07-01", "2026-27", "Q2"],
    ["2026-09-30", "2026-27", "Q2"],
    ["2026-10-01", "2026-27", "Q3"],
    ["2026-12-31", "2026-27", "Q3"],
    ["2027-01-01", "2026-27", "Q4"],
    ["2099-03-31", "2098-99", "Q4"],
    ["2099-04-01", "2099-00", "Q1"],
  ])("%s is in %s %s", (date, fy, quarter) => {
    expect(fyOf(date)).toBe(fy);
    expect(quarterOf(date)).toBe(quarter);
  });

  it("keys a quarter by its year too", () => {
    expect(quarterKeyOf("2026-05-01")).toBe(quarterKeyOf("2026-06-30"));
    expect(quarterKeyOf("2026-05-01")).not.toBe(quarterKeyOf("2027-05-01"));
    expect(quarterKeyOf("2026-03-31")).not.toBe(quarterKeyOf("2026-04-01"));
  });

  it.each([
    ["Q1", "2026-08-15"],
    ["Q2", "2026-11-15"],
    ["Q3", "2027-02-15"],
    ["Q4", "2027-05-15"],
  ] as const)("2026-27 %s is due on %s", (quarter, due) => {
    expect(statementDueOn("2026-27", quarter)).toBe(due);
  });

  it.each([
    ["2026-06-30", "2026-08-15", false],
    ["2026-06-30", "2026-08-16", true],
    ["2026-09-30", "2026-11-15", false],
    ["2026-10-01", "2027-02-16", true],
    ["2027-03-31", "2027-05-15", false],
    ["2027-03-31", "2027-05-16", true],
  ])("a deduction of %s is overdue on %s: %s", (deductedOn, today, overdue) => {
    expect(isStatementOverdue(deductedOn, today)).toBe(overdue);
  });

  it("knows a year's first and last day and its spelling", () => {
    expect(fyRange("2026-27")).toEqual({ from: "2026-04-01", to: "2027-03-31" });
    expect(fySchema.safeParse("2026-27").success).toBe(true);
    expect(fySchema.safeParse("2099-00").success).toBe(true);
    for (const bad of ["2026-28", "2026", "26-27", "2026-2027"]) expect(fySchema.safeParse(bad).success).toBe(false);
  });
});

describe("the government's statement", () => {
  it.each([
    ["15-Jun-2026", "2026-06-15"],
    ["1-jan-2027", "2027-01-01"],
    ["01-JAN-2027", "2027-01-01"],
    ["2026-04-02", "2026-04-02"],
    ["29-Feb-2028", "2028-02-29"],
    ["29-Feb-2027", null],
    ["2026-02-30", null],
    ["15/06/2026", null],
    ["15-Jux-2026", null],
    ["", null],
  ])("reads the date %j as %j", (text, iso) => {
    expect(parseStatementDate(text)).toBe(iso);
  });

  it.each([
    ["1,00,000.00", 100_000_00],
    ["100,000.5", 100_000_50],
    ["4999.2", 4999_20],
    [" 10 ", 10_00],
    ["0.01", 1],
    ["-5", null],
    ["1.234", null],
    ["abc", null],
    ["", null],
  ])("reads the amount %j as %j paise", (text, paise) => {
    expect(parseStatementAmount(text)).toBe(paise);
  });

  it("finds the header after a preamble, keys identical rows apart, and names them alike on every read", () => {
    const csv = [
      "Annual Tax Statement",
      "",
      "Sr. No.,TAN of Deductor,Name of Deductor,Section,Transaction Date,Amount Paid / Credited,TDS Deposited",
      '1,blrn12345c,"Northwind, Logistics",194J,15-Jun-2026,"1,00,000.00","10,000.00"',
      '2,BLRN12345C,"Northwind, Logistics",194J,15-Jun-2026,"1,00,000.00","10,000.00"',
      "3,,,,,,",
    ].join("\n");
    const rows = parseStatement(new TextEncoder().encode(csv));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      line: 4,
      tan: "BLRN12345C",
      deductor: "Northwind, Logistics",
      section: "194J",
      transactionDate: "2026-06-15",
      amountPaidMinor: 100_000_00,
      tdsDepositedMinor: 10_000_00,
    });
    expect(rows[0]!.key).not.toBe(rows[1]!.key);
    expect(parseStatement(new TextEncoder().encode(csv)).map((r) => r.key)).toEqual(rows.map((r) => r.key));
  });

  it("reads a statement of the most rows it takes", () => {
    const line = 'BLRN12345C,Northwind,194J,15-Jun-2026,"1,00,000.00","10,000.00"\n';
    const csv = `TAN of Deductor,Name of Deductor,Section,Transaction Date,Amount Paid / Credited,TDS Deposited\n${line.repeat(5000)}`;
    expect(parseStatement(new TextEncoder().encode(csv))).toHaveLength(5000);
  });
});
