// CSV for every download of the console (RFC 4180 cells, formula-safe). Pure.

/**
 * One CSV cell: always quoted, quotes doubled. A cell that a spreadsheet would run as a formula
 * (starting with = + - @, a tab or a carriage return) gets a leading apostrophe (OWASP "CSV injection").
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** Rows as CSV (RFC 4180, CRLF lines, UTF-8 with a byte-order mark so spreadsheets read accents), every cell formula-safe. */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
