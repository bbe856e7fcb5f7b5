import "server-only";
import { and, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
import { contactMessages, type EnquiryStatus } from "../../db/schema";
import { recordAudit } from "../audit/log";
import { ApiError } from "../http/api-error";
import type { EnquiryQuery, EnquiryUpdateBody } from "../validation/admin";

/** An enquiry as staff see it: the visitor's fields (names of the contact call), its status and the staff note. */
export interface AdminEnquiryView {
  _id: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  contactTrainingType: "Individual" | "Enterprise";
  contactMessage: string;
  contactCourse: string | null;
  status: EnquiryStatus;
  note: string;
  createdAt: string;
  updatedAt: string;
}

const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function conditionsOf(query: EnquiryQuery & { id?: string }): SQL[] {
  const conditions: SQL[] = [];
  if (query.id) conditions.push(eq(contactMessages.id, query.id));
  if (query.status) conditions.push(eq(contactMessages.status, query.status));
  if (query.type) conditions.push(eq(contactMessages.trainingType, query.type));
  if (query.course) conditions.push(ilike(contactMessages.course, likePattern(query.course)));
  if (query.q) {
    const p = likePattern(query.q);
    conditions.push(
      or(
        ilike(contactMessages.name, p),
        ilike(contactMessages.email, p),
        ilike(contactMessages.phone, p),
        ilike(contactMessages.message, p),
        ilike(contactMessages.course, p),
        ilike(contactMessages.staffNote, p),
      )!,
    );
  }
  return conditions;
}

async function enquiryViews(tx: DbOrTx, query: EnquiryQuery & { id?: string }, limit = 5000): Promise<AdminEnquiryView[]> {
  const conditions = conditionsOf(query);
  const rows = await tx
    .select()
    .from(contactMessages)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit);
  return rows.map((r) => ({
    _id: r.id,
    contactName: r.name,
    contactEmail: r.email,
    contactPhone: r.phone,
    contactTrainingType: r.trainingType,
    contactMessage: r.message,
    contactCourse: r.course,
    status: r.status,
    note: r.staffNote,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/** The inbox, newest first, filtered by status, type, course and a free-text search. */
export async function listEnquiries(query: EnquiryQuery = {}): Promise<AdminEnquiryView[]> {
  return enquiryViews(await getDb(), query);
}

export async function countEnquiriesByStatus(): Promise<Record<EnquiryStatus, number>> {
  const db = await getDb();
  const rows = await db.select({ status: contactMessages.status, n: sql<number>`count(*)::int` }).from(contactMessages).groupBy(contactMessages.status);
  const counts: Record<EnquiryStatus, number> = { new: 0, contacted: 0, closed: 0 };
  for (const r of rows) counts[r.status] = Number(r.n);
  return counts;
}

/** Course names enquiries mention, for the course filter. */
export async function listEnquiryCourses(): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .selectDistinct({ course: contactMessages.course })
    .from(contactMessages)
    .where(sql`${contactMessages.course} is not null and ${contactMessages.course} <> ''`)
    .orderBy(contactMessages.course);
  return rows.map((r) => r.course!).filter(Boolean);
}

async function findEnquiry(tx: DbOrTx, id: string): Promise<AdminEnquiryView> {
  const [found] = await enquiryViews(tx, { id });
  if (!found) throw new ApiError("not_found", "Enquiry not found.");
  return found;
}

export async function getEnquiry(id: string): Promise<AdminEnquiryView> {
  return findEnquiry(await getDb(), id);
}

/** Sets an enquiry's status and/or the staff note (audited). */
export async function updateEnquiry(actorUserId: string, id: string, body: EnquiryUpdateBody): Promise<AdminEnquiryView> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const before = await findEnquiry(tx, id);
    await tx
      .update(contactMessages)
      .set({
        ...(body.status !== undefined ? { status: body.status } : {}),
        ...(body.note !== undefined ? { staffNote: body.note } : {}),
      })
      .where(eq(contactMessages.id, id));
    const after = await findEnquiry(tx, id);
    await recordAudit(tx, { actorUserId, action: "update", entity: "enquiry", entityId: id, before, after });
    return after;
  });
}

// ------------------------------------------------------------------ CSV

/**
 * One CSV cell: always quoted, quotes doubled. A cell that a spreadsheet would run as a formula
 * (starting with = + - @, a tab or a carriage return) gets a leading apostrophe (OWASP "CSV injection").
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export const enquiryCsvHeader = ["Received", "Name", "Email", "Phone", "Type", "Course", "Status", "Message", "Note", "Id"];

/** The enquiries as CSV (RFC 4180, CRLF lines, UTF-8 with a byte-order mark so spreadsheets read accents). */
export function enquiriesToCsv(list: AdminEnquiryView[]): string {
  const lines = [enquiryCsvHeader.map(csvCell).join(",")];
  for (const e of list) {
    lines.push(
      [e.createdAt, e.contactName, e.contactEmail, e.contactPhone, e.contactTrainingType, e.contactCourse ?? "", e.status, e.contactMessage, e.note, e._id]
        .map(csvCell)
        .join(","),
    );
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
