import { expect, hydrationState, test, waitForHydration, withoutHydrationWait, type Page } from "../support/test";
import { holdScripts } from "./helpers";

// Issue 26: a kept page's scripts come after its first contentful paint, so React can hydrate it after `load`.
// Every journey's navigations wait for the hydration (e2e/support/test.ts); these prove that wait waits, ends, and
// that a visitor who submits a form before it has hydrated sends nothing anywhere.

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

// Before hydration the forms are plain HTML. Their method is "dialog", which the browser never sends outside a
// <dialog>: a tap on Send leaves the visitor where they are with what they typed, instead of a GET to the same
// address carrying their name, email and phone (history, server logs, the Referer of the next request).
for (const [path, form, button] of [
  ["/contact", "Contact us", "Send message"],
  ["/auth/login", undefined, "Login"],
] as const) {
  test(`${path}: a submit before the page has hydrated sends nothing and keeps what was typed`, async ({ page }) => {
    withoutHydrationWait(page);
    await page.route("**/_next/static/chunks/**", (route) => route.abort());
    const requests: string[] = [];
    page.on("request", (r) => requests.push(`${r.method()} ${r.url()}`));
    await page.goto(path);
    expect(await page.evaluate(hydrationState)).toBe("not started");
    const scope = form ? page.getByRole("form", { name: form }) : page.locator("form").filter({ has: page.getByRole("button", { name: button }) });
    if (form) await scope.getByLabel("Full name").fill("Asha Verma");
    await scope.getByLabel("Email").fill("asha.verma@example.com");
    if (!form) await scope.getByLabel(/^Password\*?$/).fill("Str0ng!secret");
    expect(await scope.evaluate((element) => (element as HTMLFormElement).method)).toBe("dialog");
    requests.length = 0;
    await scope.getByRole("button", { name: button }).click();
    // The click's effects (a navigation would start at once) are over once the page answers a round trip after two frames.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
    expect(new URL(page.url()).search).toBe("");
    expect(requests.filter((r) => !/\/_next\/static\//.test(r))).toEqual([]);
    await expect(scope.getByLabel("Email")).toHaveValue("asha.verma@example.com");
  });
}
