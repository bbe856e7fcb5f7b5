import "server-only";
import { and, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db";
import { enquiries } from "../../db/schema";
import { likePattern } from "../search";
import type { Enquiry, EnquiryFilter } from "./types";

/** The one column set of an enquiry. */
const enquiryColumns = {
  id: enquiries.id,
  name: enquiries.name,
  email: enquiries.email,
  phone: enquiries.phone,
  trainingType: enquiries.trainingType,
  message: enquiries.message,
  courseTitle: enquiries.course,
  status: enquiries.status,
  staffNote: enquiries.staffNote,
  createdAt: enquiries.createdAt,
  updatedAt: enquiries.updatedAt,
};
type Column<K extends keyof typeof enquiryColumns> = (typeof enquiryColumns)[K]["_"];
type EnquiryRow = { [K in keyof typeof enquiryColumns]: Column<K>["notNull"] extends true ? Column<K>["data"] : Column<K>["data"] | null };

/** The one row-to-view mapping. */
const toEnquiry = ({ courseTitle, ...row }: EnquiryRow): Enquiry => ({ ...row, ...(courseTitle === null ? {} : { courseTitle }) });

function conditionsOf(filter: EnquiryFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.id) conditions.push(eq(enquiries.id, filter.id));
  if (filter.status) conditions.push(eq(enquiries.status, filter.status));
  if (filter.trainingType) conditions.push(eq(enquiries.trainingType, filter.trainingType));
  if (filter.courseTitle) conditions.push(ilike(enquiries.course, likePattern(filter.courseTitle)));
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

/** Enquiries matching the filter, newest first. */
export async function selectEnquiries(tx: DbOrTx, filter: EnquiryFilter = {}): Promise<Enquiry[]> {
  const conditions = conditionsOf(filter);
  const rows = await tx
    .select(enquiryColumns)
    .from(enquiries)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(filter.limit ?? 5000);
  return rows.map(toEnquiry);
}
