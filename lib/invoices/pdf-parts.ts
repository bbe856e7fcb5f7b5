import "server-only";
import type { Invoice } from "../../db/schema";
import { company } from "../company";
import { gstBreakdown } from "../gst/breakdown";
import { inrFigures, type TaxedFigures } from "../gst/inr";
import { gstStates, placeOfSupplyLabel } from "../gst/states";
import { lutApplies } from "../gst/tax";
import { formatMoneyPlain } from "../money";
import { figureRow, INK, LEFT, longDate, MUTED, NAVY, partyHeading, WIDTH, type TableColumn } from "../pdf/frame";
import { amountInWords } from "../sales/receipts";
import { minorExponent } from "../validation/currencies";
import { rateOfE4 } from "../validation/gst-buyer";

// What a tax document (an invoice, a credit or debit note) draws inside the frame of lib/pdf/frame.ts: the buyer
// and the document's numbers, the tax summary, and what books.md §1 adds to every one of them (rupee values, the
// bank, the PO and due date, the LUT).

/** The figures of an invoice or a note, in minor units of its currency. */
export type Figures = TaxedFigures & { currency: string };

export const stateLine = (code: string | null, country: string) =>
  country !== "IN"
    ? `Country: ${country} (outside India)`
    : code
      ? `State: ${gstStates[code] ?? code}, code ${code}`
      : "State: not given (supplied in the supplier's state)";

/** The document's one line: what was supplied, per seat with and without GST, and its taxable value. */
export const LINE_COLUMNS: TableColumn[] = [
  { label: "#", width: 0.05, align: "left" },
  { label: "Description of service", width: 0.34, align: "left" },
  { label: "SAC", width: 0.09, align: "left" },
  { label: "Qty", width: 0.06, align: "right" },
  { label: "Rate per seat (incl. GST)", width: 0.14, align: "right" },
  { label: "Rate per seat (excl. GST)", width: 0.14, align: "right" },
  { label: "Taxable value", width: 0.18, align: "right" },
];

/** The buyer on the left and the document's numbers, then its place of supply, on the right. */
export function billTo(doc: PDFKit.PDFDocument, inv: Invoice, meta: [string, string][]): void {
  const boxTop = doc.y;
  const width = WIDTH * 0.55;
  partyHeading(doc, "BILL TO", inv.buyerName, width);
  doc.font("Helvetica").fontSize(9).fillColor(INK);
  if (inv.buyerAddress) doc.text(inv.buyerAddress, { width });
  doc.text(inv.buyerGstin ? `GSTIN: ${inv.buyerGstin}` : "GSTIN: unregistered", { width });
  doc.text(stateLine(inv.buyerStateCode, inv.buyerCountry), { width });
  const afterBuyer = doc.y;
  let y = boxTop;
  for (const [label, value] of [...meta, ["Place of supply", placeOfSupplyLabel(inv.placeOfSupply)] as [string, string]]) {
    doc
      .font("Helvetica")
      .fontSize(9)
      .fillColor(MUTED)
      .text(label, LEFT + WIDTH * 0.58, y, { width: WIDTH * 0.17 });
    doc
      .font("Helvetica-Bold")
      .fillColor(INK)
      .text(value, LEFT + WIDTH * 0.75, y, { width: WIDTH * 0.25, align: "right" });
    y = doc.y + 3;
  }
  doc.y = Math.max(afterBuyer, y) + 14;
}

/** On the right: the GST breakdown, then the total on a dark band. */
export function taxSummary(doc: PDFKit.PDFDocument, inv: Invoice, figures: Figures, totalLabel: string): void {
  const money = (minor: number) => formatMoneyPlain(minor, figures.currency);
  const labelX = LEFT + WIDTH * 0.5;
  const column = { labelX, labelWidth: WIDTH * 0.3, valueX: labelX + WIDTH * 0.3, valueWidth: WIDTH * 0.2, lineHeight: 15, labelColor: MUTED };
  const amounts = { taxableValue: figures.taxableValueMinor, cgst: figures.cgstMinor, sgst: figures.sgstMinor, igst: figures.igstMinor };
  for (const { label, amount } of gstBreakdown({ kind: inv.supplyKind, rateBasisPoints: inv.rateBasisPoints }, amounts))
    figureRow(doc, label, money(amount), column);
  const totalY = doc.y + 2;
  doc.rect(labelX, totalY, WIDTH * 0.5, 22).fill(NAVY);
  doc
    .font("Helvetica-Bold")
    .fontSize(10)
    .fillColor("#ffffff")
    .text(totalLabel, labelX + 6, totalY + 6, { width: WIDTH * 0.3 });
  doc.text(money(figures.totalMinor), labelX + WIDTH * 0.3, totalY + 6, { width: WIDTH * 0.2 - 6, align: "right" });
  doc.y = totalY + 32;
}

/** Under the figures: the total in words, its rupees, the endorsement, the document's notes and the bank. */
export function closingWords(doc: PDFKit.PDFDocument, inv: Invoice, figures: Figures, notes: string[]): void {
  doc.font("Helvetica-Bold").fontSize(9).fillColor(MUTED).text("Amount in words", LEFT, doc.y, { width: WIDTH });
  doc.font("Helvetica").fontSize(10).fillColor(INK).text(amountInWords(figures.totalMinor, figures.currency), { width: WIDTH });
  doc.moveDown(0.8);
  inRupees(doc, inv, figures);
  if (inv.endorsement) doc.font("Helvetica-Bold").fontSize(9).fillColor(INK).text(inv.endorsement, { width: WIDTH }).moveDown(0.3);
  for (const note of notes) doc.font("Helvetica").fontSize(9).fillColor(INK).text(note, { width: WIDTH }).moveDown(0.3);
  bankBlock(doc);
}

/** A foreign-currency document's rate and its figures in rupees (books.md §1: lib/gst/inr.ts's one rule). */
export function inRupees(doc: PDFKit.PDFDocument, inv: Invoice, figures: Figures): void {
  if (inv.exchangeRateE4 === null || figures.currency === "INR") return;
  const inr = inrFigures(figures, inv.exchangeRateE4, minorExponent(figures.currency));
  const rupees = (minor: number) => formatMoneyPlain(minor, "INR");
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor(INK)
    .text(
      `Exchange rate: 1 ${figures.currency} = INR ${rateOfE4(inv.exchangeRateE4)}. In rupees: taxable value ${rupees(inr.taxableValueMinor)}, IGST ${rupees(inr.igstMinor)}, total ${rupees(inr.totalMinor)}.`,
      { width: WIDTH },
    )
    .moveDown(0.3);
}

/** Where to pay: the company's bank (COMPANY_BANK_*), when configured. */
export function bankBlock(doc: PDFKit.PDFDocument): void {
  const { bank, name } = company();
  if (!bank) return;
  const parts = [bank.name && `Bank: ${bank.name}`, bank.account && `Account no.: ${bank.account}`, bank.ifsc && `IFSC: ${bank.ifsc}`].filter(Boolean);
  doc.moveDown(0.3);
  doc.font("Helvetica-Bold").fontSize(9).fillColor(MUTED).text("Bank details", LEFT, doc.y, { width: WIDTH });
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor(INK)
    .text(`Account name: ${name}. ${parts.join(". ")}.`, { width: WIDTH });
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
