import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as authVerify } from "@/app/api/user/authVerify/route";
import { POST as logout } from "@/app/api/user/logout/route";
import { sessions } from "@/db/schema";
import { resetEnvForTests } from "@/lib/env";
import { call } from "../helpers/http";
import { testDatabase } from "../setup/database";
import { PASSWORD, installTestSms, loginCall, registerLearner, signIn } from "../helpers/auth-flows";

beforeAll(installTestSms);
afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
});

const verify = (auth: { token?: string; cookie?: string }) => call(authVerify, { path: "/api/user/authVerify", ...auth });
const logoutCall = (auth: { token?: string; cookie?: string; headers?: Record<string, string> }) =>
  call(logout, { method: "POST", path: "/api/user/logout", ...auth });

describe("POST /api/user/logout", () => {
  it("revokes a cookie session on the server and clears the cookie; other sessions live on", async () => {
    const { email } = await registerLearner();
    const here = await signIn(email);
    const elsewhere = await signIn(email);
    const res = await logoutCall({ cookie: here.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/^tp_session=;.*Max-Age=0/);
    // The same token is dead everywhere: as the cookie and as Bearer.
    expect((await verify({ cookie: here.cookie })).status).toBe(401);
    expect((await verify({ token: here.token })).status).toBe(401);
    expect((await verify({ token: elsewhere.token })).status).toBe(200);
  });

  it("revokes a Bearer session", async () => {
    const { email } = await registerLearner();
    const { token, cookie } = await signIn(email);
    expect((await logoutCall({ token })).status).toBe(200);
    expect((await verify({ token })).status).toBe(401);
    expect((await verify({ cookie })).status).toBe(401);
  });

  it("refuses a cookie logout posted from another site (403) and leaves the session alone", async () => {
    const { email } = await registerLearner();
    const { cookie } = await signIn(email);
    expect((await logoutCall({ cookie, headers: { "sec-fetch-site": "cross-site" } })).status).toBe(403);
    expect((await verify({ cookie })).status).toBe(200);
  });

  it("answers 401 and clears the cookie of a dead session", async () => {
    const res = await logoutCall({ cookie: "tp_session=garbage" });
    expect(res.status).toBe(401);
    expect(res.headers.get("set-cookie")).toMatch(/Max-Age=0/);
  });
});

describe("session lifetime and cookie", () => {
  it("an expired session answers 401 as cookie and as Bearer", async () => {
    const { email, userId } = await registerLearner();
    const { token, cookie } = await signIn(email);
    await testDatabase()
      .db.update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, userId));
    expect((await verify({ token })).status).toBe(401);
    expect((await verify({ cookie })).status).toBe(401);
  });

  it("over https the cookie is __Host-tp_session with Secure, Path=/ and no Domain", async () => {
    const { email } = await registerLearner();
    vi.stubEnv("APP_URL", "https://academy.example.com");
    resetEnvForTests();
    const res = await loginCall(email, PASSWORD, undefined, { origin: "https://academy.example.com" });
    expect(res.status).toBe(200);
    const cookie = res.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^__Host-tp_session=/);
    expect(cookie).toContain("Secure");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("Path=/");
    expect(cookie).not.toMatch(/Domain=/i);
    expect((await verify({ cookie: cookie.split(";")[0] })).status).toBe(200);
  });

  it("over https an unprefixed tp_session cookie signs nobody in (a sibling subdomain could have planted it)", async () => {
    const { email } = await registerLearner();
    const { token } = await signIn(email);
    vi.stubEnv("APP_URL", "https://academy.example.com");
    resetEnvForTests();
    expect((await verify({ cookie: `tp_session=${token}` })).status).toBe(401);
    expect((await verify({ cookie: `__Host-tp_session=${token}` })).status).toBe(200);
  });

  it("tokens name 128-bit random sessions: every sign-in gets a new one", async () => {
    const { email, userId } = await registerLearner();
    const a = await signIn(email);
    const b = await signIn(email);
    expect(a.token).not.toBe(b.token);
    const rows = await testDatabase().db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    for (const { id } of rows) expect(id).toMatch(/^[0-9a-f]{32}$/);
  });
});
