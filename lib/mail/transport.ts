import "server-only";
import net from "node:net";
import nodemailer from "nodemailer";
import SMTPTransport from "nodemailer/lib/smtp-transport";
import { developerChannelAllowed, writeToDeveloper } from "../developer-channel";
import { env } from "../env";
import { log } from "../log";
import type { OutgoingMail } from "./message";

/**
 * Sends one mail over SMTP_URL. Without it, on a developer's own run, the mail goes to the terminal (stderr) so
 * its links can be followed; its text never enters the log. A production server with a public APP_URL refuses
 * instead: the mail stays in the outbox, retried, until SMTP_URL is set.
 *
 * `signal` cuts the send off: the connection to the mail server is destroyed at once, so nothing of this attempt
 * reaches the server after the caller gave up on it (the outbox's lease must never outlive a send it guards).
 * `messageId` is the Message-ID header: the outbox passes one per mail, the same on every attempt.
 */
export async function sendMail(
  mail: OutgoingMail,
  write: (text: string) => void = writeToDeveloper,
  options: { signal?: AbortSignal; messageId?: string } = {},
): Promise<void> {
  const config = env();
  options.signal?.throwIfAborted();
  if (!config.SMTP_URL) {
    if (!developerChannelAllowed(config.NODE_ENV, config.APP_URL)) {
      log.error("mail not sent: SMTP_URL is not set; mail only goes to the terminal on a developer's machine", { subject: mail.subject });
      throw new Error("SMTP_URL is not set");
    }
    const files = mail.attachments?.length ? `\n[attached: ${mail.attachments.map((a) => a.filename).join(", ")}]` : "";
    write(`\n[mail to ${mail.to}${mail.cc ? `, cc ${mail.cc}` : ""}] ${mail.subject}\n${mail.text}${files}\n\n`);
    log.info("mail written to the terminal (SMTP_URL unset)", { subject: mail.subject });
    return;
  }
  // One connection per mail (as nodemailer's non-pooled transport does anyway), opened here so that an abort can
  // destroy it whatever phase the conversation is in; TLS (smtps, STARTTLS) runs over this socket.
  const sockets = new Set<net.Socket>();
  // An SMTPTransport built from options: createTransport() given an object with a url keeps the url's settings only.
  const transport = nodemailer.createTransport(
    new SMTPTransport({
      url: config.SMTP_URL,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
      getSocket(socketOptions: { host?: string; port?: number; secure?: boolean }, callback: (err: Error | null, result?: { connection: net.Socket }) => void) {
        const socket = net.connect({ host: socketOptions.host || "localhost", port: Number(socketOptions.port) || (socketOptions.secure ? 465 : 587) });
        sockets.add(socket);
        socket.once("connect", () => callback(null, { connection: socket }));
        socket.once("error", (err) => callback(err));
      },
    } as SMTPTransport.Options),
  );
  let onAbort = () => {};
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => {
      for (const socket of sockets) socket.destroy();
      reject(options.signal?.reason ?? new Error("mail send cut off"));
    };
    options.signal?.addEventListener("abort", onAbort, { once: true });
  });
  aborted.catch(() => {});
  try {
    await Promise.race([
      transport.sendMail({
        from: config.MAIL_FROM,
        to: mail.to,
        ...(mail.cc ? { cc: mail.cc } : {}),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers ?? undefined,
        ...(options.messageId ? { messageId: options.messageId } : {}),
        attachments: mail.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.contentBase64, "base64") })),
      }),
      aborted,
    ]);
  } finally {
    options.signal?.removeEventListener("abort", onAbort);
    for (const socket of sockets) socket.destroy();
    transport.close();
  }
}
