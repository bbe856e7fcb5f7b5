import { expect, test, withoutHydrationWait, type Page } from "../support/test";
import { templatesPattern } from "../../lib/routes";
import { routeTable } from "../../lib/routes.generated";
import { allPublicPages } from "./helpers";

// Issue 26: on a phone, each public page's largest paint comes from its HTML and CSS alone: the same element is
// the largest paint whether or not the page's scripts ever run, and nothing shifts while they do.
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

/** The page's largest-contentful-paint element (tag, and its text or image), and the layout shift so far. */
async function largestPaint(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ element: string; shift: number }>((resolve) => {
        let element = "none";
        let shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null; url?: string })[]) {
            const el = entry.element;
            element = el
              ? `${el.tagName.toLowerCase()} ${entry.url ? entry.url.replace(location.origin, "") : (el.textContent ?? "").trim().slice(0, 60)}`
              : "detached";
          }
        }).observe({ type: "largest-contentful-paint", buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) shift += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
        // Observers deliver buffered entries asynchronously: two frames later they have.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve({ element, shift })));
      }),
  );
}

test("every public page's largest paint is its HTML and CSS, the same without scripts, and nothing shifts", async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const pages = [...(await allPublicPages(page)).filter((p) => p !== "/no-such-page"), "/auth/login", "/auth/register"];
  // Its pages never hydrate (their chunks are refused): its navigations don't wait for it.
  const noScripts = withoutHydrationWait(await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true }));
  await noScripts.route("**/_next/static/chunks/**/*.js", (route) => route.abort());
  const bare = await noScripts.newPage();
  try {
    for (const path of pages) {
      // Both visits must get the same page: a kept page (the page cache's public pages) is emptied by a write in
      // the other worker's journeys, and a new render of the home page picks another first hero slide. So a kept
      // page's two visits are compared on the same kept bytes (ETag), tried again otherwise.
      const kept = templatesPattern(routeTable.publicPages).test(path);
      let withoutScripts = { element: "none", shift: 0 };
      let withScripts = { element: "none", shift: 0 };
      for (let attempt = 1; ; attempt++) {
        if (kept)
          await expect.poll(async () => (await request.get(path)).headers()["x-page-cache"], { message: `${path} is kept`, timeout: 10_000 }).toBe("hit");
        const bareResponse = await bare.goto(path, { waitUntil: "load" });
        // On a busy machine the first paint (and its entry) can come after "load" and two frames: ask until it has.
        await expect
          .poll(async () => (withoutScripts = await largestPaint(bare)).element, { message: `${path}: an element is painted without scripts` })
          .not.toBe("none");
        // Returns once the page has hydrated (e2e/support/test.ts): its scripts have run.
        const response = await page.goto(path, { waitUntil: "load" });
        await expect.poll(async () => (withScripts = await largestPaint(page)).element).not.toBe("none");
        const keys = [bareResponse!, response!].map((r) => `${r.headers()["x-page-cache"]} ${r.headers()["etag"]}`);
        const same = !kept || (keys[0] === keys[1] && keys[0]!.startsWith("hit "));
        if (same || attempt === 3) {
          expect(same, `${path}: both visits got the same kept page (${keys.join(", ")})`).toBe(true);
          break;
        }
      }
      expect(withScripts.element, `${path}: the largest paint is the same with scripts`).toBe(withoutScripts.element);
      expect(withScripts.shift, `${path}: layout shift`).toBe(0);
    }
  } finally {
    await noScripts.close();
  }
});
