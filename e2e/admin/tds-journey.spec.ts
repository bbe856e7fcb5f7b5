// books.md §2's journey: a buyer pays ₹1,08,000 of a ₹1,18,000 request and says on the pay page that their company
// deducted ₹10,000 TDS → staff approve the proof → the booking is paid (payment + deduction) and its learner active →
// the TDS report lists the deduction. Screenshots of the pay page's TDS fields and the TDS report (1280, 375 px)
// go to test-results/screenshots/tds/.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "../support/test";
import { dayFromToday, demoCourse, open, runningNow, scheduleTraining, signInAsStaff, suffix } from "./helpers";

const screens = path.join(process.cwd(), "test-results", "screenshots", "tds");

/** The page at 1280 and 375 px; at 375 nothing may scroll sideways. `prepare` runs after each load (e.g. opens a section). */
async function shoot(page: Page, name: string, prepare: () => Promise<void> = async () => {}) {
  mkdirSync(screens, { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.reload();
    await page.waitForLoadState("load");
    await prepare();
    if (width === 375) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: path.join(screens, `${name}-${width}.png`), fullPage: true });
  }
}

test("proof with TDS on the pay page → staff approve → booking paid, learner active → the TDS report lists it", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const tag = suffix().toUpperCase();
  const tan = "BLRN12345C";

  await signInAsStaff(page);
  const course = await demoCourse(page.request);
  const training = await scheduleTraining(page.request, course._id, { ...runningNow(6), meetingLink: `https://meet.example.com/tds-${tag}` });
  const buyerContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const buyerPage = await buyerContext.newPage();
  // The buyer needs no account of their own: the pay page is theirs by its link, and the seat invites them. (The
  // suite's own sign-ups stay within the per-address limits of registration.)
  const buyer = { name: "Ravi Deductor", email: `ravi.deductor.${tag.toLowerCase()}@example.com` };
  const booked = await page.request.post("/api/admin/bookings", {
    data: {
      trainingId: training._id,
      buyerName: buyer.name,
      buyerEmail: buyer.email,
      organization: `Northwind ${tag}`,
      // Invoices of ₹50,000 or more name the buyer's address and state (books.md §1).
      buyerAddress: "4 Residency Road, Bengaluru",
      buyerStateCode: "29",
      seats: 1,
      price: { amount: 118000, currency: "INR" },
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const booking = (await booked.json()).data as { _id: string; number: string };
  expect((await page.request.post(`/api/admin/bookings/${booking._id}/learners`, { data: { emails: [buyer.email] } })).ok()).toBe(true);
  const asked = await page.request.post(`/api/admin/bookings/${booking._id}/payment-requests`, {
    data: { instalments: [{ amount: { amount: 118000, currency: "INR" }, dueOn: dayFromToday(7) }] },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const payPath = new URL(((await asked.json()).data as { payUrl: string }[])[0]!.payUrl).pathname;

  // The buyer: the TDS fields sit closed under "We deducted TDS" until opened.
  await buyerPage.goto(payPath);
  const proof = buyerPage.getByRole("form", { name: "Send proof of payment" });
  const tdsToggle = proof.getByText("We deducted TDS");
  await expect(proof.getByLabel("TDS amount (INR)")).toBeHidden();
  await shoot(buyerPage, "pay-page-tds", async () => {
    await tdsToggle.click();
    await expect(proof.getByLabel("TDS amount (INR)")).toBeVisible();
  });
  await proof.getByLabel("UTR or transaction reference").fill(`HDFC${tag}0001`);
  await proof.getByLabel("Amount paid (INR)").fill("108000");
  await proof.getByLabel("TDS amount (INR)").fill("10000");
  await proof.getByLabel("Section", { exact: true }).fill("194J");
  await proof.getByLabel("Your TAN").fill("BLRN1234C");
  await proof.getByRole("button", { name: "Send proof of payment" }).click();
  await expect(proof.getByText("Enter a valid TAN.")).toBeVisible();
  await proof.getByLabel("Your TAN").fill(tan.toLowerCase());
  await proof.getByRole("button", { name: "Send proof of payment" }).click();
  await expect(buyerPage.getByRole("status").filter({ hasText: "Proof of payment received" })).toBeVisible();

  // Staff: the queue shows the TDS; approving records the payment and the deduction.
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, "/admin/payment-proofs");
  const row = page
    .getByRole("table", { name: "Payment proofs" })
    .getByRole("row")
    .filter({ hasText: `HDFC${tag}0001` });
  await expect(row).toContainText("₹10,000.00");
  await expect(row).toContainText(`194J · ${tan}`);
  await row.getByRole("button", { name: /^Approve PR-/ }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("and the TDS of ₹10,000.00 (194J, TAN BLRN12345C) are recorded");
  await dialog.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("Proof approved and payment recorded.")).toBeVisible();

  // The booking is paid by the two together, its learner active, the deduction listed.
  await open(page, `/admin/bookings/${booking._id}`);
  await expect(page.getByTestId("booking-status")).toHaveText("Paid");
  await expect(page.getByTestId("booking-totals")).toContainText("TDS deducted");
  await expect(page.getByRole("list", { name: "Learners" })).not.toContainText("Not active");
  const deductions = page.getByRole("table", { name: "TDS deductions" });
  await expect(deductions).toContainText("₹10,000.00");
  await expect(deductions).toContainText(`194J · ${tan}`);

  // The TDS report lists it under its quarter, with a certificate form.
  await open(page, "/admin/reports/tds");
  await expect(page.getByRole("heading", { level: 1, name: "TDS report" })).toBeVisible();
  const entryRow = page.getByRole("row").filter({ hasText: booking.number });
  await expect(entryRow).toContainText("₹10,000.00");
  await expect(entryRow).toContainText("Unmatched");
  await shoot(page, "tds-report");
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, "/admin/reports/tds");
  const certificate = page.getByRole("form", { name: new RegExp(`^Certificate for ${booking.number}`) });
  await certificate.getByRole("textbox").fill(`CERT-${tag}`);
  await certificate.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("row").filter({ hasText: booking.number })).toContainText(`CERT-${tag}`);
  await buyerContext.close();
});
