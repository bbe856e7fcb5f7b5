import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "../support/test";
import { allPublicPages, courseSlugByTitle } from "./helpers";

test("axe-core finds no serious or critical violation on any public page, at desktop and phone widths", async ({ page }) => {
  // Every public page at two widths, each through axe: minutes on a loaded two-core machine.
  test.setTimeout(300_000);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of await allPublicPages(page)) {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
      const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(
        bad.map(
          (v) =>
            `${path} @${width}: ${v.id} (${v.impact}) ${v.nodes
              .map((n) => n.target.join(" "))
              .slice(0, 3)
              .join(", ")}`,
        ),
      ).toEqual([]);
    }
  }
});

test("axe-core on the open states: dropdown, mobile menu, form errors, thank-you popup", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Courses" }).hover();
  await expect(page.getByRole("link", { name: "Show All Courses" }).first()).toBeVisible({ timeout: 2000 });
  const check = async (label: string) => {
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${label}: ${v.id}`)).toEqual([]);
  };
  await check("dropdown");
  await page.goto(`/training-courses/course/${await courseSlugByTitle(page, "Docker and Kubernetes Fundamentals")}`);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Username is required.")).toBeVisible();
  await check("form errors");
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole("button", { name: "Open menu" }).click();
  await check("mobile menu");
});

test("every control is reachable by keyboard with a visible focus ring", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    const outline = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const style = getComputedStyle(el);
      return { tag: el.tagName, outline: style.outlineStyle, width: style.outlineWidth, shadow: style.boxShadow };
    });
    expect(outline.outline !== "none" || outline.shadow !== "none", `focus ring on ${outline.tag}`).toBe(true);
  }
});
