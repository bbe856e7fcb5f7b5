import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { e2eStaff } from "../support/env";
import { makeLearner } from "../auth/fixtures";

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

/** Registers and activates a real learner the way the site does (OTP by SMS, then the activation mail). */
export const registerLearner = (request: APIRequestContext, name = "Nisha Learner"): Promise<Learner> => makeLearner(request, name);

/** "YYYY-MM-DD" in Asia/Kolkata (the default time zone of trainings), `days` from today. */
export function dayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
