import "server-only";
import PDFDocument from "pdfkit";
import type { CreditNote, DebitNote, Invoice } from "../../db/schema";
import { gstStates, placeOfSupplyLabel } from "../gst/states";
import { panOfGstin } from "../gst/treatment";
import { bankBlock, inRupees, lutNote, payableMeta, REVERSE_CHARGE } from "./pdf-parts";
import { download } from "../http/download";
import { formatMoneyPlain } from "../money";
import { amountInWords } from "../sales/receipts";
import { dateTimeFormat } from "../intl-cache";

const reasonLabels: Record<CreditNote["reason"], string> = {
  refund: "Refund",
  price_reduced: "Price reduced after invoicing",
  cancelled: "Booking cancelled after invoicing",
  reissued: "Invoice re-issued with corrected buyer details",
};

const ink = "#0f172a";
const muted = "#475569";
const rule = "#cbd5e1";
const LEFT = 48;
const WIDTH = 595.28 - 2 * LEFT;

const stateLine = (code: string | null, country: string) =>
  country !== "IN"
    ? `Country: ${country} (outside India)`
    : code
      ? `State: ${gstStates[code] ?? code}, code ${code}`
      : "State: not given (supplied in the supplier's state)";
/** "26 Nov 2026": unambiguous, as Indian invoices print dates. */
const longDate = (iso: string) =>
  dateTimeFormat("en-IN", { day: "2-digit", month: "short", year: "numeric", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
const percent = (basisPoints: number) => `${Number((basisPoints / 100).toFixed(2))}%`;

interface Figures {
  taxableValueMinor: number;
  cgstMinor: number;
  sgstMinor: number;
  igstMinor: number;
  totalMinor: number;
  currency: string;
}

/** A rule across the text's width at the current line. */
const ruleAcross = (doc: PDFKit.PDFDocument, lineWidth: number) =>
  doc
    .moveTo(LEFT, doc.y)
    .lineTo(LEFT + WIDTH, doc.y)
    .strokeColor(rule)
    .lineWidth(lineWidth)
    .stroke();

/** The A4 page both documents share: the parties, the meta box, one line, the tax table, words and notes. */
function renderDocument(options: {
  title: string;
  meta: [string, string][];
  invoice: Invoice;
  figures: Figures;
  lineLabel: string;
  quantity: string;
  rate: string;
  rateExclusive: string;
  notes: string[];
  totalLabel: string;
}): Promise<Buffer> {
  const { title, meta, invoice: inv, figures, notes } = options;
  const doc = new PDFDocument({ size: "A4", margin: LEFT, info: { Title: `${title} ${meta[0]![1]}`, Author: inv.supplierName } });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const money = (minor: number) => formatMoneyPlain(minor, figures.currency);

  // Supplier, and the document's title on the right.
  const top = doc.y;
  doc
    .font("Helvetica-Bold")
    .fontSize(15)
    .fillColor(ink)
    .text(inv.supplierName, LEFT, top, { width: WIDTH * 0.6 });
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor(muted)
    .text(inv.supplierAddress, { width: WIDTH * 0.6 });
  if (inv.supplierGstin)
    doc
      .font("Helvetica-Bold")
      .fillColor(ink)
      .text(`GSTIN: ${inv.supplierGstin}`, { width: WIDTH * 0.6 });
  if (inv.supplierGstin)
    doc
      .font("Helvetica")
      .fillColor(ink)
      .text(`PAN: ${panOfGstin(inv.supplierGstin)}`, { width: WIDTH * 0.6 });
  if (inv.supplierStateCode)
    doc
      .font("Helvetica")
      .fillColor(muted)
      .text(stateLine(inv.supplierStateCode, "IN"), { width: WIDTH * 0.6 });
  const afterSupplier = doc.y;
  doc
    .font("Helvetica-Bold")
    .fontSize(16)
    .fillColor("#1e1b4b")
    .text(title, LEFT + WIDTH * 0.6, top, { width: WIDTH * 0.4, align: "right" });
  doc
    .font("Helvetica")
    .fontSize(8)
    .fillColor(muted)
    .text("Original for recipient", { width: WIDTH * 0.4, align: "right" });
  doc.y = Math.max(afterSupplier, doc.y) + 10;
  ruleAcross(doc, 1);
  doc.y += 10;

  // Bill to (left) and the document's numbers (right).
  const boxTop = doc.y;
  doc
    .font("Helvetica-Bold")
    .fontSize(8)
    .fillColor(muted)
    .text("BILL TO", LEFT, boxTop, { width: WIDTH * 0.55 });
  doc
    .font("Helvetica-Bold")
    .fontSize(10)
    .fillColor(ink)
    .text(inv.buyerName, { width: WIDTH * 0.55 });
  doc.font("Helvetica").fontSize(9).fillColor(ink);
  if (inv.buyerAddress) doc.text(inv.buyerAddress, { width: WIDTH * 0.55 });
  doc.text(inv.buyerGstin ? `GSTIN: ${inv.buyerGstin}` : "GSTIN: unregistered", { width: WIDTH * 0.55 });
  doc.text(stateLine(inv.buyerStateCode, inv.buyerCountry), { width: WIDTH * 0.55 });
  const afterBuyer = doc.y;
  let y = boxTop;
  for (const [label, value] of [...meta, ["Place of supply", placeOfSupplyLabel(inv.placeOfSupply)] as [string, string]]) {
    doc
      .font("Helvetica")
      .fontSize(9)
      .fillColor(muted)
      .text(label, LEFT + WIDTH * 0.58, y, { width: WIDTH * 0.17 });
    doc
      .font("Helvetica-Bold")
      .fillColor(ink)
      .text(value, LEFT + WIDTH * 0.75, y, { width: WIDTH * 0.25, align: "right" });
    y = doc.y + 3;
  }
  doc.y = Math.max(afterBuyer, y) + 14;

  // The line.
  const cols = [
    { label: "#", width: 0.05, align: "left" as const },
    { label: "Description of service", width: 0.34, align: "left" as const },
    { label: "SAC", width: 0.09, align: "left" as const },
    { label: "Qty", width: 0.06, align: "right" as const },
    { label: "Rate per seat (incl. GST)", width: 0.14, align: "right" as const },
    { label: "Rate per seat (excl. GST)", width: 0.14, align: "right" as const },
    { label: "Taxable value", width: 0.18, align: "right" as const },
  ];
  const row = (cells: string[], font: string, fill?: string) => {
    const rowTop = doc.y;
    let x = LEFT;
    const heights = cells.map((cell, i) =>
      doc
        .font(font)
        .fontSize(9)
        .heightOfString(cell, { width: cols[i]!.width * WIDTH - 8 }),
    );
    const height = Math.max(...heights) + 10;
    if (fill) doc.rect(LEFT, rowTop, WIDTH, height).fill(fill);
    cells.forEach((cell, i) => {
      doc
        .font(font)
        .fontSize(9)
        .fillColor(ink)
        .text(cell, x + 4, rowTop + 5, { width: cols[i]!.width * WIDTH - 8, align: cols[i]!.align });
      x += cols[i]!.width * WIDTH;
    });
    doc.y = rowTop + height;
    ruleAcross(doc, 0.5);
  };
  row(
    cols.map((c) => c.label),
    "Helvetica-Bold",
    "#eef2ff",
  );
  row(["1", options.lineLabel, inv.sac, options.quantity, options.rate, options.rateExclusive, money(figures.taxableValueMinor)], "Helvetica");
  doc.y += 10;

  // Tax summary on the right.
  const half = inv.rateBasisPoints / 2;
  const taxRows: [string, number][] = [["Taxable value", figures.taxableValueMinor]];
  if (inv.supplyKind === "intra_state") taxRows.push([`CGST @ ${percent(half)}`, figures.cgstMinor], [`SGST @ ${percent(half)}`, figures.sgstMinor]);
  else if (inv.supplyKind === "inter_state" || inv.supplyKind === "export_igst" || inv.supplyKind === "sez_igst")
    taxRows.push([`IGST @ ${percent(inv.rateBasisPoints)}`, figures.igstMinor]);
  else if (inv.supplyKind === "export_lut") taxRows.push(["IGST @ 0% (zero-rated export)", 0]);
  else if (inv.supplyKind === "sez_lut") taxRows.push(["IGST @ 0% (zero-rated, SEZ)", 0]);
  const labelX = LEFT + WIDTH * 0.5;
  for (const [label, value] of taxRows) {
    const rowY = doc.y;
    doc
      .font("Helvetica")
      .fontSize(9)
      .fillColor(muted)
      .text(label, labelX, rowY, { width: WIDTH * 0.3 });
    doc.fillColor(ink).text(money(value), labelX + WIDTH * 0.3, rowY, { width: WIDTH * 0.2, align: "right" });
    doc.y = rowY + 15;
  }
  const totalY = doc.y + 2;
  doc.rect(labelX, totalY, WIDTH * 0.5, 22).fill("#1e1b4b");
  doc
    .font("Helvetica-Bold")
    .fontSize(10)
    .fillColor("#ffffff")
    .text(options.totalLabel, labelX + 6, totalY + 6, { width: WIDTH * 0.3 });
  doc.text(money(figures.totalMinor), labelX + WIDTH * 0.3, totalY + 6, { width: WIDTH * 0.2 - 6, align: "right" });
  doc.y = totalY + 32;

  doc.font("Helvetica-Bold").fontSize(9).fillColor(muted).text("Amount in words", LEFT, doc.y, { width: WIDTH });
  doc.font("Helvetica").fontSize(10).fillColor(ink).text(amountInWords(figures.totalMinor, figures.currency), { width: WIDTH });
  doc.moveDown(0.8);
  inRupees(doc, inv, figures);
  if (inv.endorsement) doc.font("Helvetica-Bold").fontSize(9).fillColor(ink).text(inv.endorsement, { width: WIDTH }).moveDown(0.3);
  for (const note of notes) doc.font("Helvetica").fontSize(9).fillColor(ink).text(note, { width: WIDTH }).moveDown(0.3);
  bankBlock(doc);

  doc.moveDown(2);
  doc
    .font("Helvetica-Bold")
    .fontSize(9)
    .fillColor(ink)
    .text(`For ${inv.supplierName}`, LEFT + WIDTH * 0.5, doc.y, { width: WIDTH * 0.5, align: "right" });
  doc
    .font("Helvetica")
    .fontSize(8)
    .fillColor(muted)
    .text("Authorised signatory", { width: WIDTH * 0.5, align: "right" });
  doc.moveDown(1.5);
  doc
    .font("Helvetica")
    .fontSize(8)
    .fillColor(muted)
    .text("This is a computer-generated document and needs no signature.", LEFT, doc.y, { width: WIDTH, align: "center" });
  doc.end();
  return done;
}

/** The tax invoice as a PDF (pdfkit, standard fonts). */
export function invoicePdf(invoice: Invoice): Promise<Buffer> {
  const notes: string[] = [REVERSE_CHARGE, ...lutNote(invoice)];
  if (invoice.supplyKind === "unregistered") notes.push("The supplier is not registered under GST: no tax is charged.");
  notes.push("Prices are inclusive of GST; the taxable value is the price less the tax in it.");
  return renderDocument({
    title: invoice.supplyKind === "unregistered" ? "INVOICE" : "TAX INVOICE",
    meta: [["Invoice no.", invoice.number], ["Invoice date", longDate(invoice.issuedOn)], ...payableMeta(invoice)],
    invoice,
    figures: invoice,
    lineLabel: invoice.description,
    quantity: String(invoice.quantity),
    rate: formatMoneyPlain(invoice.unitPriceMinor, invoice.currency),
    rateExclusive: formatMoneyPlain(invoice.unitTaxableValueMinor, invoice.currency),
    totalLabel: "Total (incl. GST)",
    notes,
  });
}

/** A note against an invoice: its number and date, the invoice it corrects, its line and reason, split like it. */
function notePdf(
  kind: { title: string; numberLabel: string; verb: string },
  note: CreditNote | DebitNote,
  invoice: Invoice,
  reason: string,
  line: string,
): Promise<Buffer> {
  return renderDocument({
    title: kind.title,
    meta: [
      [kind.numberLabel, note.number],
      ["Date", longDate(note.issuedOn)],
      ["Against invoice", invoice.number],
      ["Invoice date", longDate(invoice.issuedOn)],
      ...payableMeta(note),
    ],
    invoice,
    figures: note,
    lineLabel: `${line}. ${kind.verb} against ${invoice.description}`,
    quantity: "",
    rate: "",
    rateExclusive: "",
    totalLabel: `Total ${kind.verb.toLowerCase()} (incl. GST)`,
    notes: [`Reason: ${reason}.`, REVERSE_CHARGE, ...lutNote(invoice)],
  });
}

/** A credit note as a PDF: the invoice it corrects, its reason, and its figures split like that invoice. */
export function creditNotePdf(note: CreditNote, invoice: Invoice): Promise<Buffer> {
  const reason = reasonLabels[note.reason];
  return notePdf(
    { title: "CREDIT NOTE", numberLabel: "Credit note no.", verb: "Credited" },
    note,
    invoice,
    reason,
    `${reason}${note.note ? `: ${note.note}` : ""}`,
  );
}

/** A debit note as a PDF: the invoice it adds to, its reason, and the increase split like that invoice. */
export function debitNotePdf(note: DebitNote, invoice: Invoice): Promise<Buffer> {
  const reason = note.reason || "Price raised after invoicing";
  return notePdf({ title: "DEBIT NOTE", numberLabel: "Debit note no.", verb: "Debited" }, note, invoice, reason, reason);
}

/** A PDF download's answer. */
export function pdfResponse(pdf: Buffer, number: string): Response {
  return download(pdf, { filename: `${number.replace(/\//g, "-")}.pdf`, type: "application/pdf" });
}
