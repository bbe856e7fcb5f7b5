import "server-only";
import type { OutgoingMail } from "../mail/outbox";
import { renderMail } from "../mail/templates/layout";
import { formatMoneyPlain } from "../money";
import type { QuoteView } from "./reads";
import { siteConfig } from "../site-config";

/** The buyer's mail: the lines in words, the total, the validity, the Accept link, and the quote PDF attached. */
export async function quoteMail(view: QuoteView, acceptUrl: string, pdf: Buffer): Promise<OutgoingMail> {
  const { quote } = view;
  const money = (minor: number) => formatMoneyPlain(minor, quote.currency);
  const mail = await renderMail({
    to: quote.buyerEmail,
    subject: `Quote ${quote.number} from ${siteConfig.name}`,
    greeting: `Hello ${quote.buyerName.replace(/[\r\n]+/g, " ")},`,
    paragraphs: [
      `Here is our quote ${quote.number}${view.organizationName ? ` for ${view.organizationName}` : ""}:`,
      ...view.lines.map((l) => `${l.courseTitle} (${l.startDate} to ${l.endDate}): ${l.seats} seat${l.seats === 1 ? "" : "s"}, ${money(l.totalMinor)}`),
      `Total ${money(quote.totalMinor)} (GST included). It is valid until ${quote.validUntil}.`,
      ...(quote.note ? [quote.note] : []),
      "Accept it with the button below: the seats are booked for you at once. The quote is attached as a PDF.",
    ],
    action: { label: "View and accept the quote", url: acceptUrl },
    footnotes: ["Anyone with this link can accept the quote: forward it only to who decides."],
  });
  return { ...mail, attachments: [{ filename: `${quote.number}.pdf`, contentType: "application/pdf", contentBase64: pdf.toString("base64") }] };
}
