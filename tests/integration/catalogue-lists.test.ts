// The catalogue's staff lists (trainings, courses, reviews) page by default like the other staff lists, and all=true
// keeps the earlier whole answer; the start page, the forms and the console's badge read a bounded number of rows
// (issue 27).
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as listCourses } from "@/app/api/admin/courses/route";
import { GET as listRatings } from "@/app/api/admin/ratings/route";
import { GET as listTrainings } from "@/app/api/admin/trainings/route";
import { courses, enquiries, reviews, trainings, users } from "@/db/schema";
import { loadDashboard } from "@/lib/admin/dashboard";
import { cacheTags, clearCache, invalidateTags } from "@/lib/cache";
import { countEnquiriesByStatus, listEnquiryCourseTitles, pageOfStaffEnquiries } from "@/lib/enquiries/staff";
import { addDays } from "@/lib/schedule/schedule";
import { openStaffTrainings, pageOfStaffTrainings, staffTrainingsOfStatus } from "@/lib/trainings/staff";
import { STAFF_PAGE_SIZE } from "@/lib/validation/paging";
import { today } from "../helpers/catalogue";
import { call, refusal } from "../helpers/http";
import { makeStaff, type TestUser } from "../helpers/users";
import { testDatabase } from "../setup/database";

const COURSES = STAFF_PAGE_SIZE + 5;
const ONGOING = STAFF_PAGE_SIZE + 5;
const REVIEWERS = STAFF_PAGE_SIZE + 5;
let staff: TestUser;
let courseIds: string[];
const made: Record<"ongoing" | "completed" | "upcoming" | "cancelled" | "later", string[]> = {
  ongoing: [],
  completed: [],
  upcoming: [],
  cancelled: [],
  later: [],
};

beforeAll(async () => {
  staff = await makeStaff();
  const { db } = testDatabase();
  const base = Date.UTC(2026, 0, 1);
  courseIds = (
    await db
      .insert(courses)
      .values(
        Array.from({ length: COURSES }, (_, i) => ({
          title: `Listed course ${String(i).padStart(3, "0")}`,
          shortDescription: i % 2 ? "Odd one." : "Even one.",
          durationHours: 8,
          // Two courses to an instant: the id breaks ties.
          createdAt: new Date(base + Math.floor(i / 2) * 60_000),
        })),
      )
      .returning({ id: courses.id })
  ).map((c) => c.id);
  const batch = (startDate: string, endDate: string, values: Partial<typeof trainings.$inferInsert> = {}) => ({
    courseId: courseIds[0]!,
    startDate,
    endDate,
    startTime: "10:00",
    endTime: "12:00",
    timeZone: "Asia/Kolkata",
    meetingLink: "https://meet.example.com/listed",
    ...values,
  });
  const insert = async (rows: (typeof trainings.$inferInsert)[]) => (await db.insert(trainings).values(rows).returning({ id: trainings.id })).map((t) => t.id);
  // In the list's order (latest start first): upcoming, cancelled, ongoing, completed. A page of one status reads past the others.
  made.upcoming = await insert([batch(addDays(today, 10), addDays(today, 12)), batch(addDays(today, 11), addDays(today, 13), { courseId: courseIds[1]! })]);
  made.cancelled = await insert([batch(addDays(today, 3), addDays(today, 4), { isCancelled: true })]);
  // Same day, three start times: the earlier time first.
  made.later = await insert([batch(addDays(today, -1), addDays(today, 1), { startTime: "18:00", endTime: "20:00" })]);
  made.ongoing = await insert(Array.from({ length: ONGOING - 1 }, () => batch(addDays(today, -1), addDays(today, 1))));
  made.ongoing.push(...made.later);
  made.completed = await insert(Array.from({ length: 6 }, (_, i) => batch(addDays(today, -20 - i), addDays(today, -15 - i))));
  const reviewers = await db
    .insert(users)
    .values(
      Array.from({ length: REVIEWERS }, (_, i) => ({ role: "learner" as const, name: `Reviewer ${i}`, email: `reviewer.${i}@example.com`, passwordHash: "x" })),
    )
    .returning({ id: users.id });
  await db.insert(reviews).values(
    reviewers.map(({ id }, i) => ({
      userId: id,
      courseId: courseIds[i % 3]!,
      rating: 4,
      review: i % 10 === 0 ? `Spam ${i}` : `Clear labs ${i}`,
      isVisible: i % 10 !== 0,
      createdAt: new Date(base + Math.floor(i / 2) * 60_000),
    })),
  );
  await db.insert(enquiries).values(
    (["new", "new", "new", "won", "lost", "contacted"] as const).map((status, i) => ({
      name: `Visitor ${i}`,
      email: `visitor.${i}@example.com`,
      phone: "+91 90000 00000",
      trainingType: "Individual" as const,
      message: "Hello",
      status,
    })),
  );
  clearCache();
});

const ids = (json: { data: { _id: string }[] }) => json.data.map((row) => row._id);

describe.each([
  ["GET /api/admin/trainings", listTrainings, "/api/admin/trainings", ONGOING + 9],
  ["GET /api/admin/courses", listCourses, "/api/admin/courses", COURSES],
  ["GET /api/admin/ratings", listRatings, "/api/admin/ratings", REVIEWERS],
] as const)("%s", (_name, handler, path, total) => {
  it("answers a page of 50 when no paging is given, and the whole list in the same order with all=true", async () => {
    const first = await call(handler, { token: staff.token, path });
    expect(first.status).toBe(200);
    expect(first.json.data).toHaveLength(STAFF_PAGE_SIZE);
    expect(first.json).toMatchObject({ limit: STAFF_PAGE_SIZE, prev: null });
    expect(first.json.next).toEqual(expect.any(String));
    const whole = await call(handler, { token: staff.token, path: `${path}?all=true` });
    expect(whole.json.data).toHaveLength(total);
    expect(whole.json).not.toHaveProperty("next");
    expect(ids(whole.json).slice(0, STAFF_PAGE_SIZE)).toEqual(ids(first.json));
    expect(refusal(await call(handler, { token: staff.token, path: `${path}?limit=101` }))).toEqual([400, "limit must be a whole number from 1 to 100."]);
    expect(refusal(await call(handler, { token: staff.token, path: `${path}?after=bm90IGEgY3Vyc29y` }))).toEqual([
      400,
      "after must be the next of an earlier answer.",
    ]);
  });

  it("walks the whole list by keyset, forwards and back, each row once", async () => {
    const whole = ids((await call(handler, { token: staff.token, path: `${path}?all=true` })).json);
    const pages: string[][] = [];
    let answer = await call(handler, { token: staff.token, path: `${path}?limit=7` });
    pages.push(ids(answer.json));
    while (answer.json.next) {
      answer = await call(handler, { token: staff.token, path: `${path}?limit=7&after=${answer.json.next}` });
      pages.push(ids(answer.json));
    }
    expect(pages.flat()).toEqual(whole);
    const back = await call(handler, { token: staff.token, path: `${path}?limit=7&before=${answer.json.prev}` });
    expect(ids(back.json)).toEqual(pages.at(-2));
  });
});

describe("the trainings list", () => {
  it("lists later days first and the earlier start time first within a day", async () => {
    const whole = ids((await call(listTrainings, { token: staff.token, path: "/api/admin/trainings?all=true" })).json);
    expect(whole.slice(0, 2)).toEqual([made.upcoming[1], made.upcoming[0]]);
    const ongoing = whole.filter((id) => made.ongoing.includes(id));
    expect(ongoing.at(-1)).toBe(made.later[0]);
  });

  it("pages one status past the rows of the others, every matching training once", async () => {
    for (const [status, expected] of [
      ["Ongoing", made.ongoing],
      ["Completed", made.completed],
      ["Upcoming", made.upcoming],
      ["Cancelled", made.cancelled],
    ] as const) {
      let page = await pageOfStaffTrainings({ status }, { limit: 4 });
      const seen = [...page.items];
      while (page.next) {
        page = await pageOfStaffTrainings({ status }, { limit: 4, after: page.next });
        seen.push(...page.items);
      }
      expect(seen.every((t) => t.status === status)).toBe(true);
      expect(seen.map((t) => t.id).toSorted()).toEqual([...expected].sort());
      const byApi = await call(listTrainings, { token: staff.token, path: `/api/admin/trainings?status=${status}&all=true` });
      expect(ids(byApi.json).toSorted()).toEqual([...expected].sort());
    }
  });

  it("counts a status and details only the first few: the start page", async () => {
    const ongoing = await staffTrainingsOfStatus("Ongoing", {}, 3, "latest");
    expect(ongoing.total).toBe(ONGOING);
    expect(ongoing.items.map((t) => t.status)).toEqual(["Ongoing", "Ongoing", "Ongoing"]);
    const soon = await staffTrainingsOfStatus("Upcoming", { startsUntil: addDays(today, 10) }, 10, "soonest");
    expect(soon).toMatchObject({ total: 1, items: [{ id: made.upcoming[0] }] });
    const dashboard = await loadDashboard();
    expect(dashboard.ongoing.total).toBe(ONGOING);
    expect(dashboard.ongoing.items.length).toBeLessThanOrEqual(10);
    expect(dashboard.startingSoon).toMatchObject({ total: 2 });
    expect(dashboard.newEnquiryCount).toBe(3);
  });

  it("the start page's two lists are read once a minute, and again at once after a change of trainings", async () => {
    const now = new Date();
    const first = await loadDashboard(now);
    // Written past the domain: within the minute the lists stay as they were read.
    const [added] = await testDatabase()
      .db.insert(trainings)
      .values({
        courseId: courseIds[0]!,
        startDate: addDays(today, 2),
        endDate: addDays(today, 3),
        startTime: "10:00",
        endTime: "12:00",
        timeZone: "Asia/Kolkata",
        meetingLink: "https://meet.example.com/late",
      })
      .returning({ id: trainings.id });
    expect((await loadDashboard(now)).startingSoon.total).toBe(first.startingSoon.total);
    // The next minute reads them again.
    expect((await loadDashboard(new Date(now.getTime() + 60_000))).startingSoon.total).toBe(first.startingSoon.total + 1);
    // A change of trainings through the domain drops them at once.
    invalidateTags(cacheTags.trainings);
    expect((await loadDashboard(now)).startingSoon.total).toBe(first.startingSoon.total + 1);
    await testDatabase().db.delete(trainings).where(eq(trainings.id, added!.id));
    clearCache();
  });

  it("offers the open batches nearest today to the forms, the chosen one and an enquiry's course whatever their dates", async () => {
    const open = await openStaffTrainings({ limit: 3 });
    expect(open).toHaveLength(3);
    expect(open.every((t) => t.status === "Ongoing" || t.status === "Upcoming")).toBe(true);
    const withChosen = await openStaffTrainings({ limit: 3, include: made.upcoming[0], courseTitle: "listed course 001" });
    expect(withChosen.map((t) => t.id)).toEqual(expect.arrayContaining([made.upcoming[0], made.upcoming[1]]));
    // Neither a completed nor a cancelled batch, even when asked for.
    expect((await openStaffTrainings({ limit: 100, include: made.completed[0] })).map((t) => t.id)).not.toContain(made.completed[0]);
    expect((await openStaffTrainings({ limit: 100 })).map((t) => t.id)).not.toContain(made.cancelled[0]);
  });
});

describe("the lists' filters", () => {
  it("pages courses of a search and reviews of a visibility", async () => {
    const odd = await call(listCourses, { token: staff.token, path: "/api/admin/courses?q=odd&limit=10" });
    expect(odd.json.data).toHaveLength(10);
    const allOdd = await call(listCourses, { token: staff.token, path: "/api/admin/courses?q=odd&all=true" });
    expect(allOdd.json.data).toHaveLength(Math.floor(COURSES / 2));
    const hidden = await call(listRatings, { token: staff.token, path: "/api/admin/ratings?visible=false" });
    expect(hidden.json.data).toHaveLength(Math.ceil(REVIEWERS / 10));
    expect(hidden.json.data.every((r: { review: string }) => r.review.startsWith("Spam"))).toBe(true);
    expect(hidden.json.next).toBeNull();
  });

  it("keeps each status's count of enquiries as they come, change and go, and the inbox's total from it", async () => {
    const { db } = testDatabase();
    expect(await countEnquiriesByStatus()).toEqual({ new: 3, contacted: 1, quoted: 0, won: 1, lost: 1 });
    const [first] = await db.select({ id: enquiries.id }).from(enquiries).where(eq(enquiries.status, "new")).limit(1);
    await db.update(enquiries).set({ status: "quoted" }).where(eq(enquiries.id, first!.id));
    await db.update(enquiries).set({ name: "Renamed" }).where(eq(enquiries.id, first!.id));
    expect(await countEnquiriesByStatus()).toEqual({ new: 2, contacted: 1, quoted: 1, won: 1, lost: 1 });
    expect((await pageOfStaffEnquiries({}, 1, 50)).total).toBe(6);
    expect((await pageOfStaffEnquiries({ status: "new" }, 1, 50)).total).toBe(2);
    expect((await pageOfStaffEnquiries({ q: "Renamed" }, 1, 50)).total).toBe(1);
    await db.delete(enquiries).where(eq(enquiries.id, first!.id));
    expect(await countEnquiriesByStatus()).toEqual({ new: 2, contacted: 1, quoted: 0, won: 1, lost: 1 });
    await db.execute(sql`truncate contact_messages cascade`);
    expect(await countEnquiriesByStatus()).toEqual({ new: 0, contacted: 0, quoted: 0, won: 0, lost: 0 });
  });

  it("offers each course title enquiries mention once, in order", async () => {
    await testDatabase()
      .db.insert(enquiries)
      .values(
        ["Terraform", "Ansible", "Terraform", "", null, "ansible"].map((course, i) => ({
          name: `Asker ${i}`,
          email: `asker.${i}@example.com`,
          phone: "+91 90000 00001",
          trainingType: "Enterprise" as const,
          message: "Dates?",
          course,
        })),
      );
    const titles = await listEnquiryCourseTitles();
    expect(titles).toEqual([...new Set(titles)]);
    expect(titles.toSorted((a, b) => a.localeCompare(b))).toEqual(["ansible", "Ansible", "Terraform"]);
  });
});
