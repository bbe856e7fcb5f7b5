import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
import { enquiries } from "../../db/schema";
import { recordAudit } from "../audit/log";
import { ApiError } from "../http/api-error";
import { enquiryStatuses, type EnquiryFollowUp } from "../validation/enquiries";
import { selectEnquiries } from "./reads";
import type { Enquiry, EnquiryCounts, EnquiryFilter } from "./types";

/** The inbox, newest first, filtered by status, type, course and a free-text search. */
export async function listStaffEnquiries(filter: EnquiryFilter = {}): Promise<Enquiry[]> {
  return selectEnquiries(await getDb(), filter);
}

/** How many enquiries are in each status (every status present, 0 when none). */
export async function countEnquiriesByStatus(): Promise<EnquiryCounts> {
  const db = await getDb();
  const rows = await db.select({ status: enquiries.status, n: sql<number>`count(*)::int` }).from(enquiries).groupBy(enquiries.status);
  const counts = Object.fromEntries(enquiryStatuses.map((status) => [status, 0])) as EnquiryCounts;
  for (const r of rows) counts[r.status] = Number(r.n);
  return counts;
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

async function findEnquiry(tx: DbOrTx, id: string): Promise<Enquiry> {
  const [found] = await selectEnquiries(tx, { id });
  if (!found) throw new ApiError("not_found", "Enquiry not found.");
  return found;
}

/** One enquiry; 404 when there is none. */
export async function getStaffEnquiry(id: string): Promise<Enquiry> {
  return findEnquiry(await getDb(), id);
}

/** Sets an enquiry's status and/or the staff note, audited with the enquiry before and after. */
export async function setEnquiryFollowUp(actorUserId: string, id: string, followUp: EnquiryFollowUp): Promise<Enquiry> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const before = await findEnquiry(tx, id);
    await tx
      .update(enquiries)
      .set({
        ...(followUp.status !== undefined ? { status: followUp.status } : {}),
        ...(followUp.staffNote !== undefined ? { staffNote: followUp.staffNote } : {}),
      })
      .where(eq(enquiries.id, id));
    const after = await findEnquiry(tx, id);
    await recordAudit(tx, { actorUserId, action: "update", entity: "enquiry", entityId: id, before, after });
    return after;
  });
}
