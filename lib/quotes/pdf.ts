import "server-only";
import PDFDocument from "pdfkit";
import { company } from "../company";
import { placeOfSupplyLabel } from "../gst/states";
import { TRAINING_SAC } from "../gst/tax";
import { formatMoneyPlain } from "../money";
import { amountInWords } from "../sales/receipts";
import type { QuoteView } from "./reads";

const ink = "#0f172a";
const muted = "#475569";
const LEFT = 48;
const WIDTH = 595.28 - 2 * LEFT;

/** The quote as a PDF (pdfkit, standard fonts): the company, the buyer, each line's pricing, the GST in the total, validity. */
export function quotePdf(view: QuoteView): Promise<Buffer> {
  const { quote, tax } = view;
  const c = company();
  const money = (minor: number) => formatMoneyPlain(minor, quote.currency);
  const doc = new PDFDocument({ size: "A4", margin: LEFT, info: { Title: `Quote ${quote.number}`, Author: c.name } });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const top = doc.y;
  doc
    .font("Helvetica-Bold")
    .fontSize(15)
    .fillColor(ink)
    .text(c.name, LEFT, top, { width: WIDTH * 0.6 });
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor(muted)
    .text(c.address, { width: WIDTH * 0.6 });
  if (c.gstin)
    doc
      .font("Helvetica-Bold")
      .fillColor(ink)
      .text(`GSTIN: ${c.gstin}`, { width: WIDTH * 0.6 });
  const afterSupplier = doc.y;
  doc
    .font("Helvetica-Bold")
    .fontSize(16)
    .fillColor("#1e1b4b")
    .text("QUOTATION", LEFT + WIDTH * 0.6, top, { width: WIDTH * 0.4, align: "right" });
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor(ink)
    .text(quote.number, { width: WIDTH * 0.4, align: "right" });
  doc.text(`Valid until ${quote.validUntil}`, { width: WIDTH * 0.4, align: "right" });
  doc.y = Math.max(afterSupplier, doc.y) + 16;

  doc.font("Helvetica-Bold").fontSize(8).fillColor(muted).text("PREPARED FOR", LEFT, doc.y, { width: WIDTH });
  doc
    .font("Helvetica-Bold")
    .fontSize(10)
    .fillColor(ink)
    .text(view.organizationName ?? quote.buyerName);
  doc
    .font("Helvetica")
    .fontSize(9)
    .text(view.organizationName ? `Attn. ${quote.buyerName}, ${quote.buyerEmail}` : quote.buyerEmail);
  doc.moveDown(1);

  for (const [i, line] of view.lines.entries()) {
    doc
      .font("Helvetica-Bold")
      .fontSize(10)
      .fillColor(ink)
      .text(`${i + 1}. ${line.courseTitle}`, LEFT, doc.y, { width: WIDTH });
    doc
      .font("Helvetica")
      .fontSize(9)
      .fillColor(muted)
      .text(
        `${line.startDate} to ${line.endDate} · SAC ${TRAINING_SAC} · ${line.seats} seat${line.seats === 1 ? "" : "s"} at ${money(line.pricing.unitPrice)}`,
      );
    for (const d of line.pricing.discounts) doc.text(`${d.label}: −${money(d.amount)}`);
    doc
      .font("Helvetica-Bold")
      .fillColor(ink)
      .text(`Line total ${money(line.totalMinor)}`, { width: WIDTH, align: "right" });
    doc.moveDown(0.6);
  }
  doc
    .moveTo(LEFT, doc.y)
    .lineTo(LEFT + WIDTH, doc.y)
    .strokeColor("#cbd5e1")
    .stroke();
  doc.moveDown(0.5);
  const row = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc
      .font(bold ? "Helvetica-Bold" : "Helvetica")
      .fontSize(bold ? 11 : 9)
      .fillColor(ink)
      .text(label, LEFT + WIDTH * 0.45, y, { width: WIDTH * 0.3 });
    doc.text(value, LEFT + WIDTH * 0.75, y, { width: WIDTH * 0.25, align: "right" });
    doc.y = y + (bold ? 18 : 14);
  };
  row("Taxable value", money(tax.taxableValue));
  if (tax.kind === "intra_state") {
    row(`CGST @ ${tax.rate / 2}%`, money(tax.cgst));
    row(`SGST @ ${tax.rate / 2}%`, money(tax.sgst));
  } else if (tax.kind === "inter_state" || tax.kind === "export_igst" || tax.kind === "sez_igst") row(`IGST @ ${tax.rate}%`, money(tax.igst));
  else if (tax.kind === "export_lut" || tax.kind === "sez_lut") row("IGST @ 0% (zero-rated)", money(0));
  row("Total (incl. GST)", money(quote.totalMinor), true);
  doc.font("Helvetica").fontSize(9).fillColor(muted).text(amountInWords(quote.totalMinor, quote.currency), LEFT, doc.y, { width: WIDTH, align: "right" });
  if (tax.placeOfSupply) doc.text(`Place of supply: ${placeOfSupplyLabel(tax.placeOfSupply)}`, { width: WIDTH, align: "right" });
  doc.moveDown(1);
  if (tax.endorsement) doc.font("Helvetica-Bold").fontSize(9).fillColor(ink).text(tax.endorsement, LEFT, doc.y, { width: WIDTH }).moveDown(0.6);
  if (quote.purchaseOrder) doc.font("Helvetica").fontSize(9).fillColor(ink).text(`Purchase order: ${quote.purchaseOrder}`, LEFT, doc.y, { width: WIDTH });
  if (quote.paymentTermsDays)
    doc.font("Helvetica").fontSize(9).fillColor(ink).text(`Payment terms: ${quote.paymentTermsDays} days from the invoice`, LEFT, doc.y, { width: WIDTH });
  if (quote.note) doc.font("Helvetica").fontSize(9).fillColor(ink).text(quote.note, LEFT, doc.y, { width: WIDTH }).moveDown(0.6);
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor(ink)
    .text(
      "Accept this quote with the link in our mail: the seats are booked at these prices and the tax invoice follows with the first payment.",
      LEFT,
      doc.y,
      { width: WIDTH },
    );
  doc.end();
  return done;
}
