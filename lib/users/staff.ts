import "server-only";
import { and, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "../../db";
import { users } from "../../db/schema";
import { ApiError } from "../http/api-error";
import { likePattern } from "../search";
import type { StaffUser, StaffUserFilter } from "./types";

/** Accounts matching a search of name, email, phone or organization; learners by default, newest first. */
export async function searchUsers(filter: StaffUserFilter = {}): Promise<StaffUser[]> {
  const db = await getDb();
  const conditions: SQL[] = [];
  const role = filter.role ?? "learner";
  if (role !== "all") conditions.push(eq(users.role, role));
  if (filter.id) conditions.push(eq(users.id, filter.id));
  if (filter.q) {
    const p = likePattern(filter.q);
    conditions.push(or(ilike(users.name, p), ilike(users.email, p), ilike(users.phone, p), ilike(users.organization, p))!);
  }
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      organization: users.organization,
      role: users.role,
      activatedAt: users.activatedAt,
      createdAt: users.createdAt,
      // The outer row by its quoted name: Drizzle renders ${column} unqualified here, which the subquery would read as its own.
      enrolmentCount: sql<number>`(select count(*)::int from enrolments e where e.user_id = "users"."id")`,
    })
    .from(users)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(Math.min(filter.limit ?? 200, 1000));
  return rows.map(({ activatedAt, enrolmentCount, ...r }) => ({ ...r, isActivated: activatedAt !== null, enrolmentCount: Number(enrolmentCount) }));
}

export async function getStaffUser(id: string): Promise<StaffUser> {
  const [found] = await searchUsers({ id, role: "all" });
  if (!found) throw new ApiError("not_found", "User not found.");
  return found;
}

export async function countLearners(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.role, "learner"));
  return Number(row?.n ?? 0);
}
