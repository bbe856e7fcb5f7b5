// Staff API: reviews (hide / show) (api.md §4).
import { beforeAll, describe, expect, it } from "vitest";
import { PUT as setVisibility } from "@/app/api/admin/ratings/[id]/route";
import { GET as listRatings } from "@/app/api/admin/ratings/route";
import { GET as publicCourse } from "@/app/api/course/getCourseById/[id]/route";
import { GET as publicRatings } from "@/app/api/rating/getAllRatingsByUser/route";
import { courses, reviews } from "@/db/schema";
import { auditRows } from "../helpers/audit";
import { call } from "../helpers/http";
import { makeLearner, makeStaff, type TestUser } from "../helpers/users";
import { testDatabase } from "../setup/database";

let staff: TestUser;
let ana: TestUser;
let raj: TestUser;

beforeAll(async () => {
  staff = await makeStaff({ name: "Sam Staff" });
  ana = await makeLearner({ name: "Ana Silva", email: "ana.silva@example.com" });
  raj = await makeLearner({ name: "Raj Patel", email: "raj@corp.example" });
});

describe("reviews", () => {
  let courseId: string;
  let anaReview: string;
  beforeAll(async () => {
    const { db } = testDatabase();
    const [course] = await db.insert(courses).values({ title: "Secure Coding", shortDescription: "Write code attackers hate.", durationHours: 10 }).returning();
    courseId = course!.id;
    const made = await db
      .insert(reviews)
      .values([
        { userId: ana.user.id, courseId, rating: 5, review: "Excellent labs." },
        { userId: raj.user.id, courseId, rating: 2, review: "Spam spam spam", createdAt: new Date(Date.now() - 60_000) },
      ])
      .returning();
    anaReview = made[0]!.id;
    const { recomputeCourseRating } = await import("@/lib/reviews/rating");
    await recomputeCourseRating(db, courseId);
  });

  it("lists every review with its course and author", async () => {
    const res = await call(listRatings, { token: staff.token });
    expect(res.status).toBe(200);
    expect(res.json.data[0]).toMatchObject({
      userName: "Ana Silva",
      userEmail: "ana.silva@example.com",
      courseTitle: "Secure Coding",
      rating: 5,
      isVisible: true,
    });
    expect(res.json.data).toHaveLength(2);
  });

  it("hiding a review recomputes the course's rating and removes it from the public list at once; showing brings it back", async () => {
    const rajReview = (await call(listRatings, { token: staff.token, path: "/api/admin/ratings?q=spam" })).json.data[0];
    expect((await call(publicCourse, { params: { id: courseId } })).json.data).toMatchObject({ courseRating: 3.5, courseRatingCount: 2 });
    expect((await call(publicRatings)).json.data).toHaveLength(2);

    const hidden = await call(setVisibility, {
      method: "PUT",
      token: staff.token,
      params: { id: rajReview._id },
      body: { isVisible: false, rating: 5, review: "edited" },
    });
    expect(hidden.status).toBe(200);
    expect(hidden.json.data).toMatchObject({ isVisible: false, courseRating: 5, courseRatingCount: 1, rating: 2, review: "Spam spam spam" });
    expect((await call(publicCourse, { params: { id: courseId } })).json.data).toMatchObject({ courseRating: 5, courseRatingCount: 1 });
    expect((await call(publicRatings)).json.data.map((r: { _id: string }) => r._id)).toEqual([anaReview]);
    expect((await call(listRatings, { token: staff.token, path: "/api/admin/ratings?visible=false" })).json.data.map((r: { _id: string }) => r._id)).toEqual([
      rajReview._id,
    ]);

    const shown = await call(setVisibility, { method: "PUT", token: staff.token, params: { id: rajReview._id }, body: { isVisible: true } });
    expect(shown.json.data).toMatchObject({ isVisible: true, courseRating: 3.5, courseRatingCount: 2 });
    expect((await call(publicRatings)).json.data).toHaveLength(2);

    const rows = await auditRows("review", rajReview._id);
    expect(rows.map((r) => [r.action, (r.before as { isVisible: boolean }).isVisible, (r.after as { isVisible: boolean }).isVisible])).toEqual([
      ["update", true, false],
      ["update", false, true],
    ]);
  });

  it("400 without isVisible; 404 for an unknown id", async () => {
    const bad = await call(setVisibility, { method: "PUT", token: staff.token, params: { id: anaReview }, body: { isVisible: "no" } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.isVisible).toBe("isVisible must be true or false.");
    expect((await call(setVisibility, { method: "PUT", token: staff.token, params: { id: "nope1" }, body: { isVisible: false } })).status).toBe(404);
  });
});
