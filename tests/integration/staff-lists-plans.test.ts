// The staff lists' pages read an index in their order, not the whole table (issue 27): EXPLAIN over a few
// thousand rows, analysed, so the planner weighs a sort of the table against the index.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookings, courses, discountCodes, enquiries, enrolments, organizations, quotes, reviews, trainings, users } from "@/db/schema";
import { bookingPageQuery, pageOfBookings } from "@/lib/sales/reads";
import { pageOfQuotes, quotePageQuery } from "@/lib/quotes/reads";
import { organizationPageQuery, pageOfOrganizations } from "@/lib/organizations/reads";
import { discountCodePageQuery } from "@/lib/pricing/codes";
import { enquiryBoardQuery, enquiryPageQuery, enquiryStageCountQuery } from "@/lib/enquiries/reads";
import { keysetOrderBy, type ListOrder, type PageRange } from "@/lib/http/staff-list";
import { bookingListOrder } from "@/lib/sales/reads";
import { quoteListOrder } from "@/lib/quotes/reads";
import { organizationListOrder } from "@/lib/organizations/reads";
import { discountCodeListOrder } from "@/lib/pricing/codes";
import { enquiryListOrder } from "@/lib/enquiries/reads";
import { pageOfStaffEnrolments, staffEnrolmentsQuery } from "@/lib/enrolments/staff";
import { pageOfUsers, staffUsersQuery } from "@/lib/users/staff";
import { staffTrainingPageQuery, trainingListOrder } from "@/lib/trainings/staff";
import { courseListOrder, staffCoursePageQuery } from "@/lib/courses/staff";
import { reviewListOrder, reviewPageQuery } from "@/lib/reviews/reads";
import { rowsOf } from "@/db";
import { makeTraining, makeTwoCourses } from "../helpers/catalogue";
import { testDatabase } from "../setup/database";

const ROWS = 4000;
/** A salesperson who owns one enquiry in eight (the board's owner filter). */
let seller: { id: string };

beforeAll(async () => {
  const { db } = testDatabase();
  seller = (
    await db.insert(users).values({ role: "staff", name: "Planned Seller", email: "planned.seller@example.com", passwordHash: "x" }).returning({ id: users.id })
  )[0]!;
  const base = Date.UTC(2026, 0, 1);
  const made: { id: string }[] = [];
  for (let start = 0; start < ROWS; start += 1000) {
    const chunk = Array.from({ length: 1000 }, (_, i) => ({
      role: "learner" as const,
      name: `Planned ${start + i}`,
      email: `planned.${start + i}@example.com`,
      passwordHash: "x",
      // Accounts come two to an instant, so the id must break ties.
      createdAt: new Date(base + Math.floor((start + i) / 2) * 60_000),
    }));
    made.push(...(await db.insert(users).values(chunk).returning({ id: users.id })));
  }
  const [courseId] = await makeTwoCourses();
  const training = await makeTraining(courseId);
  for (let start = 0; start < ROWS; start += 1000) {
    await db
      .insert(enrolments)
      .values(
        made
          .slice(start, start + 1000)
          .map(({ id }, i) => ({ userId: id, trainingId: training.id, createdAt: new Date(base + Math.floor((start + i) / 2) * 60_000) })),
      );
  }
  // The other staff lists at the same size: bookings, quotes, organisations, discount codes and enquiries.
  const at = (n: number) => new Date(base + Math.floor(n / 2) * 60_000);
  for (let start = 0; start < ROWS; start += 1000) {
    const n = Array.from({ length: 1000 }, (_, i) => start + i);
    await db.insert(bookings).values(
      n.map((i) => ({
        number: `BK-P-${i}`,
        trainingId: training.id,
        buyerName: `Buyer ${i}`,
        buyerEmail: `buyer.${i}@example.com`,
        seats: 1,
        priceMinor: 100_00,
        createdAt: at(i),
      })),
    );
    await db.insert(quotes).values(
      n.map((i) => ({
        number: `QT-P-${i}`,
        tokenNonce: `n${i}`,
        buyerName: `Buyer ${i}`,
        buyerEmail: `buyer.${i}@example.com`,
        validUntil: "2026-12-31",
        currency: "INR",
        totalMinor: 100_00,
        createdAt: at(i),
      })),
    );
    await db.insert(organizations).values(n.map((i) => ({ name: `Organisation ${String(i).padStart(5, "0")}`, createdAt: at(i) })));
    await db.insert(discountCodes).values(n.map((i) => ({ code: `PLAN-${i}`, percentOff: 10, createdAt: at(i) })));
    await db.insert(enquiries).values(
      n.map((i) => ({
        name: `Visitor ${i}`,
        email: `visitor.${i}@example.com`,
        phone: `+91 90000 ${String(i).padStart(5, "0")}`,
        trainingType: "Individual" as const,
        message: "Hello",
        status: i % 100 === 0 ? ("won" as const) : ("new" as const),
        ownerId: i % 8 === 0 ? seller.id : null,
        createdAt: at(i),
      })),
    );
  }
  // The catalogue's lists at the same size: courses, trainings (a day apart, a year and more back) and reviews.
  for (let start = 0; start < ROWS; start += 1000) {
    const n = Array.from({ length: 1000 }, (_, i) => start + i);
    const planned = await db
      .insert(courses)
      .values(n.map((i) => ({ title: `Planned course ${i}`, shortDescription: "Planned.", durationHours: 8, createdAt: at(i) })))
      .returning({ id: courses.id });
    const day = (i: number) => new Date(base - i * 86_400_000).toISOString().slice(0, 10);
    await db.insert(trainings).values(
      n.map((i) => ({
        courseId: planned[i - start]!.id,
        startDate: day(i),
        endDate: day(i),
        startTime: "10:00",
        endTime: "12:00",
        timeZone: "Asia/Kolkata",
        meetingLink: `https://meet.example.com/planned-${i}`,
      })),
    );
    await db
      .insert(reviews)
      .values(
        made
          .slice(start, start + 1000)
          .map(({ id }, i) => ({ userId: id, courseId, rating: 4, review: "Planned.", createdAt: at(start + i), isVisible: (start + i) % 50 !== 0 })),
      );
  }
  for (const table of ["users", "enrolments", "bookings", "quotes", "organizations", "discount_codes", "contact_messages", "courses", "trainings", "reviews"])
    await db.execute(sql.raw(`analyze ${table}`));
}, 240_000);

/** The range of a first page, or of the page after a row, of a list in its order (as keysetPage asks for it). */
function rangeOf(order: ListOrder, after?: { key: string; id: string }): PageRange {
  const op = order.direction === "desc" ? "<" : ">";
  return {
    where: after ? sql`(${order.key}, ${order.id}) ${sql.raw(op)} (${after.key}::${sql.raw(order.type)}, ${after.id})` : undefined,
    orderBy: keysetOrderBy(order),
    limit: 51,
    side: "after",
  };
}

async function planOf(query: { getSQL(): ReturnType<typeof sql> }): Promise<string> {
  const rows = rowsOf<Record<string, string>>(await testDatabase().db.execute(sql`explain ${query.getSQL()}`));
  return rows.map((row) => Object.values(row)[0]).join("\n");
}

describe("staff list plans", () => {
  it("reads a page of enrolments, newest first, through enrolments_created_idx", async () => {
    const plan = await planOf(staffEnrolmentsQuery(testDatabase().db, {}, { limit: 50, offset: 0, order: "newest" }));
    expect(plan).toMatch(/Index Scan Backward using enrolments_created_idx/);
    expect(plan).not.toMatch(/Seq Scan on (enrolments|users)\b/);
  });

  it("reads a keyset page of enrolments and of learners from the index, at any depth", async () => {
    const after = { at: "2026-01-01 12:00:00+00", id: "m" };
    const enrolmentPlan = await planOf(staffEnrolmentsQuery(testDatabase().db, {}, { limit: 50, order: "newest", after }));
    expect(enrolmentPlan).toMatch(/Index Scan Backward using enrolments_created_idx/);
    expect(enrolmentPlan).not.toMatch(/Seq Scan on (enrolments|users)\b/);
    const userPlan = await planOf(staffUsersQuery(testDatabase().db, {}, { limit: 24, after }));
    expect(userPlan).toMatch(/users_role_created_idx/);
    expect(userPlan).not.toMatch(/Seq Scan on (enrolments|users)\b/);
  });

  it("reads a page of learners, newest first, through users_role_created_idx", async () => {
    const plan = await planOf(staffUsersQuery(testDatabase().db, {}, { limit: 24 }));
    expect(plan).toMatch(/users_role_created_idx/);
    expect(plan).not.toMatch(/Seq Scan on (enrolments|users)\b/);
  });

  it("pages newest first, ties broken by id, each row once", async () => {
    const enrolmentPages = await Promise.all([1, 2].map((page) => pageOfStaffEnrolments({}, page, 50)));
    const enrolled = enrolmentPages.flatMap((p) => p.items);
    const expected = [...enrolled].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1));
    expect(enrolled.map((e) => e.id)).toEqual(expected.map((e) => e.id));
    expect(new Set(enrolled.map((e) => e.id)).size).toBe(100);
    const userPages = await Promise.all([1, 2].map((page) => pageOfUsers({}, page, 24)));
    const listed = userPages.flatMap((p) => p.items);
    expect(listed.map((u) => u.id)).toEqual(
      [...listed].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1)).map((u) => u.id),
    );
    expect(userPages[0]!.total).toBe(ROWS);
  });

  it.each([
    ["bookings", bookingListOrder, "bookings_created_idx", (r: PageRange) => bookingPageQuery(testDatabase().db, {}, r)],
    ["quotes", quoteListOrder, "quotes_created_idx", (r: PageRange) => quotePageQuery(testDatabase().db, {}, r, "2026-06-01")],
    ["organisations", organizationListOrder, "organizations_name_lower_idx", (r: PageRange) => organizationPageQuery(testDatabase().db, undefined, r)],
    ["discount codes", discountCodeListOrder, "discount_codes_created_idx", (r: PageRange) => discountCodePageQuery(testDatabase().db, undefined, r)],
    ["enquiries", enquiryListOrder, "contact_messages_created_idx", (r: PageRange) => enquiryPageQuery(testDatabase().db, {}, r)],
    ["courses", courseListOrder, "courses_created_idx", (r: PageRange) => staffCoursePageQuery(testDatabase().db, {}, r)],
    ["trainings", trainingListOrder, "trainings_start_idx", (r: PageRange) => staffTrainingPageQuery(testDatabase().db, {}, r)],
    ["reviews", reviewListOrder, "reviews_created_idx", (r: PageRange) => reviewPageQuery(testDatabase().db, {}, r)],
  ] as const)("reads a page of %s, first and at depth, through its index, never the whole table", async (_name, order, index, query) => {
    const deep = { key: order.type === "text" ? "organisation 02000" : order.type === "integer" ? "9000000" : "2026-01-01 12:00:00+00", id: "m" };
    for (const range of [rangeOf(order), rangeOf(order, deep)]) {
      const plan = await planOf(query(range));
      expect(plan).toMatch(new RegExp(`Index Scan( Backward)? using ${index}`));
      expect(plan).not.toMatch(/Seq Scan on (bookings|quotes|organizations|discount_codes|contact_messages|courses|trainings|reviews)\b/);
      expect(plan).not.toMatch(/Sort\b/);
    }
  });

  it("reads a page of enquiries of a rare status through contact_messages_status_created_idx", async () => {
    const plan = await planOf(enquiryPageQuery(testDatabase().db, { status: "won" }, rangeOf(enquiryListOrder)));
    expect(plan).toMatch(/contact_messages_status_created_idx/);
    expect(plan).not.toMatch(/Seq Scan on contact_messages\b/);
  });

  it("reads the enquiry board, a column a stage, through contact_messages_status_created_idx, never the whole table", async () => {
    const db = testDatabase().db;
    const plan = await planOf(enquiryBoardQuery(db, {}, 30));
    // One branch a stage, each an index read from the newest, stopped at 30.
    expect(plan.match(/Index Scan Backward using contact_messages_(status_)?created_idx/g)).toHaveLength(5);
    expect(plan).toMatch(/contact_messages_status_created_idx/);
    expect(plan).not.toMatch(/Seq Scan on contact_messages\b/);
    // One salesperson's board: each stage's newest of theirs, and their count a stage, from an index.
    for (const query of [enquiryBoardQuery(db, { ownerId: seller.id }, 30), enquiryStageCountQuery(db, { ownerId: seller.id })]) {
      const owned = await planOf(query);
      expect(owned).toMatch(/Index (Only )?Scan( Backward)? using contact_messages_|Bitmap Index Scan on contact_messages_/);
      expect(owned).not.toMatch(/Seq Scan on contact_messages\b/);
    }
  });

  it("reads a page of the few hidden reviews through reviews_visible_created_idx", async () => {
    const plan = await planOf(reviewPageQuery(testDatabase().db, { visible: false }, rangeOf(reviewListOrder)));
    expect(plan).toMatch(/reviews_visible_created_idx/);
    expect(plan).not.toMatch(/Seq Scan on reviews\b/);
  });

  it("pages bookings, quotes and organisations in order with next and prev, each row once, and 50 a page by default", async () => {
    const first = await pageOfBookings({}, {});
    expect(first.items).toHaveLength(50);
    expect(first.prev).toBeNull();
    const second = await pageOfBookings({}, { after: first.next! });
    expect(second.items).toHaveLength(50);
    const back = await pageOfBookings({}, { before: second.prev! });
    expect(back.items.map((b) => b.id)).toEqual(first.items.map((b) => b.id));
    expect(back.prev).toBeNull();
    const both = [...first.items, ...second.items];
    expect(new Set(both.map((b) => b.id)).size).toBe(100);
    expect(both.map((b) => b.createdAt.getTime())).toEqual([...both.map((b) => b.createdAt.getTime())].sort((a, b) => b - a));
    const quotesPage = await pageOfQuotes(undefined, { limit: 10 });
    const nextQuotes = await pageOfQuotes(undefined, { limit: 10, after: quotesPage.next! });
    expect(new Set([...quotesPage.items, ...nextQuotes.items].map((q) => q.quote.id)).size).toBe(20);
    const orgs = await pageOfOrganizations(undefined, { limit: 3 });
    expect(orgs.items.map((o) => o.name)).toEqual(["Organisation 00000", "Organisation 00001", "Organisation 00002"]);
    const nextOrgs = await pageOfOrganizations(undefined, { limit: 3, after: orgs.next! });
    expect(nextOrgs.items.map((o) => o.name)).toEqual(["Organisation 00003", "Organisation 00004", "Organisation 00005"]);
  });
});
