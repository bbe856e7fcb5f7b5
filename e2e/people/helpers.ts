import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { field } from "../auth/fixtures";

export const screenshots = "test-results/screenshots";

/** On an invitation's set-password page: chooses the password, and lands on the sign-in page. */
export async function setPasswordFromInvitation(page: Page, link: string, password: string) {
  await page.goto(link);
  await field(page, "New password").fill(password);
  await field(page, "Confirm password").fill(password);
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/, { timeout: 10_000 });
}

/** The page at 1280 and 375 px wide, full length, into test-results/screenshots; no sideways scrolling. */
export async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect.soft(await page.evaluate(() => document.documentElement.scrollWidth), `${name} scrolls sideways at ${width}`).toBeLessThanOrEqual(width);
    await page.screenshot({ path: path.join(screenshots, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
