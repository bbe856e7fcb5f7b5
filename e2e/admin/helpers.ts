import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
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

/**
 * On the booking form (/admin/bookings/new, the buyer already there): a booking of `seats` seats of the training for
 * `total` rupees; waits for the new booking's page, awaiting payment.
 */
export async function createBooking(page: Page, booking: { trainingId: string; seats: number; total: number }) {
  await page.getByLabel("Training").selectOption(booking.trainingId);
  await page.getByLabel("Seats").fill(String(booking.seats));
  await page.getByLabel("Total price").fill(String(booking.total));
  await page.getByRole("button", { name: "Create booking" }).click();
  await expect(page).toHaveURL(/\/admin\/bookings\/[a-z0-9]+$/i);
  await page.locator("html[data-console-ready]").waitFor({ state: "attached" });
  await expect(page.getByRole("heading", { level: 1, name: /^Booking BK-\d{4}-\d{4}$/ })).toBeVisible();
  await expect(page.getByTestId("booking-status")).toHaveText("Awaiting payment");
}

/** On a booking's page: the learners' emails on its seats; the Learners list, each learner not active yet. */
export async function assignLearners(page: Page, ...emails: string[]): Promise<Locator> {
  await page.getByLabel("Learner emails").fill(emails.join("\n"));
  await page.getByRole("button", { name: "Assign learners" }).click();
  await expect(page.getByText("Learners assigned.")).toBeVisible();
  const learners = page.getByRole("list", { name: "Learners" });
  for (const email of emails) await expect(learners).toContainText(email);
  await expect(learners).toContainText("Not active");
  return learners;
}

/** On a booking's page: records a payment (the form's default method unless `method` is given). */
export async function recordPayment(page: Page, payment: { amount: number; reference: string; method?: string }) {
  const form = page.getByRole("form", { name: "Record payment" });
  await form.getByLabel(/^Amount/).fill(String(payment.amount));
  if (payment.method) await form.getByLabel("Method").selectOption(payment.method);
  await form.getByLabel("Reference").fill(payment.reference);
  await form.getByRole("button", { name: "Record payment" }).click();
}
