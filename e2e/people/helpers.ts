import { expect, type Page } from "../support/test";
import { field } from "../auth/fixtures";

/** On an invitation's set-password page: chooses the password, and lands on the sign-in page. */
export async function setPasswordFromInvitation(page: Page, link: string, password: string) {
  await page.goto(link);
  await field(page, "New password").fill(password);
  await field(page, "Confirm password").fill(password);
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/, { timeout: 10_000 });
}
