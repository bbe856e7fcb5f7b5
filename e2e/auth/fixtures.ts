// Accounts for the journeys: each test makes its own learner through the real API, reading the SMS and the
// activation mail from the local sinks, so no test depends on another's data.
import { randomBytes, randomInt } from "node:crypto";
import { expect, type APIRequestContext, type Page } from "../support/test";
import { latestMail, latestSms, linkIn } from "../support/inbox";

export const PASSWORD = "Str0ng!e2e-pass";

export const newPhone = () => `9${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}`;
export const newEmail = (prefix = "learner") => `${prefix}.${randomBytes(5).toString("hex")}@example.com`;

export function codeIn(body: string): string {
  const match = /\b(\d{6})\b/.exec(body);
  expect(match, `a 6-digit code in "${body}"`).not.toBeNull();
  return match![1]!;
}

export const ACTIVATION_LINK = /http:\/\/localhost:\d+\/auth\/verify-account\?token=/;
export const RESET_LINK = /http:\/\/localhost:\d+\/auth\/reset-password\?token=/;

/** Registers and activates a learner through the API. */
export async function makeLearner(request: APIRequestContext, name = "Meera Iyer") {
  const email = newEmail();
  const phone = newPhone();
  const sent = await request.post("/auth/otp-send", { data: { phonenumber: phone } });
  expect(sent.status()).toBe(200);
  const { data } = (await sent.json()) as { data: { verificationId: string } };
  const sms = await latestSms(`+91${phone}`);
  expect((await request.post("/auth/otp-verify", { data: { phonenumber: phone, ver_id: data.verificationId, otp_code: codeIn(sms.body) } })).status()).toBe(
    200,
  );
  expect((await request.post("/api/user/register", { data: { name, email, phone, password: PASSWORD } })).status()).toBe(200);
  const link = linkIn(await latestMail(email, /Activate/), ACTIVATION_LINK);
  const token = new URL(link).searchParams.get("token");
  expect((await request.post("/api/user/activateEmail", { data: { activation_token: token } })).status()).toBe(200);
  return { email, phone, name, password: PASSWORD };
}

/** A form control by its label's exact text (the required mark "*" aside; a Show/Hide button's label never matches). */
export const field = (page: Page | ReturnType<Page["locator"]>, label: string) => page.getByLabel(new RegExp(`^${label}\\*?$`));

/** Signs in through the login form. */
export async function logInWithForm(page: Page, email: string, password = PASSWORD) {
  await field(page, "Email").fill(email);
  await field(page, "Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

/** Signs the page's browser in through the API (the cookie lands in the context). */
export async function logInWithApi(page: Page, email: string, password = PASSWORD) {
  const res = await page.request.post("/api/user/login", { data: { email, password } });
  expect(res.status()).toBe(200);
}

/** Fails the test on any Content-Security-Policy violation the page reports. */
export function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply)/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}
