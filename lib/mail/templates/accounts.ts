import type { OutgoingMail } from "../outbox";
import { renderMail } from "./layout";
import { siteConfig } from "../../site-config";

interface Recipient {
  name: string;
  email: string;
}

const hello = (name: string) => `Hello ${name},`;

export async function activationMail(user: Recipient, link: string): Promise<OutgoingMail> {
  return await renderMail({
    to: user.email,
    subject: `Activate your ${siteConfig.name} account`,
    greeting: hello(user.name),
    paragraphs: [`Thank you for registering with ${siteConfig.name}. Please confirm your email address to activate your account.`],
    action: { label: "Activate my account", url: link },
    footnotes: ["This link is valid for 24 hours and can be used once.", "If you did not create this account, you can ignore this email."],
  });
}

export async function passwordResetMail(user: Recipient, link: string): Promise<OutgoingMail> {
  return await renderMail({
    to: user.email,
    subject: `Reset your ${siteConfig.name} password`,
    greeting: hello(user.name),
    paragraphs: [`We received a request to reset the password of your ${siteConfig.name} account.`],
    action: { label: "Choose a new password", url: link },
    footnotes: ["This link is valid for 1 hour and can be used once.", "If you did not ask for this, ignore this email: your password stays as it is."],
  });
}

export async function passwordChangedMail(user: Recipient, loginUrl: string, how: "changed" | "reset"): Promise<OutgoingMail> {
  return await renderMail({
    to: user.email,
    subject: `Your ${siteConfig.name} password was changed`,
    greeting: hello(user.name),
    paragraphs: [
      `The password of your ${siteConfig.name} account was just ${how === "reset" ? "reset from an emailed link" : "changed from your account settings"}. You have been signed out on every device.`,
    ],
    action: { label: "Log in", url: loginUrl },
    footnotes: ["If this was not you, reset your password at once from the login page and contact us."],
  });
}

export async function duplicateRegistrationMail(user: Recipient, loginUrl: string, resetUrl: string): Promise<OutgoingMail> {
  return await renderMail({
    to: user.email,
    subject: "Someone tried to register with your email",
    greeting: hello(user.name),
    paragraphs: [
      `Someone (perhaps you) just tried to create a new ${siteConfig.name} account with this email address. You already have an account, so no second account was made.`,
      `If you forgot your password, you can reset it here: ${resetUrl}`,
    ],
    action: { label: "Log in", url: loginUrl },
    footnotes: ["If this was not you, no action is needed: your account is unchanged."],
  });
}

/** The activation of a registration the address's owner may not have made, with bookings made out to the address. */
export async function choosePasswordMail(user: Recipient, link: string): Promise<OutgoingMail> {
  return await renderMail({
    to: user.email,
    subject: "Choose your password to see your bookings",
    greeting: hello(user.name),
    paragraphs: [
      `Your ${siteConfig.name} account is activated. Bookings are made out to this address, so the password given when the account was registered does not open it: choose your own password to sign in.`,
    ],
    action: { label: "Choose your password", url: link },
    footnotes: ["This link is valid for 1 hour and can be used once. If it expires, use Forgot password on the login page."],
  });
}
