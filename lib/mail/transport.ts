import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "../env";
import { log } from "../log";

let transporter: { url: string; instance: Transporter } | undefined;

/** Sends one mail over SMTP_URL; without it the mail is written to the log so a developer can follow its links. */
export async function sendMail(mail: { to: string; subject: string; text: string; html: string }): Promise<void> {
  const config = env();
  if (!config.SMTP_URL) {
    log.info("mail (SMTP_URL unset, not sent)", { to: mail.to, subject: mail.subject, text: mail.text });
    return;
  }
  if (transporter?.url !== config.SMTP_URL) {
    transporter = { url: config.SMTP_URL, instance: nodemailer.createTransport(config.SMTP_URL, { connectionTimeout: 10_000, socketTimeout: 20_000 }) };
  }
  await transporter.instance.sendMail({ from: config.MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
}
