// Splitting a participant report into records (RFC 4180 quoting, quotes inside an unquoted cell kept as they are, a
// row of any length, blank lines skipped). A trainer's upload of up to 5 MB is read on the process that serves every
// page, so this is one pass over the text whatever it holds, and what it keeps is bounded: a report with more rows
// than any meeting has is refused before anything else reads it, and a cell or a row longer than any real one is cut.
// Pure: no database, no clock.

/** More rows than a meeting of the largest size a provider allows, each person leaving and rejoining several times. */
export const ROSTER_MAX_ROWS = 20_000;
export const ROSTER_TOO_MANY_ROWS = "Participant reports may have at most 20,000 rows.";
/** Characters kept of one cell: far more than any name, address, time or duration a report writes. */
export const ROSTER_MAX_CELL = 1_000;
/** Cells of one row: the reports have about ten columns; a row with more is not a report. */
export const ROSTER_MAX_COLUMNS = 50;

export class RecordsError extends Error {}
export class TooManyRowsError extends Error {}

const QUOTE = 34;
const LF = 10;
const CR = 13;

/**
 * The records of `text` split on `delimiter` (one character), each cell trimmed. Throws TooManyRowsError past
 * ROSTER_MAX_ROWS records, and RecordsError for a quote that is never closed, a closing quote followed by text or a
 * row of more than ROSTER_MAX_COLUMNS cells.
 */
export function readRecords(text: string, delimiter: string): string[][] {
  const sep = delimiter.charCodeAt(0);
  const records: string[][] = [];
  let row: string[] = [];
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const n = text.length;
  const keep = (value: string) => {
    if (row.length === ROSTER_MAX_COLUMNS) throw new RecordsError("A row has more cells than any report.");
    row.push(value.length > ROSTER_MAX_CELL ? value.slice(0, ROSTER_MAX_CELL) : value);
  };
  const endRow = () => {
    // A blank line is no record.
    if (row.length > 1 || (row.length === 1 && row[0] !== "")) {
      if (records.length === ROSTER_MAX_ROWS) throw new TooManyRowsError(ROSTER_TOO_MANY_ROWS);
      records.push(row);
    }
    row = [];
  };
  while (i <= n) {
    // Blank lines, however many, are skipped in one go.
    if (row.length === 0) while (i < n && (text.charCodeAt(i) === LF || text.charCodeAt(i) === CR)) i++;
    // Spaces before an opening quote are not part of the cell.
    let start = i;
    while (start < n && isBlank(text.charCodeAt(start), sep)) start++;
    let end: number;
    if (start < n && text.charCodeAt(start) === QUOTE) {
      const quoted = readQuoted(text, start + 1, sep);
      keep(quoted.value);
      end = quoted.end;
    } else {
      end = i;
      while (end < n && !isBreak(text.charCodeAt(end), sep)) end++;
      keep(text.slice(i, Math.min(end, i + ROSTER_MAX_CELL + 64)).trim());
    }
    if (end >= n) {
      endRow();
      break;
    }
    const c = text.charCodeAt(end);
    i = end + 1;
    if (c === sep) continue;
    if (c === CR && text.charCodeAt(i) === LF) i++;
    endRow();
  }
  return records;
}

/** A quoted cell from `from` (just after its opening quote): its text and where the character after it is. */
function readQuoted(text: string, from: number, sep: number): { value: string; end: number } {
  const parts: string[] = [];
  let kept = 0;
  let i = from;
  for (;;) {
    const close = text.indexOf('"', i);
    if (close < 0) throw new RecordsError("A quote is never closed.");
    if (kept < ROSTER_MAX_CELL) {
      parts.push(text.slice(i, Math.min(close, i + ROSTER_MAX_CELL)));
      kept += close - i;
    }
    if (text.charCodeAt(close + 1) === QUOTE) {
      if (kept < ROSTER_MAX_CELL) parts.push('"');
      kept++;
      i = close + 2;
      continue;
    }
    let end = close + 1;
    while (end < text.length && isBlank(text.charCodeAt(end), sep)) end++;
    if (end < text.length && !isBreak(text.charCodeAt(end), sep)) throw new RecordsError("A closing quote is followed by text.");
    return { value: parts.join(""), end };
  }
}

const isBreak = (c: number, sep: number) => c === sep || c === LF || c === CR;
/** Spaces and tabs around a cell, unless the tab is the delimiter. */
const isBlank = (c: number, sep: number) => c !== sep && (c === 32 || c === 9);
