import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db";
import { courses, trainings } from "../../db/schema";
import type { SessionPattern, Weekday } from "../schedule/sessions";
import { sessionPatternColumns } from "../trainings/reads";
import type { Schedule } from "../schedule/schedule";

/** What attendance and certificates need of a training: its schedule (with days and skip dates), link and course. */
export const attendanceTrainingColumns = {
  id: trainings.id,
  courseTitle: courses.title,
  ...sessionPatternColumns,
  isCancelled: trainings.isCancelled,
  meetingLink: trainings.meetingLink,
  certificatesIssuedAt: trainings.certificatesIssuedAt,
};
export interface AttendanceTraining extends Schedule {
  id: string;
  courseTitle: string;
  days: string[];
  skipDates: string[];
  isCancelled: boolean;
  meetingLink: string;
  certificatesIssuedAt: Date | null;
}

/** A training's row with its course title, or undefined. */
export async function findAttendanceTraining(tx: DbOrTx, trainingId: string): Promise<AttendanceTraining | undefined> {
  const [row] = await tx
    .select(attendanceTrainingColumns)
    .from(trainings)
    .innerJoin(courses, eq(courses.id, trainings.courseId))
    .where(eq(trainings.id, trainingId));
  return row;
}

/** The row as the pure session rules read it. */
export function patternOf(row: AttendanceTraining): SessionPattern {
  return { ...row, days: row.days as Weekday[], skipDates: row.skipDates };
}

/** Ids are letters and digits (api.md §1): anything else names nothing. */
export const isId = (value: string) => /^[A-Za-z0-9]{1,64}$/.test(value);
