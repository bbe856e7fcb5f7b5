import { expect, test } from "../support/test";
import { logInWithForm, RESET_LINK } from "../auth/fixtures";
import { e2eLead } from "../support/env";
import { latestMail, linkIn } from "../support/inbox";
import { staffApi } from "../admin/helpers";
import { shoot } from "../support/screens";
import { setPasswordFromInvitation } from "./helpers";

const screenshots = "test-results/screenshots";

// The client's training lead (billing-and-delivery.md §7): invited when the organisation was saved (seeded before
// the server starts), signs in from the invitation, sees the team's booking and gives a learner's seat to a colleague.
test("a training lead signs in from the invitation, downloads the invoice and substitutes a learner", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const invitation = await latestMail(e2eLead.email, /training lead: set your password/);
  await setPasswordFromInvitation(page, linkIn(invitation, RESET_LINK), "Le4d!e2e-pass");
  await logInWithForm(page, e2eLead.email, "Le4d!e2e-pass");
  await expect(page).toHaveURL(/\/account$/, { timeout: 10_000 });

  await page.getByRole("button", { name: /profile menu/ }).click();
  await page.getByRole("link", { name: "Organisation" }).click();
  await expect(page).toHaveURL(/\/organization$/);
  await expect(page.getByRole("heading", { level: 1, name: e2eLead.organization })).toBeVisible();
  const learners = page.getByRole("list", { name: /^Learners of BK-/ });
  await expect(learners.getByTestId("lead-learner")).toHaveCount(2);
  await expect(learners).toContainText("ravi.acme@example.com");
  await expect(learners).toContainText("0 of 5 sessions (0%)");
  await expect(page.getByRole("link", { name: "Attendance CSV" })).toHaveAttribute("href", /\/api\/org\/bookings\/[a-z0-9]+\/attendance\?format=csv$/i);

  // Staff invoice the booking: the lead's Invoices list links its PDF, which answers them.
  await expect(page.getByText("No invoice issued yet.")).toBeVisible();
  const bookingId = (await page.getByRole("link", { name: "Attendance CSV" }).getAttribute("href"))!.split("/")[4]!;
  const staff = await staffApi(baseURL!);
  const issued = await staff.post(`/api/admin/bookings/${bookingId}/invoice`, { data: {} });
  expect(issued.status(), await issued.text()).toBe(201);
  const { number } = (await issued.json()).data as { number: string };
  await page.reload();
  const invoice = page.getByRole("link", { name: number });
  await expect(invoice).toHaveAttribute("href", /^\/api\/org\/invoices\/[a-z0-9]+$/);
  const pdf = await page.request.get((await invoice.getAttribute("href"))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  await shoot(page, `${screenshots}/lead-overview`, { noSidewaysScroll: true });

  await page.getByRole("button", { name: "Substitute ravi.acme" }).click();
  const form = page.getByRole("form", { name: "Substitute ravi.acme" });
  await form.getByLabel(/Colleague's email/).fill("neha.acme@example.com");
  await form.getByRole("button", { name: "Move seat" }).click();
  await expect(page.getByText("Seat moved.")).toBeVisible();
  await expect(learners).toContainText("neha.acme@example.com");
  await expect(learners).not.toContainText("ravi.acme@example.com");
  expect((await latestMail("ravi.acme@example.com", /has moved to a colleague/)).subject).toContain("Your seat in");
  expect((await latestMail("neha.acme@example.com", /set your password/)).subject).toContain("You have a seat in");

  // The staff console is not theirs.
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/forbidden$/);
});
