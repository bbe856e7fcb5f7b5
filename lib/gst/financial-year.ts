// India's financial year runs from 1 April to 31 March. Browser-safe.

/** The financial year of a date (`YYYY-MM-DD`, already in the company's zone) as `26-27`. */
export function financialYearLabel(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  const yy = (n: number) => String(n % 100).padStart(2, "0");
  return `${yy(start)}-${yy(start + 1)}`;
}
