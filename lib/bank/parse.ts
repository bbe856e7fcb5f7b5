// Reading a bank statement as Indian banks export it (books.md §6): a CSV whose header row may follow a few lines of
// preamble (account holder, period), its columns found by their header whatever the bank calls them, its dates and
// amounts in the banks' formats. Pure: no database, no clock. Linear in the file's size: csv-parse with a bounded
// record size, then one pass over the records; no regular expression that can backtrack.
import { createHash } from "node:crypto";
import { parse } from "csv-parse/sync";

/** At most this many bytes (the route answers 413 above it). */
export const STATEMENT_MAX_BYTES = 5 * 1024 * 1024;
/** At most this many lines after the header. */
export const STATEMENT_MAX_ROWS = 20_000;
/** A record longer than this is no bank's line: the file is refused rather than read into memory cell by cell. */
const MAX_RECORD_CHARS = 16_384;
/** What a row keeps of a cell (descriptions are cut, never refused). */
export const CELL_MAX_CHARS = 500;
/** The header is looked for in this many first records. */
const HEADER_SEARCH_RECORDS = 50;

export const statementMessages = {
  tooLarge: "A statement can be at most 5 MB.",
  tooManyRows: "A statement can have at most 20,000 rows.",
  columns:
    "No date column and credit column were found. The statement needs a date column (Date, Txn Date, Transaction Date or Value Date) and a credit column (Credit, Deposit Amt., Deposit or Cr Amount); description, reference and debit columns are read when present.",
  unreadable: "This file could not be read as a CSV statement.",
  amount: (line: number) => `Line ${line}: an amount is not a number (digits, commas and at most 2 decimals).`,
} as const;

export class StatementFormatError extends Error {}

/** Header spellings of each column, in the order they are preferred when a file has several. */
export const statementColumns = {
  date: ["Date", "Txn Date", "Transaction Date", "Value Date"],
  description: ["Narration", "Description", "Particulars", "Remarks"],
  reference: ["Chq./Ref.No.", "Ref No./Cheque No.", "Reference", "UTR"],
  credit: ["Credit", "Deposit Amt.", "Deposit", "Cr Amount"],
  debit: ["Debit", "Withdrawal Amt.", "Withdrawal", "Dr Amount"],
} as const;
type ColumnName = keyof typeof statementColumns;

export interface StatementLine {
  /** 1-based line of the record in the file's records (for messages). */
  line: number;
  date: string;
  description: string;
  reference: string;
  creditMinor: number;
  debitMinor: number;
  /** Same date, reference, amounts and description (and which copy of such a line in this file): kept once. */
  fingerprint: string;
}

/** A header cell as compared: lower case, without any white space. */
export function headerKey(cell: string): string {
  let out = "";
  for (const ch of cell.toLowerCase()) if (ch !== " " && ch !== "\t" && ch !== "\n" && ch !== "\r" && ch !== "\u00a0" && ch !== "\ufeff") out += ch;
  return out;
}

const keyed = Object.fromEntries(Object.entries(statementColumns).map(([name, spellings]) => [name, spellings.map(headerKey)])) as Record<ColumnName, string[]>;

/** Where each column is in a header record; date and credit are required, -1 for a missing optional one. */
export function findColumns(cells: string[]): Record<ColumnName, number> | null {
  const keys = cells.map(headerKey);
  const at = (name: ColumnName) => {
    for (const spelling of keyed[name]) {
      const i = keys.indexOf(spelling);
      if (i >= 0) return i;
    }
    return -1;
  };
  const columns = { date: at("date"), description: at("description"), reference: at("reference"), credit: at("credit"), debit: at("debit") };
  return columns.date >= 0 && columns.credit >= 0 ? columns : null;
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

const isDigits = (s: string) => s.length > 0 && [...s].every((c) => c >= "0" && c <= "9");

function validDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCMonth() !== month - 1) return null;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/**
 * A statement's date as YYYY-MM-DD, or null: DD/MM/YY, DD/MM/YYYY, DD-MM-YYYY, DD-Mon-YYYY (also DD-Mon-YY and
 * DD/Mon/YYYY) and YYYY-MM-DD; a time after the date (some banks add one) is ignored.
 */
export function parseStatementDate(cell: string): string | null {
  const text = cell.trim().split(" ")[0]!;
  if (text.length < 6 || text.length > 11) return null;
  const sep = text.includes("/") ? "/" : "-";
  const parts = text.split(sep);
  if (parts.length !== 3) return null;
  const [a, b, c] = parts as [string, string, string];
  if (a.length === 4 && isDigits(a) && isDigits(b) && isDigits(c) && b.length <= 2 && c.length <= 2) return validDate(+a, +b, +c);
  if (!isDigits(a) || a.length > 2 || !isDigits(c) || (c.length !== 2 && c.length !== 4)) return null;
  const month = isDigits(b) && b.length <= 2 ? +b : MONTHS.indexOf(b.toLowerCase()) + 1;
  if (month === 0) return null;
  const year = c.length === 2 ? 2000 + +c : +c;
  return validDate(year, month, +a);
}

/**
 * An amount in paise: digits with commas anywhere (1,18,000.00), at most 2 decimals, an optional ₹ or INR and a
 * trailing Cr/Dr; empty, "-" or "0" is 0. Null when it is not an amount.
 */
export function parseStatementAmount(cell: string): number | null {
  let text = "";
  for (const ch of cell) if (ch !== "," && ch !== " " && ch !== "₹" && ch !== "\u00a0") text += ch;
  const upper = text.toUpperCase();
  if (upper.startsWith("INR")) text = text.slice(3);
  if (upper.endsWith("CR") || upper.endsWith("DR")) text = text.slice(0, -2);
  if (text === "" || text === "-") return 0;
  if (text.length > 15) return null;
  const [whole, fraction = "", ...rest] = text.split(".");
  if (rest.length || !isDigits(whole!) || fraction.length > 2 || (fraction && !isDigits(fraction))) return null;
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

const cut = (cell: string | undefined, max = CELL_MAX_CHARS) => {
  const text = (cell ?? "").trim();
  return text.length > max ? text.slice(0, max) : text;
};
/** A reference becomes a payment's reference, which holds at most 200 characters. */
const REFERENCE_MAX_CHARS = 200;

function records(text: string): string[][] {
  try {
    return parse(text, {
      relax_column_count: true,
      relax_quotes: true,
      // Empty lines stay (as records without a date): the record's index is then its line in the file.
      skip_empty_lines: false,
      trim: true,
      bom: true,
      max_record_size: MAX_RECORD_CHARS,
    }) as string[][];
  } catch {
    throw new StatementFormatError(statementMessages.unreadable);
  }
}

function fingerprintOf(line: Omit<StatementLine, "line" | "fingerprint">, copy: number): string {
  const key = [line.date, line.reference, line.creditMinor, line.debitMinor, line.description, copy].join("\u0000");
  return createHash("sha256").update(key).digest("hex");
}

/**
 * The statement's lines: every record after the header whose date cell is a date (a bank's footer, its opening
 * balance line or a row of asterisks has none) with a credit or a debit. Throws StatementFormatError with the
 * message to show.
 */
export function parseStatement(bytes: Uint8Array): StatementLine[] {
  if (bytes.byteLength > STATEMENT_MAX_BYTES) throw new StatementFormatError(statementMessages.tooLarge);
  const all = records(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8"));
  let header = -1;
  let columns: Record<ColumnName, number> | null = null;
  for (let i = 0; i < Math.min(all.length, HEADER_SEARCH_RECORDS) && !columns; i++) {
    columns = findColumns(all[i]!);
    if (columns) header = i;
  }
  if (!columns) throw new StatementFormatError(statementMessages.columns);
  const copies = new Map<string, number>();
  const lines: StatementLine[] = [];
  for (let i = header + 1; i < all.length; i++) {
    const record = all[i]!;
    const date = parseStatementDate(record[columns.date] ?? "");
    if (!date) continue;
    const creditMinor = parseStatementAmount(record[columns.credit] ?? "");
    const debitMinor = columns.debit >= 0 ? parseStatementAmount(record[columns.debit] ?? "") : 0;
    if (creditMinor === null || debitMinor === null) throw new StatementFormatError(statementMessages.amount(i + 1));
    if (creditMinor === 0 && debitMinor === 0) continue;
    const fields = {
      date,
      description: columns.description >= 0 ? cut(record[columns.description]) : "",
      reference: columns.reference >= 0 ? cut(record[columns.reference], REFERENCE_MAX_CHARS) : "",
      creditMinor,
      debitMinor,
    };
    const base = fingerprintOf(fields, 0);
    const copy = copies.get(base) ?? 0;
    copies.set(base, copy + 1);
    if (lines.length === STATEMENT_MAX_ROWS) throw new StatementFormatError(statementMessages.tooManyRows);
    lines.push({ line: i + 1, ...fields, fingerprint: copy === 0 ? base : fingerprintOf(fields, copy) });
  }
  return lines;
}
