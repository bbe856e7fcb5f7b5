// Issue #23's journey: staff ask a booking's buyer for two instalments → the buyer opens the mailed link on a 375 px
// phone, sees the UPI QR code (decoded here to the page's "Pay with a UPI app" link) and sends a proof with a
// screenshot → staff approve both proofs in the queue → the booking is paid, the learner active, the receipts in
// /account. Screenshots of the pay page (1280, 375) and the queue go to test-results/screenshots/collect/.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "../support/test";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { logInWithApi, makeLearner } from "../auth/fixtures";
import { latestMail, linkIn } from "../support/inbox";
import { dayFromToday, demoCourse, open, runningNow, scheduleTraining, signInAsStaff, suffix } from "./helpers";

const screens = path.join(process.cwd(), "test-results", "screenshots", "collect");
const COURSE = "Docker and Kubernetes Fundamentals";

/** The page at 1280 and 375 px, loaded afresh at each width; at 375 nothing may scroll sideways. */
async function shoot(page: Page, name: string) {
  mkdirSync(screens, { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.reload();
    await page.waitForLoadState("load");
    if (width === 375) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: path.join(screens, `${name}-${width}.png`), fullPage: true });
  }
}

test("two instalments → the buyer pays from a phone and sends a proof → staff approve → receipts and access", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const tag = suffix();

  // A training, and a booking whose buyer is also its learner (so the receipts show in their /account).
  await signInAsStaff(page);
  const course = await demoCourse(page.request, COURSE);
  const training = await scheduleTraining(page.request, course._id, { ...runningNow(6), meetingLink: `https://meet.example.com/pay-${tag}` });
  const buyerContext = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  const buyerPage = await buyerContext.newPage();
  const buyer = await makeLearner(buyerPage.request, "Kavya Buyer");
  const booked = await page.request.post("/api/admin/bookings", {
    data: { trainingId: training._id, buyerName: buyer.name, buyerEmail: buyer.email, seats: 1, price: { amount: 30000, currency: "INR" } },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const booking = (await booked.json()).data as { _id: string; number: string };
  const assigned = await page.request.post(`/api/admin/bookings/${booking._id}/learners`, { data: { emails: [buyer.email] } });
  expect(assigned.ok(), await assigned.text()).toBe(true);

  // Staff: two instalments from the booking page.
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, `/admin/bookings/${booking._id}`);
  const ask = page.getByRole("form", { name: "Ask for payment" });
  await ask.getByLabel("Instalment 1 (INR)").fill("12000");
  await ask.getByLabel("Due on (instalment 1)").fill(dayFromToday(3));
  await ask.getByRole("button", { name: "Add instalment" }).click();
  await ask.getByLabel("Instalment 2 (INR)").fill("18000");
  await ask.getByLabel("Due on (instalment 2)").fill(dayFromToday(30));
  await ask.getByRole("button", { name: "Send payment requests" }).click();
  await expect(page.getByText("Payment requests created.")).toBeVisible();
  const requests = page.getByRole("table", { name: "Payment requests" });
  await expect(requests.getByRole("row")).toHaveCount(3);
  await expect(requests).toContainText("₹12,000.00");
  await expect(requests).toContainText("₹18,000.00");

  // The buyer: the first instalment's mail, its link on a 375 px phone.
  const mail = await latestMail(buyer.email, /^Payment request PR-\d{4}-\d{4}: INR 12,000\.00 due/);
  const number = mail.subject.match(/PR-\d{4}-\d{4}/)![0];
  const payUrl = linkIn(mail, /http:\/\/localhost:\d+\/pay\//);
  const response = await buyerPage.goto(payUrl);
  // The address is the secret: never stored, indexed or sent on as a referrer.
  expect(response?.headers()).toMatchObject({ "cache-control": "no-store", "referrer-policy": "no-referrer", "x-robots-tag": "noindex" });
  await expect(buyerPage.getByRole("heading", { level: 1, name: "₹12,000.00" })).toBeVisible();
  await expect(buyerPage.getByText(`Payment request ${number}`)).toBeVisible();
  await expect(buyerPage.getByText(buyer.email)).toHaveCount(0);
  const qr = buyerPage.getByRole("img", { name: /^UPI QR code: pay ₹12,000\.00 to stackwise@hdfcbank$/ });
  await expect(qr).toBeVisible();
  const upi = buyerPage.getByRole("link", { name: "Pay with a UPI app" });
  const upiUri = `upi://pay?pa=stackwise%40hdfcbank&pn=Stackwise%20Academy&am=12000.00&cu=INR&tr=${number}&tn=${booking.number}`;
  await expect(upi).toHaveAttribute("href", upiUri);
  // The QR code as shown decodes to the same link.
  const src = (await qr.getAttribute("src"))!;
  const png = PNG.sync.read(Buffer.from(src.replace(/^data:image\/png;base64,/, ""), "base64"));
  expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(upiUri);
  // Nothing scrolls sideways on the phone.
  expect(await buyerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const bank = buyerPage.getByRole("region", { name: /Pay by bank transfer/ });
  await expect(bank).toContainText("50200012345678");
  await expect(bank).toContainText("HDFC0000053");
  await shoot(buyerPage, "pay-page");

  // The proof: the UTR, and a screenshot of the phone's screen.
  await buyerPage.setViewportSize({ width: 375, height: 812 });
  const screenshot = await buyerPage.screenshot();
  const proof = buyerPage.getByRole("form", { name: "Send proof of payment" });
  await proof.getByLabel("UTR or transaction reference").fill(`HDFC${tag.toUpperCase()}0001`);
  await proof.getByLabel(/Screenshot or PDF/).setInputFiles({ name: "upi-payment.png", mimeType: "image/png", buffer: screenshot });
  await proof.getByRole("button", { name: "Send proof of payment" }).click();
  await expect(buyerPage.getByRole("status").filter({ hasText: "Proof of payment received" })).toBeVisible();
  await expect(buyerPage.getByRole("img", { name: /UPI QR code/ })).toHaveCount(0);

  // The second instalment's proof, from its own link (through the API, as a phone's form would send it).
  const second = await latestMail(buyer.email, /^Payment request PR-\d{4}-\d{4}: INR 18,000\.00 due/);
  const secondToken = linkIn(second, /http:\/\/localhost:\d+\/pay\//).split("/pay/")[1]!;
  const sent = await buyerPage.request.post(`/api/pay/${secondToken}/proof`, {
    multipart: {
      reference: `HDFC${tag.toUpperCase()}0002`,
      paidOn: dayFromToday(0),
      amount: "18000",
      file: { name: "upi.png", mimeType: "image/png", buffer: screenshot },
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  // Staff: the queue, then approve both.
  await open(page, "/admin/payment-proofs");
  const queue = page.getByRole("table", { name: "Payment proofs" });
  await expect(queue).toContainText(number);
  await expect(queue).toContainText(`HDFC${tag.toUpperCase()}0001`);
  await shoot(page, "proof-queue");
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, "/admin/payment-proofs");
  for (const hasText of [`HDFC${tag.toUpperCase()}0001`, `HDFC${tag.toUpperCase()}0002`]) {
    const row = queue.getByRole("row").filter({ hasText });
    await row.getByRole("button", { name: /^Approve PR-/ }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Approve" }).click();
    await expect(page.getByText("Proof approved and payment recorded.")).toBeVisible();
    await expect(queue.getByRole("row").filter({ hasText })).toHaveCount(0);
  }

  // The booking is paid, its learner active; the pay page says so.
  await open(page, `/admin/bookings/${booking._id}`);
  await expect(page.getByTestId("booking-status")).toHaveText("Paid");
  await expect(page.getByRole("list", { name: "Learners" })).not.toContainText("Not active");
  await expect(page.getByRole("table", { name: "Payment requests" }).getByRole("cell", { name: "Paid", exact: true })).toHaveCount(2);
  await buyerPage.goto(payUrl);
  await expect(buyerPage.getByRole("status").filter({ hasText: "Paid: thank you" })).toBeVisible();

  // The buyer's /account: both receipts.
  await logInWithApi(buyerPage, buyer.email, buyer.password);
  await buyerPage.goto("/account");
  const payments = buyerPage.getByTestId("payments-card");
  await expect(payments.getByRole("link", { name: /^RC-\d{4}-\d{4}/ })).toHaveCount(2);
  await expect(payments).toContainText("Paid");
  await buyerContext.close();
});
