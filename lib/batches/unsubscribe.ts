import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { getDb } from "../../db";
import type { ReminderChannel } from "../../db/schema";
import { remindersOn, turnOffReminders } from "../accounts/reminder-channels";
import { now } from "../clock";
import { env } from "../env";
import { purposeKey } from "../secrets";

// Unsubscribe links of reminder mails (sales-and-batches.md §3, RFC 8058). The token names the account, the channel
// and the day it was issued, and carries an HMAC-SHA256 of all three under the key derived from SESSION_SECRET for
// this purpose only (lib/secrets.ts: nothing else signed with the secret verifies here). A link works for
// UNSUBSCRIBE_LINK_DAYS after its mail (every reminder carries a fresh one), so a leaked old link stops working.
// A GET of the link only shows a page with a button; the button and the RFC 8058 one-click POST turn reminders off.
// Signing is synchronous and cheap (a reminder run signs tens of thousands of links).

export const UNSUBSCRIBE_LINK_DAYS = 90;
const DAY_MS = 86_400_000;

const mac = (userId: string, channel: string, day: string) =>
  createHmac("sha256", purposeKey("unsubscribe-link")).update(`${userId}.${channel}.${day}`).digest("base64url");

/** `<userId>.<channel>.<issued day, base 36>.<mac>` */
export function unsubscribeToken(userId: string, channel: ReminderChannel): string {
  const day = Math.floor(now().getTime() / DAY_MS).toString(36);
  return `${userId}.${channel}.${day}.${mac(userId, channel, day)}`;
}

/** The address of the RFC 8058 one-click POST (the List-Unsubscribe header), whose GET shows the button too. */
export const unsubscribeUrl = (userId: string, channel: ReminderChannel = "email"): string => unsubscribeLinks(userId, channel).oneClick;

/** A reminder's two addresses with one token: the page its link opens, the one-click address its header names. */
export function unsubscribeLinks(userId: string, channel: ReminderChannel = "email"): { page: string; oneClick: string } {
  const token = unsubscribeToken(userId, channel);
  return { page: `${env().APP_URL}/unsubscribe?token=${token}`, oneClick: `${env().APP_URL}/api/user/unsubscribe?token=${token}` };
}

/** The RFC 2369 / RFC 8058 headers of a mail with a one-click unsubscribe. */
export const unsubscribeHeaders = (url: string): Record<string, string> => ({
  "List-Unsubscribe": `<${url}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

/** The account and channel a token names, or undefined for a forged, malformed or expired one. */
export function readUnsubscribeToken(token: string): { userId: string; channel: ReminderChannel } | undefined {
  const match = /^([a-z0-9]{1,64})\.(email|sms)\.([a-z0-9]{1,8})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const [, userId, channel, day, given] = match as unknown as [string, string, ReminderChannel, string, string];
  const expected = Buffer.from(mac(userId, channel, day));
  if (!timingSafeEqual(Buffer.from(given), expected)) return undefined;
  const issued = parseInt(day, 36) * DAY_MS;
  if (now().getTime() - issued > UNSUBSCRIBE_LINK_DAYS * DAY_MS) return undefined;
  return { userId, channel };
}

/** Turns the channel off for the token's account; undefined when the token is bad or the account is gone. */
export async function unsubscribe(token: string): Promise<{ channel: ReminderChannel } | undefined> {
  const claims = readUnsubscribeToken(token);
  if (!claims) return undefined;
  const found = await turnOffReminders(await getDb(), claims.userId, claims.channel);
  return found ? { channel: claims.channel } : undefined;
}

/**
 * What an unsubscribe link stands for now, read only (the /unsubscribe page): its channel and whether that channel is
 * already off; undefined when the token is bad or the account is gone.
 */
export async function unsubscribeLinkState(token: string): Promise<{ channel: ReminderChannel; unsubscribed: boolean } | undefined> {
  const claims = readUnsubscribeToken(token);
  if (!claims) return undefined;
  const on = await remindersOn(await getDb(), claims.userId, claims.channel);
  return on === undefined ? undefined : { channel: claims.channel, unsubscribed: !on };
}
