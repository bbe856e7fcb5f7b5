// What an invoice still stands for after its notes, and the figures of the next note (books.md §3). Pure: the unit
// tables and lib/invoices share it.
import type { TaxFigures } from "./figures";

/** A note's or a net's figures in minor units. */
export interface NoteFigures {
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

const columns = ["taxableValue", "cgst", "sgst", "igst", "total"] as const;
const asFigures = (d: TaxFigures): NoteFigures => ({
  taxableValue: d.taxableValueMinor,
  cgst: d.cgstMinor,
  sgst: d.sgstMinor,
  igst: d.igstMinor,
  total: d.totalMinor,
});

/** The invoice plus its debit notes minus its credit notes, column by column. */
export function netOf(invoice: TaxFigures, credits: readonly TaxFigures[], debits: readonly TaxFigures[]): NoteFigures {
  const net = asFigures(invoice);
  for (const column of columns) {
    for (const d of debits) net[column] += asFigures(d)[column];
    for (const c of credits) net[column] -= asFigures(c)[column];
  }
  return net;
}

/**
 * A credit note of `amount` against an invoice whose net is `net`: never more than the net (an invoice's net never
 * goes below zero), split by `split` (like the invoice); the note that brings the net to zero takes each column's
 * remainder instead, so the invoice and its notes net to exactly zero in every column. Null when there is nothing
 * to credit.
 */
export function creditNoteFigures(net: NoteFigures, amount: number, split: (amount: number) => NoteFigures): NoteFigures | null {
  const credit = Math.min(amount, net.total);
  if (credit <= 0) return null;
  // A remainder column can only be negative after a note that adjusted no tax (its tax stayed charged); such a
  // last note is split afresh, never negative.
  const remainderFits = columns.every((column) => net[column] >= 0);
  return pick(credit === net.total && remainderFits ? net : split(credit));
}

/** A debit note for a rise of `amount`, split like the invoice; null when nothing rose. */
export function debitNoteFigures(amount: number, split: (amount: number) => NoteFigures): NoteFigures | null {
  return amount > 0 ? pick(split(amount)) : null;
}

const pick = (f: NoteFigures): NoteFigures => ({ taxableValue: f.taxableValue, cgst: f.cgst, sgst: f.sgst, igst: f.igst, total: f.total });

/**
 * The last day a credit note reduces the tax of an invoice: 30 November following the end of the invoice's
 * financial year (CGST Act section 34(2) as amended by the Finance Act 2022). Dates are `YYYY-MM-DD` in
 * DEFAULT_TIME_ZONE.
 */
export function lastDayToAdjustTax(invoiceIssuedOn: string): string {
  const year = Number(invoiceIssuedOn.slice(0, 4));
  const endYear = Number(invoiceIssuedOn.slice(5, 7)) >= 4 ? year + 1 : year;
  return `${endYear}-11-30`;
}

export const adjustsTax = (invoiceIssuedOn: string, noteIssuedOn: string): boolean => noteIssuedOn <= lastDayToAdjustTax(invoiceIssuedOn);

/** A credit note past the time limit reduces no tax: no tax in it, its taxable value its total. */
export const withoutTax = (f: NoteFigures): NoteFigures => ({ taxableValue: f.total, cgst: 0, sgst: 0, igst: 0, total: f.total });
