import { expect, hydrationState, test, waitForHydration, withoutHydrationWait, type Page } from "../support/test";

// Issue 26: a kept page's scripts come after its first contentful paint, so React can hydrate it after `load`.
// Every journey's navigations wait for the hydration (e2e/support/test.ts); these prove that wait waits and ends.

/** Holds every Next chunk asked for from now on until `release` is called. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route("**/_next/static/chunks/**", async (route) => {
    held.push(route.request().url());
    await released;
    await route.continue();
  });
  return { release, held };
}

const hasReactProps = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps$")));

test("a navigation to a kept page returns only once React has hydrated it, however late its scripts come", async ({ page, request }) => {
  await expect.poll(async () => (await request.get("/about-us")).headers()["x-page-cache"], { timeout: 10_000 }).toBe("hit");
  const scripts = await holdScripts(page);
  let returned = false;
  // Without the wait this returns at DOMContentLoaded, before the loader (after the first paint) asks for a script.
  const navigation = page.goto("/about-us", { waitUntil: "domcontentloaded" }).then((response) => ((returned = true), response));
  await expect.poll(() => scripts.held.length).toBeGreaterThan(0);
  expect(["loading", "not started"]).toContain(await page.evaluate(hydrationState));
  expect(returned, "the navigation waits while the scripts are held").toBe(false);
  scripts.release();
  const response = await navigation;
  expect(response!.headers()["x-page-cache"]).toBe("hit");
  // No waiting from here: the navigation's return is the proof.
  expect(await page.evaluate(hydrationState)).toBe("hydrated");
  expect(await hasReactProps(page, "header button")).toBe(true);
});

test("a page whose scripts never come fails the wait within its bound, saying so", async ({ page }) => {
  withoutHydrationWait(page);
  await page.route("**/_next/static/chunks/**", (route) => route.abort());
  await page.goto("/contact");
  const started = Date.now();
  await expect(waitForHydration(page, { timeout: 2_000 })).rejects.toThrow(/\/contact did not hydrate within 2000 ms: React's root is not started/);
  expect(Date.now() - started).toBeLessThan(10_000);
});

test("a document that isn't one of Next's pages is not waited for", async ({ page }) => {
  await page.goto("/robots.txt");
  expect(await page.evaluate(hydrationState)).toBe("none");
  await waitForHydration(page, { timeout: 1_000 });
});
