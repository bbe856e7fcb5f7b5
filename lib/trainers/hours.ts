import "server-only";
import { and, asc, eq, gte, lte } from "drizzle-orm";
import { getDb } from "../../db";
import { courses, trainings } from "../../db/schema";
import { money, type Money } from "../money";
import { addDays } from "../schedule/schedule";
import { sessionPatternColumns } from "../trainings/reads";
import { sessionsOf, type Weekday } from "../schedule/sessions";
import { findTrainer } from "./reads";

export interface HoursSheet {
  month: string;
  sessions: { trainingId: string; courseTitle: string; date: string; hours: number }[];
  hours: number;
  /** hours × the hourly rate; null while no rate is agreed. */
  amount: Money | null;
}

const MINUTE = 60_000;
const lastDayOf = (month: string) => addDays(`${nextMonth(month)}-01`, -1);
function nextMonth(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
}

/**
 * GET /api/admin/trainers/{id}/hours?month=YYYY-MM: the scheduled sessions of the trainer's not cancelled batches
 * whose date (in the batch's zone) falls in the month, their hours and what they come to at the hourly rate.
 */
export async function trainerHours(id: string, month: string): Promise<HoursSheet> {
  const db = await getDb();
  const trainer = await findTrainer(db, id);
  const first = `${month}-01`;
  const last = lastDayOf(month);
  const rows = await db
    .select({
      id: trainings.id,
      courseTitle: courses.title,
      ...sessionPatternColumns,
    })
    .from(trainings)
    .innerJoin(courses, eq(courses.id, trainings.courseId))
    .where(and(eq(trainings.trainerId, id), eq(trainings.isCancelled, false), lte(trainings.startDate, last), gte(trainings.endDate, first)))
    .orderBy(asc(trainings.startDate), asc(trainings.id));
  const sessions = rows
    .flatMap((t) =>
      sessionsOf({ ...t, days: t.days as Weekday[] })
        .filter((s) => s.date >= first && s.date <= last)
        .map((s) => ({
          trainingId: t.id,
          courseTitle: t.courseTitle,
          date: s.date,
          minutes: Math.round((s.endsAt.getTime() - s.startsAt.getTime()) / MINUTE),
        })),
    )
    .sort((a, b) => a.date.localeCompare(b.date) || a.trainingId.localeCompare(b.trainingId));
  const minutes = sessions.reduce((sum, s) => sum + s.minutes, 0);
  const rate = trainer.hourlyRate;
  return {
    month,
    sessions: sessions.map(({ minutes: m, ...s }) => ({ ...s, hours: Math.round((m / 60) * 100) / 100 })),
    hours: Math.round((minutes / 60) * 100) / 100,
    amount: rate ? money(Math.round((minutes * Math.round(rate.amount * 100)) / 60), rate.currency) : null,
  };
}
