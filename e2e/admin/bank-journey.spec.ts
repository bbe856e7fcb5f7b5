// Bank reconciliation (books.md §6, with §2's TDS): a booking with a payment request → the buyer sends a proof on
// the pay page, with the TDS it deducted → staff upload the bank's statement on the Bank page → its credit (the
// request less the TDS) is matched to the proof → applied with a check box, which records the payment and the
// deduction → the booking is paid and its learner active. Screenshots of the Bank page and a statement at 1280 and 375 px go
// to SCREENSHOT_DIR (default test-results/screenshots/bank).
import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "../support/test";
import { dayFromToday, demoCourse, open, runningNow, scheduleTraining, signInAsStaff, suffix } from "./helpers";

const screens = process.env.SCREENSHOT_DIR ?? path.join(process.cwd(), "test-results", "screenshots", "bank");

async function shoot(page: Page, name: string) {
  mkdirSync(screens, { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.reload();
    await page.locator("html[data-console-ready]").waitFor({ state: "attached" });
    if (width === 375) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: path.join(screens, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("a proof with TDS on the pay page → the statement uploaded on the Bank page → the row applied → paid, learner active", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const tag = suffix().toUpperCase();
  const utr = `HDFCN5${tag}77`;

  await signInAsStaff(page);
  const course = await demoCourse(page.request);
  const training = await scheduleTraining(page.request, course._id, { ...runningNow(6), meetingLink: `https://meet.example.com/bank-${tag}` });
  const buyerContext = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  const buyerPage = await buyerContext.newPage();
  // The buyer needs no account of their own: the pay page is theirs by its link, and the seat invites them. (The
  // suite's own sign-ups stay within the per-address limits of registration.)
  const buyer = { name: "Rohan Buyer", email: `rohan.buyer.${tag.toLowerCase()}@example.com` };
  const booked = await page.request.post("/api/admin/bookings", {
    data: { trainingId: training._id, buyerName: buyer.name, buyerEmail: buyer.email, seats: 1, price: { amount: 23456, currency: "INR" } },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const booking = (await booked.json()).data as { _id: string; number: string };
  expect((await page.request.post(`/api/admin/bookings/${booking._id}/learners`, { data: { emails: [buyer.email] } })).ok()).toBe(true);
  const asked = await page.request.post(`/api/admin/bookings/${booking._id}/payment-requests`, {
    data: { instalments: [{ amount: { amount: 23456, currency: "INR" }, dueOn: dayFromToday(7) }] },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const request = (await asked.json()).data[0] as { number: string; payUrl: string };

  // Another buyer's request, which pays ₹11,812.34 less 10 % TDS on its taxable value (₹10,010.46): ₹10,811.29.
  const other = await page.request.post("/api/admin/bookings", {
    data: {
      trainingId: training._id,
      buyerName: "Acme Corp",
      buyerEmail: `ap.${tag.toLowerCase()}@acme.example`,
      seats: 1,
      price: { amount: 11812.34, currency: "INR" },
    },
  });
  expect(other.status(), await other.text()).toBe(201);
  const otherAsked = await page.request.post(`/api/admin/bookings/${(await other.json()).data._id}/payment-requests`, {
    data: { instalments: [{ amount: { amount: 11812.34, currency: "INR" }, dueOn: dayFromToday(7) }] },
  });
  expect(otherAsked.status(), await otherAsked.text()).toBe(201);

  // The buyer's proof on the pay page: ₹21,468.20 paid and ₹1,987.80 deducted under 194J (10 % of the taxable
  // value, ₹23,456 × 100 ÷ 118 = ₹19,877.97).
  await buyerPage.goto(request.payUrl.replace(/^https?:\/\/[^/]+/, ""));
  const proof = buyerPage.getByRole("form", { name: "Send proof of payment" });
  await proof.getByLabel("UTR or transaction reference").fill(utr);
  await proof.getByLabel("Amount paid (INR)").fill("21468.20");
  await proof.getByText("We deducted TDS").click();
  await proof.getByLabel("TDS amount (INR)").fill("1987.80");
  await proof.getByLabel("Section", { exact: true }).fill("194J");
  await proof.getByLabel("Your TAN").fill("BLRR12345E");
  await proof.getByRole("button", { name: "Send proof of payment" }).click();
  await expect(buyerPage.getByRole("status").filter({ hasText: "Proof of payment received" })).toBeVisible();

  // Staff: the Bank page from the console's navigation, the statement as HDFC exports it.
  await open(page, "/admin");
  await page.getByRole("navigation", { name: "Staff console" }).getByRole("link", { name: "Bank", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Bank" })).toBeVisible();
  await page.locator("html[data-console-ready]").waitFor({ state: "attached" });
  const today = dayFromToday(0);
  const hdfcDate = `${today.slice(8, 10)}/${today.slice(5, 7)}/${today.slice(2, 4)}`;
  const csv = [
    "HDFC BANK Ltd.,,,,,,",
    "Account No :,50200012345678,,,,,",
    "Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance",
    `${hdfcDate},"NEFT CR-ICIC0000001-ROHAN BUYER-${utr}",${utr},${hdfcDate},,"21,468.20","1,21,468.20"`,
    `${hdfcDate},"UPI/6123${tag}/SOMEONE ELSE",6123${tag},${hdfcDate},,"777.00","1,24,233.00"`,
    `${hdfcDate},"NEFT CR-ACME CORP-INV PAYMENT",ACME${tag},${hdfcDate},,"10,811.29","1,35,044.29"`,
    `${hdfcDate},"ATM WDL ${tag}",ATM${tag},${hdfcDate},"2,000.00",,"1,22,233.00"`,
  ].join("\n");
  const upload = page.getByRole("form", { name: "Upload a statement" });
  await upload.getByLabel("Statement (.csv)").setInputFiles({ name: `hdfc-${tag}.csv`, mimeType: "text/csv", buffer: Buffer.from(csv) });
  await upload.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("4 new rows: 1 matched, 1 suggested, 1 unmatched.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: `hdfc-${tag}.csv` })).toBeVisible();
  const rows = page.getByRole("table", { name: "Statement rows" });
  const matched = rows.getByRole("row").filter({ hasText: utr });
  await expect(matched).toContainText("Matched");
  await expect(matched).toContainText(`Proof for ${request.number}`);
  const suggested = rows.getByRole("row").filter({ hasText: `ACME${tag}` });
  await expect(suggested).toContainText("Suggested");
  await expect(suggested).toContainText("TDS ₹1,001.05");
  await expect(suggested.getByRole("textbox", { name: /^TDS amount for/ })).toHaveValue("1001.05");
  await shoot(page, "bank-statement");

  await page.locator("html[data-console-ready]").waitFor({ state: "attached" });
  await matched.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Apply 1 checked" }).click();
  await expect(page.getByText("1 payment recorded.")).toBeVisible();
  await expect(rows.getByRole("row").filter({ hasText: utr })).toHaveCount(0);
  await page.getByRole("link", { name: /^Applied \(1\)/ }).click();
  await expect(page.getByRole("table", { name: "Statement rows" })).toContainText(utr);

  // The booking is paid by the payment and the deduction, its learner active.
  await open(page, `/admin/bookings/${booking._id}`);
  await expect(page.getByTestId("booking-status")).toHaveText("Paid");
  await expect(page.getByRole("main")).toContainText("BLRR12345E");
  await expect(page.getByRole("list", { name: "Learners" })).not.toContainText("Not active");
  await open(page, "/admin/bank");
  await expect(page.getByRole("table", { name: "Statements" })).toContainText(`hdfc-${tag}.csv`);
  await shoot(page, "bank");
  await buyerContext.close();
});
