// Financial years (1 April to 31 March) and their quarters (Q1 April–June … Q4 January–March), as books.md §2
// counts them; dates are `YYYY-MM-DD` already in DEFAULT_TIME_ZONE. Pure, browser-safe.

export type Quarter = "Q1" | "Q2" | "Q3" | "Q4";
export const QUARTERS: readonly Quarter[] = ["Q1", "Q2", "Q3", "Q4"];

/** The financial year of a date as `2026-27`. */
export function fyOf(date: string): string {
  const year = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** A financial year's first and last day. */
export function fyRange(fy: string): { from: string; to: string } {
  const start = Number(fy.slice(0, 4));
  return { from: `${start}-04-01`, to: `${start + 1}-03-31` };
}

/** The quarter of a date. */
export function quarterOf(date: string): Quarter {
  const month = Number(date.slice(5, 7));
  if (month >= 4 && month <= 6) return "Q1";
  if (month >= 7 && month <= 9) return "Q2";
  if (month >= 10) return "Q3";
  return "Q4";
}

/** A key naming a date's financial year and quarter (`2026-27 Q2`): two dates are in one quarter when their keys are equal. */
export const quarterKeyOf = (date: string) => `${fyOf(date)} ${quarterOf(date)}`;

const lastMonthOf: Record<Quarter, number> = { Q1: 6, Q2: 9, Q3: 12, Q4: 3 };

/**
 * The day the quarter's deductions are due on the government's statement: the 15th of the second month after the
 * quarter (the deductor's return is due at the end of the month after it, and the statement shows it within two
 * weeks): Q1 → 15 August, Q2 → 15 November, Q3 → 15 February, Q4 → 15 May.
 */
export function statementDueOn(fy: string, quarter: Quarter): string {
  const start = Number(fy.slice(0, 4));
  const lastMonth = lastMonthOf[quarter];
  const year = quarter === "Q4" ? start + 1 : start;
  const dueMonth = lastMonth + 2;
  return dueMonth > 12 ? `${year + 1}-${String(dueMonth - 12).padStart(2, "0")}-15` : `${year}-${String(dueMonth).padStart(2, "0")}-15`;
}

/** Whether a deduction made on `deductedOn` should have been on the statement before `today` (its quarter's due day is past). */
export const isStatementOverdue = (deductedOn: string, today: string) => statementDueOn(fyOf(deductedOn), quarterOf(deductedOn)) < today;
