// Issue #22's journey: an enquiry → a quote from the console → the buyer's mail → the quote page's Accept → the
// booking → a payment (which issues the tax invoice) → the invoice PDF downloaded by the buyer from /account.
import { mkdirSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { workingHours } from "../support/dates";
import { expect, test } from "../support/test";
import { extractText, getDocumentProxy } from "unpdf";
import { logInWithApi, makeLearner } from "../auth/fixtures";
import { latestMail, linkIn } from "../support/inbox";
import { shoot } from "../support/screens";
import { demoCourse, open, recordPayment, scheduleTraining, signInAsStaff, suffix } from "../admin/helpers";

// Beside the site's screenshots (not committed): Playwright empties its output folder on every run.
const screens = path.join(process.cwd(), "test-results", "screenshots", "billing");
const COURSE = "Docker and Kubernetes Fundamentals";
const COMPANY_GSTIN = "29AAACS1234F1ZO";

test("enquiry → quote → mail → accept → booking → payment → the buyer downloads the tax invoice", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const tag = suffix();

  // A batch of the course next month.
  await signInAsStaff(page);
  const course = await demoCourse(page.request, COURSE);
  const { _id: trainingId } = await scheduleTraining(page.request, course._id, {
    ...workingHours(30, 34),
    meetingLink: `https://meet.example.com/q-${tag}`,
  });

  // The buyer has an account and enquires (signed out) for two seats.
  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  const buyer = await makeLearner(buyerPage.request, "Kavya Menon");
  const enquiry = await buyerPage.request.post("/api/contact/postContactMessage", {
    data: {
      contactName: buyer.name,
      contactEmail: buyer.email,
      contactCountry: "IN",
      contactPhone: `+91 ${buyer.phone}`,
      contactTrainingType: "Enterprise",
      contactMessage: `Two seats for our team (ref ${tag}).`,
    },
  });
  expect(enquiry.ok(), await enquiry.text()).toBe(true);

  // Staff: the enquiry's "Send quote" → the form, prefilled with the buyer; one line, a negotiated total.
  await open(page, `/admin/enquiries?q=${tag}`);
  await page.getByRole("link", { name: buyer.name }).click();
  await page.locator("html[data-console-ready]").waitFor({ state: "attached" });
  await page.getByRole("link", { name: "Send quote" }).click();
  await expect(page).toHaveURL(/\/admin\/quotes\/new\?enquiryId=/);
  await page.locator("html[data-console-ready]").waitFor({ state: "attached" });
  const form = page.getByRole("form", { name: "New quote" });
  await expect(form.getByLabel("Buyer email")).toHaveValue(buyer.email);
  await form.getByLabel("Training 1").selectOption(trainingId);
  await form.getByLabel("Seats").fill("2");
  await form.getByLabel("Line total").fill("59000");
  await form.getByLabel("Note to the buyer").fill("Includes lab access for both engineers.");
  // ₹50,000 of taxable value to an unregistered buyer: the invoice names their address and state (books.md §1).
  await form.getByLabel("Buyer's billing address").fill("14 Indiranagar, Bengaluru 560038");
  await form.getByLabel("Buyer's state").selectOption("29");
  // A second line left empty is caught in the browser, with the server's words; removing it sends the quote.
  await form.getByRole("button", { name: "Add a line" }).click();
  await form.getByRole("button", { name: "Send quote" }).click();
  await expect(form.getByText("Pick a training.")).toBeVisible();
  await shoot(page, path.join(screens, "quote-form"), { noSidewaysScroll: true });
  await form.getByRole("button", { name: "Remove line 2" }).click();
  await form.getByRole("button", { name: "Send quote" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Quote QT-\d{4}-\d{4}$/ })).toBeVisible();
  const number = ((await page.getByRole("heading", { level: 1 }).textContent()) ?? "").replace("Quote ", "").trim();
  await expect(page.getByTestId("quote-status")).toHaveText("Sent");

  // The mail: the PDF attached and the Accept link.
  const mail = await latestMail(buyer.email, new RegExp(`Quote ${number}`));
  const acceptUrl = linkIn(mail, /http:\/\/localhost:\d+\/quotes\//);

  // The buyer's page: lines, GST within Karnataka, validity; Accept once (a double click makes one set of bookings).
  await buyerPage.goto(acceptUrl);
  await expect(buyerPage.getByRole("heading", { level: 1, name: `Training quote for ${buyer.name}` })).toBeVisible();
  await expect(buyerPage.getByText("CGST 9%")).toBeVisible();
  await expect(buyerPage.getByText("₹59,000.00").first()).toBeVisible();
  await shoot(buyerPage, path.join(screens, "quote-page"), { noSidewaysScroll: true });
  await buyerPage.getByRole("button", { name: "Accept quote" }).dblclick();
  await expect(buyerPage.getByRole("status")).toContainText(`quote ${number} is accepted`);
  await buyerPage.reload();
  await expect(buyerPage.getByRole("status")).toHaveText("This quote has been accepted: the seats are booked.");

  // Staff: the quote accepted, its one booking; a payment issues the tax invoice.
  await page.reload();
  await expect(page.getByTestId("quote-status")).toHaveText("Accepted");
  await expect(page.getByRole("link", { name: /^Booking of line/ })).toHaveCount(1);
  await page.getByRole("link", { name: "Booking of line 1" }).click();
  await page.locator("html[data-console-ready]").waitFor({ state: "attached" });
  await expect(page.getByTestId("booking-totals")).toContainText("₹59,000.00");
  await recordPayment(page, { amount: 59000, reference: `UTR-${tag}` });
  await expect(page.getByText("Payment recorded.")).toBeVisible();
  const invoiceLink = page.getByRole("list", { name: "Tax documents" }).getByRole("link", { name: /^INV\/\d{2}-\d{2}\/\d{4}/ });
  await expect(invoiceLink).toBeVisible();
  const invoiceNumber = ((await invoiceLink.textContent()) ?? "").replace(" invoice (PDF)", "").trim();

  // The buyer: /account lists the invoice; its PDF names both parties, the tax lines and the total in words.
  await logInWithApi(buyerPage, buyer.email, buyer.password);
  await buyerPage.goto("/account");
  const documents = buyerPage.getByRole("list", { name: /^Tax documents of BK-/ });
  const link = documents.getByRole("link", { name: new RegExp(`^${invoiceNumber.replace(/\//g, "\\/")}`) });
  const [download] = await Promise.all([buyerPage.waitForEvent("download"), link.click()]);
  const pdf = await readFile((await download.path())!);
  mkdirSync(screens, { recursive: true });
  writeFileSync(path.join(screens, "invoice.pdf"), pdf);
  const text = (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text;
  for (const expected of [
    "TAX INVOICE",
    invoiceNumber,
    COMPANY_GSTIN,
    buyer.name,
    "999293",
    "CGST @ 9%",
    "SGST @ 9%",
    "INR 50,000.00",
    "INR 4,500.00",
    "INR 59,000.00",
    "Fifty Nine Thousand Rupees Only",
  ]) {
    expect(text).toContain(expected);
  }
  await buyerContext.close();
});
