import { expect, type Page } from "../support/test";

/** Every public page (the course and category ones resolved from the demo catalogue). */
export const staticPages = ["/", "/about-us", "/contact", "/training-courses", "/privacy-policy", "/terms-conditions", "/something-wrong"];

export async function firstCourseSlug(page: Page, filter: (c: { courseTitle: string; courseContent: unknown[] }) => boolean = () => true): Promise<string> {
  const response = await page.request.get("/api/course/getAllCoursesForUser");
  const body = (await response.json()) as { data: { courseSlug: string; courseTitle: string; courseContent: unknown[] }[] };
  const course = body.data.find(filter);
  if (!course) throw new Error("no such demo course");
  return course.courseSlug;
}

export async function courseSlugByTitle(page: Page, title: string): Promise<string> {
  return firstCourseSlug(page, (c) => c.courseTitle === title);
}

/** All public pages, including one course and one category. */
export async function allPublicPages(page: Page): Promise<string[]> {
  return [
    ...staticPages,
    "/training-courses/category/cloud",
    `/training-courses/course/${await courseSlugByTitle(page, "Docker and Kubernetes Fundamentals")}`,
    "/no-such-page",
  ];
}

/** Scrolls through the page so lazy images load, then waits for every image. */
export async function settle(page: Page) {
  await page.evaluate(async () => {
    // Off-screen slides never enter the viewport, so lazy images there would never load.
    document.querySelectorAll<HTMLImageElement>("img[loading=lazy]").forEach((img) => (img.loading = "eager"));
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 40));
    }
    window.scrollTo(0, 0);
  });
  // Images rendered after the scroll (the hero's browser-side shuffle re-renders its slides once hydrated, later
  // on a loaded machine) are made eager too, or an off-screen lazy one would never load.
  await page.waitForFunction(
    () => {
      document.querySelectorAll<HTMLImageElement>("img[loading=lazy]").forEach((img) => (img.loading = "eager"));
      return [...document.images].every((img) => img.complete);
    },
    undefined,
    { timeout: 15_000 },
  );
}

export async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, "page is wider than the viewport").toBeLessThanOrEqual(innerWidth);
}

/** Home page only: React runs, and the rest of the hero's courses have joined the one slide the server sends (useFullList). */
export async function homeRuns(page: Page) {
  await expect(page.getByRole("region", { name: "Featured courses" }).locator('[aria-roledescription="slide"]')).not.toHaveCount(1, { timeout: 15_000 });
}

/** Holds every Next chunk the page asks for from now on (the page's own and its forms' loaded on first use) until `release` is called. */
export async function holdScripts(page: Page) {
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
