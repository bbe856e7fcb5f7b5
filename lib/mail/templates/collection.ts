import type { OutgoingMail } from "../outbox";
import { renderMail } from "./layout";

// Mails of payment requests (billing-and-delivery.md §5). Amounts come formatted ("INR 25,000.00"), days as YYYY-MM-DD.

export interface RequestInMail {
  number: string;
  amount: string;
  dueOn: string;
  payUrl: string;
  bookingNumber: string;
  courseTitle: string;
}

const oneLine = (text: string) => text.replace(/[\r\n]+/g, " ");

/** The buyer's mail with the pay link. */
export async function paymentRequestMail(to: string, buyerName: string, r: RequestInMail): Promise<OutgoingMail> {
  return await renderMail({
    to,
    subject: oneLine(`Payment request ${r.number}: ${r.amount} due ${r.dueOn}`),
    greeting: `Hello ${buyerName},`,
    paragraphs: [
      `Please pay ${r.amount} by ${r.dueOn} for booking ${r.bookingNumber} (${r.courseTitle}).`,
      "The link shows our bank details and a UPI QR code. Once you have paid, send us the UTR (the transaction reference) on the same page.",
    ],
    action: { label: "Pay now", url: r.payUrl },
    footnotes: ["Keep this link to yourself: anyone with it can see the amount and the bank details."],
  });
}

/** A reminder before, on or after the due date. */
export async function paymentReminderMail(to: string, buyerName: string, r: RequestInMail, dayOffset: number): Promise<OutgoingMail> {
  const when = dayOffset < 0 ? `is due on ${r.dueOn}` : dayOffset === 0 ? "is due today" : `was due on ${r.dueOn}`;
  return await renderMail({
    to,
    subject: oneLine(`Reminder: payment ${r.number} of ${r.amount} ${when}`),
    greeting: `Hello ${buyerName},`,
    paragraphs: [
      `Payment request ${r.number} of ${r.amount} for booking ${r.bookingNumber} (${r.courseTitle}) ${when}.`,
      "If you have already paid, send us the UTR on the payment page so we can match your payment.",
    ],
    action: { label: "Pay now", url: r.payUrl },
  });
}

/** CONTACT_INBOX: a buyer sent a proof of payment. */
export async function proofReceivedMail(
  to: string,
  p: { number: string; bookingNumber: string; reference: string; paidOn: string; amount: string; queueUrl: string },
): Promise<OutgoingMail> {
  return await renderMail({
    to,
    subject: oneLine(`Proof of payment for ${p.number} (${p.bookingNumber})`),
    greeting: "Hello,",
    paragraphs: [
      `The buyer of booking ${p.bookingNumber} says they paid ${p.amount} on ${p.paidOn} for request ${p.number}, UTR ${p.reference}.`,
      "Check it against the bank statement, then approve or reject it.",
    ],
    action: { label: "Open the queue", url: p.queueUrl },
  });
}

/** The buyer: a proof was rejected, with the reason. */
export async function proofRejectedMail(to: string, buyerName: string, r: RequestInMail, reason: string): Promise<OutgoingMail> {
  return await renderMail({
    to,
    subject: oneLine(`We could not confirm your payment for ${r.number}`),
    greeting: `Hello ${buyerName},`,
    paragraphs: [
      `We could not confirm the payment you told us about for request ${r.number} (${r.amount}, booking ${r.bookingNumber}).`,
      `Reason: ${reason}`,
      "The request is open again: pay or send the proof again from the same page.",
    ],
    action: { label: "Open the payment page", url: r.payUrl },
  });
}
