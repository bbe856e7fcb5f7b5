// CSV for every download of the console (RFC 4180 cells, formula-safe). Pure.

/** Text that is exactly a plain decimal number ("-1234.50"): a spreadsheet reads it as a number, never a formula. */
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;

/**
 * One CSV cell: always quoted, quotes doubled. A text cell that a spreadsheet would run as a formula
 * (starting with = + - @, a tab or a carriage return) gets a leading apostrophe (OWASP "CSV injection"). Numbers
 * (a JS number, or text that is exactly a plain decimal number) stay numbers, so a column of refunds still sums.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  const isNumber = typeof value === "number" ? Number.isFinite(value) : PLAIN_NUMBER.test(text);
  if (!isNumber && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** Rows as CSV (RFC 4180, CRLF lines, UTF-8 with a byte-order mark so spreadsheets read accents), every cell formula-safe. */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
