// The staff lists' pages read an index in their order, not the whole table (issue 27): EXPLAIN over a few
// thousand rows, analysed, so the planner weighs a sort of the table against the index.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { enrolments, users } from "@/db/schema";
import { pageOfStaffEnrolments, staffEnrolmentsQuery } from "@/lib/enrolments/staff";
import { pageOfUsers, staffUsersQuery } from "@/lib/users/staff";
import { rowsOf } from "@/db";
import { makeTraining, makeTwoCourses } from "../helpers/catalogue";
import { testDatabase } from "../setup/database";

const ROWS = 4000;

beforeAll(async () => {
  const { db } = testDatabase();
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
    await db.insert(enrolments).values(
      made.slice(start, start + 1000).map(({ id }, i) => ({ userId: id, trainingId: training.id, createdAt: new Date(base + Math.floor((start + i) / 2) * 60_000) })),
    );
  }
  await db.execute(sql`analyze users`);
  await db.execute(sql`analyze enrolments`);
}, 120_000);

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
    expect(listed.map((u) => u.id)).toEqual([...listed].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1)).map((u) => u.id));
    expect(userPages[0]!.total).toBe(ROWS);
  });
});
