import "server-only";
import { getDb } from "../../db";
import { attendanceMarks } from "../attendance/marks";
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
 * One booking's attendance for its lead: each learner of the booking against every session date, `present` or
 * `absent` by the one attendance rule (a correction, then the roster, then a Join click), `absent` once the session
 * has ended with nothing known of them, or nothing while it is still to come.
 */
export async function bookingAttendance(userId: string, bookingId: string, at: Date = clockNow()): Promise<BookingAttendance> {
  const db = await getDb();
  const booking = await leadBooking(db, userId, bookingId);
  const training = (await findAttendanceTraining(db, booking.trainingId))!;
  const sessions = sessionsOf(patternOf(training));
  const markOf = await attendanceMarks(
    db,
    [booking.trainingId],
    booking.learners.map((l) => l.userId),
  );
  // The one rule staff and certificates use: a correction, then the roster, then a Join click.
  const markAt = (userId: string, s: (typeof sessions)[number]): SessionMark => {
    const mark = markOf(booking.trainingId, userId, s.date);
    if (mark) return mark.present ? "present" : "absent";
    return s.endsAt <= at ? "absent" : "";
  };
  return {
    bookingNumber: booking.number,
    sessions: sessions.map((s) => s.date),
    learners: booking.learners.map((l) => {
      const marks = sessions.map((s) => markAt(l.userId, s));
      return {
        userId: l.userId,
        name: l.clientSeesName ? l.name : l.email,
        email: l.email,
        marks,
        rate: attendanceRate(marks.filter((m) => m === "present").length, sessions.length),
      };
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
