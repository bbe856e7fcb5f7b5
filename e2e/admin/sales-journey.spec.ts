// Issue #11's journey, end to end in the browser: an enquiry from a course page's form → staff move it on the
// board and record a quote → "Create booking" from the enquiry → the learner assigned → a partial payment (no
// access) → the final payment (access, the meeting link in My Learning) → the learner's receipt PDF from /account.
import { mkdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, type Locator, type Page } from "../support/test";
import { extractText, getDocumentProxy } from "unpdf";
import { makeLearner } from "../auth/fixtures";
import { assignLearners, createBooking, demoCourse, open, payFirstPart, payTheRest, runningNow, scheduleTraining, signInAsStaff, suffix } from "./helpers";

// Beside the site's screenshots (screenshots/, not committed): Playwright empties its output folder on every run.
const screens = path.join(process.cwd(), "screenshots", "sales");
const COURSE = "Docker and Kubernetes Fundamentals";

/**
 * At 1280 and 375 px: the whole page (scrolled sideways to `show`, for the board), or only `element`, centred in the
 * viewport first (clear of sticky bars and floating buttons).
 */
async function shoot(page: Page, name: string, { element, show }: { element?: Locator; show?: Locator } = {}) {
  mkdirSync(screens, { recursive: true });
  // Notices fade out on their own; the screenshots show the page, not them.
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.waitForTimeout(200);
    await (element ?? show)?.evaluate((el) => el.scrollIntoView({ block: "center", inline: "center" }));
    const file = path.join(screens, `${name}-${width}.png`);
    if (element) await element.screenshot({ path: file });
    else await page.screenshot({ path: file, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A name of letters only (the contact form refuses digits), different on every run. */
const lettersName = (first: string) => `${first} ${Array.from({ length: 6 }, () => "abcdefghijklmnopqrstuvwxyz"[Math.floor(Math.random() * 26)]).join("")}`;

test("an enquiry from a course page becomes a paid booking: access after the final payment, the receipt in /account", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const tag = suffix();
  const meetingLink = `https://meet.example.com/sales-${tag}`;

  // A live training of the course, running today, so the Join link shows once the learner is active.
  await signInAsStaff(page);
  const course = await demoCourse(page.request, COURSE);
  const { _id: trainingId } = await scheduleTraining(page.request, course._id, { ...runningNow(6), meetingLink });

  // The learner has an account; they enquire from the course page's form, signed out.
  const learnerContext = await browser.newContext();
  const learnerPage = await learnerContext.newPage();
  const learner = await makeLearner(learnerPage.request, lettersName("Rohan"));
  await learnerPage.goto(`/training-courses/course/${course.courseSlug}?utm_source=search&utm_campaign=sales-${tag}`);
  const form = learnerPage.getByRole("form", { name: "Enquire about this course" });
  await form.getByLabel("Full name").fill(learner.name);
  await form.getByLabel("Email").fill(learner.email);
  await form.getByLabel("Country code").selectOption("IN");
  await form.getByLabel("Phone number", { exact: true }).fill(learner.phone);
  await form.getByRole("radio", { name: "Individual" }).check();
  await form.getByLabel("Message").fill(`One seat in the next batch, please (ref ${tag}).`);
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(learnerPage.getByRole("dialog", { name: "Thank you!" })).toBeVisible();

  // Staff: on the board, the keyboard moves the card from New to Contacted.
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, `/admin/enquiries/board?q=${tag}`);
  const card = (stage: string) => page.getByRole("article", { name: `${learner.name}, ${stage}` });
  await card("New").focus();
  await page.keyboard.press("ArrowRight");
  await expect(card("Contacted")).toBeFocused();

  // The enquiry page: a quote moves it to Quoted, with a quote entry on the timeline.
  await open(page, `/admin/enquiries?q=${tag}`);
  await page.getByRole("link", { name: learner.name }).click();
  await expect(page.getByRole("heading", { level: 1, name: learner.name })).toBeVisible();
  await page.locator("html[data-console-ready]").waitFor({ state: "attached" });
  const quote = page.getByRole("form", { name: "Record a quote" });
  await quote.getByLabel(/^Amount/).fill("30000");
  await quote.getByLabel(/^Details/).fill("for 1 seat, weekday batch");
  await quote.getByRole("button", { name: "Record quote" }).click();
  await expect(page.getByText("Quote recorded.")).toBeVisible();
  const timeline = page.getByRole("list", { name: "Timeline" });
  await expect(timeline.getByText("Quoted INR 30,000.00 for 1 seat, weekday batch")).toBeVisible();
  await expect(timeline.getByText("Contacted → Quoted")).toBeVisible();
  await expect(timeline.getByText("New → Contacted")).toBeVisible();
  await expect(page.getByRole("main").getByText("quoted", { exact: true })).toBeVisible();
  await shoot(page, "enquiry");

  // The board shows it in Quoted.
  await open(page, `/admin/enquiries/board?q=${tag}`);
  const quoted = page.getByRole("region", { name: "Quoted" });
  await expect(quoted.getByRole("article", { name: `${learner.name}, Quoted` })).toBeVisible();
  await shoot(page, "board", { show: quoted });

  // "Create booking" from the enquiry: the form is prefilled with the buyer.
  await open(page, `/admin/enquiries?q=${tag}`);
  await page.getByRole("link", { name: learner.name }).click();
  await page.locator("html[data-console-ready]").waitFor({ state: "attached" });
  await page.getByRole("link", { name: "Create booking" }).click();
  await expect(page).toHaveURL(/\/admin\/bookings\/new\?enquiryId=/);
  await page.locator("html[data-console-ready]").waitFor({ state: "attached" });
  await expect(page.getByLabel("Buyer email")).toHaveValue(learner.email);
  await createBooking(page, { trainingId, seats: 1, total: 30000 });

  // The learner's email on the seat.
  const learners = await assignLearners(page, learner.email);

  // A partial payment: still not active, no Join in My Learning.
  const row = await payFirstPart(page, learners, learnerPage, learner, COURSE, `UTR-${tag}-1`);
  await expect(row.locator(`a[href="${meetingLink}"]`)).toHaveCount(0);

  // Activating the enrolment by hand before the booking is paid asks for the reason (here: left, nothing changes).
  const bookingUrl = page.url();
  await open(page, `/admin/trainings/${trainingId}`);
  await page.getByRole("button", { name: `Activate ${learner.email}` }).click();
  const override = page.getByRole("dialog", { name: "Activate before payment?" });
  await expect(override).toBeVisible();
  await override.getByRole("button", { name: "Activate" }).click();
  await expect(override.getByText("Give a reason for activating this booking's enrolment by hand.")).toBeVisible();
  await override.getByRole("button", { name: "Cancel" }).click();
  await expect(override).toBeHidden();
  await expect(page.getByRole("button", { name: `Activate ${learner.email}` })).toBeVisible();
  await open(page, bookingUrl);

  // The final payment: paid, the learner active.
  await payTheRest(page, learners, `UPI-${tag}-2`);
  await shoot(page, "booking-page");

  // My Learning: Join and the meeting link.
  await learnerPage.reload();
  await expect(row.getByRole("link", { name: /^Join/ })).toHaveAttribute("href", `/join/${trainingId}`);
  await expect(row.locator(`a[href="${meetingLink}"]`)).toBeVisible();

  // /account: the Payments card; the final payment's receipt as a PDF holding its number and amount.
  await learnerPage.goto("/account");
  const payments = learnerPage.getByTestId("payments-card");
  await expect(payments).toContainText(COURSE);
  await expect(payments).toContainText("Paid");
  const receipt = payments.getByRole("link", { name: /^RC-\d{4}-\d{4}/ });
  await expect(receipt).toHaveCount(2);
  const receiptNumbers = (await receipt.allTextContents()).map((t) => t.replace(" receipt (PDF)", "").trim());
  expect(new Set(receiptNumbers).size).toBe(2);
  // Receipt numbers increase: the final payment's is the greater.
  const finalNumber = [...receiptNumbers].sort().at(-1)!;
  const finalLink = receipt.filter({ hasText: finalNumber });
  const [download] = await Promise.all([learnerPage.waitForEvent("download"), finalLink.click()]);
  const pdf = await readFile((await download.path())!);
  const text = (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text;
  expect(text).toContain(finalNumber);
  expect(text).toContain("INR 20,000.00");
  expect(text).toContain(`UPI-${tag}-2`);
  await shoot(learnerPage, "payments-card", { element: payments });
  await learnerContext.close();
});
