import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "../support/test";
import { extractText, getDocumentProxy } from "unpdf";
import { makeLearner } from "../auth/fixtures";
import { shoot } from "../support/screens";
import {
  assignLearners,
  createBooking,
  demoCourse,
  open,
  payFirstPart,
  payTheRest,
  runningNow,
  scheduleTraining,
  signInAsStaff,
  staffApi,
  suffix,
} from "./helpers";

// An enquiry from the contact form becomes a booking; a partial payment leaves the learner without access, the
// final one opens it; the learner downloads the receipt from /account (sales-and-batches.md §2).

// Screenshots go beside the site's (screenshots/, not committed): Playwright empties test-results/ on every run.
const screens = path.join(process.cwd(), "screenshots", "bookings");

test("staff book seats from an enquiry, record a partial and a final payment; the learner gets access and the receipt", async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const tag = suffix();
  const staff = await staffApi(baseURL!);
  const course = await demoCourse(staff);
  const { _id: trainingId } = await scheduleTraining(staff, course._id, { ...runningNow(6), meetingLink: `https://meet.example.com/booked-${tag}` });

  // The learner, and their enquiry through the contact form's API.
  const learnerContext = await browser.newContext();
  const learnerPage = await learnerContext.newPage();
  const learner = await makeLearner(learnerPage.request, "Rohan Buyer");
  const sent = await learnerPage.request.post("/api/contact/postContactMessage", {
    data: {
      contactName: "Rohan Buyer",
      contactEmail: learner.email,
      contactPhone: "+91 9876543210",
      contactTrainingType: "Individual",
      contactMessage: `One seat please ${tag}`,
      contactCourse: course.courseTitle,
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const enquiryId = (await (await staff.get(`/api/admin/contact-messages?q=${tag}`)).json()).data[0]._id as string;
  await staff.dispose();

  // Staff: the booking form, prefilled from the enquiry.
  await signInAsStaff(page);
  await open(page, `/admin/bookings/new?enquiryId=${enquiryId}`);
  await expect(page.getByLabel("Buyer email")).toHaveValue(learner.email);
  await createBooking(page, { trainingId, seats: 1, total: 30000 });

  const learners = await assignLearners(page, learner.email);

  // A partial payment: the learner is assigned but not active.
  const row = await payFirstPart(page, learners, learnerPage, learner, course.courseTitle, `UTR-${tag}-1`);

  // The final payment: paid, active, the Join link (the meeting) on My Learning.
  await payTheRest(page, learners, `UPI-${tag}-2`);
  await shoot(page, path.join(screens, "booking-page"));

  await learnerPage.reload();
  await expect(row.getByRole("link", { name: /^Join/ })).toHaveAttribute("href", `/join/${trainingId}`);

  // /account: the Payments card and its receipt PDF.
  await learnerPage.goto("/account");
  const card = learnerPage.getByTestId("payments-card");
  await expect(card).toContainText(course.courseTitle);
  await expect(card).toContainText("Paid");
  const receiptLinks = card.getByRole("link", { name: /^RC-\d{4}-\d{4}/ });
  await expect(receiptLinks).toHaveCount(2);
  const receiptNumber = ((await receiptLinks.first().textContent()) ?? "").replace(" receipt (PDF)", "").trim();
  const [download] = await Promise.all([learnerPage.waitForEvent("download"), receiptLinks.first().click()]);
  const pdf = await readFile((await download.path())!);
  const text = (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text;
  expect(text).toContain(receiptNumber);
  expect(text).toContain("INR 10,000.00");
  await card.scrollIntoViewIfNeeded();
  for (const width of [1280, 375]) {
    await learnerPage.setViewportSize({ width, height: 900 });
    await card.screenshot({ path: `${screens}/payments-card-${width}.png` });
  }
  await learnerContext.close();

  // The console's start page: the sales figures with their charts.
  await open(page, "/admin");
  const sales = page.getByTestId("sales-overview");
  await expect(sales.getByRole("img", { name: /Enquiries by week/ })).toBeVisible();
  await expect(sales.getByRole("link", { name: "Download CSV" })).toHaveAttribute("href", "/api/admin/reports/sales/export");
  await shoot(page, path.join(screens, "dashboard-sales"));
});
