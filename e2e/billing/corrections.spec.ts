// Corrections within the law (books.md §3) from the console: a booking with an invoice → its price raised → the
// debit note listed and downloaded → the organisation's GSTIN corrected → the invoice re-issued → both invoices
// listed, the replaced one marked.
import { mkdirSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { extractText, getDocumentProxy } from "unpdf";
import { gstinCheckCharacter } from "../../lib/gst/gstin";
import { demoCourse, open, recordPayment, scheduleTraining, signInAsStaff, suffix } from "../admin/helpers";
import { shoot } from "../support/screens";
import { workingHours } from "../support/dates";
import { expect, test } from "../support/test";

// Beside the site's screenshots (not committed): Playwright empties its output folder on every run.
const screens = path.join(process.cwd(), "test-results", "screenshots", "billing");
const gstin = (first14: string) => first14 + gstinCheckCharacter(first14);

test("invoice → price raised → debit note → GSTIN corrected → invoice re-issued → both invoices listed", async ({ page }) => {
  test.setTimeout(180_000);
  const tag = suffix();
  await signInAsStaff(page);
  const course = await demoCourse(page.request);
  const { _id: trainingId } = await scheduleTraining(page.request, course._id, {
    ...workingHours(20, 22),
    meetingLink: `https://meet.example.com/c-${tag}`,
  });
  // The organisation's GSTIN was typed with Maharashtra's state code; the company is in Bengaluru.
  const organisation = { name: `Correct Me ${tag} Pvt Ltd`, billingAddress: "14 Residency Road, Bengaluru 560025", country: "IN", contacts: [] };
  const created = await page.request.post("/api/admin/organizations", { data: { ...organisation, gstin: gstin("27AABCC1234K1Z"), stateCode: "27" } });
  expect(created.status(), await created.text()).toBe(201);
  const orgId = (await created.json()).data._id as string;
  const booked = await page.request.post("/api/admin/bookings", {
    data: {
      trainingId,
      organizationId: orgId,
      buyerName: "Meera Iyer",
      buyerEmail: `meera.${tag}@example.com`,
      seats: 2,
      price: { amount: 59_000, currency: "INR" },
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const bookingId = (await booked.json()).data._id as string;

  // The first payment issues the invoice: IGST, to the Maharashtra GSTIN.
  await open(page, `/admin/bookings/${bookingId}`);
  await recordPayment(page, { amount: 59_000, reference: `UTR-${tag}` });
  await expect(page.getByText("Payment recorded.")).toBeVisible();
  const documents = page.getByRole("list", { name: "Tax documents" });
  const invoiceLinks = documents.getByRole("link", { name: /^INV\/\d{2}-\d{2}\/\d{4,} invoice/ });
  await expect(invoiceLinks).toHaveCount(1);
  const firstInvoice = ((await invoiceLinks.first().textContent()) ?? "").replace(" invoice (PDF)", "").trim();

  // The price rises by ₹11,800: a debit note for the increase, split like the invoice.
  const edit = page.getByRole("form", { name: "Seats and price" });
  await edit.getByLabel(/^Total price/).fill("70800");
  await edit.getByRole("button", { name: "Save seats and price" }).click();
  const debitLink = documents.getByRole("link", { name: /^DN\/\d{2}-\d{2}\/\d{4,} debit note/ });
  await expect(debitLink).toBeVisible();
  await expect(documents).toContainText("Price raised from INR 59,000.00 to INR 70,800.00");
  const [download] = await Promise.all([page.waitForEvent("download"), debitLink.click()]);
  const pdf = await readFile((await download.path())!);
  mkdirSync(screens, { recursive: true });
  writeFileSync(path.join(screens, "debit-note.pdf"), pdf);
  const text = (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text;
  for (const expected of ["DEBIT NOTE", firstInvoice, organisation.name, "IGST @ 18%", "INR 1,800.00", "INR 11,800.00"]) expect(text).toContain(expected);

  // The GSTIN is corrected on the organisation; the invoice is re-issued with a reason.
  const corrected = await page.request.put(`/api/admin/organizations/${orgId}`, { data: { ...organisation, gstin: gstin("29AABCC1234K1Z"), stateCode: "29" } });
  expect(corrected.status(), await corrected.text()).toBe(200);
  await page.reload();
  await page.getByRole("button", { name: `Re-issue ${firstInvoice}` }).click();
  const dialog = page.getByRole("alertdialog", { name: `Re-issue ${firstInvoice}?` });
  await dialog.getByRole("button", { name: "Re-issue invoice" }).click();
  await expect(dialog.getByText("Give the reason for re-issuing this invoice.")).toBeVisible();
  await dialog.getByLabel("Reason").fill("GSTIN had Maharashtra's state code");
  await dialog.getByRole("button", { name: "Re-issue invoice" }).click();
  await expect(page.getByText("Invoice re-issued.")).toBeVisible();

  // Both invoices listed: the first replaced by the second, which is current; the credit note says why.
  await expect(invoiceLinks).toHaveCount(2);
  const secondInvoice = ((await invoiceLinks.nth(1).textContent()) ?? "").replace(" invoice (PDF)", "").trim();
  await expect(documents).toContainText(`Replaced by ${secondInvoice}`);
  await expect(documents).toContainText("Current");
  await expect(documents.getByRole("link", { name: /^CN\/\d{2}-\d{2}\/\d{4,} credit note/ })).toHaveCount(1);
  await expect(page.getByRole("button", { name: `Re-issue ${secondInvoice}` })).toBeVisible();
  await expect(page.getByRole("form", { name: "Refund" }).getByLabel(/Lower the price by this amount/)).toBeVisible();
  await shoot(page, path.join(screens, "booking-corrections"), { noSidewaysScroll: true });

  // The start page counts what is supplied but not invoiced: a batch that started 40 days ago, booked, no invoice.
  const { _id: pastTraining } = await scheduleTraining(page.request, course._id, {
    ...workingHours(-40, -38),
    meetingLink: `https://meet.example.com/p-${tag}`,
  });
  const late = await page.request.post("/api/admin/bookings", {
    data: {
      trainingId: pastTraining,
      buyerName: "Late Invoice Ltd",
      buyerEmail: `late.${tag}@example.com`,
      seats: 1,
      price: { amount: 11_800, currency: "INR" },
    },
  });
  expect(late.status(), await late.text()).toBe(201);
  await open(page, "/admin");
  await expect(page.getByRole("heading", { name: /^Supplied, not invoiced \(\d+\)$/ })).toBeVisible();
  await expect(page.getByTestId("uninvoiced-late")).toContainText("past 30 days without an invoice");
  await expect(page.getByRole("list", { name: "Bookings supplied, not invoiced" })).toContainText("40 days");
  await shoot(page, path.join(screens, "start-page"));
});
