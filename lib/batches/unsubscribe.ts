import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "../../db";
import { users, type ReminderChannel } from "../../db/schema";
import { env } from "../env";

// One-click unsubscribe links of reminder mails (sales-and-batches.md §3, RFC 8058). The token names the account
// and the channel and carries an HMAC-SHA256 of both under a key derived from SESSION_SECRET for this purpose only
// (nothing else signed with the secret verifies here). It does not expire: a link in last month's mail must still
// work, and following it only ever turns reminders off. Signing is synchronous and cheap (a reminder run signs
// tens of thousands of links).

/** Derived once per secret. */
let cached: { secret: string; key: Buffer } | undefined;
function signingKey(): Buffer {
  const secret = env().SESSION_SECRET ?? process.env.SESSION_SECRET;
  if (!secret) throw new Error("SESSION_SECRET is not configured");
  if (cached?.secret !== secret) cached = { secret, key: createHmac("sha256", secret).update("training-portal:unsubscribe-link").digest() };
  return cached.key;
}

const mac = (userId: string, channel: string) => createHmac("sha256", signingKey()).update(`${userId}.${channel}`).digest("base64url");

/** `<userId>.<channel>.<mac>` */
export function unsubscribeToken(userId: string, channel: ReminderChannel): string {
  return `${userId}.${channel}.${mac(userId, channel)}`;
}

/** The address the reminder's link and its List-Unsubscribe header point at. */
export function unsubscribeUrl(userId: string, channel: ReminderChannel = "email"): string {
  return `${env().APP_URL}/api/user/unsubscribe?token=${unsubscribeToken(userId, channel)}`;
}

/** The RFC 2369 / RFC 8058 headers of a mail with a one-click unsubscribe. */
export const unsubscribeHeaders = (url: string): Record<string, string> => ({
  "List-Unsubscribe": `<${url}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

/** The account and channel a token names, or undefined for a forged or malformed one. */
export function readUnsubscribeToken(token: string): { userId: string; channel: ReminderChannel } | undefined {
  const match = /^([a-z0-9]{1,64})\.(email|sms)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const [, userId, channel, given] = match as unknown as [string, string, ReminderChannel, string];
  const expected = Buffer.from(mac(userId, channel));
  if (!timingSafeEqual(Buffer.from(given), expected)) return undefined;
  return { userId, channel };
}

/** Turns the channel off for the token's account; undefined when the token is bad or the account is gone. */
export async function unsubscribe(token: string): Promise<{ channel: ReminderChannel } | undefined> {
  const claims = readUnsubscribeToken(token);
  if (!claims) return undefined;
  const db = await getDb();
  const set = claims.channel === "email" ? { notifyEmail: false } : { notifySms: false };
  const [row] = await db
    .update(users)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(users.id, claims.userId))
    .returning({ id: users.id });
  return row ? { channel: claims.channel } : undefined;
}
