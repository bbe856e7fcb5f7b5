import "server-only";
import { and, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
import { users } from "../../db/schema";
import { figureOf } from "../at-scale";
import { cacheTags } from "../cache";
import { ApiError } from "../errors";
import type { Keyset } from "../http/list-answers";
import { likePattern } from "../search";
import type { StaffUser, StaffUserFilter } from "./types";

function conditionsOf(filter: StaffUserFilter): SQL | undefined {
  const conditions: SQL[] = [];
  const role = filter.role ?? "learner";
  if (role !== "all") conditions.push(eq(users.role, role));
  if (filter.id) conditions.push(eq(users.id, filter.id));
  if (filter.q) {
    const p = likePattern(filter.q);
    conditions.push(or(ilike(users.name, p), ilike(users.email, p), ilike(users.phone, p), ilike(users.organization, p))!);
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** The query of a list of accounts, newest first (users_role_created_idx serves it), unexecuted (a test reads its plan). */
export function staffUsersQuery(db: DbOrTx, filter: StaffUserFilter, { limit, offset = 0, after }: { limit: number; offset?: number; after?: Keyset }) {
  // After a row of the order: a row comparison the index reads from that point.
  const where = after ? and(conditionsOf(filter), sql`(${users.createdAt}, ${users.id}) < (${after.at}::timestamptz, ${after.id})`) : conditionsOf(filter);
  return db
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
      // The sort key exactly (microseconds), for a keyset cursor.
      keyAt: sql<string>`${users.createdAt}::text`,
    })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit)
    .offset(offset);
}

async function selectKeyedUsers(
  db: DbOrTx,
  filter: StaffUserFilter,
  paging: { limit: number; offset?: number; after?: Keyset },
): Promise<(StaffUser & { keyAt: string })[]> {
  const rows = await staffUsersQuery(db, filter, paging);
  return rows.map(({ activatedAt, enrolmentCount, ...r }) => ({ ...r, isActivated: activatedAt !== null, enrolmentCount: Number(enrolmentCount) }));
}

async function selectUsers(db: DbOrTx, filter: StaffUserFilter, paging: { limit: number; offset?: number }): Promise<StaffUser[]> {
  return (await selectKeyedUsers(db, filter, paging)).map(({ keyAt: _keyAt, ...user }) => user);
}

function keyedPage(keyed: (StaffUser & { keyAt: string })[], pageSize: number): { items: StaffUser[]; next: Keyset | null } {
  const last = keyed.length === pageSize ? keyed[keyed.length - 1] : undefined;
  return { items: keyed.map(({ keyAt: _keyAt, ...user }) => user), next: last ? { at: last.keyAt, id: last.id } : null };
}

/** A page after `after` (the `next` of the page before), newest first: no offset and no count, at any depth. */
export async function pageOfUsersAfter(filter: StaffUserFilter, after: Keyset, pageSize: number): Promise<{ items: StaffUser[]; next: Keyset | null }> {
  return keyedPage(await selectKeyedUsers(await getDb(), filter, { limit: pageSize, after }), pageSize);
}

/** Accounts matching a search of name, email, phone or organization; learners by default, newest first (at most 200, or `limit` up to 1,000). */
export async function searchUsers(filter: StaffUserFilter = {}): Promise<StaffUser[]> {
  return selectUsers(await getDb(), filter, { limit: Math.min(filter.limit ?? 200, 1000) });
}

/** A page of the accounts `searchUsers` finds, in its order, and how many match in all. */
export async function pageOfUsers(
  filter: StaffUserFilter,
  page: number,
  pageSize: number,
): Promise<{ items: StaffUser[]; total: number; next: Keyset | null }> {
  const [keyed, total] = await Promise.all([selectKeyedUsers(await getDb(), filter, { limit: pageSize, offset: (page - 1) * pageSize }), countUsers(filter)]);
  return { ...keyedPage(keyed, pageSize), total };
}

/**
 * How many accounts match the filter. A role's whole list (the console's first look, the start page's learners) is
 * counted once per change of accounts when there are many (lib/at-scale.ts); a search is always counted.
 */
async function countUsers(filter: StaffUserFilter): Promise<number> {
  const count = async () => {
    const [counted] = await (
      await getDb()
    )
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(conditionsOf(filter));
    return Number(counted?.n ?? 0);
  };
  return filter.q || filter.id ? count() : figureOf("users", `accounts:${filter.role ?? "learner"}`, [cacheTags.accounts], count);
}

export async function getStaffUser(id: string): Promise<StaffUser> {
  const [found] = await searchUsers({ id, role: "all" });
  if (!found) throw new ApiError("not_found", "User not found.");
  return found;
}

export function countLearners(): Promise<number> {
  return countUsers({ role: "learner" });
}
