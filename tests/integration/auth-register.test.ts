import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as activateEmail } from "@/app/api/user/activateEmail/route";
import { POST as registerRoute } from "@/app/api/user/register/route";
import { POST as resendActivation } from "@/app/api/user/resendActivation/route";
import { mailOutbox, oneTimeTokens, phoneVerifications, users } from "@/db/schema";
import { call, refusal } from "../helpers/http";
import { testDatabase } from "../setup/database";
import {
  PASSWORD,
  installTestSms,
  latestMail,
  loginCall,
  randomEmail,
  randomIp,
  randomPhone,
  registerCall,
  registerLearner,
  tokenFromMail,
  verifiedPhone,
} from "../helpers/auth-flows";

beforeAll(installTestSms);

const db = () => testDatabase().db;
const usersWithEmail = (email: string) =>
  db()
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
const activate = (token: unknown) => call(activateEmail, { path: "/api/user/activateEmail", body: { activation_token: token }, ip: randomIp() });

describe("POST /api/user/register", () => {
  it("refuses a phone that was never verified", async () => {
    const res = await registerCall({ name: "Asha Verma", email: randomEmail(), phone: randomPhone(), password: PASSWORD });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Please verify phone number");
  });

  it("makes an unactivated learner for a verified phone and queues the activation mail with an APP_URL link", async () => {
    const email = randomEmail();
    const phone = await verifiedPhone();
    const res = await registerCall({ name: "Asha Verma", email, phone, password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, message: "Registration successful! Please check your email to activate your account." });
    const [user] = await usersWithEmail(email);
    expect(user).toMatchObject({ role: "learner", name: "Asha Verma", phone: `+91${phone}`, activatedAt: null });
    expect(user!.passwordHash).toMatch(/^\$2[aby]\$12\$/);
    const mail = await latestMail(email, /Activate/);
    expect(mail!.html).toContain("http://localhost:3000/auth/verify-account?token=");
    expect(mail!.text).toContain("http://localhost:3000/auth/verify-account?token=");
  });

  it("builds the link from APP_URL, never from the Host header", async () => {
    const email = randomEmail();
    const phone = await verifiedPhone();
    const res = await call(registerRoute, {
      body: { name: "Asha Verma", email, phone, password: PASSWORD },
      headers: { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
      ip: randomIp(),
    });
    expect(res.status).toBe(200);
    const mail = await latestMail(email, /Activate/);
    expect(mail!.text).not.toContain("evil.example");
    expect(mail!.text).toContain("http://localhost:3000/auth/verify-account?token=");
  });

  it("uses a verification once", async () => {
    const phone = await verifiedPhone();
    expect((await registerCall({ name: "Asha Verma", email: randomEmail(), phone, password: PASSWORD })).status).toBe(200);
    const second = await registerCall({ name: "Ravi Kumar", email: randomEmail(), phone, password: PASSWORD });
    expect(second.status).toBe(400);
    expect(second.json.message).toBe("Please verify phone number");
  });

  it("refuses a verification older than 15 minutes", async () => {
    const phone = await verifiedPhone();
    await db()
      .update(phoneVerifications)
      .set({ verifiedAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(phoneVerifications.phone, `+91${phone}`));
    expect(refusal(await registerCall({ name: "Asha Verma", email: randomEmail(), phone, password: PASSWORD }))).toEqual([400, "Please verify phone number"]);
  });

  it("two concurrent registrations on one verification: exactly one account", async () => {
    const phone = await verifiedPhone();
    const emails = [randomEmail("first"), randomEmail("second")];
    const results = await Promise.all(emails.map((email) => registerCall({ name: "Asha Verma", email, phone, password: PASSWORD })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const made = await db()
      .select()
      .from(users)
      .where(eq(users.phone, `+91${phone}`));
    expect(made).toHaveLength(1);
    const [verification] = await db()
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.phone, `+91${phone}`));
    expect(verification!.consumedAt).not.toBeNull();
  });

  it("a known email answers like a new one, makes no second account, and mails the owner a notice", async () => {
    const { email } = await registerLearner();
    const phone = await verifiedPhone();
    const fresh = await registerCall({ name: "Ravi Kumar", email: randomEmail(), phone: await verifiedPhone(), password: PASSWORD });
    const duplicate = await registerCall({ name: "Someone Else", email: email.toUpperCase(), phone, password: "An0ther!pw" });
    expect(duplicate.status).toBe(fresh.status);
    expect(duplicate.json).toEqual(fresh.json);
    expect(await usersWithEmail(email)).toHaveLength(1);
    const notice = await latestMail(email, /tried to register/);
    expect(notice).toBeDefined();
    expect(notice!.text).toContain("http://localhost:3000/auth/forget-password");
    // The original password still signs in; the intruder's does not.
    expect((await loginCall(email, PASSWORD)).status).toBe(200);
    expect(refusal(await loginCall(email, "An0ther!pw"))).toEqual([400, "Invalid email or password."]);
  });

  it("ignores role, ids and verified flags in the body (no mass assignment)", async () => {
    const email = randomEmail();
    const phone = await verifiedPhone();
    const res = await registerCall({
      name: "Asha Verma",
      email,
      phone,
      password: PASSWORD,
      role: "staff",
      _id: "aaaaaaaaaaaaaaaaaaaaaaaa",
      id: "aaaaaaaaaaaaaaaaaaaaaaaa",
      activatedAt: "2020-01-01T00:00:00Z",
      activated: true,
      passwordHash: "x",
    });
    expect(res.status).toBe(200);
    const [user] = await usersWithEmail(email);
    expect(user).toMatchObject({ role: "learner", activatedAt: null });
    expect(user!.id).not.toBe("aaaaaaaaaaaaaaaaaaaaaaaa");
    expect(user!.passwordHash).not.toBe("x");
  });

  it.each([
    [{ name: "" }, "name", "Username is required."],
    [{ email: "not-an-email" }, "email", "Email must contain '@' symbol."],
    [{ phone: "123" }, "phone", "Enter Phone No. & number should be 10 digit"],
    [{ password: "weakpass" }, "password", "Use strong password: 1 number, 1 uppercase, 1 lowercase, 1 special character"],
  ])("answers 400 with the form's message for %j", async (change, field, message) => {
    const res = await registerCall({ name: "Asha Verma", email: randomEmail(), phone: randomPhone(), password: PASSWORD, ...change });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
    expect(res.json.errors[field]).toBe(message);
  });
});

describe("POST /api/user/activateEmail", () => {
  it("activates once with {success, message, msg}; the link is dead afterwards", async () => {
    const { email } = await registerLearner({ activate: false });
    const token = await tokenFromMail(email, /Activate/, "verify-account");
    expect(refusal(await loginCall(email, PASSWORD))).toEqual([400, "Invalid email or password."]);
    const ok = await activate(token);
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({
      success: true,
      message: "Your account has been activated. You can now log in.",
      msg: "Your account has been activated. You can now log in.",
    });
    expect((await loginCall(email, PASSWORD)).status).toBe(200);
    const again = await activate(token);
    expect(again.status).toBe(400);
    expect(again.json.success).toBe(false);
    expect(again.json.msg).toBe(again.json.message);
  });

  it("tokens: 256 bits, URL-safe, stored only as their SHA-256", async () => {
    const { email, userId } = await registerLearner({ activate: false });
    const token = await tokenFromMail(email, /Activate/, "verify-account");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await db().select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, userId));
    expect(rows.map((r) => r.tokenHash)).toContain(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("an activation link lasts 24 hours", async () => {
    const { email, userId } = await registerLearner({ activate: false });
    const token = await tokenFromMail(email, /Activate/, "verify-account");
    const [row] = await db().select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, userId));
    const lifetime = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(Math.abs(lifetime - 24 * 3600_000)).toBeLessThan(5000);
    await db()
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, userId));
    expect(refusal(await activate(token))).toEqual([400, "This activation link is invalid or has expired. Please request a new one."]);
  });

  it.each([["unknown-token"], [""], [undefined]])("refuses %j", async (token) => {
    const res = await activate(token);
    expect(res.status).toBe(400);
    expect(res.json.success).toBe(false);
    expect(res.json.msg).toBeTruthy();
  });

  it("two concurrent uses of one link: one succeeds", async () => {
    const { email } = await registerLearner({ activate: false });
    const token = await tokenFromMail(email, /Activate/, "verify-account");
    const results = await Promise.all([activate(token), activate(token)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });
});

describe("POST /api/user/resendActivation", () => {
  const resend = (email: string) => call(resendActivation, { path: "/api/user/resendActivation", body: { email }, ip: randomIp() });

  it("answers the same for unknown, activated and waiting accounts; only the waiting one gets a new link and the old one dies", async () => {
    const waiting = await registerLearner({ activate: false });
    const active = await registerLearner();
    const oldToken = await tokenFromMail(waiting.email, /Activate/, "verify-account");
    const before = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox);

    const answers = await Promise.all([resend(randomEmail()), resend(active.email), resend(waiting.email)]);
    for (const a of answers) expect({ status: a.status, json: a.json }).toEqual({ status: answers[0]!.status, json: answers[0]!.json });
    expect(answers[0]!.status).toBe(200);

    const after = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox);
    expect(after[0]!.n - before[0]!.n).toBe(1);
    const newToken = await tokenFromMail(waiting.email, /Activate/, "verify-account");
    expect(newToken).not.toBe(oldToken);
    expect(refusal(await activate(oldToken))).toEqual([400, "This activation link is invalid or has expired. Please request a new one."]);
    expect((await activate(newToken)).status).toBe(200);
  });
});
