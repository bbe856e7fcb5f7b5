// India's financial year runs from 1 April to 31 March. Browser-safe.

/** The first calendar year of the financial year a date (`YYYY-MM-DD`, already in the company's zone) falls in. */
const startYearOf = (date: string): number => {
  const year = Number(date.slice(0, 4));
  return Number(date.slice(5, 7)) >= 4 ? year : year - 1;
};

const yy = (n: number) => String(n % 100).padStart(2, "0");

/** The financial year of a date as `26-27` (document numbers). */
export function financialYearLabel(date: string): string {
  const start = startYearOf(date);
  return `${yy(start)}-${yy(start + 1)}`;
}

/** The financial year of a date as `2026-27` (how an LUT names its year: COMPANY_LUT_FY). */
export function financialYearOf(date: string): string {
  const start = startYearOf(date);
  return `${start}-${yy(start + 1)}`;
}

/** Whether a text names a financial year as `2026-27`: four digits, a hyphen, the next year's last two. */
export function isFinancialYear(value: string): boolean {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  return match !== null && match[2] === yy(Number(match[1]) + 1);
}
