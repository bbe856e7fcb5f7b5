// Reading bank statements as Indian banks export them (books.md §6): every header spelling, every date format,
// amounts with commas, the preamble, and the refusals.
import { describe, expect, it } from "vitest";
import {
  findColumns,
  parseStatement,
  parseStatementAmount,
  parseStatementDate,
  STATEMENT_MAX_BYTES,
  STATEMENT_MAX_ROWS,
  statementColumns,
  statementMessages,
} from "@/lib/bank/parse";

const bytes = (text: string) => new TextEncoder().encode(text);
const parse = (text: string) => parseStatement(bytes(text));

describe("header spellings", () => {
  const base = { date: "Date", description: "Narration", reference: "Reference", credit: "Credit", debit: "Debit" };
  const cases = Object.entries(statementColumns).flatMap(([column, spellings]) => spellings.map((spelling) => ({ column, spelling })));
  it.each(cases)("finds the $column column spelled $spelling (any case, any spacing)", ({ column, spelling }) => {
    for (const variant of [spelling, spelling.toUpperCase(), spelling.toLowerCase(), ` ${spelling.replace(" ", "  ")} `, spelling.replaceAll(" ", "")]) {
      const header = { ...base, [column]: variant };
      const cells = [header.date, header.description, header.reference, header.credit, header.debit, "Balance"];
      const found = findColumns(cells)!;
      expect(found[column as keyof typeof found]).toBe(Object.keys(base).indexOf(column));
    }
  });

  it("prefers the transaction date over the value date when a file has both", () => {
    expect(findColumns(["Value Date", "Txn Date", "Credit"])!.date).toBe(1);
  });

  it.each([
    [["Date", "Narration", "Debit"], "no credit column"],
    [["Narration", "Credit", "Debit"], "no date column"],
    [["Posted", "Amount"], "neither"],
  ])("a header with %j has %s", (cells) => {
    expect(findColumns(cells)).toBeNull();
  });
});

describe("dates", () => {
  it.each([
    ["05/04/26", "2026-04-05"],
    ["05/04/2026", "2026-04-05"],
    ["5/4/2026", "2026-04-05"],
    ["05-04-2026", "2026-04-05"],
    ["05-Apr-2026", "2026-04-05"],
    ["05-APR-2026", "2026-04-05"],
    ["05-apr-26", "2026-04-05"],
    ["05/Apr/2026", "2026-04-05"],
    ["2026-04-05", "2026-04-05"],
    ["29/02/2028", "2028-02-29"],
    ["05/04/2026 10:22:31", "2026-04-05"],
  ])("%s is %s", (cell, date) => {
    expect(parseStatementDate(cell)).toBe(date);
  });

  it.each(["", "Opening Balance", "31/02/2026", "29/02/2027", "13/13/2026", "05-Foo-2026", "2026/04", "05/04/226", "********", "1/2/3/4"])(
    "%j is not a date",
    (cell) => {
      expect(parseStatementDate(cell)).toBeNull();
    },
  );
});

describe("amounts", () => {
  it.each([
    ["1,18,000.00", 11_800_000],
    ["118,000.00", 11_800_000],
    ["1180", 118_000],
    ["1180.5", 118_050],
    ["₹ 1,180.05", 118_005],
    ["INR 500", 50_000],
    ["500.00 Cr", 50_000],
    ["", 0],
    ["-", 0],
    ["0.00", 0],
  ])("%j is %d paise", (cell, minor) => {
    expect(parseStatementAmount(cell)).toBe(minor);
  });

  it.each(["abc", "1.234", "1.2.3", "-500", "12e5", "9999999999999999"])("%j is not an amount", (cell) => {
    expect(parseStatementAmount(cell)).toBeNull();
  });
});

describe("parseStatement", () => {
  it("reads an HDFC export: preamble lines, a row of asterisks, footers", () => {
    const lines = parse(
      [
        "HDFC BANK Ltd.,,,,,,",
        "Account No :,50200012345678,,,,,",
        "Statement From : 01/04/2026 To : 30/04/2026,,,,,,",
        "",
        "Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance",
        "********,********,********,********,********,********,********",
        '02/04/26,"NEFT CR-HDFC0000001-ACME LTD-PR-2026-0012",HDFCN52026040212345,02/04/26,,"1,18,000.00","2,18,000.00"',
        "03/04/26,ATM WDL,000000000001,03/04/26,5000.00,,2,13,000.00",
        "STATEMENT SUMMARY :-,,,,,,",
        "Opening Balance,Dr Count,Cr Count,Debits,Credits,Closing Bal,",
      ].join("\n"),
    );
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      line: 7,
      date: "2026-04-02",
      description: "NEFT CR-HDFC0000001-ACME LTD-PR-2026-0012",
      reference: "HDFCN52026040212345",
      creditMinor: 11_800_000,
      debitMinor: 0,
    });
    expect(lines[1]).toMatchObject({ date: "2026-04-03", creditMinor: 0, debitMinor: 500_000 });
  });

  it("reads an SBI-like export (Txn Date, Description, Ref No./Cheque No., Credit, Debit) with DD-Mon-YYYY dates", () => {
    const lines = parse(
      "Account Name : ACME TRAINING\n\nTxn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance\n" +
        '5-Apr-2026,5-Apr-2026,BY TRANSFER-UPI/612345678901/ACME,612345678901, ,"59,000.00","1,00,000.00"\n',
    );
    expect(lines).toEqual([expect.objectContaining({ date: "2026-04-05", reference: "612345678901", creditMinor: 5_900_000, debitMinor: 0 })]);
  });

  it("reads a file without description, reference or debit columns", () => {
    expect(parse("Value Date,Cr Amount\n2026-04-05,100\n")).toEqual([
      expect.objectContaining({ date: "2026-04-05", description: "", reference: "", creditMinor: 10_000, debitMinor: 0 }),
    ]);
  });

  it("keeps one fingerprint per line: the same date, reference, amount and description is the same line; a second copy in one file is another", () => {
    const row = "05/04/2026,UPI ACME,UTR1,1000,";
    const [a, b, c] = parse(`Date,Narration,UTR,Credit,Debit\n${row}\n${row}\n05/04/2026,UPI ACME,UTR2,1000,\n`);
    expect(a!.fingerprint).not.toBe(b!.fingerprint);
    expect(c!.fingerprint).not.toBe(a!.fingerprint);
    const again = parse(`Date,Narration,UTR,Credit,Debit\n${row}\n`);
    expect(again[0]!.fingerprint).toBe(a!.fingerprint);
  });

  it("cuts long cells and reads the rows after a long preamble within bounds", () => {
    const [line] = parse(`Date,Narration,Credit\n05/04/2026,${"x".repeat(2000)},10\n`);
    expect(line!.description).toHaveLength(500);
  });

  it.each([
    ["no header at all", "just,some,text\n1,2,3\n", statementMessages.columns],
    ["a header without a credit column", "Date,Narration,Debit\n05/04/2026,x,10\n", statementMessages.columns],
    ["an amount that is not a number", "Date,Credit\n05/04/2026,ten\n", statementMessages.amount(2)],
    ["a record longer than any bank's line", `Date,Credit\n05/04/2026,"${"x".repeat(20_000)}"\n`, statementMessages.unreadable],
  ])("refuses %s", (_name, text, message) => {
    expect(() => parse(text)).toThrow(message);
  });

  it("refuses more than 20,000 rows and more than 5 MB", () => {
    const rows = Array.from({ length: STATEMENT_MAX_ROWS + 1 }, (_, i) => `05/04/2026,R${i},1`).join("\n");
    expect(() => parse(`Date,Reference,Credit\n${rows}\n`)).toThrow(statementMessages.tooManyRows);
    const exactly = Array.from({ length: STATEMENT_MAX_ROWS }, (_, i) => `05/04/2026,R${i},1`).join("\n");
    expect(parse(`Date,Reference,Credit\n${exactly}\n`)).toHaveLength(STATEMENT_MAX_ROWS);
    expect(() => parseStatement(new Uint8Array(STATEMENT_MAX_BYTES + 1))).toThrow(statementMessages.tooLarge);
  });
});
