// The books' vouchers from the product's documents and ledger entries (books.md §5), in rupees: a foreign document
// through its own exchange rate (lib/gst/inr.ts), a payment, refund or deduction through its booking's. Pure.
import { inrFigures, toInrMinor, type TaxedFigures } from "../gst/inr";
import { LEDGERS, type Party, type Voucher, type VoucherLine } from "./tally";

/** An invoice, credit note or debit note: its number, date, figures, exchange rate and the invoice it belongs to. */
export interface DocumentEntry extends TaxedFigures {
  id: string;
  number: string;
  issuedOn: string;
  exchangeRateE4: number | null;
  invoiceNumber: string;
  party: Party;
}

/** A payment, refund or TDS deduction of a booking, in the booking's currency. */
export interface MoneyEntry {
  id: string;
  number: string;
  date: string;
  amountMinor: number;
  currency: string;
  /** The booking's rupees per unit ×10⁴ (null for INR). */
  exchangeRateE4: number | null;
  bookingNumber: string;
  /** The booking's current invoice number, or null before it is invoiced. */
  invoiceNumber: string | null;
  party: Party;
}

export interface LedgerEntries {
  invoices: DocumentEntry[];
  creditNotes: DocumentEntry[];
  debitNotes: DocumentEntry[];
  payments: MoneyEntry[];
  refunds: MoneyEntry[];
  deductions: MoneyEntry[];
}

/** Credit lines of a document's income and taxes (sign −1 turns them into debits, for a credit note). */
function incomeLines(f: TaxedFigures, sign: 1 | -1): VoucherLine[] {
  const lines: VoucherLine[] = [
    { ledger: LEDGERS.fees, amountPaise: sign * f.taxableValueMinor },
    { ledger: LEDGERS.cgst, amountPaise: sign * f.cgstMinor },
    { ledger: LEDGERS.sgst, amountPaise: sign * f.sgstMinor },
    { ledger: LEDGERS.igst, amountPaise: sign * f.igstMinor },
  ];
  return lines.filter((l, i) => i === 0 || l.amountPaise !== 0);
}

function documentVoucher(type: "Sales" | "Credit Note" | "Debit Note", d: DocumentEntry): Voucher {
  const f = inrFigures(d, d.exchangeRateE4);
  const sign = type === "Credit Note" ? -1 : 1;
  const bill = { type: type === "Sales" ? ("New Ref" as const) : ("Agst Ref" as const), name: d.invoiceNumber };
  const kind = { Sales: "invoice", "Credit Note": "credit-note", "Debit Note": "debit-note" }[type];
  return {
    type,
    date: d.issuedOn,
    number: d.number,
    remoteId: `training-portal-${kind}-${d.id}`,
    party: d.party,
    reference: d.invoiceNumber,
    narration: type === "Sales" ? `Invoice ${d.number}` : `${type} ${d.number} against ${d.invoiceNumber}`,
    lines: [{ ledger: d.party.name, amountPaise: -sign * f.totalMinor, bill }, ...incomeLines(f, sign)],
  };
}

function moneyVoucher(type: "Receipt" | "Payment" | "Journal", e: MoneyEntry, ledger: string): Voucher {
  const paise = e.exchangeRateE4 === null ? e.amountMinor : toInrMinor(e.amountMinor, e.exchangeRateE4);
  // Money in (a receipt, a deduction the buyer pays the government for us) credits the buyer; a refund debits it.
  const partySign = type === "Payment" ? -1 : 1;
  const bill = e.invoiceNumber ? { type: "Agst Ref" as const, name: e.invoiceNumber } : { type: "On Account" as const, name: e.bookingNumber };
  const kind = { Receipt: "payment", Payment: "refund", Journal: "tds" }[type];
  const what = { Receipt: "Receipt", Payment: "Refund", Journal: "TDS deducted" }[type];
  return {
    type,
    date: e.date,
    number: e.number,
    remoteId: `training-portal-${kind}-${e.id}`,
    party: e.party,
    reference: e.invoiceNumber ?? "",
    narration: `${what} ${e.number}, booking ${e.bookingNumber}${e.currency === "INR" ? "" : ` (${e.currency})`}`,
    lines: [
      { ledger: e.party.name, amountPaise: partySign * paise, bill },
      { ledger, amountPaise: -partySign * paise },
    ],
  };
}

/** Every voucher, by date then type then number: sales, notes, receipts, TDS journals and refund payments. */
export function vouchersOf(entries: LedgerEntries, bankLedger: string): Voucher[] {
  const vouchers = [
    ...entries.invoices.map((d) => documentVoucher("Sales", d)),
    ...entries.creditNotes.map((d) => documentVoucher("Credit Note", d)),
    ...entries.debitNotes.map((d) => documentVoucher("Debit Note", d)),
    ...entries.payments.map((e) => moneyVoucher("Receipt", e, bankLedger)),
    ...entries.deductions.map((e) => moneyVoucher("Journal", e, LEDGERS.tds)),
    ...entries.refunds.map((e) => moneyVoucher("Payment", e, bankLedger)),
  ];
  return vouchers.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** The buyers the vouchers name, once each (by ledger name: Tally knows a ledger by its name). */
export function partiesOf(vouchers: Voucher[]): Party[] {
  const byName = new Map<string, Party>();
  for (const v of vouchers) if (!byName.has(v.party.name)) byName.set(v.party.name, v.party);
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}
