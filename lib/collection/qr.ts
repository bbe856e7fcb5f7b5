import "server-only";
import QRCode from "qrcode";

/**
 * The pay page's UPI QR code as a PNG (a data: URL the page shows as an image): error correction M and a quiet zone
 * of 4 modules, what UPI apps' scanners read from a phone screen or a printout.
 */
export async function upiQrPng(uri: string): Promise<Buffer> {
  return QRCode.toBuffer(uri, { type: "png", errorCorrectionLevel: "M", margin: 4, scale: 8, color: { dark: "#000000", light: "#ffffff" } });
}

export async function upiQrDataUrl(uri: string): Promise<string> {
  return `data:image/png;base64,${(await upiQrPng(uri)).toString("base64")}`;
}
