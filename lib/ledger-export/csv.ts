// The Tally vouchers as rows for other ledgers (books.md §5): one row a ledger line, formula-safe (lib/csv.ts). Pure.
import { toCsv } from "../csv";
import { tallyAmount, type Voucher } from "./tally";

export const LEDGER_CSV_HEADER = ["date", "voucherType", "number", "party", "gstin", "ledger", "debit", "credit", "reference"] as const;

export function ledgerCsv(vouchers: Voucher[]): string {
  const rows: (string | number)[][] = [[...LEDGER_CSV_HEADER]];
  for (const v of vouchers)
    for (const line of v.lines)
      rows.push([
        v.date,
        v.type,
        v.number,
        v.party.name,
        v.party.gstin ?? "",
        line.ledger,
        line.amountPaise < 0 ? tallyAmount(-line.amountPaise) : "",
        line.amountPaise >= 0 ? tallyAmount(line.amountPaise) : "",
        v.reference,
      ]);
  return toCsv(rows);
}
