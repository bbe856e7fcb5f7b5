// The government's statement of TDS deposited for the company (Form 26AS or AIS, as CSV): its rows read and keyed.
// Pure (no database), bounded by the caller (lib/tds/statement.ts) in bytes and rows; one pass over the file.
import { createHash } from "node:crypto";
import { parse } from "csv-parse/sync";
import { ApiError } from "../errors";
import { normalizeTan, TAN_PATTERN, tdsMessages } from "../validation/tds";

/** At most this many bytes and rows in one statement (a training company's year is a few hundred rows). */
export const STATEMENT_MAX_BYTES = 2 * 1024 * 1024;
export const STATEMENT_MAX_ROWS = 5000;

export interface StatementRow {
  /** The row's line in the file (1 = the first line). */
  line: number;
  tan: string;
  deductor: string;
  section: string;
  /** YYYY-MM-DD, or null when the date can't be read. */
  transactionDate: string | null;
  /** Paise, or null when the amount can't be read. */
  amountPaidMinor: number | null;
  tdsDepositedMinor: number | null;
  /** Names the row the same way on every upload of the same statement (matched entries remember it). */
  key: string;
}

const MONTHS: Record<string, string> = {
  jan: "01",
  feb: "02",
  mar: "03",
  apr: "04",
  may: "05",
  jun: "06",
  jul: "07",
  aug: "08",
  sep: "09",
  oct: "10",
  nov: "11",
  dec: "12",
};

const isRealDate = (iso: string) => {
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso;
};

/** `DD-Mon-YYYY` (15-Jun-2026) or `YYYY-MM-DD` as YYYY-MM-DD; null for anything else. */
export function parseStatementDate(text: string): string | null {
  const t = text.trim();
  let iso: string | null = null;
  const named = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/.exec(t);
  if (named) {
    const month = MONTHS[named[2]!.toLowerCase()];
    if (month) iso = `${named[3]}-${month}-${named[1]!.padStart(2, "0")}`;
  } else if (/^\d{4}-\d{2}-\d{2}$/.test(t)) iso = t;
  return iso && isRealDate(iso) ? iso : null;
}

/** `1,00,000.50` or `100000.5` (rupees, commas anywhere between digits) as paise; null for anything else. */
export function parseStatementAmount(text: string): number | null {
  const t = text.trim().replace(/,/g, "");
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(t)) return null;
  const [whole, fraction = ""] = t.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

const headerName = (cell: string) => cell.trim().toLowerCase().replace(/\s+/g, " ");
const COLUMNS = {
  tan: "tan of deductor",
  deductor: "name of deductor",
  section: "section",
  transactionDate: "transaction date",
  amountPaid: "amount paid / credited",
  tdsDeposited: "tds deposited",
} as const;
const REQUIRED = ["tan", "section", "transactionDate", "tdsDeposited"] as const;

const columnsError = () => new ApiError("bad_request", tdsMessages.columns, { fieldErrors: { file: tdsMessages.columns } });

/**
 * The statement's rows. The header is the first line that names `TAN of Deductor` (the portal's export puts a few
 * lines about the taxpayer above it); blank lines and lines after it without a TAN are left out. Each row's key is
 * a hash of its fields and of how many identical rows came before it in the file, so two real deductions of the same
 * amount on the same day stay two rows, and uploading the file again names every row as before.
 */
export function parseStatement(bytes: Uint8Array): StatementRow[] {
  if (bytes.byteLength === 0 || bytes.byteLength > STATEMENT_MAX_BYTES)
    throw new ApiError("bad_request", tdsMessages.file, { fieldErrors: { file: tdsMessages.file } });
  let parsed: { record: string[]; info: { lines: number } }[];
  try {
    parsed = parse(Buffer.from(bytes), {
      bom: true,
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      to: STATEMENT_MAX_ROWS + 50,
    }) as unknown as typeof parsed;
  } catch {
    throw new ApiError("bad_request", tdsMessages.file, { fieldErrors: { file: tdsMessages.file } });
  }
  const records = parsed.map((p) => p.record);
  const headerAt = records.findIndex((r) => r.some((cell) => headerName(cell) === COLUMNS.tan));
  if (headerAt < 0) throw columnsError();
  const header = records[headerAt]!.map(headerName);
  const index = Object.fromEntries(Object.entries(COLUMNS).map(([field, name]) => [field, header.indexOf(name)])) as Record<keyof typeof COLUMNS, number>;
  if (REQUIRED.some((field) => index[field] < 0)) throw columnsError();

  const body = parsed.slice(headerAt + 1).filter((p) => (p.record[index.tan] ?? "").trim() !== "");
  if (body.length > STATEMENT_MAX_ROWS) throw new ApiError("bad_request", tdsMessages.tooManyRows, { fieldErrors: { file: tdsMessages.tooManyRows } });
  const seen = new Map<string, number>();
  return body.map(({ record: r, info }) => {
    const cell = (field: keyof typeof COLUMNS) => (index[field] < 0 ? "" : (r[index[field]] ?? "").trim());
    const tan = normalizeTan(cell("tan"));
    const row = {
      tan: TAN_PATTERN.test(tan) ? tan : cell("tan").slice(0, 40),
      deductor: cell("deductor").slice(0, 200),
      section: cell("section").slice(0, 40),
      transactionDate: parseStatementDate(cell("transactionDate")),
      amountPaidMinor: parseStatementAmount(cell("amountPaid")),
      tdsDepositedMinor: parseStatementAmount(cell("tdsDeposited")),
    };
    const content = [row.tan, row.section, row.transactionDate, row.amountPaidMinor, row.tdsDepositedMinor].join("|");
    const occurrence = seen.get(content) ?? 0;
    seen.set(content, occurrence + 1);
    return { line: info.lines, ...row, key: createHash("sha256").update(`${content}|${occurrence}`).digest("hex").slice(0, 32) };
  });
}
