import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { developerChannelAllowed, writeToDeveloper } from "../developer-channel";
import { env } from "../env";
import { log } from "../log";
import type { OutgoingMail } from "./outbox";

let transporter: { url: string; instance: Transporter } | undefined;

/**
 * Sends one mail over SMTP_URL. Without it, on a developer's own run, the mail goes to the terminal (stderr) so
 * its links can be followed; its text never enters the log. A production server with a public APP_URL refuses
 * instead: the mail stays in the outbox, retried, until SMTP_URL is set.
 */
export async function sendMail(mail: OutgoingMail, write: (text: string) => void = writeToDeveloper): Promise<void> {
  const config = env();
  if (!config.SMTP_URL) {
    if (!developerChannelAllowed(config.NODE_ENV, config.APP_URL)) {
      log.error("mail not sent: SMTP_URL is not set; mail only goes to the terminal on a developer's machine", { subject: mail.subject });
      throw new Error("SMTP_URL is not set");
    }
    const files = mail.attachments?.length ? `\n[attached: ${mail.attachments.map((a) => a.filename).join(", ")}]` : "";
    write(`\n[mail to ${mail.to}] ${mail.subject}\n${mail.text}${files}\n\n`);
    log.info("mail written to the terminal (SMTP_URL unset)", { subject: mail.subject });
    return;
  }
  if (transporter?.url !== config.SMTP_URL) {
    transporter = { url: config.SMTP_URL, instance: nodemailer.createTransport(config.SMTP_URL, { connectionTimeout: 10_000, socketTimeout: 20_000 }) };
  }
  await transporter.instance.sendMail({
    from: config.MAIL_FROM,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers ?? undefined,
    attachments: mail.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.contentBase64, "base64") })),
  });
}
