import { money, moneySchema } from "../money";

/** A tax document's figures in minor units (billing-and-delivery.md §4): the taxable value, the GST split and the total. */
export interface TaxFigures {
  taxableValueMinor: number;
  cgstMinor: number;
  sgstMinor: number;
  igstMinor: number;
  totalMinor: number;
}

/** The figures as the API shows them: one Money each, for invoices, credit notes and the GST register alike. */
export const taxFiguresSchema = { taxableValue: moneySchema, cgst: moneySchema, sgst: moneySchema, igst: moneySchema, total: moneySchema };

export const taxFiguresOf = (f: TaxFigures, currency: string) => ({
  taxableValue: money(f.taxableValueMinor, currency),
  cgst: money(f.cgstMinor, currency),
  sgst: money(f.sgstMinor, currency),
  igst: money(f.igstMinor, currency),
  total: money(f.totalMinor, currency),
});
