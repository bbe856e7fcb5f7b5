import { expect, request as playwrightRequest, type APIRequestContext, type Locator, type Page } from "../support/test";
import { dayFromToday } from "../support/dates";
import { e2eStaff } from "../support/env";
import { logInWithApi, makeLearner } from "../auth/fixtures";

export { dayFromToday };

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

/** A staff API client of its own (the journeys' set-up), so the test's pages keep their own sessions. */
export async function staffApi(baseURL: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL });
  const res = await api.post("/api/user/login", { data: { email: e2eStaff.email, password: e2eStaff.password } });
  expect(res.status(), await res.text()).toBe(200);
  return api;
}

export interface DemoCourse {
  _id: string;
  courseTitle: string;
  courseSlug: string;
}

/** The demo catalogue's course whose title is (or matches) `title`; the first course when no title is given. */
export async function demoCourse(api: APIRequestContext, title?: string | RegExp): Promise<DemoCourse> {
  const { data } = (await (await api.get("/api/course/getAllCoursesForUser")).json()) as { data: DemoCourse[] };
  const course = title === undefined ? data[0] : data.find((c) => (typeof title === "string" ? c.courseTitle === title : title.test(c.courseTitle)));
  expect(course, `a demo course ${title ?? ""}`).toBeDefined();
  return course!;
}

/** A batch of the course through the staff API (`api` signed in as staff); answers the API's training. */
export async function scheduleTraining(api: APIRequestContext, courseId: string, training: Record<string, unknown>) {
  const created = await api.post("/api/admin/trainings", { data: { courseId, ...training } });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).data as { _id: string; courseId: { courseSlug: string } };
}

/** Sessions all day (00:00–23:59 in Asia/Kolkata) from yesterday to `lastDay` days from today: one is running now. */
export const runningNow = (lastDay: number) => ({
  startDate: dayFromToday(-1),
  endDate: dayFromToday(lastDay),
  startTime: "00:00",
  endTime: "23:59",
  timeZone: "Asia/Kolkata",
});

/** Enrols the learner of that email in the training, active, through the staff API. */
export async function enrolActive(api: APIRequestContext, email: string, trainingId: string) {
  const enrolled = await api.post("/api/admin/enrollments", { data: { userEmail: email, trainingId, isActive: true } });
  expect(enrolled.status(), await enrolled.text()).toBe(201);
}

export interface Learner {
  name: string;
  email: string;
  phone: string;
  password: string;
}

/** Registers and activates a real learner the way the site does (OTP by SMS, then the activation mail). */
export const registerLearner = (request: APIRequestContext, name = "Nisha Learner"): Promise<Learner> => makeLearner(request, name);

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

/**
 * On the page of a ₹30,000 booking whose seat holds `learner`: a first payment of ₹10,000 leaves ₹20,000 due and the
 * learner not active; signed in on `learnerPage`, their My Learning lists the course without a Join link. Answers that row.
 */
export async function payFirstPart(page: Page, learners: Locator, learnerPage: Page, learner: Learner, course: string, reference: string): Promise<Locator> {
  await recordPayment(page, { amount: 10000, reference });
  await expect(page.getByText("Payment recorded.")).toBeVisible();
  await expect(page.getByTestId("booking-totals")).toContainText("₹20,000.00");
  await expect(learners).toContainText("Not active");
  await logInWithApi(learnerPage, learner.email, learner.password);
  await learnerPage.goto("/my-learning");
  const row = learnerPage.getByTestId("enrolment-row").filter({ hasText: course });
  await expect(row).toBeVisible();
  await expect(row.getByRole("link", { name: /^Join/ })).toHaveCount(0);
  return row;
}

/** On that booking's page: the remaining ₹20,000 by UPI; the booking is paid and the learner active. */
export async function payTheRest(page: Page, learners: Locator, reference: string) {
  await recordPayment(page, { amount: 20000, method: "upi", reference });
  await expect(page.getByTestId("booking-status")).toHaveText("Paid");
  await expect(learners).toContainText("Active");
  await expect(learners).not.toContainText("Not active");
}
