import { expect, test } from "../support/test";
import { homeRuns } from "./helpers";

test.describe("sliders", () => {
  test("the hero changes course every 5 s, pauses while hovered, and has previous / stop / next buttons", async ({ page }) => {
    // Playwright's clock, not real waits. While the pointer rests on the hero it holds still; the clock then
    // stops, so from the moment the pointer leaves, the page's time moves only when the test says so.
    await page.clock.install();
    await page.goto("/");
    await homeRuns(page); // the rest of the hero's courses have joined the first
    const hero = page.getByRole("region", { name: "Featured courses" });
    await hero.hover();
    await expect(hero).toHaveAttribute("data-paused", "true");
    await page.clock.pauseAt(Date.now() + 1000);
    const slides = await hero.getByRole("group").count();
    const start = Number(await hero.getAttribute("data-selected"));
    const after = (moves: number) => String((start + moves) % slides);
    await page.mouse.move(5, 5);
    await expect(hero).toHaveAttribute("data-paused", "false");
    await page.clock.runFor(4000);
    await expect(hero).toHaveAttribute("data-selected", after(0));
    await page.clock.runFor(1500);
    await expect(hero).toHaveAttribute("data-selected", after(1));

    await hero.hover();
    await expect(hero).toHaveAttribute("data-paused", "true");
    await page.clock.runFor(5600);
    await expect(hero).toHaveAttribute("data-selected", after(1));

    await hero.getByRole("button", { name: "Next slide" }).click();
    await expect(hero).toHaveAttribute("data-selected", after(2));
    await hero.getByRole("button", { name: "Previous slide" }).click();
    await expect(hero).toHaveAttribute("data-selected", after(1));
    await hero.getByRole("button", { name: "Stop automatic slide show" }).click();
    await expect(hero.getByRole("button", { name: "Start automatic slide show" })).toHaveAttribute("aria-pressed", "true");
  });

  test("the hero's other courses and its engine wait for its first turn, which still comes 5 s after it showed", async ({ page }) => {
    // Loaded as the page went idle, they made long tasks right after hydration (Lighthouse's TBT). Once React has
    // hydrated the hero, the page's clock stops, and moves only when the test says so.
    await page.clock.install();
    await page.goto("/");
    const hero = page.getByRole("region", { name: "Featured courses" });
    await page.waitForFunction(() => {
      const slider = document.querySelector('[aria-label="Featured courses"]');
      return slider !== null && Object.keys(slider).some((key) => key.startsWith("__reactFiber"));
    });
    await page.clock.pauseAt(Date.now() + 100);
    const slides = hero.locator('[aria-roledescription="slide"]');
    await page.clock.runFor(2400); // 2.5 s
    await expect(slides).toHaveCount(1);
    await page.clock.runFor(1700); // 4.2 s: they came at 4 s
    await expect(slides).not.toHaveCount(1);
    await expect(hero.getByRole("button", { name: "Next slide" })).toBeEnabled();
    await expect(hero).toHaveAttribute("data-selected", "0");
    await page.clock.runFor(1500); // 5.7 s: the first turn was due at 5 s
    await expect(hero).toHaveAttribute("data-selected", "1");
  });

  for (const width of [375, 414, 1280]) {
    test(`at ${width} px the floating WhatsApp button covers none of the hero's controls`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 640 ? 740 : 800 });
      await page.goto("/");
      const hero = page.getByRole("region", { name: "Featured courses" });
      // Scroll the controls to the bottom of the window, where the fixed button is: the worst case on a phone.
      await hero.getByRole("button", { name: "Next slide" }).evaluate((button) => button.scrollIntoView({ block: "end" }));
      const whatsapp = await page.getByRole("link", { name: /Chat with us on WhatsApp/ }).boundingBox();
      for (const name of ["Previous slide", /automatic slide show/, "Next slide"]) {
        const box = (await hero.getByRole("button", { name }).boundingBox())!;
        const apart =
          box.x + box.width <= whatsapp!.x ||
          whatsapp!.x + whatsapp!.width <= box.x ||
          box.y + box.height <= whatsapp!.y ||
          whatsapp!.y + whatsapp!.height <= box.y;
        expect(apart, `${String(name)} at ${JSON.stringify(box)} vs WhatsApp at ${JSON.stringify(whatsapp)}`).toBe(true);
      }
    });
  }

  test("the review slider autoplays every 3 s, pauses on keyboard focus, and shows 1/2/3/4 slides at 600/1000/1200 px", async ({ page }) => {
    await page.clock.install();
    for (const [width, visible] of [
      [500, 1],
      [700, 2],
      [1100, 3],
      [1280, 4],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      const reviews = page.getByRole("region", { name: "Learner reviews" });
      await reviews.scrollIntoViewIfNeeded();
      const viewport = (await reviews.locator("div.overflow-hidden").first().boundingBox())!;
      const slide = (await reviews.getByRole("group").first().boundingBox())!;
      expect(Math.round(viewport.width / slide.width), `slides visible at ${width}px`).toBe(visible);
    }
    const reviews = page.getByRole("region", { name: "Learner reviews" });
    // The page brings the first screen (four); the rest of the latest reviews are fetched once it runs.
    await expect(reviews.getByRole("group")).toHaveCount(16);
    await page.mouse.move(5, 5);
    await expect(reviews).toHaveAttribute("data-selected", "0");
    await page.clock.runFor(3500);
    await expect(reviews).not.toHaveAttribute("data-selected", "0");
    await reviews.getByRole("button", { name: "Next slide" }).focus();
    await expect(reviews).toHaveAttribute("data-paused", "true");
    const at = await reviews.getAttribute("data-selected");
    await page.clock.runFor(3500);
    await expect(reviews).toHaveAttribute("data-selected", at!);
  });
});

test.describe("tabs", () => {
  test("training tabs follow the ARIA pattern and show the 2 s spinner on switching", async ({ page }) => {
    // The page's timers run on Playwright's clock, paused, so a loaded machine can't outrun the 2 s spinner.
    await page.clock.install();
    await page.goto("/");
    await homeRuns(page); // a key pressed before React runs would be lost
    const tablist = page.getByRole("tablist", { name: "Trainings" });
    const all = tablist.getByRole("tab", { name: "All" });
    await expect(all).toHaveAttribute("aria-selected", "true");
    await page.clock.pauseAt(Date.now() + 1000);
    await all.focus();
    await page.keyboard.press("ArrowRight");
    const ongoing = tablist.getByRole("tab", { name: "On-going" });
    await expect(ongoing).toBeFocused();
    await expect(ongoing).toHaveAttribute("aria-selected", "true");
    await expect(all).toHaveAttribute("tabindex", "-1");
    const panel = page.locator("#trainings").getByRole("tabpanel");
    const spinner = panel.getByRole("status").filter({ hasText: "Loading trainings…" });
    await expect(spinner).toBeVisible();
    await page.clock.runFor(1900);
    await expect(spinner, "the spinner stays 2 s").toBeVisible();
    await page.clock.runFor(200);
    await expect(spinner).toBeHidden();
    await expect(panel.locator("[data-status]").first()).toBeVisible();
    for (const badge of await panel.locator("[data-status]").all()) await expect(badge).toHaveAttribute("data-status", "Ongoing");

    await page.keyboard.press("End");
    await expect(tablist.getByRole("tab", { name: "Upcoming" })).toHaveAttribute("aria-selected", "true");
    await page.clock.runFor(2100);
    await expect(panel.locator("[data-status]").first()).toBeVisible();
    for (const badge of await panel.locator("[data-status]").all()) await expect(badge).toHaveAttribute("data-status", "Upcoming");
    await page.keyboard.press("Home");
    await expect(all).toHaveAttribute("aria-selected", "true");
  });

  test("category tabs switch with the spinner; the course slider loops when it holds more than 4", async ({ page }) => {
    // On Playwright's clock: a loaded machine can't make the spinner's timer look late.
    await page.clock.install();
    await page.goto("/");
    await homeRuns(page); // a click before React runs would be lost
    const tablist = page.getByRole("tablist", { name: "Course categories" });
    await tablist.getByRole("tab", { name: "Cloud" }).click();
    const panel = page.locator("#categories").getByRole("tabpanel");
    await expect(panel.getByText("Loading courses…")).toBeVisible();
    await page.clock.runFor(2500);
    const slider = panel.getByRole("region", { name: "Cloud courses" });
    await expect(slider).toBeVisible();
    for (const card of await slider.locator("article").all()) await expect(card).toContainText("Cloud");
  });

  test("the training tabs wait for the whole schedule; when it can't be fetched a tab says so, and choosing one asks again", async ({ page }) => {
    await page.clock.install();
    // The page's own fetch (when the tabs near the viewport) fails, and so does the one choosing a tab makes; the
    // next choice's succeeds.
    let answered = 0;
    await page.route("**/api/training/showcase", (route) =>
      ++answered <= 2 ? route.fulfill({ status: 503, contentType: "application/json", body: "{}" }) : route.continue(),
    );
    await page.goto("/");
    await homeRuns(page);
    expect(answered, "nothing fetched for the tabs before they near the viewport").toBe(0);
    const tablist = page.getByRole("tablist", { name: "Trainings" });
    const panel = page.locator("#trainings").getByRole("tabpanel");
    const pageOwn = page.waitForResponse("**/api/training/showcase");
    await tablist.scrollIntoViewIfNeeded();
    await pageOwn;
    // The All tab keeps the first screen the page brought.
    await expect(panel.locator("[data-status]")).toHaveCount(4);
    await tablist.getByRole("tab", { name: "Upcoming" }).click();
    await page.clock.runFor(2500);
    await expect(panel.getByRole("alert")).toHaveText("Something went wrong.");
    await tablist.getByRole("tab", { name: "On-going" }).click();
    await page.clock.runFor(2500);
    await expect(panel.locator("[data-status]").first()).toBeVisible();
    for (const badge of await panel.locator("[data-status]").all()) await expect(badge).toHaveAttribute("data-status", "Ongoing");
    expect(answered).toBe(3);
  });

  test("a category tab whose courses can't be fetched says so, and choosing it again fetches them", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await homeRuns(page);
    await page.route("**/api/course/category/*/newest", (route) => route.fulfill({ status: 503, contentType: "application/json", body: "{}" }));
    const tablist = page.getByRole("tablist", { name: "Course categories" });
    const panel = page.locator("#categories").getByRole("tabpanel");
    await tablist.getByRole("tab", { name: "DevOps" }).click();
    await page.clock.runFor(2500);
    await expect(panel.getByRole("alert")).toHaveText("Failed to fetch courses.");
    await page.unroute("**/api/course/category/*/newest");
    await tablist.getByRole("tab", { name: "Cloud" }).click();
    await tablist.getByRole("tab", { name: "DevOps" }).click();
    await page.clock.runFor(2500);
    await expect(panel.getByRole("region", { name: "DevOps courses" }).locator("article").first()).toContainText("DevOps");
  });
});

test.describe("navigation bar", () => {
  test("Courses opens on hover: a 1 s loading state, then categories, up to 6 courses and 'Show All Courses'", async ({ page }) => {
    await page.clock.install();
    await page.goto("/about-us");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Courses", exact: true }).hover();
    const loading = nav.getByText("Loading courses…");
    await expect(loading).toBeVisible();
    await page.clock.runFor(1100);
    await expect(loading).toBeHidden();
    await expect(nav.getByRole("link", { name: "Cybersecurity" })).toBeVisible();
    const courseLinks = nav.locator('a[href^="/training-courses/course/"]');
    expect(await courseLinks.count()).toBeGreaterThan(0);
    expect(await courseLinks.count()).toBeLessThanOrEqual(6);
    await nav.getByRole("link", { name: "Show All Courses" }).click();
    await expect(page).toHaveURL(/\/training-courses$/);
  });

  test("the dropdown opens on keyboard focus and closes with Escape", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    // exact: once open, the panel's "Show All Courses" link is in the same navigation.
    const courses = nav.getByRole("link", { name: "Courses", exact: true });
    await nav.getByRole("link", { name: "About", exact: true }).focus();
    await page.keyboard.press("Tab");
    await expect(courses).toBeFocused();
    await expect(courses).toHaveAttribute("aria-expanded", "true");
    await page.clock.runFor(1100);
    await expect(nav.getByRole("link", { name: "Show All Courses" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(courses).toHaveAttribute("aria-expanded", "false");
    await expect(courses).toBeFocused();
  });

  test("a visitor sees Login; the links are Home, About, Courses, Contact", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/auth/login");
    for (const name of ["Home", "About", "Courses", "Contact"]) await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("aria-current", "page");
  });

  for (const width of [375, 768]) {
    test(`the mobile layout at ${width} px: a menu toggle with the links and the course list`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.clock.install();
      await page.goto("/");
      const nav = page.getByRole("navigation", { name: "Main" });
      await expect(nav.getByRole("link", { name: "About" })).toBeHidden();
      const toggle = page.getByRole("button", { name: "Open menu" });
      await toggle.click();
      await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
      const menu = page.locator(`#${await page.getByRole("button", { name: "Close menu" }).getAttribute("aria-controls")}`);
      await menu.getByRole("button", { name: "Course categories and courses" }).click();
      await page.clock.runFor(1100);
      await expect(menu.getByRole("link", { name: "Show All Courses" })).toBeVisible();
      await menu.getByRole("link", { name: "Contact" }).click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect(menu).toBeHidden();
    });
  }

  test("at 769 px the desktop navigation shows", async ({ page }) => {
    await page.setViewportSize({ width: 769, height: 800 });
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  });
});

test.describe("links", () => {
  test("a public page's links are prefetched when the visitor points at or focuses one, not as they come into view", async ({ page }) => {
    // Prefetched on sight, the catalogue's first screen fetched 14 payloads right after hydration, each processed
    // in a long task of its own (Lighthouse's TBT). The router's prefetches carry the _rsc query.
    const prefetched: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.searchParams.has("_rsc")) prefetched.push(url.pathname);
    });
    await page.goto("/training-courses"); // returns once hydrated
    // Two frames and an idle period after hydration: the links' observer has reported what is in view by then,
    // and a prefetch on sight would have been asked for.
    await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => done())))));
    expect(prefetched).toEqual([]);

    const card = page.getByRole("region", { name: "All courses" }).getByRole("link").first();
    const href = (await card.getAttribute("href"))!;
    const hovered = page.waitForRequest((request) => request.url().includes("_rsc") && new URL(request.url()).pathname === href);
    await card.hover();
    await hovered;

    const category = page.getByRole("navigation", { name: "Course categories" }).getByRole("link").nth(1);
    const categoryHref = (await category.getAttribute("href"))!;
    const focused = page.waitForRequest((request) => request.url().includes("_rsc") && new URL(request.url()).pathname === categoryHref);
    await category.focus();
    await focused;
    expect(prefetched.every((path) => path === href || path === categoryHref)).toBe(true);
  });
});
