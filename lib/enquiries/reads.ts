import "server-only";
import { and, asc, desc, eq, ilike, inArray, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db";
import { enquiries, enquiryEvents, enquiryStatusCounts, users } from "../../db/schema";
import { ApiError } from "../errors";
import { keysetPage, listKeyOf, type ListOrder, type ListPage, type PageRange, type PageRequest } from "../http/staff-list";
import { likePattern } from "../search";
import { enquirySourceKeys, enquiryStatuses, type EnquirySourceFields, type EnquiryStatus } from "../validation/enquiries";
import type { Enquiry, EnquiryCounts, EnquiryEvent, EnquiryFilter, EnquiryOwner } from "./types";

/** The one column set of an enquiry. */
const enquiryColumns = {
  id: enquiries.id,
  name: enquiries.name,
  email: enquiries.email,
  phone: enquiries.phone,
  trainingType: enquiries.trainingType,
  message: enquiries.message,
  courseTitle: enquiries.course,
  courseId: enquiries.courseId,
  status: enquiries.status,
  staffNote: enquiries.staffNote,
  ownerId: enquiries.ownerId,
  followUpOn: enquiries.followUpOn,
  lostReason: enquiries.lostReason,
  source: enquiries.source,
  createdAt: enquiries.createdAt,
  updatedAt: enquiries.updatedAt,
};
type Column<K extends keyof typeof enquiryColumns> = (typeof enquiryColumns)[K]["_"];
type EnquiryRow = { [K in keyof typeof enquiryColumns]: Column<K>["notNull"] extends true ? Column<K>["data"] : Column<K>["data"] | null };

/** Every field of a stored source, null when absent. */
function sourceOf(stored: Partial<EnquirySourceFields> | null): EnquirySourceFields {
  return Object.fromEntries(enquirySourceKeys.map((key) => [key, stored?.[key] ?? null])) as EnquirySourceFields;
}

/** The one row-to-view mapping. */
const toEnquiry = ({ courseTitle, source, ...row }: EnquiryRow, duplicateOf: string[]): Enquiry => ({
  ...row,
  ...(courseTitle === null ? {} : { courseTitle }),
  source: sourceOf(source),
  duplicateOf,
});

function conditionsOf(filter: EnquiryFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.id) conditions.push(eq(enquiries.id, filter.id));
  if (filter.ids) conditions.push(filter.ids.length ? inArray(enquiries.id, [...filter.ids]) : sql`false`);
  if (filter.status) conditions.push(eq(enquiries.status, filter.status));
  if (filter.statuses) conditions.push(inArray(enquiries.status, [...filter.statuses]));
  if (filter.trainingType) conditions.push(eq(enquiries.trainingType, filter.trainingType));
  if (filter.courseTitle) conditions.push(ilike(enquiries.course, likePattern(filter.courseTitle)));
  if (filter.ownerId) conditions.push(filter.ownerId === "none" ? isNull(enquiries.ownerId) : eq(enquiries.ownerId, filter.ownerId));
  if (filter.followUpBefore) conditions.push(lte(enquiries.followUpOn, filter.followUpBefore));
  if (filter.q) {
    const pattern = likePattern(filter.q);
    conditions.push(
      or(
        ilike(enquiries.name, pattern),
        ilike(enquiries.email, pattern),
        ilike(enquiries.phone, pattern),
        ilike(enquiries.message, pattern),
        ilike(enquiries.course, pattern),
        ilike(enquiries.staffNote, pattern),
      )!,
    );
  }
  return conditions;
}

/** At most this many possible duplicates are named for one enquiry. */
export const MAX_DUPLICATES = 20;

const phoneDigitsOf = (phone: string) => phone.replace(/[^0-9]/g, "");

/**
 * For each of `ids`, the other enquiries with the same email (any case) or the same phone digits, oldest
 * first, at most MAX_DUPLICATES each. One query reads every enquiry that shares a key with the listed ones
 * (through the lower(email) and phone-digits indexes), oldest first; the lists are then cut in memory, so
 * the cost stays linear even when hundreds share one phone number (the soak's visitors all do).
 */
async function duplicatesOf(tx: DbOrTx, listed: { id: string; email: string; phone: string }[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  if (listed.length === 0) return found;
  const emails = [...new Set(listed.map((e) => e.email.toLowerCase()))];
  const phones = [...new Set(listed.map((e) => phoneDigitsOf(e.phone)).filter(Boolean))];
  const digits = sql`regexp_replace(${enquiries.phone}, '[^0-9]', '', 'g')`;
  const rows = await tx
    .select({ id: enquiries.id, email: sql<string>`lower(${enquiries.email})`, phone: sql<string>`${digits}` })
    .from(enquiries)
    .where(or(inArray(sql`lower(${enquiries.email})`, emails), phones.length ? inArray(digits, phones) : undefined))
    .orderBy(asc(enquiries.createdAt), asc(enquiries.id));
  const byKey = new Map<string, string[]>();
  for (const row of rows) {
    for (const key of [`e:${row.email}`, row.phone ? `p:${row.phone}` : undefined]) {
      if (!key) continue;
      const ids = byKey.get(key) ?? [];
      // Enough to name the oldest MAX_DUPLICATES others of any member.
      if (ids.length <= MAX_DUPLICATES) ids.push(row.id);
      byKey.set(key, ids);
    }
  }
  const order = new Map(rows.map((row, index) => [row.id, index]));
  for (const enquiry of listed) {
    const phone = phoneDigitsOf(enquiry.phone);
    const others = new Set([...(byKey.get(`e:${enquiry.email.toLowerCase()}`) ?? []), ...(phone ? (byKey.get(`p:${phone}`) ?? []) : [])]);
    others.delete(enquiry.id);
    const ordered = [...others].sort((a, b) => order.get(a)! - order.get(b)!).slice(0, MAX_DUPLICATES);
    if (ordered.length) found.set(enquiry.id, ordered);
  }
  return found;
}

/** An export (CSV) holds at most this many enquiries, the newest. */
export const ENQUIRY_EXPORT_LIMIT = 5000;

/** The query of the enquiries matching the filter, newest first (at most `limit`, 5000 when not given, from `offset`), unexecuted. */
function newestQuery(tx: DbOrTx, filter: EnquiryFilter, offset = 0) {
  const conditions = conditionsOf(filter);
  return tx
    .select(enquiryColumns)
    .from(enquiries)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(filter.limit ?? ENQUIRY_EXPORT_LIMIT)
    .offset(offset);
}

/** Enquiries matching the filter, newest first, each with its possible duplicates (at most `limit`, from `offset`). */
export async function selectEnquiries(tx: DbOrTx, filter: EnquiryFilter = {}, offset = 0): Promise<Enquiry[]> {
  const rows = await newestQuery(tx, filter, offset);
  const duplicates = await duplicatesOf(tx, rows);
  return rows.map((row) => toEnquiry(row, duplicates.get(row.id) ?? []));
}

/** The filters a board narrows by: the inbox's, less the stage (each column is one) and the limit (the board's own). */
export type EnquiryBoardFilter = Omit<EnquiryFilter, "status" | "statuses" | "limit">;

/** One stage of the board: its newest enquiries matching the filter, and how many match in all. */
export interface EnquiryStage {
  items: Enquiry[];
  total: number;
}

/**
 * The board's read, unexecuted (a test reads its plan): for every stage, the newest `perStage` enquiries matching the
 * filter, stage after stage, in one statement. Each branch reads contact_messages_status_created_idx backwards from
 * the newest and stops at `perStage`, so the board costs the same at 200,000 enquiries as at 200.
 */
export function enquiryBoardQuery(tx: DbOrTx, filter: EnquiryBoardFilter, perStage: number) {
  const [first, second, ...rest] = enquiryStatuses.map((status) => newestQuery(tx, { ...filter, status, limit: perStage }));
  // The union's order is the database's (the ids' collation breaks ties): 5 × perStage rows sorted, not the table.
  return unionAll(first!, second!, ...rest).orderBy(desc(enquiries.createdAt), desc(enquiries.id));
}

/** The count a stage of the enquiries matching a narrowing filter, unexecuted (a test reads its plan). */
export function enquiryStageCountQuery(tx: DbOrTx, filter: EnquiryBoardFilter) {
  const conditions = conditionsOf(filter);
  return tx
    .select({ status: enquiries.status, n: sql<number>`count(*)::int` })
    .from(enquiries)
    .where(conditions.length ? and(...conditions) : undefined)
    .groupBy(enquiries.status);
}

/** How many enquiries match the filter in each stage (every stage present, 0 when none). */
async function countByStatus(tx: DbOrTx, filter: EnquiryBoardFilter): Promise<EnquiryCounts> {
  // No filter narrows: the kept counts (selectStatusCounts), never a count over the inbox.
  if (Object.values(filter).every((v) => v === undefined)) return selectStatusCounts(tx);
  const rows = await enquiryStageCountQuery(tx, filter);
  const counts = Object.fromEntries(enquiryStatuses.map((status) => [status, 0])) as EnquiryCounts;
  for (const r of rows) counts[r.status] = Number(r.n);
  return counts;
}

/**
 * The board: for every stage, its newest `perStage` enquiries matching the filter (newest first, each with its
 * possible duplicates) and the stage's true count, not the count of the enquiries read.
 */
export async function selectEnquiryBoard(tx: DbOrTx, filter: EnquiryBoardFilter, perStage: number): Promise<Record<EnquiryStatus, EnquiryStage>> {
  const [rows, counts] = await Promise.all([enquiryBoardQuery(tx, filter, perStage), countByStatus(tx, filter)]);
  const duplicates = await duplicatesOf(tx, rows);
  return Object.fromEntries(
    enquiryStatuses.map((status) => [
      status,
      {
        items: rows.filter((row) => row.status === status).map((row) => toEnquiry(row, duplicates.get(row.id) ?? [])),
        total: counts[status],
      },
    ]),
  ) as Record<EnquiryStatus, EnquiryStage>;
}

/** The inbox's order: newest first, ties broken by id (contact_messages_created_idx and _status_created_idx serve it). */
export const enquiryListOrder: ListOrder = { key: enquiries.createdAt, id: enquiries.id, type: "timestamptz", direction: "desc" };

/** The query of a keyset page of the inbox, unexecuted (a test reads its plan). */
export function enquiryPageQuery(tx: DbOrTx, filter: EnquiryFilter, range: PageRange) {
  const conditions = conditionsOf(filter);
  if (range.where) conditions.push(range.where);
  return tx
    .select({ ...enquiryColumns, listKey: listKeyOf(enquiryListOrder) })
    .from(enquiries)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(...range.orderBy)
    .limit(range.limit);
}

/** A keyset page of the inbox, newest first, each with its possible duplicates: no offset, no count. */
export async function selectEnquiryKeysetPage(tx: DbOrTx, filter: EnquiryFilter, request: PageRequest): Promise<ListPage<Enquiry>> {
  return keysetPage(enquiryListOrder, request, async (range) => {
    const rows = await enquiryPageQuery(tx, filter, range);
    const duplicates = await duplicatesOf(tx, rows);
    return rows.map(({ listKey, ...row }) => ({ item: toEnquiry(row, duplicates.get(row.id) ?? []), key: listKey, id: row.id }));
  });
}

/** One page of the enquiries matching the filter, newest first, and how many match in all. */
export async function selectEnquiryPage(tx: DbOrTx, filter: EnquiryFilter, page: number, pageSize: number): Promise<{ items: Enquiry[]; total: number }> {
  const conditions = conditionsOf(filter);
  // The whole inbox, or one status of it: the kept counts (selectStatusCounts), not a count over the inbox.
  const { status, limit: _limit, ...narrower } = filter;
  const kept = Object.values(narrower).every((v) => v === undefined);
  const [items, total] = await Promise.all([
    selectEnquiries(tx, { ...filter, limit: pageSize }, (page - 1) * pageSize),
    kept
      ? selectStatusCounts(tx).then((counts) => (status ? counts[status] : Object.values(counts).reduce((a, b) => a + b, 0)))
      : tx
          .select({ n: sql<number>`count(*)::int` })
          .from(enquiries)
          .where(conditions.length ? and(...conditions) : undefined)
          .then(([counted]) => Number(counted?.n ?? 0)),
  ]);
  return { items, total };
}

/** How many enquiries are in each status (every status present, 0 when none), as the database keeps them (enquiryStatusCounts). */
export async function selectStatusCounts(tx: DbOrTx): Promise<EnquiryCounts> {
  const rows = await tx.select().from(enquiryStatusCounts);
  const counts = Object.fromEntries(enquiryStatuses.map((status) => [status, 0])) as EnquiryCounts;
  for (const r of rows) counts[r.status] = Number(r.n);
  return counts;
}

/** One enquiry; 404 when there is none. */
export async function findEnquiry(tx: DbOrTx, id: string): Promise<Enquiry> {
  const [found] = await selectEnquiries(tx, { id });
  if (!found) throw new ApiError("not_found", "Enquiry not found.");
  return found;
}

/** An enquiry's timeline, newest first. */
export async function selectTimeline(tx: DbOrTx, enquiryId: string): Promise<EnquiryEvent[]> {
  return tx
    .select({ at: enquiryEvents.at, actorId: enquiryEvents.actorId, kind: enquiryEvents.kind, text: enquiryEvents.text })
    .from(enquiryEvents)
    .where(eq(enquiryEvents.enquiryId, enquiryId))
    .orderBy(desc(enquiryEvents.at), desc(enquiryEvents.id))
    .limit(1000);
}

/** The staff members who may own enquiries, by name. */
export async function selectOwners(tx: DbOrTx): Promise<EnquiryOwner[]> {
  return tx.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.role, "staff")).orderBy(asc(users.name), asc(users.id));
}
