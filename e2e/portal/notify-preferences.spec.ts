import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "../support/test";
import { logInWithApi, makeLearner } from "../auth/fixtures";

// The reminder channels on the profile page (sales-and-batches.md §3): both on by default, each switched off and
// kept, and authVerify says so. Pictures at desktop and phone widths into test-results/screens/.
test("switch SMS reminders off on the profile page, and back on", async ({ page, request }) => {
  const learner = await makeLearner(request, "Kavya Rao");
  await logInWithApi(page, learner.email);
  await page.goto("/account/edit");
  const email = page.getByRole("switch", { name: /Email reminders/ });
  const sms = page.getByRole("switch", { name: /SMS reminders/ });
  await expect(email).toBeChecked();
  await expect(sms).toBeChecked();

  fs.mkdirSync("test-results/screens", { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `test-results/screens/profile-reminders-${width}.png`, fullPage: true });
  }
  const { violations } = await new AxeBuilder({ page }).include("main").withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);

  await page.setViewportSize({ width: 1280, height: 900 });
  await sms.uncheck();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Profile updated successfully.")).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
  const me = await (await page.request.get("/api/user/authVerify")).json();
  expect(me.data).toMatchObject({ notifyEmail: true, notifySms: false });

  await page.goto("/account/edit");
  await expect(page.getByRole("switch", { name: /SMS reminders/ })).not.toBeChecked();
  await expect(page.getByRole("switch", { name: /Email reminders/ })).toBeChecked();
  await page.getByRole("switch", { name: /SMS reminders/ }).check();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Profile updated successfully.")).toBeVisible();
  expect((await (await page.request.get("/api/user/authVerify")).json()).data).toMatchObject({ notifyEmail: true, notifySms: true });
});
