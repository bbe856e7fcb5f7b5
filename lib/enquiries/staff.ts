import "server-only";
import { sql } from "drizzle-orm";
import { getDb, rowsOf } from "../../db";
import { enquiries } from "../../db/schema";
import { openEnquiryStatuses, type EnquiryStatus } from "../validation/enquiries";
import type { ListPage, PageRequest } from "../http/staff-list";
import {
  findEnquiry,
  selectEnquiries,
  selectEnquiryBoard,
  selectEnquiryKeysetPage,
  selectEnquiryPage,
  selectOwners,
  selectStatusCounts,
  selectTimeline,
  type EnquiryBoardFilter,
  type EnquiryStage,
} from "./reads";
import type { Enquiry, EnquiryCounts, EnquiryFilter, EnquiryOwner, EnquiryWithTimeline } from "./types";
import { companyToday } from "../company";

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

/**
 * The board (the console's pipeline view): each stage's newest `perStage` enquiries matching the filter and the
 * stage's true count. Reads at most 5 × perStage enquiries however large the inbox grows.
 */
export async function boardOfStaffEnquiries(filter: EnquiryBoardFilter, perStage: number): Promise<Record<EnquiryStatus, EnquiryStage>> {
  return selectEnquiryBoard(await getDb(), filter, perStage);
}

/**
 * How many enquiries are in each status (every status present, 0 when none): the console's badge on every page, its
 * start page and the inbox. Five rows the database keeps as enquiries come and change (enquiryStatusCounts), never a
 * count over the inbox.
 */
export async function countEnquiriesByStatus(): Promise<EnquiryCounts> {
  return selectStatusCounts(await getDb());
}

/**
 * The course titles enquiries mention, for the course filter, in order: read from contact_messages_course_idx by
 * skipping from one title to the next (a probe a title, not a pass over the inbox).
 */
export async function listEnquiryCourseTitles(): Promise<string[]> {
  const db = await getDb();
  const rows = rowsOf<{ course: string | null }>(
    await db.execute(sql`
      with recursive titles(course) as (
        (select ${enquiries.course} from ${enquiries} where ${enquiries.course} > '' order by ${enquiries.course} limit 1)
        union all
        select (select m.course from ${enquiries} m where m.course > titles.course order by m.course limit 1) from titles where titles.course is not null
      )
      select course from titles where course is not null`),
  );
  return rows.map((r) => r.course!);
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
  return companyToday();
}

/** "My follow-ups today": the open enquiries a staff member owns whose follow-up date is today or earlier, most overdue first. */
export async function listMyFollowUps(staffId: string): Promise<Enquiry[]> {
  const list = await selectEnquiries(await getDb(), { ownerId: staffId, followUpBefore: pipelineToday(), statuses: openEnquiryStatuses, limit: 200 });
  return list.sort((a, b) => (a.followUpOn ?? "").localeCompare(b.followUpOn ?? "") || a.createdAt.getTime() - b.createdAt.getTime());
}
