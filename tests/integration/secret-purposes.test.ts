// Issue 21: one key derived from SESSION_SECRET per purpose. A value signed for one purpose (or with the raw
// secret) never verifies as another: a session token, a calendar feed link, an unsubscribe link.
import { createHmac } from "node:crypto";
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { GET as authVerify } from "@/app/api/user/authVerify/route";
import { readUnsubscribeToken } from "@/lib/batches/unsubscribe";
import { createFeed, feedOwner } from "@/lib/calendar/feed";
import { purposeKey } from "@/lib/secrets";
import { call } from "../helpers/http";
import { makeLearner } from "../helpers/users";
import { testDatabase } from "../setup/database";
import { sessions } from "@/db/schema";
import { eq } from "drizzle-orm";

const secret = process.env.SESSION_SECRET!;

describe("one key per purpose", () => {
  it("the keys differ from each other and from the secret", () => {
    const keys = (["session", "calendar-feed", "unsubscribe-link", "waitlist-confirm", "otp"] as const).map((p) => purposeKey(p).toString("hex"));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).not.toContain(Buffer.from(secret).toString("hex"));
  });

  it("a session token signed with the raw secret is refused", async () => {
    const me = await makeLearner();
    expect((await call(authVerify, { token: me.token })).status).toBe(200);
    const [row] = await testDatabase().db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, me.user.id));
    const forged = await new SignJWT({ sid: row!.id })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(me.user.id)
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode(secret));
    expect((await call(authVerify, { token: forged })).status).toBe(401);
  });

  it("a calendar feed token signed with the raw secret is refused; its own key's works", async () => {
    const me = await makeLearner();
    const url = await createFeed(me.user.id);
    const token = /feed\/([^/]+)\.ics$/.exec(url)![1]!;
    expect(await feedOwner(token)).toBe(me.user.id);
    const key = token.slice(0, 32);
    const raw = createHmac("sha256", secret).update(`calendar-feed:${key}`).digest("base64url").slice(0, 32);
    expect(await feedOwner(`${key}${raw}`)).toBeUndefined();
    // An unsubscribe token's MAC under the calendar key (another purpose) does not verify.
    const other = createHmac("sha256", purposeKey("calendar-feed")).update(`${me.user.id}.email.k3x`).digest("base64url");
    expect(readUnsubscribeToken(`${me.user.id}.email.k3x.${other}`)).toBeUndefined();
  });
});
