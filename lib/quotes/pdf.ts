import "server-only";
import { company, type Company } from "../company";
import { breakdownOfSplit } from "../gst/breakdown";
import { placeOfSupplyLabel } from "../gst/states";
import { TRAINING_SAC } from "../gst/tax";
import { formatMoneyPlain } from "../money";
import { a4, figureRow, INK, LEFT, MUTED, partyHeading, renderPdf, ruleAcross, supplierHeading, WIDTH, type FigureColumn } from "../pdf/frame";
import { amountInWords } from "../sales/receipts";
import type { QuoteView } from "./reads";

/** The quote as a PDF (pdfkit, standard fonts): the company, the buyer, each line's pricing, the GST in the total, validity. */
export function quotePdf(view: QuoteView): Promise<Buffer> {
  const { quote } = view;
  const c = company();
  return renderPdf(a4(`Quote ${quote.number}`, c.name), (doc) => {
    heading(doc, view, c);
    pricedLines(doc, view);
    ruleAcross(doc, 1);
    doc.moveDown(0.5);
    totals(doc, view);
    terms(doc, view);
  });
}

/** The company and the title with its number and validity, then whom it is prepared for. */
function heading(doc: PDFKit.PDFDocument, { quote, organizationName }: QuoteView, c: Company): void {
  supplierHeading(doc, { name: c.name, address: c.address, gstin: c.gstin }, "QUOTATION", {
    lines: [quote.number, `Valid until ${quote.validUntil}`],
    fontSize: 9,
    color: INK,
  });
  doc.y += 16;
  partyHeading(doc, "PREPARED FOR", organizationName ?? quote.buyerName, WIDTH);
  doc
    .font("Helvetica")
    .fontSize(9)
    .text(organizationName ? `Attn. ${quote.buyerName}, ${quote.buyerEmail}` : quote.buyerEmail);
  doc.moveDown(1);
}

/** Each line: the course, its dates, seats and price, its discounts, its total. */
function pricedLines(doc: PDFKit.PDFDocument, { quote, lines }: QuoteView): void {
  const money = (minor: number) => formatMoneyPlain(minor, quote.currency);
  for (const [i, line] of lines.entries()) {
    doc
      .font("Helvetica-Bold")
      .fontSize(10)
      .fillColor(INK)
      .text(`${i + 1}. ${line.courseTitle}`, LEFT, doc.y, { width: WIDTH });
    doc
      .font("Helvetica")
      .fontSize(9)
      .fillColor(MUTED)
      .text(
        `${line.startDate} to ${line.endDate} · SAC ${TRAINING_SAC} · ${line.seats} seat${line.seats === 1 ? "" : "s"} at ${money(line.pricing.unitPrice)}`,
      );
    for (const d of line.pricing.discounts) doc.text(`${d.label}: −${money(d.amount)}`);
    doc
      .font("Helvetica-Bold")
      .fillColor(INK)
      .text(`Line total ${money(line.totalMinor)}`, { width: WIDTH, align: "right" });
    doc.moveDown(0.6);
  }
}

/** The GST breakdown and the total, the total in words and the place of supply. */
function totals(doc: PDFKit.PDFDocument, { quote, tax }: QuoteView): void {
  const money = (minor: number) => formatMoneyPlain(minor, quote.currency);
  const column: FigureColumn = {
    labelX: LEFT + WIDTH * 0.45,
    labelWidth: WIDTH * 0.3,
    valueX: LEFT + WIDTH * 0.75,
    valueWidth: WIDTH * 0.25,
    lineHeight: 14,
    labelColor: INK,
  };
  for (const { label, amount } of breakdownOfSplit(tax)) figureRow(doc, label, money(amount), column);
  figureRow(doc, "Total (incl. GST)", money(quote.totalMinor), { ...column, font: "Helvetica-Bold", fontSize: 11, lineHeight: 18 });
  doc.font("Helvetica").fontSize(9).fillColor(MUTED).text(amountInWords(quote.totalMinor, quote.currency), LEFT, doc.y, { width: WIDTH, align: "right" });
  if (tax.placeOfSupply) doc.text(`Place of supply: ${placeOfSupplyLabel(tax.placeOfSupply)}`, { width: WIDTH, align: "right" });
  doc.moveDown(1);
}

/** The endorsement, the PO, payment terms and note, and how to accept. */
function terms(doc: PDFKit.PDFDocument, { quote, tax }: QuoteView): void {
  const say = (text: string) => doc.font("Helvetica").fontSize(9).fillColor(INK).text(text, LEFT, doc.y, { width: WIDTH });
  if (tax.endorsement) doc.font("Helvetica-Bold").fontSize(9).fillColor(INK).text(tax.endorsement, LEFT, doc.y, { width: WIDTH }).moveDown(0.6);
  if (quote.purchaseOrder) say(`Purchase order: ${quote.purchaseOrder}`);
  if (quote.paymentTermsDays) say(`Payment terms: ${quote.paymentTermsDays} days from the invoice`);
  if (quote.note) say(quote.note).moveDown(0.6);
  say("Accept this quote with the link in our mail: the seats are booked at these prices and the tax invoice follows with the first payment.");
}
