import "server-only";
import { minorExponent } from "../validation/currencies";
import { ToWords } from "to-words";
import { getDb } from "../../db";
import { company } from "../company";
import { ApiError } from "../errors";
import { download } from "../http/download";
import { paymentMethodLabels } from "../validation/sales";
import { formatMoneyPlain, fromMinor } from "../money";
import { renderPdf } from "../pdf/frame";
import { findBooking } from "./reads";
import { paidOf } from "./status";
import type { LedgerEntry, SalesBooking } from "./types";

export const RECEIPT_NOT_FOUND = "Receipt not found.";

const inrWords = new ToWords({ localeCode: "en-IN", converterOptions: { currency: true, ignoreDecimal: false } });
const plainWords = new ToWords({ localeCode: "en-IN" });

/** "Twenty Five Thousand Rupees Only" (INR), else the number in words and the currency code. */
export function amountInWords(minor: number, currency: string): string {
  if (currency === "INR") return inrWords.convert(fromMinor(minor, currency));
  const scale = 10 ** minorExponent(currency);
  const whole = Math.floor(minor / scale);
  const fraction = minor % scale;
  const unit = scale === 1000 ? "Thousandths" : "Hundredths";
  return `${currency} ${plainWords.convert(whole)}${fraction ? ` and ${plainWords.convert(fraction)} ${unit}` : ""} Only`;
}

/** A receipt of one ledger entry: the booking it belongs to and the entry. */
export async function findReceipt(bookingId: string, paymentId: string): Promise<{ booking: SalesBooking; entry: LedgerEntry }> {
  const booking = await findBooking(await getDb(), bookingId).catch(() => undefined);
  const entry = booking?.payments.find((p) => p.id === paymentId);
  if (!booking || !entry) throw new ApiError("not_found", RECEIPT_NOT_FOUND);
  return { booking, entry };
}

/** The receipt as a PDF (pdfkit, standard fonts): company, receipt number, buyer, training, amount in words and figures. */
export function receiptPdf(booking: SalesBooking, entry: LedgerEntry): Promise<Buffer> {
  const { name: COMPANY_NAME, address: COMPANY_ADDRESS, taxId: COMPANY_TAX_ID } = company();
  const isRefund = entry.kind === "refund";
  const info = { Title: `${isRefund ? "Refund receipt" : "Receipt"} ${entry.receiptNumber}`, Author: COMPANY_NAME };
  return renderPdf({ size: "A4", margin: 56, info }, (doc) => {
    doc.font("Helvetica-Bold").fontSize(18).fillColor("#1e1b4b").text(COMPANY_NAME);
    doc.font("Helvetica").fontSize(10).fillColor("#334155").text(COMPANY_ADDRESS);
    if (COMPANY_TAX_ID) doc.text(`Tax id: ${COMPANY_TAX_ID}`);
    doc.moveDown(1.5);
    doc
      .font("Helvetica-Bold")
      .fontSize(16)
      .fillColor("#0f172a")
      .text(isRefund ? "REFUND RECEIPT" : "PAYMENT RECEIPT");
    doc.moveDown(0.5);

    const row = (label: string, value: string) => {
      doc.font("Helvetica-Bold").fontSize(10).fillColor("#475569").text(label, { continued: true });
      doc.font("Helvetica").fillColor("#0f172a").text(`  ${value}`);
    };
    row("Receipt number:", entry.receiptNumber);
    row(isRefund ? "Refunded on:" : "Paid on:", entry.paidOn);
    row("Booking:", booking.number);
    doc.moveDown(0.8);
    row(isRefund ? "Refunded to:" : "Received from:", [booking.buyerName, booking.organization].filter(Boolean).join(", "));
    row("Email:", booking.buyerEmail);
    if (booking.buyerPhone) row("Phone:", booking.buyerPhone);
    doc.moveDown(0.8);
    row("Training:", booking.training.courseTitle);
    row("Dates:", `${booking.training.startDate} to ${booking.training.endDate}`);
    row("Seats:", String(booking.seats));
    doc.moveDown(0.8);
    row("Amount:", formatMoneyPlain(entry.amountMinor, entry.currency));
    row("Amount in words:", amountInWords(entry.amountMinor, entry.currency));
    if (isRefund) {
      row("Refund reason:", entry.reason);
    } else {
      row("Method:", entry.method ? paymentMethodLabels[entry.method] : "");
      row("Reference:", entry.reference || "none");
      if (entry.note) row("Note:", entry.note);
    }
    doc.moveDown(0.8);
    row("Booking total:", formatMoneyPlain(booking.priceMinor, booking.currency));
    // The totals as they stood with this entry (a receipt does not change when later entries come).
    const paidThen = paidOf(booking.payments.slice(0, booking.payments.findIndex((p) => p.id === entry.id) + 1));
    row("Paid to date:", formatMoneyPlain(paidThen, booking.currency));
    // TDS the buyer deducted settles like money (books.md §2): the balance counts what was recorded by then.
    const deductedThen = booking.deductions.filter((d) => d.createdAt <= entry.createdAt).reduce((sum, d) => sum + Number(d.amountMinor), 0);
    if (deductedThen > 0) row("TDS deducted:", formatMoneyPlain(deductedThen, booking.currency));
    row("Balance:", formatMoneyPlain(booking.priceMinor - paidThen - deductedThen, booking.currency));
    doc.moveDown(2);
    doc.font("Helvetica").fontSize(9).fillColor("#64748b").text(`This receipt was generated by ${COMPANY_NAME} and is valid without a signature.`);
  });
}

/** The PDF download's answer. */
export async function receiptResponse(booking: SalesBooking, entry: LedgerEntry): Promise<Response> {
  const pdf = await receiptPdf(booking, entry);
  return download(pdf, { filename: `${entry.receiptNumber}.pdf`, type: "application/pdf" });
}
