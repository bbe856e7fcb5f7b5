import "server-only";
import type { CreditNote, DebitNote, Invoice } from "../../db/schema";
import { panOfGstin } from "../gst/treatment";
import { download } from "../http/download";
import { formatMoneyPlain } from "../money";
import { a4, longDate, MUTED, renderPdf, ruleAcross, signOff, supplierHeading, table } from "../pdf/frame";
import { billTo, closingWords, LINE_COLUMNS, lutNote, payableMeta, REVERSE_CHARGE, stateLine, taxSummary, type Figures } from "./pdf-parts";

const reasonLabels: Record<CreditNote["reason"], string> = {
  refund: "Refund",
  price_reduced: "Price reduced after invoicing",
  cancelled: "Booking cancelled after invoicing",
  reissued: "Invoice re-issued with corrected buyer details",
};

/** The A4 page every tax document shares: the parties, the meta box, one line, the tax table, words and notes. */
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
  const { title, meta, invoice: inv, figures } = options;
  return renderPdf(a4(`${title} ${meta[0]![1]}`, inv.supplierName), (doc) => {
    const supplier = {
      name: inv.supplierName,
      address: inv.supplierAddress,
      gstin: inv.supplierGstin,
      pan: panOfGstin(inv.supplierGstin),
      stateLine: inv.supplierStateCode ? stateLine(inv.supplierStateCode, "IN") : null,
    };
    supplierHeading(doc, supplier, title, { lines: ["Original for recipient"], fontSize: 8, color: MUTED });
    doc.y += 10;
    ruleAcross(doc, 1);
    doc.y += 10;
    billTo(doc, inv, meta);
    const taxableValue = formatMoneyPlain(figures.taxableValueMinor, figures.currency);
    table(doc, LINE_COLUMNS, [["1", options.lineLabel, inv.sac, options.quantity, options.rate, options.rateExclusive, taxableValue]]);
    doc.y += 10;
    taxSummary(doc, inv, figures, options.totalLabel);
    closingWords(doc, inv, figures, options.notes);
    signOff(doc, inv.supplierName);
  });
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
