import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { e2eStaff } from "../support/env";
import { latestMail, latestSms } from "../support/inbox";

export const suffix = () => Math.random().toString(36).slice(2, 8);

/** Opens a console page and waits until its scripts have loaded (form controls are React's from then on). */
export async function open(page: Page, url: string) {
  await page.goto(url);
  await page.locator("html[data-console-ready]").waitFor({ state: "attached" });
}

/** Signs the page's browser context in as the e2e staff account (the login call sets the session cookie). */
export async function signInAsStaff(page: Page) {
  const res = await page.request.post("/api/user/login", { data: { email: e2eStaff.email, password: e2eStaff.password } });
  expect(res.status(), await res.text()).toBe(200);
}

export interface Learner {
  name: string;
  email: string;
  phone: string;
  password: string;
}

/**
 * Registers a real learner the way the site does: OTP by SMS (read from the sink), registration, then the
 * activation link from the mail sink. Answers the account's credentials.
 */
export async function registerLearner(request: APIRequestContext, name = "Nisha Learner"): Promise<Learner> {
  const tag = suffix();
  const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "1")}`;
  const learner = { name, email: `learner.${tag}@example.com`, phone, password: "Learn!ng-Pass7" };
  const since = new Date(Date.now() - 1000).toISOString();
  const sent = await request.post("/auth/otp-send", { data: { phonenumber: phone } });
  expect(sent.status(), await sent.text()).toBe(200);
  const { data } = (await sent.json()) as { data: { verificationId: string } };
  const sms = await latestSms(`+91${phone}`, since);
  const code = sms.body.match(/\b(\d{6})\b/)?.[1];
  expect(code, `a 6-digit code in "${sms.body}"`).toBeTruthy();
  const verified = await request.post("/auth/otp-verify", { data: { phonenumber: phone, ver_id: data.verificationId, otp_code: code } });
  expect(verified.status(), await verified.text()).toBe(200);
  const registered = await request.post("/api/user/register", { data: { name, email: learner.email, phone, password: learner.password } });
  expect(registered.status(), await registered.text()).toBe(200);
  const mail = await latestMail(learner.email);
  const token = mail.text.match(/verify-account\?token=([^\s"<>]+)/)?.[1];
  expect(token, `an activation link in "${mail.subject}"`).toBeTruthy();
  const activated = await request.post("/api/user/activateEmail", { data: { activation_token: decodeURIComponent(token!) } });
  expect(activated.status(), await activated.text()).toBe(200);
  return learner;
}

/** "YYYY-MM-DD" in Asia/Kolkata (the default time zone of trainings), `days` from today. */
export function dayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
