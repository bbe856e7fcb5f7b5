import "server-only";
import { now } from "../clock";
import { csvCell } from "../csv";
import type { Enquiry } from "./types";

export const enquiryCsvHeader = ["Received", "Name", "Email", "Phone", "Type", "Course", "Status", "Message", "Note", "Id"];

/** The enquiries as CSV (RFC 4180, CRLF lines, UTF-8 with a byte-order mark so spreadsheets read accents). */
export function enquiriesToCsv(list: Enquiry[]): string {
  const lines = [enquiryCsvHeader.map(csvCell).join(",")];
  for (const e of list) {
    lines.push(
      [e.createdAt.toISOString(), e.name, e.email, e.phone, e.trainingType, e.courseTitle ?? "", e.status, e.message, e.staffNote, e.id].map(csvCell).join(","),
    );
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** The download's answer: the CSV as an attachment named for the day. */
export function enquiriesCsvResponse(list: Enquiry[]): Response {
  return new Response(enquiriesToCsv(list), {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="enquiries-${now().toISOString().slice(0, 10)}.csv"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
