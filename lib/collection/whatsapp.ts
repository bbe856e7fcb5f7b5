import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db";
import { enquiries, users } from "../../db/schema";
import type { RequestInMail } from "../mail/templates/collection";
import { e164Of } from "../whatsapp";
import { afterQuietHours, enqueueWhatsapp } from "../whatsapp/outbox";
import { now } from "../clock";

// Payment messages on WhatsApp (billing-and-delivery.md §6): to a booking's buyer who opted in, either through the
// contact form (contactWhatsapp on the booking's enquiry: the booking's buyerPhone) or with an account (the buyer's
// email; notifyWhatsapp: the account's phone). They wait through the quiet hours (21:00–08:00 in DEFAULT_TIME_ZONE).

interface Buyer {
  buyerEmail: string;
  buyerPhone: string;
  enquiryId: string | null;
}

/** Where a booking's payment messages go on WhatsApp, and whether a failed one may fall back to SMS; undefined: not opted in. */
export async function paymentWhatsappTarget(tx: DbOrTx, buyer: Buyer): Promise<{ to: string; smsFallback: boolean } | undefined> {
  const [account] = await tx
    .select({ phone: users.phone, notifyWhatsapp: users.notifyWhatsapp, notifySms: users.notifySms })
    .from(users)
    .where(sql`lower(${users.email}) = ${buyer.buyerEmail.toLowerCase()}`);
  if (account?.notifyWhatsapp) {
    const to = e164Of(account.phone);
    if (to) return { to, smsFallback: account.notifySms };
  }
  if (buyer.enquiryId) {
    const [consent] = await tx
      .select({ id: enquiries.id })
      .from(enquiries)
      .where(and(eq(enquiries.id, buyer.enquiryId), eq(enquiries.contactWhatsapp, true)));
    const to = consent ? e164Of(buyer.buyerPhone) : undefined;
    // A buyer without an account counts as SMS on.
    if (to) return { to, smsFallback: account ? account.notifySms : true };
  }
  return undefined;
}

/** Queues the WhatsApp twin of a payment request's mail (`dayOffset` for a reminder), in the mail's transaction. */
export async function queuePaymentWhatsapp(tx: DbOrTx, buyer: Buyer, requestId: string, r: RequestInMail, dayOffset?: number): Promise<void> {
  const target = await paymentWhatsappTarget(tx, buyer);
  if (!target) return;
  const variables = { course: r.courseTitle, amount: r.amount, dueOn: r.dueOn, link: r.payUrl, request: r.number };
  const isReminder = dayOffset !== undefined;
  const when = !isReminder ? `is due by ${r.dueOn}` : dayOffset < 0 ? `is due on ${r.dueOn}` : dayOffset === 0 ? "is due today" : `was due on ${r.dueOn}`;
  const body = isReminder
    ? `Reminder: payment ${r.number} of ${r.amount} for ${r.courseTitle} ${when}. Pay or send your UTR: ${r.payUrl}`
    : `Payment request ${r.number}: ${r.amount} for ${r.courseTitle} ${when}. Pay by UPI or bank transfer: ${r.payUrl}`;
  await enqueueWhatsapp(tx, {
    key: isReminder ? `payment_reminder:${requestId}:${dayOffset}` : `payment_request:${requestId}`,
    to: target.to,
    template: isReminder ? "payment_reminder" : "payment_request",
    variables,
    body,
    smsBody: body,
    smsFallback: target.smsFallback,
    notBefore: afterQuietHours(now()),
  });
}
