import "server-only";
import { and, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "../../db";
import { users, type UserRole } from "../../db/schema";
import { ApiError } from "../http/api-error";

/** An account as staff see it: never its password hash. */
export interface AdminUserView {
  _id: string;
  name: string;
  email: string;
  phone: string;
  organization: string;
  role: UserRole;
  isActivated: boolean;
  createdAt: string;
  enrolmentCount: number;
}

/** Accounts matching a search of name, email, phone or organization; learners by default. */
export async function searchUsers(filter: { q?: string; role?: UserRole | "all"; id?: string; limit?: number } = {}): Promise<AdminUserView[]> {
  const db = await getDb();
  const conditions: SQL[] = [];
  const role = filter.role ?? "learner";
  if (role !== "all") conditions.push(eq(users.role, role));
  if (filter.id) conditions.push(eq(users.id, filter.id));
  if (filter.q) {
    const p = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
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
      enrolmentCount: sql<number>`(select count(*)::int from enrolments e where e.user_id = "users"."id")`,
    })
    .from(users)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(Math.min(filter.limit ?? 200, 1000));
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    organization: r.organization,
    role: r.role,
    isActivated: r.activatedAt !== null,
    createdAt: r.createdAt.toISOString(),
    enrolmentCount: Number(r.enrolmentCount),
  }));
}

export async function getAdminUser(id: string): Promise<AdminUserView> {
  const [found] = await searchUsers({ id, role: "all" });
  if (!found) throw new ApiError("not_found", "User not found.");
  return found;
}

export async function countLearners(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.role, "learner"));
  return Number(row?.n ?? 0);
}
