import path from "node:path";
import { test } from "../support/test";
import { allPublicPages, expectNoHorizontalScroll, settle } from "./helpers";

const folder = path.join(process.cwd(), "screenshots");

// Full-page screenshots of every public page at 1280 and 375 px (into screenshots/, not committed).
for (const width of [1280, 375]) {
  test(`screenshots at ${width} px, and no horizontal scroll at 375`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    for (const pagePath of await allPublicPages(page)) {
      await page.goto(pagePath);
      await settle(page);
      if (width === 375) await expectNoHorizontalScroll(page);
      const name =
        pagePath === "/"
          ? "home"
          : pagePath
              .replace(/^\//, "")
              .replace(/[^a-z0-9]+/gi, "-")
              .replace(/-[a-f0-9]{24}$/, "");
      await page.screenshot({ path: path.join(folder, `${name}-${width}.png`), fullPage: true, animations: "disabled" });
    }
  });
}
