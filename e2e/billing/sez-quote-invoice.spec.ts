// books.md §1 and §3's journey: an SEZ client's organisation (treatment, accounts address, terms) → a quote from
// the console → the buyer accepts it on the public page with their purchase order → a payment issues the invoice →
// the invoice mail, its PDF attached, reaches the organisation's accounts address; the PDF says what AP checks →
// the price is raised: a debit note, mailed the same way → the GSTIN is corrected on the organisation's form → the
// invoice is re-issued: both invoices listed, the replaced one marked.
import path from "node:path";
import { extractText, getDocumentProxy } from "unpdf";
import { gstinCheckCharacter } from "../../lib/gst/gstin";
import { workingHours } from "../support/dates";
import { expect, test } from "../support/test";
import { latestMail, linkIn } from "../support/inbox";
import { shoot } from "../support/screens";
import { demoCourse, open, recordPayment, scheduleTraining, signInAsStaff, suffix } from "../admin/helpers";

const screens = path.join(process.cwd(), "test-results", "screenshots", "billing");
const SEZ_GSTIN = "27AABCW1234C1ZT";
// The same unit's GSTIN as its certificate reads (its entity code is 2, not 1): the correction.
const CORRECTED_GSTIN = "27AABCW1234C2Z" + gstinCheckCharacter("27AABCW1234C2Z");
const SEZ_IGST = "SUPPLY MEANT FOR SEZ UNIT OR SEZ DEVELOPER FOR AUTHORISED OPERATIONS ON PAYMENT OF INTEGRATED TAX";

test("SEZ client: quote → accepted with a PO → invoice mailed to the accounts address → price raised → debit note → GSTIN corrected → re-issued", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const tag = suffix();
  const buyerEmail = `meera.${tag}@wipro-sez.example`;
  const accountsEmail = `ap.${tag}@wipro-sez.example`;
  const orgName = `Wipro SEZ ${tag}`;

  await signInAsStaff(page);
  const course = await demoCourse(page.request);
  const { _id: trainingId } = await scheduleTraining(page.request, course._id, {
    ...workingHours(30, 32),
    meetingLink: `https://meet.example.com/sez-${tag}`,
  });

  // The organisation: an SEZ unit in Pune, its accounts address and 30 days' terms.
  await open(page, "/admin/organizations/new");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(orgName);
  await page.getByLabel("GSTIN").fill(SEZ_GSTIN.toLowerCase());
  await page.getByLabel("Billing address").fill("Plot 2, Hinjawadi SEZ Phase II\nPune 411057");
  await page.getByLabel("GST treatment").selectOption("sez");
  await page.getByLabel("Accounts email").fill(accountsEmail);
  await page.getByLabel("Payment terms (days)").fill("30");
  await page.getByLabel("Contact 1 name").fill("Meera Iyer");
  await page.getByLabel("Contact 1 email").fill(buyerEmail);
  await page.getByRole("checkbox", { name: /Training lead/ }).uncheck();
  await page.getByRole("button", { name: "Create organisation" }).click();
  await expect(page).toHaveURL(/\/admin\/organizations\/(?!new)[a-z0-9]+$/);
  const organizationUrl = page.url();
  await page.locator("html[data-console-ready]").waitFor({ state: "attached" });
  await expect(page.getByLabel("GST treatment")).toHaveValue("sez");
  await expect(page.getByText("AABCW1234C", { exact: true })).toBeVisible();
  await shoot(page, path.join(screens, "sez-organization-form"), { noSidewaysScroll: true });

  // The quote, for the organisation.
  await open(page, "/admin/quotes/new");
  const form = page.getByRole("form", { name: "New quote" });
  await form.getByLabel("Buyer name").fill("Meera Iyer");
  await form.getByLabel("Buyer email").fill(buyerEmail);
  await form.getByLabel("Organisation").selectOption({ label: `${orgName} · ${SEZ_GSTIN}` });
  await form.getByLabel("Training 1").selectOption(trainingId);
  await form.getByLabel("Seats").fill("2");
  await form.getByLabel("Line total").fill("118000");
  await shoot(page, path.join(screens, "sez-quote-form"), { noSidewaysScroll: true });
  await form.getByRole("button", { name: "Send quote" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Quote QT-\d{4}-\d{4}$/ })).toBeVisible();
  const number = ((await page.getByRole("heading", { level: 1 }).textContent()) ?? "").replace("Quote ", "").trim();

  // The buyer accepts on the public page with their PO; the page shows IGST (a supply to an SEZ is inter-state).
  const acceptUrl = linkIn(await latestMail(buyerEmail, new RegExp(`Quote ${number}`)), /http:\/\/localhost:\d+\/quotes\//);
  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  await buyerPage.goto(acceptUrl);
  await expect(buyerPage.getByText("IGST 18%")).toBeVisible();
  await buyerPage.getByLabel("Your purchase order number (optional)").fill(`4500${tag}`);
  await shoot(buyerPage, path.join(screens, "sez-quote-page"), { noSidewaysScroll: true });
  await buyerPage.getByRole("button", { name: "Accept quote" }).click();
  await expect(buyerPage.getByRole("status")).toContainText(`quote ${number} is accepted`);
  await buyerContext.close();

  // Staff: the booking carries the PO; a payment issues the invoice.
  await page.reload();
  await page.getByRole("link", { name: "Booking of line 1" }).click();
  await page.locator("html[data-console-ready]").waitFor({ state: "attached" });
  await expect(page.getByRole("form", { name: "Invoicing" }).getByLabel("Purchase order")).toHaveValue(`4500${tag}`);
  await recordPayment(page, { amount: 118000, reference: `UTR-${tag}` });
  await expect(page.getByText("Payment recorded.")).toBeVisible();
  const invoiceLink = page.getByRole("list", { name: "Tax documents" }).getByRole("link", { name: /^INV\/\d{2}-\d{2}\/\d{4}/ });
  await expect(invoiceLink).toBeVisible();
  const invoiceNumber = ((await invoiceLink.textContent()) ?? "").replace(" invoice (PDF)", "").trim();

  // The mail reaches the accounts address (cc), with the invoice's PDF attached.
  const mail = await latestMail(accountsEmail, new RegExp(`Tax invoice ${invoiceNumber.replace(/\//g, "\\/")}`));
  expect(mail.to).toEqual(expect.arrayContaining([buyerEmail, accountsEmail]));
  expect(mail.cc).toEqual([accountsEmail]);
  expect(mail.attachments).toEqual([{ filename: `${invoiceNumber.replace(/\//g, "-")}.pdf`, mimeType: "application/pdf" }]);

  // The PDF: the PO, due date, the supplier's PAN and bank, reverse charge, and the SEZ endorsement with IGST.
  const pdf = await page.request.get((await invoiceLink.getAttribute("href"))!);
  const text = (await extractText(await getDocumentProxy(new Uint8Array(await pdf.body())), { mergePages: true })).text.replace(/\s+/g, " ");
  for (const expected of [
    `4500${tag}`,
    "Due date",
    "PAN: AAACS1234F",
    "HDFC0000053",
    "Tax payable on reverse charge: No",
    SEZ_IGST,
    "IGST @ 18%",
    "INR 18,000.00",
    "27 Maharashtra",
  ])
    expect(text).toContain(expected);

  // The price is raised by a third seat's worth: a debit note for the increase, IGST like the invoice, mailed to the
  // buyer and copied to the accounts address.
  const bookingUrl = page.url();
  const edit = page.getByRole("form", { name: "Seats and price" });
  await edit.getByLabel(/^Total price/).fill("177000");
  await edit.getByRole("button", { name: "Save seats and price" }).click();
  const documents = page.getByRole("list", { name: "Tax documents" });
  const debitLink = documents.getByRole("link", { name: /^DN\/\d{2}-\d{2}\/\d{4,} debit note/ });
  await expect(debitLink).toBeVisible();
  const debitNumber = ((await debitLink.textContent()) ?? "").replace(" debit note (PDF)", "").trim();
  const debitMail = await latestMail(accountsEmail, new RegExp(`Debit note ${debitNumber.replace(/\//g, "\\/")}`));
  expect(debitMail.cc).toEqual([accountsEmail]);
  const debitPdf = await page.request.get((await debitLink.getAttribute("href"))!);
  const debitText = (await extractText(await getDocumentProxy(new Uint8Array(await debitPdf.body())), { mergePages: true })).text.replace(/\s+/g, " ");
  for (const expected of ["DEBIT NOTE", invoiceNumber, `4500${tag}`, "IGST @ 18%", "INR 9,000.00", "INR 59,000.00", SEZ_IGST])
    expect(debitText).toContain(expected);

  // The GSTIN is corrected on the organisation's form; the invoice is re-issued with a reason.
  await open(page, organizationUrl);
  await page.getByLabel("GSTIN").fill(CORRECTED_GSTIN);
  await page.getByRole("button", { name: "Save organisation" }).click();
  await expect(page.getByText("Organisation saved.")).toBeVisible();
  await open(page, bookingUrl);
  await page.getByRole("button", { name: `Re-issue ${invoiceNumber}` }).click();
  const dialog = page.getByRole("alertdialog", { name: `Re-issue ${invoiceNumber}?` });
  await dialog.getByLabel("Reason").fill("The SEZ unit's GSTIN was mistyped");
  await dialog.getByRole("button", { name: "Re-issue invoice" }).click();
  await expect(page.getByText("Invoice re-issued.")).toBeVisible();

  // Both invoices listed, the first replaced by the second; the new one names the corrected GSTIN and says the same.
  const invoiceLinks = documents.getByRole("link", { name: /^INV\/\d{2}-\d{2}\/\d{4,} invoice/ });
  await expect(invoiceLinks).toHaveCount(2);
  const secondInvoice = ((await invoiceLinks.nth(1).textContent()) ?? "").replace(" invoice (PDF)", "").trim();
  await expect(documents).toContainText(`Replaced by ${secondInvoice}`);
  const reissued = await page.request.get((await invoiceLinks.nth(1).getAttribute("href"))!);
  const reissuedText = (await extractText(await getDocumentProxy(new Uint8Array(await reissued.body())), { mergePages: true })).text.replace(/\s+/g, " ");
  for (const expected of [CORRECTED_GSTIN, `4500${tag}`, SEZ_IGST, "INR 27,000.00", "INR 1,77,000.00"]) expect(reissuedText).toContain(expected);
  await shoot(page, path.join(screens, "sez-booking-corrected"), { noSidewaysScroll: true });
});
