import "server-only";
import QRCode from "qrcode";
import type { Certificate } from "../../db/schema";
import { company } from "../company";
import { INK, MUTED, renderPdf } from "../pdf/frame";
import { verificationUrl } from "./company";
import { dateTimeFormat } from "../intl-cache";

/** The QR code of a verification URL as a PNG (the PDF prints exactly this image). */
export function qrPng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, { type: "png", errorCorrectionLevel: "M", margin: 1, width: 360, color: { dark: "#0f172aff", light: "#ffffffff" } });
}

/** "12 November 2026" from a calendar date. */
export function longDate(date: string): string {
  return dateTimeFormat("en-GB", { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" }).format(new Date(`${date}T00:00:00Z`));
}

export const hoursText = (hours: number) => `${Number.isInteger(hours) ? hours : hours.toFixed(1)} ${hours === 1 ? "hour" : "hours"}`;

const BRAND = "#4338ca";

/**
 * The certificate as an A4 landscape PDF: the company, the learner's name, the course, the batch dates, the
 * hours, the issue date, and the verification URL with its QR code. A revoked certificate says so across it.
 */
export async function certificatePdf(certificate: Certificate): Promise<Buffer> {
  const url = verificationUrl(certificate.id);
  const qr = await qrPng(url);
  const { name } = company();
  const info = {
    Title: `Certificate of attendance: ${certificate.courseTitle}`,
    Author: name,
    Subject: `${certificate.learnerName}, ${certificate.courseTitle}`,
  };
  return renderPdf({ size: "A4", layout: "landscape", margin: 0, info }, (doc) => {
    const { width, height } = doc.page;
    doc.rect(0, 0, width, height).fill("#f8fafc");
    doc
      .lineWidth(3)
      .strokeColor(BRAND)
      .rect(24, 24, width - 48, height - 48)
      .stroke();
    doc
      .lineWidth(0.75)
      .strokeColor("#a5b4fc")
      .rect(34, 34, width - 68, height - 68)
      .stroke();
    attendance(doc, certificate, name);
    verification(doc, certificate.id, url, qr, name);
    if (certificate.revokedAt) {
      doc.save().rotate(-18, { origin: [width / 2, height / 2] });
      doc
        .font("Helvetica-Bold")
        .fontSize(72)
        .fillColor("#dc2626")
        .fillOpacity(0.25)
        .text("REVOKED", 0, height / 2 - 40, { width, align: "center", lineBreak: false });
      doc.restore();
    }
  });
}

/** The middle of the page, centred: the company, the title, who attended what, when, for how long. */
function attendance(doc: PDFKit.PDFDocument, certificate: Certificate, companyName: string): void {
  const inner = { x: 70, width: doc.page.width - 140 };
  const centred = (text: string, y: number, font: string, size: number, color: string, extra: PDFKit.Mixins.TextOptions = {}) =>
    doc
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(text, inner.x, y, { width: inner.width, align: "center", ...extra });
  const middle = doc.page.width / 2;
  centred(companyName.toUpperCase(), 70, "Helvetica-Bold", 13, BRAND, { characterSpacing: 2 });
  centred("Certificate of Attendance", 102, "Times-Bold", 38, INK);
  doc
    .moveTo(middle - 60, 158)
    .lineTo(middle + 60, 158)
    .lineWidth(1.5)
    .strokeColor(BRAND)
    .stroke();
  centred("This certifies that", 180, "Helvetica", 13, MUTED);
  centred(certificate.learnerName, 204, "Times-BoldItalic", 32, INK);
  centred("attended the live, instructor-led training", 254, "Helvetica", 13, MUTED);
  centred(certificate.courseTitle, 278, "Helvetica-Bold", 22, INK);
  const held = `held from ${longDate(certificate.startDate)} to ${longDate(certificate.endDate)}, ${hoursText(certificate.hours)} of instruction.`;
  centred(held, 316, "Helvetica", 13, MUTED);
  centred(`Issued on ${longDate(certificate.issuedOn)}`, 346, "Helvetica", 13, MUTED);
}

/** Bottom left, the URL in words; bottom right, its QR code. */
function verification(doc: PDFKit.PDFDocument, id: string, url: string, qr: Buffer, companyName: string): void {
  const qrSize = 104;
  const qrX = doc.page.width - 70 - qrSize;
  const qrY = doc.page.height - 70 - qrSize;
  doc.image(qr, qrX, qrY, { width: qrSize, height: qrSize });
  const line = (text: string, y: number, font: string, size: number, color: string, extra: PDFKit.Mixins.TextOptions = {}) =>
    doc
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(text, 70, y, { lineBreak: false, ...extra });
  line("Verify this certificate", qrY + 30, "Helvetica-Bold", 10, INK);
  line(url, qrY + 48, "Helvetica", 9, MUTED, { link: url });
  line(`Certificate ID: ${id}`, qrY + 64, "Helvetica", 9, MUTED);
  line(companyName, qrY + 88, "Helvetica-Bold", 11, INK);
}
