import type { OutgoingMail } from "../outbox";
import { renderMail } from "./layout";
import { siteConfig } from "../../site-config";

/** A new trainer's account: set a password through the link (valid 7 days), which also activates it. */
export async function trainerInvitationMail(to: string, name: string, setPasswordUrl: string): Promise<OutgoingMail> {
  return await renderMail({
    to,
    subject: `You are a ${siteConfig.name} trainer: set your password`,
    greeting: `Hello ${name},`,
    paragraphs: [
      `We made you a ${siteConfig.name} trainer account with this email address. Choose a password to start using it.`,
      "Once signed in, the Trainer page lists your sessions with their meeting links, a private calendar feed and the attendance of your batches.",
    ],
    action: { label: "Set my password", url: setPasswordUrl },
    footnotes: [
      'This link is valid for 7 days and can be used once. After that, use "Forgot password" on the sign-in page.',
      "If you did not expect this, you can ignore this email.",
    ],
  });
}

/** An existing account that became a trainer's. */
export async function trainerNoticeMail(to: string, name: string, appUrl: string): Promise<OutgoingMail> {
  return await renderMail({
    to,
    subject: `You are a ${siteConfig.name} trainer`,
    greeting: `Hello ${name},`,
    paragraphs: [
      `Your ${siteConfig.name} account is now a trainer's account: sign in as usual and open the Trainer page for your sessions, meeting links and attendance.`,
    ],
    action: { label: "Open the Trainer page", url: `${appUrl}/trainer` },
  });
}
