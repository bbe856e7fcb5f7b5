import { expect } from "./test";
import type { CapturedMail, CapturedSms } from "./sinks";
import { sinkUrl } from "./env";

async function poll<T>(read: () => Promise<T | undefined>, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await read();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The newest mail to `to` (optionally whose subject matches), waiting for the outbox worker to send it. */
export async function latestMail(to: string, subject?: RegExp, after?: string): Promise<CapturedMail> {
  return poll(
    async () => {
      const res = await fetch(`${sinkUrl}/mail?to=${encodeURIComponent(to)}`);
      const mails = ((await res.json()) as CapturedMail[]).filter((m) => (!subject || subject.test(m.subject)) && (!after || m.at > after));
      return mails.at(-1);
    },
    `mail to ${to}${subject ? ` matching ${subject}` : ""}`,
  );
}

/** The newest SMS to `to` (E.164). */
export async function latestSms(to: string, after?: string): Promise<CapturedSms> {
  return poll(async () => {
    const res = await fetch(`${sinkUrl}/sms?to=${encodeURIComponent(to)}`);
    return ((await res.json()) as CapturedSms[]).filter((m) => !after || m.at > after).at(-1);
  }, `SMS to ${to}`);
}

/** The first link in a mail that starts with `prefix`. */
export function linkIn(mail: CapturedMail, prefix: RegExp): string {
  const match = mail.text.match(new RegExp(`${prefix.source}[^\\s"<>]*`));
  expect(match, `a link matching ${prefix} in "${mail.subject}"`).not.toBeNull();
  return match![0];
}
