import type { OutgoingMail } from "../outbox";
import { renderMail } from "./layout";
import { siteConfig } from "../../site-config";

const oneLine = (text: string) => text.replace(/[\r\n]+/g, " ");

/** A new account made for an organisation's training lead: set a password through the link (valid 7 days). */
export async function leadInvitationMail(to: string, organization: string, setPasswordUrl: string): Promise<OutgoingMail> {
  return await renderMail({
    to,
    subject: oneLine(`You are ${organization}'s training lead at ${siteConfig.name}: set your password`),
    greeting: "Hello,",
    paragraphs: [
      `${organization} named you its training lead: you will see the trainings it books, what its people attended and its invoices.`,
      `We made you a ${siteConfig.name} account with this email address. Choose a password to start using it.`,
    ],
    action: { label: "Set my password", url: setPasswordUrl },
    footnotes: [
      'This link is valid for 7 days and can be used once. After that, use "Forgot password" on the sign-in page.',
      "If you did not expect this, you can ignore this email.",
    ],
  });
}

/** An existing account named an organisation's training lead. */
export async function leadNoticeMail(to: string, lead: { name: string }, organization: string, appUrl: string): Promise<OutgoingMail> {
  return await renderMail({
    to,
    subject: oneLine(`You are ${organization}'s training lead at ${siteConfig.name}`),
    greeting: `Hello ${lead.name},`,
    paragraphs: [`${organization} named you its training lead: you will see the trainings it books, what its people attended and its invoices.`],
    action: { label: "Open your organisation", url: `${appUrl}/organization` },
  });
}
