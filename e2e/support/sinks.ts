import http from "node:http";
import PostalMime from "postal-mime";
import { SMTPServer } from "smtp-server";

export interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The Cc header's addresses (each is also in `to`, the envelope's recipients). */
  cc: string[];
  attachments: { filename: string; mimeType: string }[];
  at: string;
}
export interface CapturedSms {
  to: string;
  body: string;
  at: string;
}

/**
 * What the app sends, caught locally: an SMTP server (the app's SMTP_URL) and an HTTP endpoint for the
 * `webhook` SMS provider. Tests read both over HTTP: GET /mail, GET /sms.
 */
export async function startSinks(smtpPort: number, httpPort: number): Promise<() => Promise<void>> {
  const mails: CapturedMail[] = [];
  const sms: CapturedSms[] = [];

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", async () => {
        try {
          const parsed = await PostalMime.parse(Buffer.concat(chunks));
          mails.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: parsed.html ?? "",
            cc: (parsed.cc ?? []).map((a) => ("address" in a && a.address ? a.address.toLowerCase() : "")).filter(Boolean),
            attachments: parsed.attachments.map((a) => ({ filename: a.filename ?? "", mimeType: a.mimeType })),
            at: new Date().toISOString(),
          });
          callback();
        } catch (err) {
          callback(err as Error);
        }
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(smtpPort, "127.0.0.1", resolve));

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://sink");
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (req.method === "POST" && url.pathname === "/sms") {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { to: string; body: string };
      sms.push({ to: body.to, body: body.body, at: new Date().toISOString() });
      return send(200, { ok: true });
    }
    if (req.method === "GET" && url.pathname === "/sms") {
      const to = url.searchParams.get("to");
      return send(200, to ? sms.filter((m) => m.to === to) : sms);
    }
    if (req.method === "GET" && url.pathname === "/mail") {
      const to = url.searchParams.get("to")?.toLowerCase();
      return send(200, to ? mails.filter((m) => m.to.includes(to)) : mails);
    }
    send(404, { ok: false });
  });
  await new Promise<void>((resolve) => server.listen(httpPort, "127.0.0.1", resolve));

  return async () => {
    await new Promise((resolve) => server.close(resolve));
    await new Promise((resolve) => smtp.close(() => resolve(undefined)));
  };
}
