// The UPI deep link of a payment request (billing-and-delivery.md §5; NPCI's upi://pay parameters). Pure: the pay
// page, its API and the tests build it the same way.
import { fromMinor } from "../money";

/** Percent-encoding of a value: RFC 3986 unreserved characters stay, everything else (a space too) is %XX. */
export const upiEncode = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export interface UpiPayment {
  /** The payee's UPI id (COMPANY_UPI_ID). */
  payee: string;
  /** The payee's name (COMPANY_NAME, else the site's name). */
  name: string;
  amountMinor: number;
  /** The request number: the transaction reference staff match the payment with. */
  requestNumber: string;
  bookingNumber: string;
}

/** `upi://pay?pa=…&pn=…&am=<2 decimals>&cu=INR&tr=<request number>&tn=<booking number>` */
export function upiUri(p: UpiPayment): string {
  const amount = fromMinor(p.amountMinor, "INR").toFixed(2);
  const params: [string, string][] = [
    ["pa", p.payee],
    ["pn", p.name],
    ["am", amount],
    ["cu", "INR"],
    ["tr", p.requestNumber],
    ["tn", p.bookingNumber],
  ];
  return `upi://pay?${params.map(([k, v]) => `${k}=${upiEncode(v)}`).join("&")}`;
}
