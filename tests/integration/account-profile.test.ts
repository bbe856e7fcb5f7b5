import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as authVerify } from "@/app/api/user/authVerify/route";
import { PUT as updateUserDetails } from "@/app/api/user/updateUserDetails/route";
import { users } from "@/db/schema";
import { call } from "../helpers/http";
import { testDatabase } from "../setup/database";
import { installTestSms, registerLearner, signIn } from "../helpers/auth-flows";

beforeAll(installTestSms);

const update = (auth: { token?: string; cookie?: string; headers?: Record<string, string> }, body: unknown) =>
  call(updateUserDetails, { method: "PUT", path: "/api/user/updateUserDetails", body, ...auth });
const PUBLIC_KEYS = ["_id", "createdAt", "email", "name", "notifyEmail", "notifySms", "notifyWhatsapp", "organization", "phone", "role"];

describe("GET /api/user/authVerify", () => {
  it("answers the user (public fields only) for Bearer, a bare Authorization header and the cookie, never cached", async () => {
    const { email, userId } = await registerLearner({ name: "Asha Verma" });
    const { token, cookie } = await signIn(email);
    for (const auth of [{ token }, { headers: { authorization: token } }, { cookie }]) {
      const res = await call(authVerify, { path: "/api/user/authVerify", ...auth });
      expect(res.status).toBe(200);
      expect(res.json.success).toBe(true);
      expect(Object.keys(res.json.data).sort()).toEqual(PUBLIC_KEYS);
      expect(res.json.data).toMatchObject({ _id: userId, name: "Asha Verma", email, role: "learner" });
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
  });

  it.each([
    ["no session", {}],
    ["a garbage token", { token: "garbage" }],
    ["a token signed with another key", { token: "eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJ4In0.c2lnbmF0dXJl" }],
    ["a garbage cookie", { cookie: "tp_session=garbage" }],
  ])("answers 401 for %s", async (_, auth) => {
    const res = await call(authVerify, { path: "/api/user/authVerify", ...auth });
    expect(res.status).toBe(401);
    expect(res.json.success).toBe(false);
  });
});

describe("PUT /api/user/updateUserDetails", () => {
  it("changes name and organization and returns the user", async () => {
    const { email, userId } = await registerLearner();
    const { token } = await signIn(email);
    const res = await update({ token }, { name: "  Ravi   Kumar ", organization: " Acme Cloud " });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Profile updated successfully.");
    expect(res.json.data).toMatchObject({ _id: userId, name: "Ravi Kumar", organization: "Acme Cloud", email });
    expect(Object.keys(res.json.data).sort()).toEqual(PUBLIC_KEYS);
  });

  it("ignores email, role, ids, activation and password fields (no mass assignment)", async () => {
    const { email, userId } = await registerLearner();
    const other = await registerLearner();
    const { token } = await signIn(email);
    const [before] = await testDatabase().db.select().from(users).where(eq(users.id, userId));
    const res = await update(
      { token },
      {
        name: "Ravi Kumar",
        organization: "",
        email: "new@example.com",
        role: "staff",
        _id: other.userId,
        id: other.userId,
        passwordHash: "x",
        activatedAt: null,
      },
    );
    expect(res.status).toBe(200);
    const [after] = await testDatabase().db.select().from(users).where(eq(users.id, userId));
    expect(after).toMatchObject({ email, role: "learner", passwordHash: before!.passwordHash, activatedAt: before!.activatedAt, name: "Ravi Kumar" });
    const [untouched] = await testDatabase().db.select().from(users).where(eq(users.id, other.userId));
    expect(untouched!.name).toBe("Asha Verma");
  });

  it.each([
    [{ name: "" }, "Username is required."],
    [{ name: "Jo" }, "Username must be between 3 and 30 characters."],
    [{ name: "R0b0t" }, "Username can only contain letters and spaces (no numbers or special characters)."],
    [{ name: "Ravi Kumar", organization: "x".repeat(101) }, "Organization must be at most 100 characters."],
  ])("answers 400 with the form's message for %j", async (body, message) => {
    const { email } = await registerLearner();
    const { token } = await signIn(email);
    const res = await update({ token }, body);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
  });

  it("answers 401 without a session and 403 for a cookie write from another origin", async () => {
    const { email } = await registerLearner();
    const { cookie } = await signIn(email);
    expect((await update({}, { name: "Ravi Kumar" })).status).toBe(401);
    expect((await update({ cookie, headers: { origin: "https://evil.example" } }, { name: "Ravi Kumar" })).status).toBe(403);
    expect((await update({ cookie, headers: { "sec-fetch-site": "same-origin", origin: "http://localhost:3000" } }, { name: "Ravi Kumar" })).status).toBe(200);
  });
});
