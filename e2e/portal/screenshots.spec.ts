import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "../support/test";
import { logInWithApi, makeLearner } from "../auth/fixtures";

// Pictures of every auth and portal screen at desktop and phone widths (screenshots/, not committed), and no
// horizontal scrolling at 375 px, and no WCAG 2 AA problem axe can find.
const publicPages = ["/auth/login", "/auth/register", "/auth/forget-password", "/auth/reset-password?token=x", "/auth/verify-account?token=x"];
const portalPages = ["/account", "/my-learning", "/account/edit", "/account-settings"];
const name = (path: string, width: number) => `screenshots/${path.replace(/^\//, "").replace(/[/?=]/g, "_")}-${width}.png`;

/** WCAG 2 A/AA problems inside the page's main region (the shared header and footer are checked by their own specs). */
async function accessibilityProblems(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include("main").withTags(["wcag2a", "wcag2aa"]).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

for (const width of [1280, 375]) {
  test(`auth and portal screens at ${width} px`, async ({ page, request }) => {
    // Nine screens, each through axe and a full-page picture.
    test.setTimeout(180_000);
    fs.mkdirSync("screenshots", { recursive: true });
    await page.setViewportSize({ width, height: 900 });
    for (const path of publicPages) {
      await page.goto(path);
      await page.waitForTimeout(path.includes("verify-account") ? 2500 : 300);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} scrolls sideways`).toBeLessThanOrEqual(width);
      expect(await accessibilityProblems(page), path).toEqual([]);
      await page.screenshot({ path: name(path, width), fullPage: true });
    }
    const learner = await makeLearner(request, "Priya Sharma");
    await logInWithApi(page, learner.email);
    for (const path of portalPages) {
      await page.goto(path);
      await expect(page.getByTestId("session-check")).toBeHidden();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} scrolls sideways`).toBeLessThanOrEqual(width);
      expect(await accessibilityProblems(page), path).toEqual([]);
      await page.screenshot({ path: name(path, width), fullPage: true });
    }
  });
}
