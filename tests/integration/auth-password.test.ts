import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as authVerify } from "@/app/api/user/authVerify/route";
import { POST as forgetPassword } from "@/app/api/user/forgetPassword/route";
import { POST as resetPassword } from "@/app/api/user/resetPassword/route";
import { POST as updateUserPassword } from "@/app/api/user/updateUserPassword/route";
import { mailOutbox, oneTimeTokens } from "@/db/schema";
import { call, refusal } from "../helpers/http";
import { testDatabase } from "../setup/database";
import { PASSWORD, installTestSms, latestMail, loginCall, randomEmail, randomIp, registerLearner, signIn, tokenFromMail } from "../helpers/auth-flows";

beforeAll(installTestSms);

const NEW = "N3w!secret";
const forget = (email: string) => call(forgetPassword, { path: "/api/user/forgetPassword", body: { email }, ip: randomIp() });
const reset = (token: unknown, password = NEW) =>
  call(resetPassword, { path: "/api/user/resetPassword", body: { password, activation_token: token }, ip: randomIp() });
const change = (auth: { token?: string; cookie?: string; headers?: Record<string, string> }, body: Record<string, unknown>) =>
  call(updateUserPassword, { path: "/api/user/updateUserPassword", body, ...auth });
const verify = (auth: { token?: string; cookie?: string }) => call(authVerify, { path: "/api/user/authVerify", ...auth });
const mailCount = async () =>
  (
    await testDatabase()
      .db.select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
  )[0]!.n;

describe("POST /api/user/forgetPassword", () => {
  it("answers the same for a known and an unknown email; only the known one gets mail, linked from APP_URL", async () => {
    const { email } = await registerLearner();
    const before = await mailCount();
    const unknown = await forget(randomEmail());
    expect(await mailCount()).toBe(before);
    const known = await forget(email);
    expect({ status: known.status, json: known.json }).toEqual({ status: unknown.status, json: unknown.json });
    expect(known.status).toBe(200);
    expect(await mailCount()).toBe(before + 1);
    const mail = await latestMail(email, /Reset/);
    expect(mail!.text).toMatch(/http:\/\/localhost:3000\/auth\/reset-password\?token=[A-Za-z0-9_-]{43}/);
  });

  it("limits requests per email (429 + Retry-After), known or not", async () => {
    const email = randomEmail();
    for (let i = 0; i < 5; i++) expect((await forget(email)).status).toBe(200);
    const refused = await forget(email);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("POST /api/user/resetPassword", () => {
  it("sets the password, ends every session (cookie and Bearer), signs nobody in, and the link works once", async () => {
    const { email } = await registerLearner();
    const a = await signIn(email);
    const b = await signIn(email);
    await forget(email);
    const token = await tokenFromMail(email, /Reset/, "reset-password");
    const res = await reset(token);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, message: "Your password has been reset. Please log in with your new password." });
    expect(res.json.accessToken).toBeUndefined();
    expect(res.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    expect((await verify({ token: a.token })).status).toBe(401);
    expect((await verify({ cookie: b.cookie })).status).toBe(401);
    expect(refusal(await loginCall(email, PASSWORD))).toEqual([400, "Invalid email or password."]);
    expect((await loginCall(email, NEW)).status).toBe(200);
    expect(refusal(await reset(token, "Th1rd!pass"))).toEqual([400, "This password reset link is invalid or has expired. Please request a new one."]);
    expect(await latestMail(email, /password was changed/)).toBeDefined();
  });

  it("stores only the token's hash; a reset link lasts 1 hour", async () => {
    const { email, userId } = await registerLearner();
    await forget(email);
    const token = await tokenFromMail(email, /Reset/, "reset-password");
    const [row] = await testDatabase()
      .db.select()
      .from(oneTimeTokens)
      .where(sql`${oneTimeTokens.userId} = ${userId} and ${oneTimeTokens.purpose} = 'reset'`);
    expect(row!.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(Math.abs(row!.expiresAt.getTime() - row!.createdAt.getTime() - 3600_000)).toBeLessThan(5000);
    await testDatabase()
      .db.update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.id, row!.id));
    const expired = await reset(token);
    expect(expired.status).toBe(400);
    expect(expired.json.message).toBe("This password reset link is invalid or has expired. Please request a new one.");
  });

  it("a reset link dies when the password changes, and when a newer link is sent", async () => {
    const { email } = await registerLearner();
    await forget(email);
    const first = await tokenFromMail(email, /Reset/, "reset-password");
    await forget(email);
    const second = await tokenFromMail(email, /Reset/, "reset-password");
    expect(refusal(await reset(first))).toEqual([400, "This password reset link is invalid or has expired. Please request a new one."]);

    const { token } = await signIn(email);
    expect((await change({ token }, { password: PASSWORD, npassword: NEW })).status).toBe(200);
    expect(refusal(await reset(second, "Th1rd!pass"))).toEqual([400, "This password reset link is invalid or has expired. Please request a new one."]);
    expect((await loginCall(email, NEW)).status).toBe(200);
  });

  it.each([
    ["weakpass", "Use strong password: 1 number, 1 uppercase, 1 lowercase, 1 special character"],
    [`Aa1!${"x".repeat(69)}`, "Password must be at most 72 bytes long."],
  ])("refuses the new password %j with the rule's message, and the link still works", async (password, message) => {
    const { email } = await registerLearner();
    await forget(email);
    const token = await tokenFromMail(email, /Reset/, "reset-password");
    const res = await reset(token, password);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
    expect((await reset(token)).status).toBe(200);
  });

  it("refuses an unknown or missing token", async () => {
    expect(refusal(await reset("nope"))).toEqual([400, "This password reset link is invalid or has expired. Please request a new one."]);
    expect(refusal(await reset(undefined))).toEqual([400, "This link is incomplete. Please use the full link from the email."]);
  });
});

describe("POST /api/user/updateUserPassword", () => {
  it("needs the current password", async () => {
    const { email } = await registerLearner();
    const { token } = await signIn(email);
    const res = await change({ token }, { password: "Wr0ng!pass", npassword: NEW });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("The current password is incorrect.");
    expect((await verify({ token })).status).toBe(200);
  });

  it("changes it, ends every session including this one (cookie and Bearer), and mails a notice", async () => {
    const { email } = await registerLearner();
    const viaCookie = await signIn(email);
    const viaBearer = await signIn(email);
    const res = await change({ cookie: viaCookie.cookie }, { password: PASSWORD, npassword: NEW });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, message: "Password updated successfully." });
    expect(res.headers.get("set-cookie")).toMatch(/^tp_session=;.*Max-Age=0/);
    expect((await verify({ cookie: viaCookie.cookie })).status).toBe(401);
    expect((await verify({ token: viaBearer.token })).status).toBe(401);
    expect((await loginCall(email, NEW)).status).toBe(200);
    expect(await latestMail(email, /password was changed/)).toBeDefined();
  });

  it("answers 401 without a session, 403 for a cookie write from another site (Bearer is not ambient: allowed)", async () => {
    const { email } = await registerLearner();
    const { token, cookie } = await signIn(email);
    expect((await change({}, { password: PASSWORD, npassword: NEW })).status).toBe(401);
    const crossSite = { "sec-fetch-site": "cross-site", origin: "https://evil.example" };
    expect((await change({ cookie, headers: crossSite }, { password: PASSWORD, npassword: NEW })).status).toBe(403);
    expect((await loginCall(email, PASSWORD)).status).toBe(200);
    expect((await change({ token, headers: crossSite }, { password: PASSWORD, npassword: NEW })).status).toBe(200);
  });

  it.each([
    [{ password: "", npassword: NEW }, "Current password is required."],
    [{ password: PASSWORD, npassword: "weak" }, "Use strong password: 1 number, 1 uppercase, 1 lowercase, 1 special character"],
    [{ password: PASSWORD, npassword: PASSWORD }, "The new password must be different from the current one."],
  ])("answers 400 for %j", async (body, message) => {
    const { email } = await registerLearner();
    const { token } = await signIn(email);
    const res = await change({ token }, body);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
  });

  it("limits wrong current passwords (429 + Retry-After)", async () => {
    const { email } = await registerLearner();
    const { token } = await signIn(email);
    for (let i = 0; i < 5; i++) expect((await change({ token }, { password: "Wr0ng!pass", npassword: NEW })).status).toBe(400);
    const refused = await change({ token }, { password: PASSWORD, npassword: NEW });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
