// GSTR-1 Table 13, documents issued in the period: doc_num 1 invoices for outward supply, 4 debit notes, 5 credit
// notes (the portal's numbering), the first and last number of each series that month, how many, none cancelled
// (the product cancels by credit note, never by voiding a number). Pure.
import type { ReturnDocuments } from "./classify";

export interface DocumentsIssued {
  doc_det: { doc_num: 1 | 4 | 5; docs: { num: 1; from: string; to: string; totnum: number; cancel: 0; net_issue: number }[] }[];
}

/** Numbers of one series in issue order: the shorter first (…/9999 before …/10000), then as written. */
const byNumber = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

export function documentsIssued(docs: ReturnDocuments): DocumentsIssued {
  const series: [1 | 4 | 5, string[]][] = [
    [1, docs.invoices.map((i) => i.number)],
    [4, docs.notes.filter((n) => n.ntty === "D").map((n) => n.number)],
    [5, docs.notes.filter((n) => n.ntty === "C").map((n) => n.number)],
  ];
  return {
    doc_det: series
      .filter(([, numbers]) => numbers.length > 0)
      .map(([doc_num, numbers]) => {
        const sorted = [...numbers].sort(byNumber);
        return { doc_num, docs: [{ num: 1, from: sorted[0]!, to: sorted.at(-1)!, totnum: sorted.length, cancel: 0, net_issue: sorted.length }] };
      }),
  };
}
