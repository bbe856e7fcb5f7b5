import "server-only";
import { purposeKey } from "../secrets";
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
import { phoneVerifications } from "../../db/schema";
import { ApiError } from "../errors";
import { enforce } from "../http/rate-limit";
import { newId } from "../ids";
import { log } from "../log";
import { maskPhone, sendSms, SmsDeliveryError, toE164 } from "../sms";
import { accountMessages } from "../validation/account";
import { accountLimits } from "./limits";
import { siteConfig } from "../site-config";

/** A code may be typed for 10 minutes; a verified phone may be registered within 15 minutes; 5 wrong codes end it. */
export const OTP_LIFETIME_SECONDS = 10 * 60;
export const VERIFIED_WINDOW_MINUTES = 15;
export const OTP_MAX_ATTEMPTS = 5;
/** The OTP modal's countdown (spec: 1:59, resend enabled at zero), enforced here too. */
export const OTP_RESEND_SECONDS = 119;

/** The OTP hashes' own key, derived from SESSION_SECRET (lib/secrets.ts). */
const pepper = () => purposeKey("otp");

/** HMAC over id, phone and code: the stored hash fits only this verification and this phone. */
export function hashOtp(verificationId: string, phone: string, code: string): string {
  return createHmac("sha256", pepper()).update(`otp:${verificationId}:${phone}:${code}`).digest("hex");
}

/** Six digits from the CSPRNG (leading zeros kept). */
export function newOtpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

/**
 * POST /auth/otp-send: a new code for the phone, sent by SMS only. Earlier codes of the phone that were not
 * verified stop working; a verified one still waiting for its registration stays (else anyone who knows the phone
 * could cancel its owner's registration mid-way). Not again before the modal's countdown has run (429). If the
 * provider fails, the new verification dies too and the caller gets 503.
 */
export async function sendOtp(phoneDigits: string, ip: string): Promise<{ verificationId: string; expiresInSeconds: number }> {
  const phone = toE164(phoneDigits);
  await refuseDuringCountdown(phone);
  await enforce(accountLimits.otpSendIp, ip);
  await enforce(accountLimits.otpSendPhoneRequester, `${phone}:${ip}`);
  await enforce(accountLimits.otpSendPhone, phone);
  const code = newOtpCode();
  const id = newId();
  const db = await getDb();
  await db.transaction(async (tx) => {
    await supersedeLiveVerifications(tx, phone);
    await tx.insert(phoneVerifications).values({
      id,
      phone,
      codeHash: hashOtp(id, phone, code),
      expiresAt: new Date(Date.now() + OTP_LIFETIME_SECONDS * 1000),
    });
  });
  try {
    await sendSms({ to: phone, body: `${code} is your ${siteConfig.name} verification code. It expires in 10 minutes. Never share it.` });
  } catch (err) {
    await db.update(phoneVerifications).set({ supersededAt: new Date() }).where(eq(phoneVerifications.id, id));
    log.warn("OTP SMS not sent", {
      to: maskPhone(phone),
      err: err instanceof SmsDeliveryError ? { name: err.name, message: err.message } : { name: (err as Error)?.name },
    });
    throw new ApiError("unavailable", accountMessages.otpSendFailed);
  }
  return { verificationId: id, expiresInSeconds: OTP_LIFETIME_SECONDS };
}

/** 429 with the seconds left while the phone's last code (sent, not failed) is younger than the countdown. */
async function refuseDuringCountdown(phone: string) {
  const db = await getDb();
  const [last] = await db
    .select({ age: sql<number>`extract(epoch from now() - ${phoneVerifications.createdAt})::float8` })
    .from(phoneVerifications)
    .where(and(eq(phoneVerifications.phone, phone), isNull(phoneVerifications.supersededAt)))
    .orderBy(desc(phoneVerifications.createdAt))
    .limit(1);
  const age = last ? Number(last.age) : Infinity;
  if (age < OTP_RESEND_SECONDS) {
    throw new ApiError("rate_limited", accountMessages.otpResendTooSoon, { retryAfterSeconds: Math.max(1, Math.ceil(OTP_RESEND_SECONDS - age)) });
  }
}

async function supersedeLiveVerifications(tx: DbOrTx, phone: string) {
  await tx
    .update(phoneVerifications)
    .set({ supersededAt: new Date() })
    .where(
      and(
        eq(phoneVerifications.phone, phone),
        isNull(phoneVerifications.consumedAt),
        isNull(phoneVerifications.supersededAt),
        isNull(phoneVerifications.verifiedAt),
      ),
    );
}

/**
 * POST /auth/otp-verify: counts the attempt first (atomically, so parallel guesses can't exceed 5), then
 * compares in constant time. Any failure – wrong code, wrong phone, unknown id, expired, used, superseded,
 * too many attempts – gets the same answer.
 */
export async function verifyOtp(phoneDigits: string, verificationId: string, code: string, ip: string): Promise<void> {
  await enforce(accountLimits.otpVerifyIp, ip);
  const phone = toE164(phoneDigits);
  const db = await getDb();
  const [row] = await db
    .update(phoneVerifications)
    .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
    .where(
      and(
        eq(phoneVerifications.id, verificationId),
        eq(phoneVerifications.phone, phone),
        lt(phoneVerifications.attempts, OTP_MAX_ATTEMPTS),
        isNull(phoneVerifications.verifiedAt),
        isNull(phoneVerifications.consumedAt),
        isNull(phoneVerifications.supersededAt),
        gt(phoneVerifications.expiresAt, sql`now()`),
      ),
    )
    .returning({ codeHash: phoneVerifications.codeHash });
  const expected = Buffer.from(row?.codeHash ?? "0".repeat(64), "hex");
  const given = Buffer.from(hashOtp(verificationId, phone, code), "hex");
  if (!row || !timingSafeEqual(expected, given)) throw new ApiError("bad_request", accountMessages.otpFailed);
  const [verified] = await db
    .update(phoneVerifications)
    .set({ verifiedAt: new Date() })
    .where(and(eq(phoneVerifications.id, verificationId), isNull(phoneVerifications.verifiedAt), isNull(phoneVerifications.supersededAt)))
    .returning({ id: phoneVerifications.id });
  if (!verified) throw new ApiError("bad_request", accountMessages.otpFailed);
}

const usableVerification = (phone: string) =>
  and(
    eq(phoneVerifications.phone, phone),
    isNull(phoneVerifications.consumedAt),
    isNull(phoneVerifications.supersededAt),
    gt(phoneVerifications.verifiedAt, sql`now() - make_interval(mins => ${VERIFIED_WINDOW_MINUTES})`),
  );

/** Whether the phone has a verification a registration could use (a cheap look before any password work). */
export async function hasVerifiedPhone(tx: DbOrTx, phone: string): Promise<boolean> {
  const [row] = await tx.select({ id: phoneVerifications.id }).from(phoneVerifications).where(usableVerification(phone)).limit(1);
  return Boolean(row);
}

/**
 * Uses the phone's verification for a registration, inside the registration's transaction: one UPDATE …
 * WHERE consumed_at IS NULL AND verified within 15 minutes … RETURNING. Of two concurrent registrations on one
 * verification, the second finds the row already consumed (PostgreSQL re-checks the WHERE after the row lock).
 */
export async function consumeVerifiedPhone(tx: DbOrTx, phone: string): Promise<boolean> {
  const rows = await tx.update(phoneVerifications).set({ consumedAt: new Date() }).where(usableVerification(phone)).returning({ id: phoneVerifications.id });
  return rows.length > 0;
}
