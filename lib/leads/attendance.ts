import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { getDb } from "../../db";
import { attendance } from "../../db/schema";
import { findAttendanceTraining, patternOf } from "../attendance/training";
import { attendanceRate } from "../attendance/validation";
import { now as clockNow } from "../clock";
import { download } from "../http/download";
import { sessionsOf } from "../schedule/sessions";
import { toCsv } from "../csv";
import { leadBooking } from "./overview";

export type SessionMark = "present" | "absent" | "";

export interface BookingAttendance {
  bookingNumber: string;
  sessions: string[];
  learners: { userId: string; name: string; email: string; marks: SessionMark[]; rate: number }[];
}

/**
 * One booking's attendance for its lead: each learner of the booking against every session date, `present`,
 * `absent` once the session has ended without them, or nothing while it is still to come.
 */
export async function bookingAttendance(userId: string, bookingId: string, at: Date = clockNow()): Promise<BookingAttendance> {
  const db = await getDb();
  const booking = await leadBooking(db, userId, bookingId);
  const training = (await findAttendanceTraining(db, booking.trainingId))!;
  const sessions = sessionsOf(patternOf(training));
  const userIds = booking.learners.map((l) => l.userId);
  const records = userIds.length
    ? await db
        .select({ userId: attendance.userId, date: attendance.sessionDate })
        .from(attendance)
        .where(and(eq(attendance.trainingId, booking.trainingId), inArray(attendance.userId, userIds)))
    : [];
  const attended = new Set(records.map((r) => `${r.userId}/${r.date}`));
  return {
    bookingNumber: booking.number,
    sessions: sessions.map((s) => s.date),
    learners: booking.learners.map((l) => {
      const marks = sessions.map((s): SessionMark => (attended.has(`${l.userId}/${s.date}`) ? "present" : s.endsAt <= at ? "absent" : ""));
      return { userId: l.userId, name: l.name, email: l.email, marks, rate: attendanceRate(marks.filter((m) => m === "present").length, sessions.length) };
    }),
  };
}

/** The grid as CSV (RFC 4180, UTF-8 with a byte-order mark; cells a spreadsheet would run get an apostrophe, as every export). */
export function bookingAttendanceCsv(grid: BookingAttendance): string {
  return toCsv([["Name", "Email", ...grid.sessions, "Rate (%)"], ...grid.learners.map((l) => [l.name, l.email, ...l.marks, l.rate])]);
}

export function bookingAttendanceResponse(grid: BookingAttendance): Response {
  return download(bookingAttendanceCsv(grid), {
    filename: `attendance-${grid.bookingNumber}.csv`,
    type: "text/csv",
    headers: { "Cache-Control": "private, no-store" },
  });
}
