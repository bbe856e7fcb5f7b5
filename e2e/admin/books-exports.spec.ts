import { expect, test } from "../support/test";
import { shoot } from "../support/screens";
import { dayFromToday, demoCourse, open, runningNow, scheduleTraining, signInAsStaff, staffApi, suffix } from "./helpers";

// The accountant's files (books.md §4–§5): the GST page offers GSTR-1, GSTR-3B and the register for a month; the
// Accounts page the Tally import for a range and the revenue not yet earned on a date.

// Scratch screenshots, looked at by hand; never committed.
const screens = process.env.BOOKS_SCREENS ?? "/tmp/ret";

test("the console offers the GST returns, the Tally export and the deferred revenue", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const tag = suffix();
  const staff = await staffApi(baseURL!);
  const course = await demoCourse(staff);
  const { _id: trainingId } = await scheduleTraining(staff, course._id, { ...runningNow(8), meetingLink: `https://meet.example.com/books-${tag}` });
  const made = await staff.post("/api/admin/bookings", {
    data: { trainingId, seats: 1, price: { amount: 11800, currency: "INR" }, buyerName: `Books & Co ${tag}`, buyerEmail: `books-${tag}@example.com` },
  });
  expect(made.status(), await made.text()).toBe(201);
  const booking = (await made.json()).data as { _id: string; number: string };
  const invoiced = await staff.post(`/api/admin/bookings/${booking._id}/invoice`, { data: {} });
  expect(invoiced.status(), await invoiced.text()).toBe(201);
  const invoiceNumber = (await invoiced.json()).data.number as string;
  await staff.dispose();

  await signInAsStaff(page);
  const month = dayFromToday(0).slice(0, 7);
  await open(page, `/admin/reports/gst?month=${month}`);
  await expect(page.getByRole("heading", { level: 1, name: "GST returns" })).toBeVisible();
  const gstr1 = page.getByRole("link", { name: "GSTR-1 (JSON)" });
  await expect(gstr1).toHaveAttribute("href", `/api/admin/reports/gstr1?month=${month}`);
  await expect(page.getByRole("link", { name: "GSTR-3B (JSON)" })).toHaveAttribute("href", `/api/admin/reports/gstr3b?month=${month}`);
  const [file] = await Promise.all([page.waitForEvent("download"), gstr1.click()]);
  expect(file.suggestedFilename()).toMatch(/^GSTR1_29AAACS1234F1ZO_\d{6}\.json$/);
  const gstr1Json = await page.request.get(`/api/admin/reports/gstr1?month=${month}`);
  expect(gstr1Json.headers()["content-disposition"]).toMatch(/^attachment/);
  // An unregistered buyer's invoice is summed into b2cs (no number there); the documents issued count it.
  const docs = ((await gstr1Json.json()) as { doc_issue: { doc_det: { doc_num: number; docs: { from: string; to: string }[] }[] } }).doc_issue.doc_det;
  const invoices = docs.find((d) => d.doc_num === 1)!.docs[0]!;
  expect(invoices.from <= invoiceNumber && invoiceNumber <= invoices.to, `${invoiceNumber} in ${invoices.from}–${invoices.to}`).toBe(true);
  await shoot(page, `${screens}/gst-returns`, { noSidewaysScroll: true });

  await open(page, "/admin/reports");
  await expect(page.getByRole("heading", { level: 1, name: "Accounts" })).toBeVisible();
  await page.getByLabel("From").fill(dayFromToday(-1));
  await page.getByLabel("To").fill(dayFromToday(0));
  const [vouchers] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Vouchers (XML)" }).click()]);
  expect(vouchers.suggestedFilename()).toMatch(/^tally-vouchers-.*\.xml$/);
  const [csv] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Vouchers (CSV)" }).click()]);
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  await expect(page.getByRole("button", { name: "Masters (XML)" })).toBeVisible();
  const deferred = page.getByRole("table", { name: "Revenue not yet earned" });
  await expect(deferred.getByRole("row").filter({ hasText: booking.number })).toContainText(invoiceNumber);
  await shoot(page, `${screens}/accounts`, { noSidewaysScroll: true });
});
