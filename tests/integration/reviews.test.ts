import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { PUT as rate } from "@/app/api/course/updateCourseRating/[courseId]/route";
import { GET as myEnrolments } from "@/app/api/enrollment/getAllEnrollmentsByUserId/route";
import { GET as publicRatings } from "@/app/api/rating/getAllRatingsByUser/route";
import { courses } from "@/db/schema";
import { cacheTags, onInvalidation } from "@/lib/cache";
import { reviewRateLimit } from "@/lib/reviews/writes";
import { addDays } from "@/lib/schedule/schedule";
import { enrol, makeTraining, makeTwoCourses, today } from "../helpers/catalogue";
import { makeLearner } from "../helpers/users";
import { call } from "../helpers/http";
import { testDatabase } from "../setup/database";

let courseA: string;
let courseB: string;

beforeAll(async () => {
  [courseA, courseB] = await makeTwoCourses();
});

describe("PUT /api/course/updateCourseRating/{courseId}", () => {
  it("refuses a course the learner is not (actively) enrolled in", async () => {
    const me = await makeLearner();
    const body = { newRating: 4, review: "Great" };
    expect((await call(rate, { method: "PUT", token: me.token, params: { courseId: courseA }, body })).status).toBe(403);
    const t = await makeTraining(courseA);
    await enrol(me.user.id, t.id, false);
    expect((await call(rate, { method: "PUT", token: me.token, params: { courseId: courseA }, body })).status).toBe(403);
    expect((await call(rate, { method: "PUT", params: { courseId: courseA }, body })).status).toBe(401);
    expect((await call(rate, { method: "PUT", token: me.token, params: { courseId: "nosuchcourse" }, body })).status).toBe(404);
  });

  it.each([
    [{ review: "Good" }, "Please provide a rating before submitting."],
    [{ newRating: 0, review: "Good" }, "Please provide a rating before submitting."],
    [{ newRating: 5.5, review: "Good" }, "The rating can be at most 5 stars."],
    [{ newRating: 4.3, review: "Good" }, "Ratings go in half stars."],
    [{ newRating: 4 }, "Please write your review."],
    [{ newRating: 4, review: "   " }, "Please write your review."],
  ])("validates %o → %s", async (body, message) => {
    const me = await makeLearner();
    const { status, json } = await call(rate, { method: "PUT", token: me.token, params: { courseId: courseA }, body });
    expect(status).toBe(400);
    expect(json.message).toBe(message);
  });

  it("one review per learner and course; a second submit edits it; half stars aggregate; the author is the account", async () => {
    const t = await makeTraining(courseB, { startDate: addDays(today, -30), endDate: addDays(today, -20) });
    const ann = await makeLearner({ name: "Ann Rao" });
    const ben = await makeLearner({ name: "Ben Iyer" });
    await enrol(ann.user.id, t.id);
    await enrol(ben.user.id, t.id);
    const put = (who: { token: string }, body: object) => call(rate, { method: "PUT", token: who.token, params: { courseId: courseB }, body });

    let res = await put(ann, { userName: "Someone Else", courseId: courseA, newRating: 4.5, review: "Clear labs" });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ courseRating: 4.5, courseRatingCount: 1 });
    res = await put(ben, { newRating: 3, review: "Fast pace" });
    expect(res.json.data).toEqual({ courseRating: 3.8, courseRatingCount: 2 });
    res = await put(ann, { newRating: 2.5, review: "Changed my mind" });
    expect(res.json.data).toEqual({ courseRating: 2.8, courseRatingCount: 2 });

    const list = (await call(publicRatings)).json.data.filter((r: { courseId: string }) => r.courseId === courseB);
    expect(list.map((r: { userName: string }) => r.userName).sort()).toEqual(["Ann Rao", "Ben Iyer"]);
    expect(list.find((r: { userName: string }) => r.userName === "Ann Rao")).toMatchObject({ rating: 2.5, review: "Changed my mind" });
    const mine = (await call(myEnrolments, { token: ann.token })).json.data[0];
    expect(mine.myReview).toEqual({ rating: 2.5, review: "Changed my mind" });
  });

  it("reviews saved at the same moment all count in the course's rating (finding 4: no lost update on PostgreSQL)", async () => {
    const [course] = await testDatabase()
      .db.insert(courses)
      .values({ title: "Concurrent Reviews", shortDescription: "Many learners at once.", durationHours: 5 })
      .returning();
    const t = await makeTraining(course!.id);
    const learners = await Promise.all(Array.from({ length: 8 }, (_, i) => makeLearner({ name: `Learner ${String.fromCharCode(65 + i)}` })));
    for (const l of learners) await enrol(l.user.id, t.id);
    const answers = await Promise.all(
      learners.map((l, i) =>
        call(rate, { method: "PUT", token: l.token, params: { courseId: course!.id }, body: { newRating: i % 2 ? 5 : 4, review: "Saved at once" } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(learners.map(() => 200));
    const [row] = await testDatabase()
      .db.select({ count: courses.ratingCount, average: courses.ratingAverage })
      .from(courses)
      .where(eq(courses.id, course!.id));
    expect(row).toEqual({ count: 8, average: 4.5 });
  });
});

describe("review writes cost little (issue 21)", () => {
  it("a write that changes nothing drops no cache; a change drops only that course's data and the latest reviews", async () => {
    const t = await makeTraining(courseA);
    const me = await makeLearner();
    await enrol(me.user.id, t.id);
    const seen: (readonly string[] | "all")[] = [];
    const stop = onInvalidation((tags) => seen.push(tags));
    try {
      const put = (body: object) => call(rate, { method: "PUT", token: me.token, params: { courseId: courseA }, body });
      expect((await put({ newRating: 4, review: "Clear labs" })).status).toBe(200);
      expect(seen).toEqual([[cacheTags.course(courseA), cacheTags.anyCourse, cacheTags.latestReviews]]);
      const again = await put({ newRating: 4, review: "Clear labs" });
      expect(again.status).toBe(200);
      expect(again.json.data.courseRatingCount).toBeGreaterThan(0);
      expect(seen).toHaveLength(1);
    } finally {
      stop();
    }
  });

  it(`is rate limited per learner: the ${reviewRateLimit.limit + 1}th write in ${reviewRateLimit.windowSeconds / 60} minutes gets 429`, async () => {
    const t = await makeTraining(courseB);
    const me = await makeLearner();
    await enrol(me.user.id, t.id);
    for (let i = 0; i < reviewRateLimit.limit; i++) {
      // From another address each time: the limit is the account's.
      const res = await call(rate, {
        method: "PUT",
        token: me.token,
        params: { courseId: courseB },
        body: { newRating: 1 + (i % 4), review: `Take ${i}` },
        ip: `198.51.100.${i + 1}`,
      });
      expect(res.status).toBe(200);
    }
    const refused = await call(rate, { method: "PUT", token: me.token, params: { courseId: courseB }, body: { newRating: 5, review: "Once more" } });
    expect(refused.status).toBe(429);
    expect(refused.json.message).toBe(reviewRateLimit.message);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});
