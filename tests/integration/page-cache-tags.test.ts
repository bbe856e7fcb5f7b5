// Issue 21: a review or a staff edit of one course used to empty every cached page on every instance. Each cached
// page now keeps the cache tags of the data it read (lib/cache.ts readingTags); an edit drops the pages that read
// that course, and the other courses' pages stay cached. The server below renders like the course page does (the
// header's lists, the course, its trainings and reviews) through the real reads, behind the real page cache.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUT as updateCourseRoute } from "@/app/api/admin/courses/[id]/route";
import { PUT as rate } from "@/app/api/course/updateCourseRating/[courseId]/route";
import { courses } from "@/db/schema";
import { clearCache, onInvalidation, readingTags } from "@/lib/cache";
import { getCourse, leadingCategories, pageOfCourses } from "@/lib/courses/reads";
import { createPageCache } from "@/server/page-cache";
import { listVisibleReviewsOfCourse } from "@/lib/reviews/reads";
import { listOpenTrainingsOfCourse } from "@/lib/trainings/reads";
import { enrol, makeTraining } from "../helpers/catalogue";
import { call } from "../helpers/http";
import { makeLearner, makeStaff } from "../helpers/users";
import { testDatabase } from "../setup/database";

const cache = createPageCache();
const stop = onInvalidation((tags) => cache.invalidate(tags));
const server = http.createServer(async (req, res) => {
  if (cache.serve(req, res)) return;
  const tags = cache.capture(req, res);
  await readingTags(tags, async () => {
    const id = /\/course\/(\w+)$/.exec(req.url ?? "")?.[1];
    const [, newest] = await Promise.all([leadingCategories(), pageOfCourses({ pageSize: 6 })]);
    let body = `<nav>${newest.courses.map((c) => c.title).join(",")}</nav>`;
    if (id) {
      const [course, trainings, reviews] = await Promise.all([getCourse(id), listOpenTrainingsOfCourse(id), listVisibleReviewsOfCourse(id)]);
      body += `<h1>${course?.title} ${course?.rating ?? ""}</h1><p>${trainings.length} trainings, ${reviews.length} reviews</p>`;
    } else {
      body += `<main>${(await pageOfCourses()).courses.map((c) => c.title).join(",")}</main>`;
    }
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.end(`<!DOCTYPE html><html><body>${body}</body></html>`);
  });
});
let base = "";
beforeAll(async () => {
  clearCache();
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  stop();
  await new Promise<void>((r) => server.close(() => r()));
});

const get = async (path: string) => (await fetch(`${base}${path}`)).headers.get("x-page-cache");
/** Renders the page and waits until the page cache holds it. */
async function warm(path: string) {
  for (let i = 0; i < 100; i++) {
    if ((await get(path)) === "hit") return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`${path} was never cached`);
}

describe("the page cache drops only the pages that read what changed", () => {
  it("a review or a staff edit of one course leaves the other courses' cached pages cached", async () => {
    // Three old courses (out of the navigation's newest six), then six newer ones that fill it.
    const old = await testDatabase()
      .db.insert(courses)
      .values(
        ["Edited Course", "Other Course", "Third Course"].map((title, i) => ({
          title: `${title} ${Date.now()}`,
          shortDescription: "Old.",
          durationHours: 5,
          createdAt: new Date(Date.UTC(2001, 0, 1 + i)),
        })),
      )
      .returning({ id: courses.id });
    await testDatabase()
      .db.insert(courses)
      .values(Array.from({ length: 6 }, (_, i) => ({ title: `Newer ${i} ${Date.now()}`, shortDescription: "New.", durationHours: 5 })));
    const [edited, other, third] = old.map((c) => c.id) as [string, string, string];
    const t = await makeTraining(edited);
    const learner = await makeLearner();
    await enrol(learner.user.id, t.id);
    const staff = await makeStaff();

    const pages = { edited: `/training-courses/course/${edited}`, other: `/training-courses/course/${other}`, third: `/training-courses/course/${third}` };
    for (const path of Object.values(pages)) await warm(path);

    // A learner's review of one course.
    const review = await call(rate, { method: "PUT", token: learner.token, params: { courseId: edited }, body: { newRating: 4, review: "Clear labs" } });
    expect(review.status).toBe(200);
    expect(await get(pages.other)).toBe("hit");
    expect(await get(pages.third)).toBe("hit");
    expect(await get(pages.edited)).toBeNull();

    // A staff edit of the same course (its summary: no category changes).
    await warm(pages.edited);
    const edit = await call(updateCourseRoute, { method: "PUT", token: staff.token, params: { id: edited }, body: { courseSmlDesc: "Edited summary." } });
    expect(edit.status).toBe(200);
    expect(await get(pages.other)).toBe("hit");
    expect(await get(pages.third)).toBe("hit");
    expect(await get(pages.edited)).toBeNull();

    // A change the navigation shows (a new course) drops every page.
    await warm(pages.edited);
    await testDatabase()
      .db.insert(courses)
      .values({ title: `Newest ${Date.now()}`, shortDescription: "New.", durationHours: 5 });
    const { invalidateTags, cacheTags } = await import("@/lib/cache");
    invalidateTags(cacheTags.courses);
    for (const path of Object.values(pages)) expect(await get(path)).toBeNull();
  });
});
