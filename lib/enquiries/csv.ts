import "server-only";
import { now } from "../clock";
import { download } from "../http/download";
import { toCsv } from "../csv";
import type { Enquiry } from "./types";

export const enquiryCsvHeader = ["Received", "Name", "Email", "Phone", "Type", "Course", "Status", "Message", "Note", "Id"];

/** The enquiries as CSV (RFC 4180, CRLF lines, UTF-8 with a byte-order mark, formula-safe: lib/http/download.ts). */
export function enquiriesToCsv(list: Enquiry[]): string {
  return toCsv([
    enquiryCsvHeader,
    ...list.map((e) => [e.createdAt.toISOString(), e.name, e.email, e.phone, e.trainingType, e.courseTitle ?? "", e.status, e.message, e.staffNote, e.id]),
  ]);
}

/** The download's answer: the CSV as an attachment named for the day. */
export function enquiriesCsvResponse(list: Enquiry[]): Response {
  return download(enquiriesToCsv(list), { filename: `enquiries-${now().toISOString().slice(0, 10)}.csv`, type: "text/csv" });
}
