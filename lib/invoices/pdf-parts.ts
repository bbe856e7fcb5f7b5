import "server-only";
import type { Invoice } from "../../db/schema";
import { company } from "../company";
import { inrFigures, type TaxedFigures } from "../gst/inr";
import { lutApplies } from "../gst/tax";
import { dateTimeFormat } from "../intl-cache";
import { formatMoneyPlain } from "../money";
import { minorExponent } from "../validation/currencies";
import { rateOfE4 } from "../validation/gst-buyer";

// What books.md §1 adds to every tax document's page: rupee values, the bank, the PO and due date, the LUT.

const ink = "#0f172a";
const muted = "#475569";
const LEFT = 48;
const WIDTH = 595.28 - 2 * LEFT;

/** "26 Nov 2026": unambiguous, as Indian invoices print dates. */
const longDate = (iso: string) =>
  dateTimeFormat("en-IN", { day: "2-digit", month: "short", year: "numeric", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));

type Figures = TaxedFigures & { currency: string };

/** A foreign-currency document's rate and its figures in rupees (books.md §1: lib/gst/inr.ts's one rule). */
export function inRupees(doc: PDFKit.PDFDocument, inv: Invoice, figures: Figures): void {
  if (inv.exchangeRateE4 === null || figures.currency === "INR") return;
  const inr = inrFigures(figures, inv.exchangeRateE4, minorExponent(figures.currency));
  const rupees = (minor: number) => formatMoneyPlain(minor, "INR");
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor(ink)
    .text(
      `Exchange rate: 1 ${figures.currency} = INR ${rateOfE4(inv.exchangeRateE4)}. In rupees: taxable value ${rupees(inr.taxableValueMinor)}, IGST ${rupees(inr.igstMinor)}, total ${rupees(inr.totalMinor)}.`,
      { width: WIDTH },
    )
    .moveDown(0.3);
}

/** Where to pay: the company's bank (COMPANY_BANK_*), when configured. */
export function bankBlock(doc: PDFKit.PDFDocument): void {
  const bank = company().bank;
  if (!bank) return;
  const parts = [bank.name && `Bank: ${bank.name}`, bank.account && `Account no.: ${bank.account}`, bank.ifsc && `IFSC: ${bank.ifsc}`].filter(Boolean);
  doc.moveDown(0.3);
  doc.font("Helvetica-Bold").fontSize(9).fillColor(muted).text("Bank details", LEFT, doc.y, { width: WIDTH });
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor(ink)
    .text(`Account name: ${company().name}. ${parts.join(". ")}.`, { width: WIDTH });
}

/** What accounts payable look for on every document: the purchase order and the due date, when there are. */
export const payableMeta = (d: { purchaseOrder: string; dueOn: string | null }): [string, string][] => [
  ...(d.purchaseOrder ? [["Purchase order", d.purchaseOrder] as [string, string]] : []),
  ...(d.dueOn ? [["Due date", longDate(d.dueOn)] as [string, string]] : []),
];

/** The notes every document ends with: the LUT it relies on, and the reverse charge (never, for this supply). */
export function lutNote(inv: Invoice): string[] {
  const lut = company().lut;
  return (inv.supplyKind === "export_lut" || inv.supplyKind === "sez_lut") && lut && lutApplies(lut, inv.issuedOn)
    ? [`Letter of Undertaking ARN ${lut.arn} (financial year ${lut.financialYear}).`]
    : [];
}
export const REVERSE_CHARGE = "Tax payable on reverse charge: No";
