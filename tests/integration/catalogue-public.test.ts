import { beforeAll, describe, expect, it } from "vitest";
import { GET as getClients } from "@/app/api/admin/getClientsForUser/route";
import { GET as getCategories } from "@/app/api/category/getAllCategory/route";
import { GET as getCourses } from "@/app/api/course/getAllCoursesForUser/route";
import { GET as getCourse } from "@/app/api/course/getCourseById/[id]/route";
import { GET as getRatings } from "@/app/api/rating/getAllRatingsByUser/route";
import { GET as getTrainings } from "@/app/api/training/getAllTrainingCoursesByUser/route";
import { eq, isNotNull } from "drizzle-orm";
import { discountCodes, organizationContacts, organizations, trainers, trainings, users } from "@/db/schema";
import { seedDemoContent } from "@/scripts/seed/index";
import { isValidGstin } from "@/lib/gst/gstin";
import { firstClash } from "@/lib/trainers/clash";
import { sessionPatternColumns } from "@/lib/trainings/reads";
import type { Weekday } from "@/lib/schedule/sessions";
import { testDatabase } from "../setup/database";
import { courseSlug } from "@/lib/courses/slug";
import { call } from "../helpers/http";

beforeAll(async () => {
  await seedDemoContent();
});

describe("the six public calls answer the demo catalogue in the documented shapes", () => {
  it("GET /api/course/getAllCoursesForUser: every course, with the slug rule and exact fields", async () => {
    const { status, json } = await call(getCourses);
    expect(status).toBe(200);
    expect(json.success).toBe(true);
    expect(json.data.length).toBeGreaterThanOrEqual(24);
    for (const course of json.data) {
      expect(Object.keys(course).sort()).toEqual(
        [
          "_id",
          "courseCategory",
          "courseContent",
          "courseDuration",
          "courseImage",
          "courseOverview",
          "courseRating",
          "courseRatingCount",
          "courseSlug",
          "courseSmlDesc",
          "courseTitle",
        ].sort(),
      );
      expect(course._id).toMatch(/^[a-z0-9]+$/);
      expect(course.courseSlug).toBe(courseSlug(course.courseTitle, course._id));
      expect(course.courseImage[0]).toMatch(/^\/images\/courses\/.+\.svg$/);
      expect(course.courseCategory.length).toBeGreaterThan(0);
    }
    const empty = json.data.filter((c: { courseContent: unknown[] }) => c.courseContent.length === 0);
    expect(empty.length).toBeGreaterThan(0);
  });

  it("GET /api/course/getCourseById/{id}: one course; 404 for an unknown id", async () => {
    const list = (await call(getCourses)).json.data;
    const one = await call(getCourse, { params: { id: list[3]._id } });
    expect(one.status).toBe(200);
    expect(one.json.data).toEqual(list[3]);
    const missing = await call(getCourse, { params: { id: "doesnotexist000" } });
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ success: false });
  });

  it("GET /api/category/getAllCategory: the six categories with slugs", async () => {
    const { json } = await call(getCategories);
    expect(json.data.map((c: { categoryName: string }) => c.categoryName).sort()).toEqual(
      ["AI/ML", "Automation", "Cloud", "Cybersecurity", "Data Engineering", "DevOps"].sort(),
    );
    expect(json.data.find((c: { categoryName: string }) => c.categoryName === "AI/ML")).toMatchObject({ categorySlug: "ai-ml" });
  });

  it("GET /api/admin/getClientsForUser: public client logos", async () => {
    const { status, json } = await call(getClients);
    expect(status).toBe(200);
    expect(json.data.length).toBeGreaterThanOrEqual(8);
    expect(Object.keys(json.data[0]).sort()).toEqual(["_id", "clientImage", "clientName"]);
  });

  it("GET /api/rating/getAllRatingsByUser: visible reviews, newest first, without user data", async () => {
    const { json } = await call(getRatings);
    expect(json.data.length).toBeGreaterThanOrEqual(12);
    const dates = json.data.map((r: { createdAt: string }) => r.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const review of json.data) {
      expect(review).not.toHaveProperty("email");
      expect(review).not.toHaveProperty("userId");
      expect(review.rating * 2).toBe(Math.round(review.rating * 2));
    }
  });

  it("GET /api/training/getAllTrainingCoursesByUser: every status present, never a meeting link", async () => {
    const { json } = await call(getTrainings);
    expect(json.data.length).toBeGreaterThanOrEqual(17);
    const statuses = new Set(json.data.map((t: { tcStatus: string }) => t.tcStatus));
    expect([...statuses].sort()).toEqual(["Cancelled", "Completed", "Ongoing", "Upcoming"]);
    expect(JSON.stringify(json)).not.toContain("meetingLink");
    expect(JSON.stringify(json)).not.toContain("meet.example.com");
    expect(json.data[0].courseId).toHaveProperty("courseTitle");
  });

  it("course ratings are the mean of the visible reviews", async () => {
    const [courses, ratings] = [(await call(getCourses)).json.data, (await call(getRatings)).json.data];
    for (const course of courses) {
      const own = ratings.filter((r: { courseId: string }) => r.courseId === course._id);
      expect(course.courseRatingCount).toBe(own.length);
      if (own.length) {
        const mean = own.reduce((s: number, r: { rating: number }) => s + r.rating, 0) / own.length;
        expect(course.courseRating).toBeCloseTo(Math.round(mean * 10) / 10, 5);
      }
    }
  });
});

describe("seeding", () => {
  it("is idempotent: a second run creates nothing", async () => {
    const before = (await call(getCourses)).json.data.length;
    const report = await seedDemoContent();
    expect(report.courses).toEqual({ created: 0, updated: 0, skipped: 26 });
    expect(report.trainings).toMatchObject({ created: 0, updated: 0 });
    expect(report.categories).toMatchObject({ created: 0, updated: 0 });
    expect(report.reviews.created).toBe(0);
    expect(report.clients.created).toBe(0);
    expect(report.billing).toEqual({ priced: 0, organizations: 0, trainer: 0, codes: 0 });
    expect((await call(getCourses)).json.data.length).toBe(before);
  });
});

describe("the demo's billing and delivery content", () => {
  it("prices most batches (early birds and group tiers on some, a few on enquiry) and the public answer shows them", async () => {
    const { json } = await call(getTrainings);
    const all = json.data as {
      price: { amount: number; currency: string } | null;
      listPrice: unknown;
      priceValidUntil: string | null;
      trainer: { name: string } | null;
    }[];
    const priced = all.filter((t) => t.price);
    expect(priced.length).toBeGreaterThan(all.length / 2);
    expect(all.some((t) => t.price === null)).toBe(true);
    expect(priced.every((t) => t.price!.currency === "INR" && t.price!.amount > 0)).toBe(true);
    expect(all.filter((t) => t.priceValidUntil).length).toBeGreaterThanOrEqual(2);
    expect(all.filter((t) => t.trainer?.name === "Arjun Menon")).toHaveLength(2);
    const tiers = await testDatabase().db.select({ groupDiscounts: trainings.groupDiscounts }).from(trainings);
    expect(tiers.filter((t) => t.groupDiscounts.length > 0).length).toBeGreaterThanOrEqual(3);
  });

  it("holds two organisations with valid GSTINs in Karnataka and Maharashtra, contacts without lead accounts", async () => {
    const { db } = testDatabase();
    const orgs = await db.select().from(organizations);
    expect(orgs.map((o) => o.stateCode).sort()).toEqual(["27", "29"]);
    for (const o of orgs) {
      expect(isValidGstin(o.gstin!)).toBe(true);
      expect(o.gstin!.slice(0, 2)).toBe(o.stateCode);
      const contacts = await db.select().from(organizationContacts).where(eq(organizationContacts.organizationId, o.id));
      expect(contacts.length).toBeGreaterThan(0);
      expect(contacts.every((c) => !c.isLead && c.userId === null)).toBe(true);
    }
  });

  it("has a trainer without a password whose two batches never clash, and one active discount code", async () => {
    const { db } = testDatabase();
    const [trainer] = await db
      .select({ id: trainers.id, role: users.role, passwordHash: users.passwordHash, timeZone: trainers.timeZone })
      .from(trainers)
      .innerJoin(users, eq(users.id, trainers.userId));
    expect(trainer).toMatchObject({ role: "trainer", passwordHash: null });
    const batches = (
      await db
        .select({ ...sessionPatternColumns, trainerId: trainings.trainerId })
        .from(trainings)
        .where(isNotNull(trainings.trainerId))
    ).map((b) => ({ ...b, days: b.days as Weekday[] }));
    expect(batches).toHaveLength(2);
    expect(firstClash(batches[0]!, [batches[1]!], [], trainer!.timeZone)).toBeUndefined();
    const codes = await db.select().from(discountCodes);
    expect(codes).toMatchObject([{ code: "WELCOME10", percentOff: 10, endedAt: null }]);
    expect(codes[0]!.validUntil! > batches[0]!.startDate).toBe(true);
  });
});
