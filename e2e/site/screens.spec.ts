import { expect, test } from "../support/test";
import { courseSlugByTitle, firstCourseSlug, staticPages } from "./helpers";

const NOT_FOUND = "Oops! The page you're looking for doesn't exist or has been moved.";

test.describe("home", () => {
  test("title, description, hero, about, categories, statistics, trainings, clients, reviews, footer", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle("Cloud, DevOps, AI/ML & Cybersecurity Courses | Stackwise Academy");
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description).toMatch(/1000\+ learners/);
    expect(description).toMatch(/hands-on, job-focused training/);

    const hero = page.getByRole("region", { name: "Featured courses" });
    const slides = hero.getByRole("group");
    // The first slide is in the HTML; the others load when the browser is idle after the page (hero-slides.tsx).
    await expect.poll(() => slides.count()).toBeGreaterThan(1);
    expect(await slides.count()).toBeLessThanOrEqual(15);

    await expect(page.getByRole("heading", { name: /Training and consulting/ })).toBeVisible();
    await expect(page.getByRole("tablist", { name: "Course categories" })).toBeVisible();
    for (const [value, label] of [
      ["10+", "Years of training"],
      ["5,000+", "Students trained"],
      ["50+", "Industry mentors"],
    ]) {
      await expect(page.locator("#why-trust-us dd", { hasText: value })).toBeVisible();
      await expect(page.locator("#why-trust-us dt", { hasText: label })).toBeVisible();
    }
    await expect(page.getByRole("tablist", { name: "Trainings" }).getByRole("tab")).toHaveText(["All", "On-going", "Upcoming"]);
    await expect(page.locator("#clients img")).not.toHaveCount(0);
    await expect(page.getByRole("region", { name: "Learner reviews" }).getByRole("group").first()).toBeVisible();

    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "+91 80 4718 2290" })).toHaveAttribute("href", "tel:+918047182290");
    await expect(footer.getByRole("link", { name: "hello@stackwise.academy" })).toBeVisible();
    for (const network of ["LinkedIn", "YouTube", "X", "Instagram", "Facebook"]) {
      await expect(footer.getByRole("link", { name: `${network} (opens in a new tab)` })).toHaveAttribute("href", /^https:\/\//);
    }
  });

  test("the hero holds the courses in a random order that changes between visits", async ({ page }) => {
    const orders = new Set<string>();
    for (let i = 0; i < 4; i++) {
      await page.goto("/");
      const hero = page.getByRole("region", { name: "Featured courses" });
      // The shuffled slides load when the browser is idle after the page (hero-slides.tsx): read them once there.
      await expect.poll(() => hero.getByRole("group").count()).toBeGreaterThan(1);
      orders.add((await hero.getByRole("heading", { level: 2 }).allTextContents()).join("|"));
    }
    expect(orders.size).toBeGreaterThan(1);
  });
});

test("the floating contact button opens a WhatsApp chat with the prefilled interest in the courses, on every page", async ({ page }) => {
  for (const path of ["/", "/contact", "/no-such-page"]) {
    await page.goto(path);
    const button = page.getByRole("link", { name: "Chat with us on WhatsApp (opens in a new tab)" });
    const href = new URL((await button.getAttribute("href"))!);
    expect(href.host).toBe("wa.me");
    expect(href.searchParams.get("text")).toMatch(/interested in your courses/);
    await expect(button).toHaveAttribute("target", "_blank");
  }
});

test("about: about plus why-trust-us", async ({ page }) => {
  await page.goto("/about-us");
  await expect(page.getByRole("heading", { level: 1, name: "About us" })).toBeVisible();
  await expect(page.getByRole("img", { name: /learner at work/ })).toBeVisible();
  await expect(page.locator("#why-trust-us")).toContainText("5,000+");
});

test.describe("training courses", () => {
  test("every course, 12 a page, newest first, and the training tabs", async ({ page }) => {
    await page.goto("/training-courses");
    const api = (await (await page.request.get("/api/course/getAllCoursesForUser")).json()).data as { courseTitle: string }[];
    const cards = page.locator("#courses article");
    await expect(cards).toHaveCount(Math.min(12, api.length));
    await expect(cards.first()).toContainText(api[0]!.courseTitle);
    await expect(page.getByRole("tablist", { name: "Training schedule" })).toBeVisible();
    const pages = page.getByRole("navigation", { name: "Course pages" });
    await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await pages.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/training-courses\?page=2$/);
    await expect(cards).toHaveCount(Math.min(12, api.length - 12));
    await expect(cards.last()).toContainText(api[Math.min(24, api.length) - 1]!.courseTitle);
  });

  test("the search box finds courses by title, description or category, and says when nothing matches", async ({ page }) => {
    await page.goto("/training-courses");
    const search = page.getByRole("searchbox", { name: "Search courses" });
    await search.fill("kubernetes");
    await search.press("Enter");
    await expect(page).toHaveURL(/\?q=kubernetes$/);
    await expect(page.getByRole("heading", { name: "Courses matching “kubernetes”" })).toBeVisible();
    const cards = page.locator("#courses article");
    expect(await cards.count()).toBeGreaterThan(0);
    for (const card of await cards.all()) expect((await card.textContent())!.toLowerCase()).toMatch(/kubernetes|devops|cloud/);
    await expect(search).toHaveValue("kubernetes");

    await page.goto("/training-courses?q=cybersecurity");
    expect(await cards.count()).toBeGreaterThan(0);
    for (const card of await cards.all()) await expect(card).toContainText("Cybersecurity");

    await page.goto("/training-courses?q=underwater+basket+weaving");
    await expect(page.getByText("No courses match “underwater basket weaving”.")).toBeVisible();
  });
});

test.describe("category", () => {
  test("a grid of the category's courses, other categories, and its trainings with status badges", async ({ page }) => {
    await page.goto("/training-courses/category/cloud");
    await expect(page.getByRole("heading", { level: 1, name: "Cloud courses" })).toBeVisible();
    const cards = page.locator("#category-courses article");
    expect(await cards.count()).toBeGreaterThan(2);
    for (const card of await cards.all()) await expect(card).toContainText("Cloud");
    await expect(page.locator("#category-trainings [data-status]").first()).toBeVisible();
  });

  test("the filter is a case-insensitive substring, re-applied when the slug changes", async ({ page }) => {
    await page.goto("/training-courses/category/DEV");
    const devCount = await page.locator("#category-courses article").count();
    expect(devCount).toBeGreaterThan(0);
    await page.getByRole("navigation", { name: "Other categories" }).getByRole("link", { name: "AI/ML" }).click();
    await expect(page).toHaveURL(/\/category\/ai-ml$/);
    await expect(page.getByRole("heading", { level: 1, name: "AI/ML courses" })).toBeVisible();
    for (const card of await page.locator("#category-courses article").all()) await expect(card).toContainText("AI/ML");
  });

  test("an unknown category answers 404 with 'No courses available' and 'There is no classes', and is never page-cached", async ({ page, request }) => {
    const response = await page.goto("/training-courses/category/underwater-basket-weaving");
    expect(response!.status()).toBe(404);
    expect((await request.get("/training-courses/category/underwater-basket-weaving")).headers()["x-page-cache"]).toBeUndefined();
    await expect(page.getByText("No courses available", { exact: true })).toBeVisible();
    await expect(page.getByText("There is no classes", { exact: true })).toBeVisible();
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", /noindex/);
  });
});

test.describe("course detail", () => {
  test("overview cut at 400 characters with Show More, outline with the first module open", async ({ page }) => {
    await page.goto(`/training-courses/course/${await courseSlugByTitle(page, "Docker and Kubernetes Fundamentals")}`);
    await expect(page.getByRole("heading", { level: 1, name: "Docker and Kubernetes Fundamentals" })).toBeVisible();
    const overview = page.getByTestId("course-overview");
    const short = (await overview.textContent())!;
    expect([...short].length).toBeLessThanOrEqual(401);
    expect(short.endsWith("…")).toBe(true);
    await page.getByRole("button", { name: "Show More" }).click();
    expect([...(await overview.textContent())!].length).toBeGreaterThan(400);
    await page.getByRole("button", { name: "Show Less" }).click();
    expect([...(await overview.textContent())!].length).toBeLessThanOrEqual(401);

    const modules = page.locator("#outline-heading ~ div").getByRole("button", { expanded: true });
    await expect(modules).toHaveCount(1);
    const second = page.locator("#outline-heading ~ div h3 button").nth(1);
    await expect(second).toHaveAttribute("aria-expanded", "false");
    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator(`#${await second.getAttribute("aria-controls")}`)).toBeVisible();
    await page.locator("#outline-heading ~ div h3 button").first().click();
    await expect(page.locator("#outline-heading ~ div h3 button").first()).toHaveAttribute("aria-expanded", "false");
  });

  test("an empty outline says 'Course content will be available soon.'", async ({ page }) => {
    await page.goto(`/training-courses/course/${await firstCourseSlug(page, (c) => c.courseContent.length === 0)}`);
    await expect(page.getByText("Course content will be available soon.", { exact: true })).toBeVisible();
  });

  test("the contact form has the course read-only", async ({ page }) => {
    await page.goto(`/training-courses/course/${await courseSlugByTitle(page, "Docker and Kubernetes Fundamentals")}`);
    const course = page.getByRole("textbox", { name: "Course" });
    await expect(course).toHaveValue("Docker and Kubernetes Fundamentals");
    await expect(course).toHaveAttribute("readonly", "");
  });

  test("an unknown id is the not-found screen with 404; other words before a known id redirect to its address", async ({ page }) => {
    const response = await page.goto("/training-courses/course/some-course-ffffffffffffffffffffffff");
    expect(response?.status()).toBe(404);
    await expect(page.getByText(NOT_FOUND)).toBeVisible();
    const slug = await courseSlugByTitle(page, "Docker and Kubernetes Fundamentals");
    await page.goto(`/training-courses/course/old-title-${slug.split("-").pop()}`);
    await expect(page).toHaveURL(new RegExp(`/training-courses/course/${slug}$`));
  });
});

test.describe("legal pages", () => {
  test("privacy covers every point of the spec, effective 1/05/2025", async ({ page }) => {
    await page.goto("/privacy-policy");
    await expect(page.getByText("Effective date: 1/05/2025")).toBeVisible();
    for (const heading of [/Information we collect/, /How we use/, /protect/, /third parties/, /consent/i, /Updates/, /Contact us/]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    for (const item of ["name", "email address", "phone number", "Payment details"]) await expect(page.locator("article")).toContainText(item);
    await expect(page.locator("article")).toContainText("When the law requires it");
    await expect(page.locator("article")).toContainText("Contractual service providers");
  });

  test("terms cover every point of the spec, effective 1/05/2025", async ({ page }) => {
    await page.goto("/terms-conditions");
    await expect(page.getByText("Effective date: 1/05/2025")).toBeVisible();
    for (const heading of [
      /Use of the website/,
      /Course access/,
      /Intellectual property/,
      /Fees and payment/,
      /Refunds/,
      /liability/,
      /Changes/,
      /Termination/,
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    const article = page.locator("article");
    await expect(article).toContainText("lawful purposes");
    await expect(article).toContainText("non-transferable");
    await expect(article).toContainText("after the full fee has been paid");
    await expect(article).toContainText("communicated on inquiry");
    await expect(article).toContainText("case by case");
  });
});

test("something-wrong: the course failure text, and 'Go Back' to /", async ({ page }) => {
  await page.goto("/something-wrong?reason=course");
  await expect(page.getByRole("alert").filter({ hasText: "Failed to fetch course data" })).toBeVisible();
  await page.goto("/something-wrong?reason=<script>alert(1)</script>");
  await expect(page.getByText("<script>")).toHaveCount(0);
  await page.getByRole("link", { name: "Go Back" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("any other path: the not-found screen with the spec's sentence and status 404", async ({ page }) => {
  for (const path of ["/no-such-page", "/training-courses/nothing/here"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByText(NOT_FOUND)).toBeVisible();
    await expect(page.getByRole("img", { name: /lost map/ })).toBeVisible();
  }
});

test.describe("findable", () => {
  test("every page has its own title, a description, a canonical URL, Open Graph tags and the Organization JSON-LD", async ({ page }) => {
    const titles = new Set<string>();
    const slug = await courseSlugByTitle(page, "Docker and Kubernetes Fundamentals");
    for (const path of [...staticPages.filter((p) => p !== "/something-wrong"), "/training-courses/category/cloud", `/training-courses/course/${slug}`]) {
      await page.goto(path);
      titles.add(await page.title());
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(canonical!).pathname).toBe(path);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /.+/);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^https?:\/\//);
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const types = blocks.map((b) => (JSON.parse(b) as { "@type": string })["@type"]);
      expect(types).toContain("EducationalOrganization");
    }
    expect(titles.size).toBe(staticPages.length - 1 + 2);
  });

  test("course pages carry Course JSON-LD with an instance per upcoming or on-going training", async ({ page }) => {
    const trainings = (await (await page.request.get("/api/training/getAllTrainingCoursesByUser")).json()).data as {
      tcStatus: string;
      courseId: { courseSlug: string; courseTitle: string };
    }[];
    const open = trainings.filter((t) => t.tcStatus === "Upcoming" || t.tcStatus === "Ongoing");
    const course = open[0]!.courseId;
    await page.goto(`/training-courses/course/${course.courseSlug}`);
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((b) => JSON.parse(b));
    const ld = blocks.find((b) => b["@type"] === "Course");
    expect(ld.name).toBe(course.courseTitle);
    expect(ld.provider.name).toBe("Stackwise Academy");
    expect(ld.hasCourseInstance).toHaveLength(open.filter((t) => t.courseId.courseSlug === course.courseSlug).length);
    expect(ld.hasCourseInstance[0]).toMatchObject({ "@type": "CourseInstance", courseMode: "Online", courseSchedule: { repeatFrequency: "Daily" } });
    expect(ld.hasCourseInstance[0].courseSchedule.repeatCount).toBeGreaterThan(0);
    // Google's course info requirements: an offer with a category.
    expect(ld.offers[0]).toMatchObject({ "@type": "Offer", category: "Paid" });
  });

  test("a course page's link preview is a PNG of that course", async ({ page, request }) => {
    const courses = (await (await request.get("/api/course/getAllCoursesForUser")).json()).data as { courseSlug: string }[];
    await page.goto(`/training-courses/course/${courses[0]!.courseSlug}`);
    const image = await page.locator('meta[property="og:image"]').first().getAttribute("content");
    expect(image).toContain(`/training-courses/course/${courses[0]!.courseSlug}/preview.png`);
    const png = await request.get(image!.replace(/^https?:\/\/[^/]+/, ""));
    expect(png.status()).toBe(200);
    expect(png.headers()["content-type"]).toBe("image/png");
    expect((await png.body()).subarray(1, 4).toString()).toBe("PNG");
  });

  test("a course without a scheduled batch still has a course instance (mode and workload)", async ({ page }) => {
    const trainings = (await (await page.request.get("/api/training/getAllTrainingCoursesByUser")).json()).data as {
      tcStatus: string;
      courseId: { _id: string };
    }[];
    const scheduled = new Set(trainings.filter((t) => t.tcStatus === "Upcoming" || t.tcStatus === "Ongoing").map((t) => t.courseId._id));
    const courses = (await (await page.request.get("/api/course/getAllCoursesForUser")).json()).data as {
      _id: string;
      courseSlug: string;
      courseDuration: number;
    }[];
    const unscheduled = courses.find((c) => !scheduled.has(c._id));
    test.skip(!unscheduled, "every demo course has a batch");
    await page.goto(`/training-courses/course/${unscheduled!.courseSlug}`);
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((b) => JSON.parse(b)).find((b) => b["@type"] === "Course");
    expect(ld.hasCourseInstance).toEqual([{ "@type": "CourseInstance", courseMode: "Online", courseWorkload: `PT${unscheduled!.courseDuration}H` }]);
  });

  test("sitemap.xml lists every course and category; robots.txt points to it", async ({ page }) => {
    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    const courses = (await (await page.request.get("/api/course/getAllCoursesForUser")).json()).data as { courseSlug: string }[];
    const categories = (await (await page.request.get("/api/category/getAllCategory")).json()).data as { categorySlug: string }[];
    for (const c of courses) expect(sitemap).toContain(`/training-courses/course/${c.courseSlug}</loc>`);
    for (const c of categories) expect(sitemap).toContain(`/training-courses/category/${c.categorySlug}</loc>`);
    const robots = await (await page.request.get("/robots.txt")).text();
    expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
    expect(robots).toContain("Disallow: /api/");
  });

  test("the catalogue is in the first HTML (server rendered, no loading flash)", async ({ page }) => {
    const html = await (await page.request.get("/training-courses")).text();
    const newest = (await (await page.request.get("/api/course/getAllCoursesForUser")).json()).data[0].courseTitle as string;
    expect(html).toContain(newest.replace(/&/g, "&amp;"));
    const home = await (await page.request.get("/")).text();
    expect(home).toContain('aria-label="Featured courses"');
    expect(home).not.toContain("Loading courses…");
  });
});
