// Issue 9 at scale: nothing loads the whole catalogue or schedule to answer one page. The catalogue and category
// pages read a page of courses (searched by title, description or category), the public tabs read a bounded
// showcase of trainings, and the legacy lists answer whole by default or a page when asked.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getCategoryNewest } from "@/app/api/course/category/[slug]/newest/route";
import { GET as getFeatured } from "@/app/api/course/featured/route";
import { GET as getCourses } from "@/app/api/course/getAllCoursesForUser/route";
import { GET as getRatings } from "@/app/api/rating/getAllRatingsByUser/route";
import { GET as getLatestReviews } from "@/app/api/rating/latest/route";
import { GET as getTrainings } from "@/app/api/training/getAllTrainingCoursesByUser/route";
import { GET as getShowcase } from "@/app/api/training/showcase/route";
import { FIRST_SCREEN } from "@/components/ui/first-screen";
import { categoryTabsOf, featuredCourses, firstScreenOfShowcase, HERO_MAX_COURSES, HOME_REVIEW_COUNT } from "@/components/site/catalogue-view";
import { filterTrainings } from "@/components/training/filters";
import { toTrainingCard } from "@/components/training/format";
import { categories, courseCategories, courses } from "@/db/schema";
import { clearCache } from "@/lib/cache";
import {
  CATEGORY_TAB_COURSES,
  categoryIdsForSlug,
  COURSES_PER_PAGE,
  LEADING_CATEGORY_COUNT,
  leadingCategories,
  listCategories,
  pageOfCourses,
} from "@/lib/courses/reads";
import { listVisibleReviews } from "@/lib/reviews/reads";
import { addDays } from "@/lib/schedule/schedule";
import { SHOWCASE_PER_KIND, showcaseTrainings } from "@/lib/trainings/reads";
import { makeTraining, today } from "../helpers/catalogue";
import { call, refusal } from "../helpers/http";
import { testDatabase } from "../setup/database";

const tag = randomBytes(4).toString("hex");
const categoryName = `Quasar Ops ${tag}`;
const slug = `quasar-ops-${tag}`;
let categoryId = "";
let courseIds: string[] = [];

beforeAll(async () => {
  const { db } = testDatabase();
  const [category] = await db.insert(categories).values({ name: categoryName, slug }).returning();
  categoryId = category!.id;
  // 30 courses, each a second newer than the one before, so "newest first" has one answer.
  const made = await db
    .insert(courses)
    .values(
      Array.from({ length: 30 }, (_, i) => ({
        title: `Stellar Course ${tag} ${String(i).padStart(2, "0")}`,
        shortDescription: i === 7 ? "Deep dive into nebula telemetry." : "Hands-on work.",
        durationHours: 10,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
      })),
    )
    .returning({ id: courses.id });
  courseIds = made.map((c) => c.id);
  await db.insert(courseCategories).values(courseIds.map((courseId) => ({ courseId, categoryId })));
  clearCache();
});

describe("a page of the catalogue", () => {
  it("answers 12 a page, newest first, with the total and the number of pages, and no course twice", async () => {
    const first = await pageOfCourses({ categoryIds: [categoryId] });
    const second = await pageOfCourses({ categoryIds: [categoryId], page: 2 });
    const third = await pageOfCourses({ categoryIds: [categoryId], page: 3 });
    expect(COURSES_PER_PAGE).toBe(12);
    expect([first.courses.length, second.courses.length, third.courses.length, first.total, first.pageCount]).toEqual([12, 12, 6, 30, 3]);
    expect(first.courses[0]!.title).toBe(`Stellar Course ${tag} 29`);
    const seen = [...first.courses, ...second.courses, ...third.courses].map((c) => c.id);
    expect(new Set(seen).size).toBe(30);
    expect((await pageOfCourses({ categoryIds: [categoryId], page: 9 })).courses).toEqual([]);
  });

  it("finds courses by title, short description or category name, any case, with % and _ taken literally", async () => {
    expect((await pageOfCourses({ q: `stellar course ${tag} 0` })).total).toBe(10);
    expect((await pageOfCourses({ q: "NEBULA telemetry" })).courses.map((c) => c.id)).toEqual([courseIds[7]]);
    expect((await pageOfCourses({ q: `quasar ops ${tag}` })).total).toBe(30);
    expect((await pageOfCourses({ q: `${tag}%` })).total).toBe(0);
  });

  it("a category slug takes the spec's substring rule; an unknown one has no courses", async () => {
    expect(await categoryIdsForSlug(`ops-${tag}`)).toEqual([categoryId]);
    expect(await categoryIdsForSlug(`nothing-${tag}`)).toEqual([]);
    expect((await pageOfCourses({ categoryIds: [] })).total).toBe(0);
  });

  it("the short lists (menu, home tabs, footer) take the categories with the most courses, in name order", async () => {
    const { db } = testDatabase();
    const [empty] = await db
      .insert(categories)
      .values({ name: `Aaa Empty ${tag}`, slug: `aaa-empty-${tag}` })
      .returning();
    clearCache();
    // Quasar Ops has 30 courses: more than any other.
    expect(await leadingCategories(1)).toEqual([{ id: categoryId, name: categoryName, slug }]);
    const all = await listCategories();
    const leading = await leadingCategories();
    expect(LEADING_CATEGORY_COUNT).toBe(8);
    expect(leading).toHaveLength(Math.min(8, all.length));
    expect(leading.map((c) => c.name)).toEqual(leading.map((c) => c.name).sort((a, b) => a.localeCompare(b)));
    // Alone without courses, it is the last to be listed: only when fewer than the cap have any.
    const withCourses = all.length - 1;
    expect(leading.some((c) => c.id === empty!.id)).toBe(withCourses < LEADING_CATEGORY_COUNT);
    await db.delete(categories).where(eq(categories.id, empty!.id));
    clearCache();
  });

  it("the home page sends the first category tab's newest courses only; the others are left to the browser", async () => {
    const tabs = await categoryTabsOf([
      { id: categoryId, name: categoryName, slug },
      { id: "other", name: "Other", slug: `other-${tag}` },
    ]);
    expect(tabs[0]!.courses).toHaveLength(CATEGORY_TAB_COURSES);
    expect(tabs[0]!.courses![0]!.title).toBe(`Stellar Course ${tag} 29`);
    expect(tabs[1]).toEqual({ id: `other-${tag}`, name: "Other" });
  });

  it("GET /api/course/category/{slug}/newest: the first page of the slug's categories as cards; a course in two of them once", async () => {
    const { db } = testDatabase();
    // The spec's substring rule: the slug also matches this category's name.
    const [advanced] = await db
      .insert(categories)
      .values({ name: `${categoryName} Advanced`, slug: `${slug}-advanced` })
      .returning();
    const [extra] = await db
      .insert(courses)
      .values({ title: `Stellar Extra ${tag}`, shortDescription: "Newest of all.", durationHours: 5, createdAt: new Date(Date.UTC(2026, 0, 2)) })
      .returning();
    await db.insert(courseCategories).values([
      { courseId: extra!.id, categoryId: advanced!.id },
      { courseId: courseIds[29]!, categoryId: advanced!.id },
    ]);
    clearCache();
    const newest = async (of: string) => call(getCategoryNewest, { path: `/api/course/category/${of}/newest`, params: { slug: of } });
    for (const of of [slug, `${slug}-advanced`]) {
      const answer = await newest(of);
      expect(answer.status).toBe(200);
      const expected = await pageOfCourses({ categoryIds: await categoryIdsForSlug(of), pageSize: CATEGORY_TAB_COURSES });
      expect(answer.json.data.map((c: { title: string }) => c.title)).toEqual(expected.courses.map((c) => c.title));
    }
    const first = (await newest(slug)).json.data;
    expect(first.map((c: { title: string }) => c.title).slice(0, 3)).toEqual([`Stellar Extra ${tag}`, `Stellar Course ${tag} 29`, `Stellar Course ${tag} 28`]);
    // A card's fields, no more (no overview, no outline).
    expect(Object.keys(first[1]).sort()).toEqual(["categories", "durationHours", "id", "image", "rating", "ratingCount", "shortDescription", "slug", "title"]);
    expect(first[1]).toMatchObject({ id: courseIds[29], categories: expect.arrayContaining([categoryName, `${categoryName} Advanced`]) });
    expect((await newest(`${slug}-advanced`)).json.data.map((c: { title: string }) => c.title)).toEqual([`Stellar Extra ${tag}`, `Stellar Course ${tag} 29`]);
    expect((await newest(`nothing-${tag}`)).status).toBe(404);
    await db.delete(courseCategories).where(eq(courseCategories.categoryId, advanced!.id));
    await db.delete(courses).where(eq(courses.id, extra!.id));
    await db.delete(categories).where(eq(categories.id, advanced!.id));
    clearCache();
  });
});

describe("the public training tabs", () => {
  it("show the on-going, the next upcoming and the latest past trainings, 12 of each at most, soonest first", async () => {
    const course = courseIds[0]!;
    for (let i = 0; i < 15; i++) {
      await makeTraining(course, { startDate: addDays(today, -20 - i), endDate: addDays(today, 5 + i) });
      await makeTraining(course, { startDate: addDays(today, 10 + i), endDate: addDays(today, 40 + i) });
      await makeTraining(course, { startDate: addDays(today, -90 - i), endDate: addDays(today, -60 - i) });
    }
    await makeTraining(course, { startDate: addDays(today, 3), endDate: addDays(today, 4), isCancelled: true });
    const shown = await showcaseTrainings({ categoryIds: [categoryId] });
    const count = (status: string) => shown.filter((t) => t.status === status).length;
    expect(SHOWCASE_PER_KIND).toBe(12);
    expect([count("Ongoing"), count("Upcoming"), count("Completed") + count("Cancelled")]).toEqual([12, 12, 12]);
    expect(count("Cancelled")).toBe(1);
    const upcoming = shown.filter((t) => t.status === "Upcoming").map((t) => t.startDate);
    expect(upcoming[0]).toBe(addDays(today, 10));
    expect(upcoming.at(-1)).toBe(addDays(today, 21));
    const starts = shown.map((t) => t.startDate);
    expect([...starts].sort()).toEqual(starts);
    // Another category's tabs don't see them.
    expect(await showcaseTrainings({ categoryIds: [] })).toEqual([]);
  });
});

describe("the sliders' first screen comes with the page, the rest from cached public calls", () => {
  it("GET /api/course/featured: the hero's random pick (the page's first slide among it), as cards", async () => {
    const answer = await call(getFeatured, { path: "/api/course/featured" });
    expect(answer.status).toBe(200);
    const cards = answer.json.data as { id: string }[];
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(HERO_MAX_COURSES);
    expect(Object.keys(cards[0]!).sort()).toEqual(["categories", "durationHours", "id", "image", "rating", "ratingCount", "shortDescription", "slug", "title"]);
    // The page and the call read one cached pick, so the slide the page sends is among the rest it fetches.
    expect(cards.map((c) => c.id)).toContain((await featuredCourses())[0]!.id);
    expect(new Set(cards.map((c) => c.id)).size).toBe(cards.length);
  });

  it("GET /api/training/showcase: the schedule as training cards; the page's All tab sends its first screen of them", async () => {
    const showcase = await showcaseTrainings();
    const answer = await call(getShowcase, { path: "/api/training/showcase" });
    expect(answer.status).toBe(200);
    expect(answer.json.data).toEqual(JSON.parse(JSON.stringify(showcase.map(toTrainingCard))));
    expect(answer.json.data.length).toBeGreaterThan(FIRST_SCREEN);
    expect(Object.keys(answer.json.data[0]).sort()).toEqual(
      [
        "courseSlug",
        "courseTitle",
        "dates",
        "durationHours",
        "endDate",
        "id",
        "image",
        "isFull",
        "listPrice",
        "price",
        "priceUntil",
        "seatsLeft",
        "startDate",
        "status",
        "times",
        "trainerName",
      ].sort(),
    );
    expect(firstScreenOfShowcase(showcase)).toEqual(filterTrainings(answer.json.data, "all").slice(0, FIRST_SCREEN));
  });

  it("GET /api/rating/latest: the latest visible reviews as cards, no account behind them", async () => {
    const latest = await listVisibleReviews({ limit: HOME_REVIEW_COUNT });
    const answer = await call(getLatestReviews, { path: "/api/rating/latest" });
    expect(answer.status).toBe(200);
    expect(answer.json.data.map((r: { id: string }) => r.id)).toEqual(latest.map((r) => r.id));
    for (const card of answer.json.data) expect(Object.keys(card).sort()).toEqual(["courseTitle", "id", "rating", "review", "userName"]);
  });
});

describe("the legacy lists: whole by default, a page when asked", () => {
  it("GET /api/course/getAllCoursesForUser?page&pageSize answers the page with page, pageSize and total", async () => {
    const whole = (await call(getCourses)).json;
    expect(whole).not.toHaveProperty("total");
    const paged = await call(getCourses, { path: "/api/course/getAllCoursesForUser?page=2&pageSize=5" });
    expect(paged.status).toBe(200);
    expect(paged.json).toMatchObject({ success: true, page: 2, pageSize: 5, total: whole.data.length });
    expect(paged.json.data).toEqual(whole.data.slice(5, 10));
  });

  it("trainings and ratings page the same way", async () => {
    const trainings = (await call(getTrainings)).json.data;
    const pagedTrainings = await call(getTrainings, { path: "/api/training/getAllTrainingCoursesByUser?page=1&pageSize=3" });
    expect(pagedTrainings.json).toMatchObject({ page: 1, pageSize: 3, total: trainings.length });
    expect(pagedTrainings.json.data).toEqual(trainings.slice(0, 3));
    const ratings = (await call(getRatings)).json.data;
    const pagedRatings = await call(getRatings, { path: "/api/rating/getAllRatingsByUser?pageSize=2" });
    expect(pagedRatings.json).toMatchObject({ page: 1, pageSize: 2, total: ratings.length });
    expect(pagedRatings.json.data).toEqual(ratings.slice(0, 2));
  });

  it.each([
    ["page=0", "page must be a whole number from 1."],
    ["page=abc", "page must be a whole number from 1."],
    ["page=1.5", "page must be a whole number from 1."],
    ["pageSize=101", "pageSize must be a whole number from 1 to 100."],
    ["pageSize=-1", "pageSize must be a whole number from 1 to 100."],
  ])("?%s → 400 %j", async (query, message) => {
    expect(refusal(await call(getCourses, { path: `/api/course/getAllCoursesForUser?${query}` }))).toEqual([400, message]);
  });
});
