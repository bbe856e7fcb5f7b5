import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as forgetPassword } from "@/app/api/user/forgetPassword/route";
import { POST as resetPassword } from "@/app/api/user/resetPassword/route";
import { sessions } from "@/db/schema";
import { accountLimits } from "@/lib/accounts/limits";
import { call, refusal } from "../helpers/http";
import { testDatabase } from "../setup/database";
import { PASSWORD, installTestSms, loginCall, randomEmail, randomIp, registerLearner, tokenFromMail } from "../helpers/auth-flows";

beforeAll(installTestSms);

const INVALID = { success: false, message: "Invalid email or password." };

describe("POST /api/user/login", () => {
  it("signs in: the spec's message, an accessToken and the same session as an HttpOnly cookie", async () => {
    const { email, userId } = await registerLearner({ name: "Asha Verma" });
    const res = await loginCall(email.toUpperCase(), PASSWORD);
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    expect(res.json.message).toBe("Login successfully done!");
    expect(res.json.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(res.json.data).toEqual({
      _id: userId,
      name: "Asha Verma",
      email,
      phone: expect.stringMatching(/^\+91\d{10}$/),
      organization: "",
      role: "learner",
      createdAt: expect.any(String),
    });
    const [cookie, hint] = res.headers.getSetCookie();
    expect(cookie).toMatch(new RegExp(`^tp_session=${res.json.accessToken.replace(/[.]/g, "\\.")};`));
    // The readable hint for the cached pages' navigation: it says only that a session may exist.
    expect(hint).toBe(`tp_signed_in=1; Path=/; SameSite=Lax; Max-Age=${15 * 24 * 3600}`);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain(`Max-Age=${15 * 24 * 3600}`);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(cookie).not.toContain("Secure");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(JSON.stringify(res.json)).not.toMatch(/\$2[aby]\$|passwordHash|password_hash/);
  });

  it("the session lives 15 days at most, enforced on the server", async () => {
    const { email, userId } = await registerLearner();
    await loginCall(email, PASSWORD);
    const [row] = await testDatabase().db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(Math.abs(row!.expiresAt.getTime() - row!.createdAt.getTime() - 15 * 24 * 3600_000)).toBeLessThan(5000);
    expect(row!.id).toMatch(/^[0-9a-f]{32}$/);
  });

  it("unknown email and wrong password: the same status and body, and both pay for a hash", async () => {
    const { email } = await registerLearner();
    const timed = async (e: string) => {
      const started = performance.now();
      const res = await loginCall(e, "Wr0ng!pass");
      return { res, ms: performance.now() - started };
    };
    const wrong = await timed(email);
    const unknown = await timed(randomEmail());
    expect(wrong.res.status).toBe(400);
    expect(unknown.res.status).toBe(400);
    expect(wrong.res.json).toEqual(INVALID);
    expect(unknown.res.json).toEqual(INVALID);
    expect(wrong.res.headers.get("set-cookie")).toBeNull();
    // bcrypt at cost 12 takes well over 50 ms; an unknown email that skipped it would answer in a few.
    expect(unknown.ms).toBeGreaterThan(wrong.ms * 0.5);
  });

  it("an account that never activated gets no session, and the same answer as a wrong password (finding 8)", async () => {
    const { email } = await registerLearner({ activate: false });
    const right = await loginCall(email, PASSWORD);
    // Registering someone's address and then signing in must not tell whether it had an account: both are 400.
    expect(right.status).toBe(400);
    expect(right.json).toEqual(INVALID);
    expect(right.headers.get("set-cookie")).toBeNull();
    const wrong = await loginCall(email, "Wr0ng!pass");
    expect(wrong.json).toEqual(INVALID);
  });

  it("throttles failed sign-ins per account and address, and an attacker's address does not lock the owner out (finding 7)", async () => {
    const { email } = await registerLearner();
    const attacker = randomIp();
    for (let i = 0; i < accountLimits.loginAccountAddress.limit; i++) expect((await loginCall(email, "Wr0ng!pass", attacker)).status).toBe(400);
    const refused = await loginCall(email, PASSWORD, attacker);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await loginCall(email, PASSWORD, randomIp())).status).toBe(200);
  });

  it("throttles failed sign-ins per account from every address (looser), without blocking the owner's reset", async () => {
    const { email } = await registerLearner();
    for (let i = 0; i < accountLimits.loginAccount.limit; i++) expect((await loginCall(email, "Wr0ng!pass", randomIp())).status).toBe(400);
    const refused = await loginCall(email, PASSWORD, randomIp());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);

    const forget = await call(forgetPassword, { path: "/api/user/forgetPassword", body: { email }, ip: randomIp() });
    expect(forget.status).toBe(200);
    const token = await tokenFromMail(email, /Reset/, "reset-password");
    const reset = await call(resetPassword, { body: { password: "N3w!secret", activation_token: token }, ip: randomIp() });
    expect(reset.status).toBe(200);
    expect((await loginCall(email, "N3w!secret", randomIp())).status).toBe(200);
  });

  it("an unknown email is throttled the same way (no hint that it doesn't exist)", async () => {
    const email = randomEmail();
    const ip = randomIp();
    for (let i = 0; i < accountLimits.loginAccountAddress.limit; i++) await loginCall(email, "Wr0ng!pass", ip);
    expect((await loginCall(email, "Wr0ng!pass", ip)).status).toBe(429);
  });

  it("a success clears the account's count", async () => {
    const { email } = await registerLearner();
    const ip = randomIp();
    for (let i = 0; i < 9; i++) await loginCall(email, "Wr0ng!pass", ip);
    expect((await loginCall(email, PASSWORD, ip)).status).toBe(200);
    for (let i = 0; i < 9; i++) expect(refusal(await loginCall(email, "Wr0ng!pass", ip))).toEqual([400, INVALID.message]);
  });

  it("throttles sign-ins per client address (429 + Retry-After)", async () => {
    const ip = randomIp();
    for (let i = 0; i < accountLimits.loginIp.limit; i++) await loginCall(randomEmail(), "Wr0ng!pass", ip);
    const refused = await loginCall(randomEmail(), "Wr0ng!pass", ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  }, 180_000);

  it("refuses a sign-in posted from another site (login CSRF)", async () => {
    const { email } = await registerLearner();
    const res = await loginCall(email, PASSWORD, randomIp(), { "sec-fetch-site": "cross-site", origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it.each([
    [{ email: "", password: "x" }, "Email is required."],
    [{ email: "a@b.co", password: "" }, "Password is required."],
  ])("answers 400 with the form's message for %j", async (body, message) => {
    const res = await loginCall(body.email, body.password);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
  });
});
