import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "../../db";
import { enquiries } from "../../db/schema";
import { now } from "../clock";
import { env } from "../env";
import { dateInZone } from "../schedule/status";
import { enquiryStatuses, openEnquiryStatuses } from "../validation/enquiries";
import type { ListPage, PageRequest } from "../http/staff-list";
import { findEnquiry, selectEnquiries, selectEnquiryKeysetPage, selectEnquiryPage, selectOwners, selectTimeline } from "./reads";
import type { Enquiry, EnquiryCounts, EnquiryFilter, EnquiryOwner, EnquiryWithTimeline } from "./types";

export { addEnquiryNote, setEnquiryFollowUp } from "./pipeline";

/** The inbox, newest first, filtered by status, type, course, owner, follow-up date and a free-text search. */
export async function listStaffEnquiries(filter: EnquiryFilter = {}): Promise<Enquiry[]> {
  return selectEnquiries(await getDb(), filter);
}

/** A page of the inbox (the console shows 50 at a time), with how many enquiries match the filter. */
export async function pageOfStaffEnquiries(filter: EnquiryFilter, page: number, pageSize: number): Promise<{ items: Enquiry[]; total: number }> {
  return selectEnquiryPage(await getDb(), filter, page, pageSize);
}

/** A keyset page of the inbox (the staff list kit's default answer): newest first, no offset, no count. */
export async function keysetPageOfStaffEnquiries(filter: EnquiryFilter, request: PageRequest): Promise<ListPage<Enquiry>> {
  return selectEnquiryKeysetPage(await getDb(), filter, request);
}

/** How many enquiries are in each status (every status present, 0 when none). */
export async function countEnquiriesByStatus(): Promise<EnquiryCounts> {
  const db = await getDb();
  const rows = await db
    .select({ status: enquiries.status, n: sql<number>`count(*)::int` })
    .from(enquiries)
    .groupBy(enquiries.status);
  const counts = Object.fromEntries(enquiryStatuses.map((status) => [status, 0])) as EnquiryCounts;
  for (const r of rows) counts[r.status] = Number(r.n);
  return counts;
}

/**
 * How many enquiries are new: the console's badge on every page and its start page. Read from
 * contact_messages_status_created_idx alone (an index-only count of the new ones), never the whole inbox.
 */
export async function countNewEnquiries(): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(enquiries)
    .where(eq(enquiries.status, "new"));
  return Number(row?.n ?? 0);
}

/** The course titles enquiries mention, for the course filter. */
export async function listEnquiryCourseTitles(): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .selectDistinct({ course: enquiries.course })
    .from(enquiries)
    .where(sql`${enquiries.course} is not null and ${enquiries.course} <> ''`)
    .orderBy(enquiries.course);
  return rows.map((r) => r.course!).filter(Boolean);
}

/** The staff members who may own enquiries (the owner select and filter). */
export async function listEnquiryOwners(): Promise<EnquiryOwner[]> {
  return selectOwners(await getDb());
}

/** One enquiry with its timeline (newest first); 404 when there is none. */
export async function getStaffEnquiry(id: string): Promise<EnquiryWithTimeline> {
  const db = await getDb();
  const enquiry = await findEnquiry(db, id);
  return { ...enquiry, timeline: await selectTimeline(db, id) };
}

/** Today in the company's zone (DEFAULT_TIME_ZONE), as YYYY-MM-DD. */
export function pipelineToday(): string {
  return dateInZone(now(), env().DEFAULT_TIME_ZONE);
}

/** "My follow-ups today": the open enquiries a staff member owns whose follow-up date is today or earlier, most overdue first. */
export async function listMyFollowUps(staffId: string): Promise<Enquiry[]> {
  const list = await selectEnquiries(await getDb(), { ownerId: staffId, followUpBefore: pipelineToday(), statuses: openEnquiryStatuses, limit: 200 });
  return list.sort((a, b) => (a.followUpOn ?? "").localeCompare(b.followUpOn ?? "") || a.createdAt.getTime() - b.createdAt.getTime());
}
