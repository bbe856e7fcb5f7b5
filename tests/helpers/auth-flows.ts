// Shared steps of the account tests: a test SMS provider, the OTP calls, registration, activation and sign-in.
import { randomBytes, randomInt } from "node:crypto";
import { desc, eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { POST as activateEmail } from "@/app/api/user/activateEmail/route";
import { POST as login } from "@/app/api/user/login/route";
import { POST as register } from "@/app/api/user/register/route";
import { POST as otpSend } from "@/app/auth/otp-send/route";
import { POST as otpVerify } from "@/app/auth/otp-verify/route";
import { mailOutbox, oneTimeTokens, users } from "@/db/schema";
import { hashToken } from "@/lib/accounts/tokens";
import { setSmsProviderForTests, type SmsMessage } from "@/lib/sms";
import { call } from "./http";
import { testDatabase } from "../setup/database";

export const PASSWORD = "Str0ng!pass";

/** Every SMS the app sends during the test file, in order. */
export const sentSms: SmsMessage[] = [];
export function installTestSms(): void {
  setSmsProviderForTests({ name: "test", send: async (message) => void sentSms.push(message) });
}

export const randomIp = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
export const randomPhone = () => `9${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}`;
export const randomEmail = (prefix = "learner") => `${prefix}.${randomBytes(5).toString("hex")}@example.com`;

/** The code of the newest SMS to a 10-digit phone. */
export function lastCode(phone: string): string {
  const sms = sentSms.filter((m) => m.to === `+91${phone}`).at(-1);
  expect(sms, `an SMS to +91${phone}`).toBeDefined();
  return /\b(\d{6})\b/.exec(sms!.body)![1]!;
}

export async function sendCode(phone: string, ip = randomIp()) {
  const res = await call(otpSend, { path: "/auth/otp-send", body: { phonenumber: phone }, ip });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return { verificationId: res.json.data.verificationId as string, code: lastCode(phone), res };
}

/** Moves the phone's sends back past the resend countdown (as if the visitor had waited it out). */
export async function waitOutCountdown(phone: string) {
  await testDatabase().db.execute(sql`update phone_verifications set created_at = created_at - interval '2 minutes' where phone = ${`+91${phone}`}`);
}

export function verifyCode(phone: string, verificationId: string, code: string, ip = randomIp()) {
  return call(otpVerify, { path: "/auth/otp-verify", body: { phonenumber: phone, ver_id: verificationId, otp_code: code }, ip });
}

export async function verifiedPhone(phone = randomPhone()) {
  const { verificationId, code } = await sendCode(phone);
  expect((await verifyCode(phone, verificationId, code)).status).toBe(200);
  return phone;
}

export function registerCall(body: Record<string, unknown>, ip = randomIp()) {
  return call(register, { path: "/api/user/register", body, ip });
}

/** The newest mail to `to` whose subject matches, from the outbox. */
export async function latestMail(to: string, subject: RegExp) {
  const rows = await testDatabase().db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt));
  return rows.find((r) => subject.test(r.subject));
}

export async function tokenFromMail(to: string, subject: RegExp, page: "verify-account" | "reset-password"): Promise<string> {
  const mail = await latestMail(to, subject);
  expect(mail, `a mail to ${to} matching ${subject}`).toBeDefined();
  const match = new RegExp(`http://localhost:3000/auth/${page}\\?token=([A-Za-z0-9_-]+)`).exec(mail!.text);
  expect(match, "a link built from APP_URL").not.toBeNull();
  return match![1]!;
}

/** An invitation's set-password link (built from APP_URL) in a mail: its token and stored row, once the link is checked to last 7 days. */
export async function sevenDayInvitation(mailText: string) {
  expect(mailText).toContain("http://localhost:3000/auth/reset-password?token=");
  const token = /\/auth\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mailText)![1]!;
  const [stored] = await testDatabase()
    .db.select()
    .from(oneTimeTokens)
    .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
  const days = (stored!.expiresAt.getTime() - stored!.createdAt.getTime()) / 86_400_000;
  expect(days).toBeGreaterThan(6.99);
  expect(days).toBeLessThan(7.01);
  return { token, stored: stored! };
}

/** Registers (phone verified), optionally activates; answers the credentials. */
export async function registerLearner(options: { activate?: boolean; name?: string } = {}) {
  const email = randomEmail();
  const phone = await verifiedPhone();
  const res = await registerCall({ name: options.name ?? "Asha Verma", email, phone, password: PASSWORD });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  if (options.activate !== false) {
    const token = await tokenFromMail(email, /Activate/, "verify-account");
    expect((await call(activateEmail, { path: "/api/user/activateEmail", body: { activation_token: token } })).status).toBe(200);
  }
  const [user] = await testDatabase()
    .db.select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  return { email, phone, password: PASSWORD, userId: user!.id };
}

export async function loginCall(email: string, password: string, ip = randomIp(), headers: Record<string, string> = {}) {
  return call(login, { path: "/api/user/login", body: { email, password }, ip, headers });
}

/** Signs in; answers the Bearer token and the cookie pair as the browser would send it back. */
export async function signIn(email: string, password = PASSWORD) {
  const res = await loginCall(email, password);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const setCookie = res.headers.get("set-cookie")!;
  return { token: res.json.accessToken as string, cookie: setCookie.split(";")[0]!, setCookie, res };
}

/** Every line written to stdout (the JSON log) while fn runs, plus what fn returned. */
export async function captureStdout<T>(fn: () => Promise<T>): Promise<{ output: string; result: T }> {
  const chunks: string[] = [];
  const original = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: unknown, ...rest: unknown[]) => {
    chunks.push(String(chunk));
    return (original as (...a: unknown[]) => boolean)(chunk, ...rest);
  }) as typeof process.stdout.write;
  try {
    const result = await fn();
    return { output: chunks.join(""), result };
  } finally {
    process.stdout.write = original;
  }
}
