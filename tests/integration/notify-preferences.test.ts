import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { GET as authVerify } from "@/app/api/user/authVerify/route";
import { GET as unsubscribeLink, POST as unsubscribeOneClick } from "@/app/api/user/unsubscribe/route";
import { PUT as updateUserDetails } from "@/app/api/user/updateUserDetails/route";
import { users } from "@/db/schema";
import { UNSUBSCRIBE_LINK_DAYS, unsubscribeToken, unsubscribeUrl } from "@/lib/batches/unsubscribe";
import { setClock } from "@/lib/clock";
import { call } from "../helpers/http";
import { makeLearner } from "../helpers/users";
import { testDatabase } from "../setup/database";

const prefsOf = async (id: string) => {
  const [row] = await testDatabase().db.select({ notifyEmail: users.notifyEmail, notifySms: users.notifySms }).from(users).where(eq(users.id, id));
  return row!;
};
const update = (token: string, body: unknown) => call(updateUserDetails, { method: "PUT", path: "/api/user/updateUserDetails", token, body });

describe("reminder channels in the profile (sales-and-batches.md §3)", () => {
  it("authVerify answers both channels, on by default", async () => {
    const me = await makeLearner();
    const res = await call(authVerify, { token: me.token });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ notifyEmail: true, notifySms: true });
  });

  it("updateUserDetails switches each channel off and on; leaving them out keeps them", async () => {
    const me = await makeLearner({ name: "Asha Verma" });
    const off = await update(me.token, { name: "Asha Verma", notifySms: false });
    expect(off.status).toBe(200);
    expect(off.json.message).toBe("Profile updated successfully.");
    expect(off.json.data).toMatchObject({ notifyEmail: true, notifySms: false });
    expect(await prefsOf(me.user.id)).toEqual({ notifyEmail: true, notifySms: false });

    await update(me.token, { name: "Asha Verma", notifyEmail: false });
    expect(await prefsOf(me.user.id)).toEqual({ notifyEmail: false, notifySms: false });
    expect((await call(authVerify, { token: me.token })).json.data).toMatchObject({ notifyEmail: false, notifySms: false });

    await update(me.token, { name: "Asha Verma", organization: "Acme" });
    expect(await prefsOf(me.user.id)).toEqual({ notifyEmail: false, notifySms: false });
    await update(me.token, { name: "Asha Verma", notifyEmail: true, notifySms: true });
    expect(await prefsOf(me.user.id)).toEqual({ notifyEmail: true, notifySms: true });
  });

  it("refuses a channel that is not true or false (400), and keeps the name rules", async () => {
    const me = await makeLearner({ name: "Asha Verma" });
    const res = await update(me.token, { name: "Asha Verma", notifyEmail: "no" });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("notifyEmail must be true or false.");
    expect((await update(me.token, { name: "", notifyEmail: false })).json.message).toBe("Username is required.");
    expect(await prefsOf(me.user.id)).toEqual({ notifyEmail: true, notifySms: true });
  });
});

describe("GET/POST /api/user/unsubscribe (one click, RFC 8058)", () => {
  const link = (url: string) => "/api/user/unsubscribe" + url.slice(url.indexOf("?"));

  afterEach(() => setClock(undefined));

  it("the link of a reminder only shows a page whose button turns email reminders off (a GET changes nothing)", async () => {
    const me = await makeLearner();
    const url = unsubscribeUrl(me.user.id, "email");
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/user\/unsubscribe\?token=/);
    const res = await call(unsubscribeLink, { path: link(url) });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    // React writes the form's attributes in an order of its own: the form posts to the link itself.
    const form = /<form [^>]*>/.exec(String(res.json))?.[0];
    expect(form).toContain(`action="${link(url)}"`);
    expect(form).toContain('method="post"');
    expect(String(res.json)).toContain(">Unsubscribe</button>");
    // A mail scanner or a link preview fetched it: still subscribed.
    expect(await prefsOf(me.user.id)).toEqual({ notifyEmail: true, notifySms: true });
    // The person presses the button (a form post without body).
    const done = await call(unsubscribeOneClick, {
      method: "POST",
      path: link(url),
      rawBody: "",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(done.status).toBe(200);
    expect(String(done.json)).toContain("You are unsubscribed");
    expect(await prefsOf(me.user.id)).toEqual({ notifyEmail: false, notifySms: true });
    // Following it again changes nothing and still answers 200.
    expect((await call(unsubscribeLink, { path: link(url) })).status).toBe(200);
  });

  it(`a link expires ${UNSUBSCRIBE_LINK_DAYS} days after its mail`, async () => {
    const me = await makeLearner();
    const sent = Date.now();
    setClock(new Date(sent));
    const url = unsubscribeUrl(me.user.id, "email");
    setClock(new Date(sent + (UNSUBSCRIBE_LINK_DAYS - 1) * 86_400_000));
    expect((await call(unsubscribeLink, { path: link(url) })).status).toBe(200);
    setClock(new Date(sent + (UNSUBSCRIBE_LINK_DAYS + 1) * 86_400_000));
    expect((await call(unsubscribeLink, { path: link(url) })).status).toBe(400);
    expect(
      (
        await call(unsubscribeOneClick, {
          method: "POST",
          path: link(url),
          rawBody: "List-Unsubscribe=One-Click",
          headers: { "content-type": "application/x-www-form-urlencoded" },
        })
      ).status,
    ).toBe(400);
    expect(await prefsOf(me.user.id)).toEqual({ notifyEmail: true, notifySms: true });
  });

  it("a mail provider's one-click POST (form body, no session, another origin) does the same", async () => {
    const me = await makeLearner();
    const res = await call(unsubscribeOneClick, {
      method: "POST",
      path: `/api/user/unsubscribe?token=${unsubscribeToken(me.user.id, "sms")}`,
      rawBody: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://mail.example.net", "sec-fetch-site": "cross-site" },
    });
    expect(res.status).toBe(200);
    expect(await prefsOf(me.user.id)).toEqual({ notifyEmail: true, notifySms: false });
  });

  it.each([
    ["no token", ""],
    ["a malformed token", "?token=garbage"],
    ["a token for another channel name", "?token=" + "a".repeat(24) + ".push.k3x." + "x".repeat(43)],
  ])("answers 400 for %s", async (_, query) => {
    const res = await call(unsubscribeLink, { path: `/api/user/unsubscribe${query}` });
    expect(res.status).toBe(400);
    expect(String(res.json)).toContain("This unsubscribe link is invalid.");
  });

  it("answers 400 for a forged signature and changes nothing", async () => {
    const me = await makeLearner();
    const other = await makeLearner();
    const good = unsubscribeToken(other.user.id, "email");
    const forged = `${me.user.id}.${good.split(".").slice(1).join(".")}`;
    expect((await call(unsubscribeLink, { path: `/api/user/unsubscribe?token=${forged}` })).status).toBe(400);
    expect((await call(unsubscribeLink, { path: `/api/user/unsubscribe?token=${good.slice(0, -1)}${good.endsWith("A") ? "B" : "A"}` })).status).toBe(400);
    expect(await prefsOf(me.user.id)).toEqual({ notifyEmail: true, notifySms: true });
  });
});
