import fs from "node:fs";
import path from "node:path";
import { expect, type Locator, type Page } from "./test";

/**
 * The page at 1280 and 375 px wide (900 and 812 high), full length, into `${file}-1280.png` and `${file}-375.png`,
 * once fonts and layout have settled; then back at 1280 × 900. With `noSidewaysScroll`, nothing may be wider than the
 * screen at either width. With `show`, a board that scrolls sideways is scrolled to show that element (a column) first.
 */
export async function shoot(page: Page, file: string, { noSidewaysScroll = false, show }: { noSidewaysScroll?: boolean; show?: Locator } = {}) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    await show?.evaluate((el) => el.scrollIntoView({ block: "nearest", inline: "start" }));
    if (noSidewaysScroll) {
      expect.soft(await page.evaluate(() => document.documentElement.scrollWidth), `${file} scrolls sideways at ${width}`).toBeLessThanOrEqual(width);
    }
    await page.screenshot({ path: `${file}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
