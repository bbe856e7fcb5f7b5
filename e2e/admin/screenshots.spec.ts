import fs from "node:fs";
import path from "node:path";
import { test } from "@playwright/test";
import { signInAsStaff } from "./helpers";

// Screenshots of the console at desktop and phone widths, for people to look at (screenshots/ is gitignored).
const pages = [
  ["dashboard", "/admin"],
  ["courses", "/admin/courses"],
  ["course-new", "/admin/courses/new"],
  ["categories", "/admin/categories"],
  ["trainings", "/admin/trainings"],
  ["training-new", "/admin/trainings/new"],
  ["enrolments", "/admin/enrolments"],
  ["enquiries", "/admin/enquiries"],
  ["clients", "/admin/clients"],
  ["reviews", "/admin/reviews"],
  ["users", "/admin/users"],
  ["import", "/admin/import"],
  ["audit", "/admin/audit"],
] as const;
const dir = path.join(process.cwd(), "screenshots");

for (const width of [1280, 375]) {
  test(`console screenshots at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    fs.mkdirSync(dir, { recursive: true });
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await signInAsStaff(page);
    for (const [name, url] of pages) {
      await page.goto(url);
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: path.join(dir, `admin-${name}-${width}.png`), fullPage: true });
    }
    // A course and a training with their editors.
    await page.goto("/admin/courses");
    await page.getByRole("table", { name: "Courses" }).getByRole("link").first().click();
    await page.waitForURL(/\/admin\/courses\/[a-z0-9]+$/);
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: path.join(dir, `admin-course-edit-${width}.png`), fullPage: true });
    await page.goto("/admin/trainings");
    await page.getByRole("table", { name: "Trainings" }).getByRole("link").first().click();
    await page.waitForURL(/\/admin\/trainings\/[a-z0-9]+$/);
    await page.screenshot({ path: path.join(dir, `admin-training-edit-${width}.png`), fullPage: true });
  });
}
