import "server-only";
import PDFDocument from "pdfkit";
import { dateTimeFormat } from "../intl-cache";

// The frame every document PDF is drawn in (pdfkit, standard fonts): the A4 page and its bytes, the supplier's block
// with the title beside it, the party it is for, a table, a column of figures, the sign-off. A document draws only
// what is its own between them.

export const INK = "#0f172a";
export const MUTED = "#475569";
export const RULE = "#cbd5e1";
/** The title's and the total's dark indigo. */
export const NAVY = "#1e1b4b";
export const LEFT = 48;
/** The text's width on an A4 page with LEFT margins. */
export const WIDTH = 595.28 - 2 * LEFT;

/** "26 Nov 2026": unambiguous, as Indian tax documents print dates. */
export const longDate = (iso: string): string =>
  dateTimeFormat("en-IN", { day: "2-digit", month: "short", year: "numeric", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));

/** A PDF's bytes: `draw` fills the document, which is then ended. */
export function renderPdf(options: PDFKit.PDFDocumentOptions, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  draw(doc);
  doc.end();
  return done;
}

/** The A4 portrait page of a document from the supplier named `author`. */
export const a4 = (title: string, author: string): PDFKit.PDFDocumentOptions => ({ size: "A4", margin: LEFT, info: { Title: title, Author: author } });

/** A rule across the text's width at the current line. */
export const ruleAcross = (doc: PDFKit.PDFDocument, lineWidth: number) =>
  doc
    .moveTo(LEFT, doc.y)
    .lineTo(LEFT + WIDTH, doc.y)
    .strokeColor(RULE)
    .lineWidth(lineWidth)
    .stroke();

export interface SupplierBlock {
  name: string;
  address: string;
  gstin: string | null;
  /** Printed under the GSTIN when given. */
  pan?: string | null;
  /** "State: Karnataka, code 29", when given. */
  stateLine?: string | null;
}

/** The lines under the title, right-aligned: their size and colour. */
export interface TitleAside {
  lines: string[];
  fontSize: number;
  color: string;
}

/** The supplier on the left and the document's title on the right; the page continues under the taller of the two. */
export function supplierHeading(doc: PDFKit.PDFDocument, supplier: SupplierBlock, title: string, aside: TitleAside): void {
  const top = doc.y;
  const width = WIDTH * 0.6;
  doc.font("Helvetica-Bold").fontSize(15).fillColor(INK).text(supplier.name, LEFT, top, { width });
  doc.font("Helvetica").fontSize(9).fillColor(MUTED).text(supplier.address, { width });
  if (supplier.gstin) doc.font("Helvetica-Bold").fillColor(INK).text(`GSTIN: ${supplier.gstin}`, { width });
  if (supplier.gstin && supplier.pan !== undefined) doc.font("Helvetica").fillColor(INK).text(`PAN: ${supplier.pan}`, { width });
  if (supplier.stateLine) doc.font("Helvetica").fillColor(MUTED).text(supplier.stateLine, { width });
  const afterSupplier = doc.y;
  const right = { width: WIDTH * 0.4, align: "right" as const };
  doc
    .font("Helvetica-Bold")
    .fontSize(16)
    .fillColor(NAVY)
    .text(title, LEFT + WIDTH * 0.6, top, right);
  doc.font("Helvetica").fontSize(aside.fontSize).fillColor(aside.color);
  for (const line of aside.lines) doc.text(line, right);
  doc.y = Math.max(afterSupplier, doc.y);
}

/** Whom the document is for: a small capitalised label, then their name. */
export function partyHeading(doc: PDFKit.PDFDocument, label: string, name: string, width: number): void {
  doc.font("Helvetica-Bold").fontSize(8).fillColor(MUTED).text(label, LEFT, doc.y, { width });
  doc.font("Helvetica-Bold").fontSize(10).fillColor(INK).text(name, { width });
}

export interface TableColumn {
  label: string;
  /** A share of the text's width. */
  width: number;
  align: "left" | "right";
}

/** A table across the page: a shaded header row, then each row, each ruled under. */
export function table(doc: PDFKit.PDFDocument, columns: TableColumn[], rows: string[][]): void {
  const row = (cells: string[], font: string, fill?: string) => {
    const rowTop = doc.y;
    const cellWidth = (i: number) => columns[i]!.width * WIDTH - 8;
    const heights = cells.map((cell, i) =>
      doc
        .font(font)
        .fontSize(9)
        .heightOfString(cell, { width: cellWidth(i) }),
    );
    const height = Math.max(...heights) + 10;
    if (fill) doc.rect(LEFT, rowTop, WIDTH, height).fill(fill);
    let x = LEFT;
    cells.forEach((cell, i) => {
      doc
        .font(font)
        .fontSize(9)
        .fillColor(INK)
        .text(cell, x + 4, rowTop + 5, { width: cellWidth(i), align: columns[i]!.align });
      x += columns[i]!.width * WIDTH;
    });
    doc.y = rowTop + height;
    ruleAcross(doc, 0.5);
  };
  row(
    columns.map((c) => c.label),
    "Helvetica-Bold",
    "#eef2ff",
  );
  for (const cells of rows) row(cells, "Helvetica");
}

/** Where a column of figures stands: the label's and the value's x and width, and the line's height. */
export interface FigureColumn {
  labelX: number;
  labelWidth: number;
  valueX: number;
  valueWidth: number;
  lineHeight: number;
  labelColor: string;
  font?: string;
  fontSize?: number;
}

/** One label and its figure, right-aligned, on its own line of a figure column. */
export function figureRow(doc: PDFKit.PDFDocument, label: string, value: string, column: FigureColumn): void {
  const y = doc.y;
  doc
    .font(column.font ?? "Helvetica")
    .fontSize(column.fontSize ?? 9)
    .fillColor(column.labelColor)
    .text(label, column.labelX, y, { width: column.labelWidth });
  doc.fillColor(INK).text(value, column.valueX, y, { width: column.valueWidth, align: "right" });
  doc.y = y + column.lineHeight;
}

/** The signatory's line for the supplier, and that the document needs no signature. */
export function signOff(doc: PDFKit.PDFDocument, supplierName: string): void {
  doc.moveDown(2);
  const right = { width: WIDTH * 0.5, align: "right" as const };
  doc
    .font("Helvetica-Bold")
    .fontSize(9)
    .fillColor(INK)
    .text(`For ${supplierName}`, LEFT + WIDTH * 0.5, doc.y, right);
  doc.font("Helvetica").fontSize(8).fillColor(MUTED).text("Authorised signatory", right);
  doc.moveDown(1.5);
  doc
    .font("Helvetica")
    .fontSize(8)
    .fillColor(MUTED)
    .text("This is a computer-generated document and needs no signature.", LEFT, doc.y, { width: WIDTH, align: "center" });
}
