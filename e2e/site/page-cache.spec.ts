import { expect, test } from "../support/test";
import { makeLearner } from "../auth/fixtures";

// Issue 9: public pages come from the server's page cache after their first rendering. A cached page carries a
// policy of script hashes instead of a nonce: it must run exactly as a freshly rendered one, with no CSP refusal.
for (const path of ["/", "/training-courses", "/contact"]) {
  test(`${path} from the page cache hydrates and runs with its hashed policy`, async ({ page, request }) => {
    await request.get(path);
    await expect.poll(async () => (await request.get(path)).headers()["x-page-cache"], { timeout: 10_000 }).toBe("hit");

    const refused: string[] = [];
    page.on("console", (message) => {
      if (/Content.Security.Policy|Refused to (execute|load)/i.test(message.text())) refused.push(message.text());
    });
    const response = await page.goto(path);
    expect(response!.headers()["x-page-cache"]).toBe("hit");
    // The scripts the render marked, by hash, its nonce for Next's bundles, and 'strict-dynamic' (issue 21).
    expect(response!.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+' ('sha256-[^']+' )+'strict-dynamic'/);
    // Hydrated: the navigation's client code answers.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    expect(refused).toEqual([]);
  });
}

test("a signed-in visitor gets the cached page, and the navigation shows their profile without a Login flash", async ({ page, request }) => {
  const learner = await makeLearner(request, "Cached Page Learner");
  const login = await page.request.post("/api/user/login", { data: { email: learner.email, password: learner.password } });
  expect(login.status()).toBe(200);
  // An anonymous visitor fills the cache (kept pages expire at each new minute: warm it right before the visit).
  await expect.poll(async () => (await request.get("/about-us")).headers()["x-page-cache"], { timeout: 10_000 }).toBe("hit");

  // Every paint of the navigation is recorded: the Login button must never be visible to this visitor.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { loginSeen: string[] }).loginSeen = seen;
    new MutationObserver(() => {
      const login = [...document.querySelectorAll("header a")].find((a) => a.textContent?.trim() === "Login");
      if (login && (login as HTMLElement).offsetParent !== null) seen.push(location.pathname);
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  const response = await page.goto("/about-us");
  expect(response!.headers()["x-page-cache"]).toBe("hit");
  await expect(page.getByRole("button", { name: /Cached Page Learner.*profile menu/ })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { loginSeen: string[] }).loginSeen)).toEqual([]);

  // Signed out (the session ended elsewhere): the hint goes with the 401, and the page shows Login.
  await page.request.post("/api/user/logout");
  await page.goto("/about-us");
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
});

// Issue 26: a kept page's HTML names none of Next's scripts for the browser to fetch with it (no <script src async>,
// no script preload); its inline loader appends them once the first paint is reported, so Lighthouse's simulation
// can't place their download before the largest paint. Every one is requested after the first paint.
for (const path of ["/", "/training-courses", "/about-us"]) {
  test(`${path} from the page cache requests Next's scripts only after its first paint`, async ({ page, request }) => {
    await expect.poll(async () => (await request.get(path)).headers()["x-page-cache"], { timeout: 10_000 }).toBe("hit");
    const html = await (await request.get(path)).text();
    expect(html).not.toMatch(/<script[^>]*\bsrc="\/_next\/[^"]*"[^>]*\basync\b/);
    expect(html).not.toMatch(/<link[^>]*\bas="script"/);
    expect(html).toMatch(/<script nonce="[^"]+">\(function\(d,s\)/);

    const response = await page.goto(path);
    expect(response!.headers()["x-page-cache"]).toBe("hit");
    await page.waitForFunction(() => !!(window as { next?: unknown }).next);
    const timings = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByType("paint").find((entry) => entry.name === "first-paint")?.startTime ?? NaN,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => /\/_next\/static\/.*\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(timings.scripts.length).toBeGreaterThan(0);
    expect(Math.min(...timings.scripts), "the first script request starts after the first paint").toBeGreaterThanOrEqual(timings.firstPaint);
  });
}
