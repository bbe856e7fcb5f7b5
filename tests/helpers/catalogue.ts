// Courses, trainings and enrolments straight into the test database (the learner-side tests' fixtures).
import { courses, enrolments, trainings } from "@/db/schema";
import { clearCache } from "@/lib/cache";
import { addDays } from "@/lib/schedule/schedule";
import { dateInZone } from "@/lib/schedule/status";
import { testDatabase } from "../setup/database";

/** Today in the trainings' zone. */
export const today = dateInZone(new Date(), "Asia/Kolkata");

const kubernetes = { title: "Kubernetes Operations", shortDescription: "Run clusters in production.", durationHours: 30 };

/** Two courses: a Kubernetes one and a security one; answers their ids. */
export async function makeTwoCourses(): Promise<[string, string]> {
  const made = await testDatabase()
    .db.insert(courses)
    .values([kubernetes, { title: "Threat Hunting Basics", shortDescription: "Find attackers in your logs.", durationHours: 20 }])
    .returning();
  return [made[0]!.id, made[1]!.id];
}

/** One course, the Kubernetes one; answers its id. */
export async function makeCourse(): Promise<string> {
  const [made] = await testDatabase().db.insert(courses).values(kubernetes).returning();
  return made!.id;
}

/** A training of the course running from yesterday to tomorrow, 19:00–21:00 in Asia/Kolkata, unless told otherwise. */
export async function makeTraining(courseId: string, values: Partial<typeof trainings.$inferInsert> = {}) {
  const [t] = await testDatabase()
    .db.insert(trainings)
    .values({
      courseId,
      startDate: addDays(today, -1),
      endDate: addDays(today, 1),
      startTime: "19:00",
      endTime: "21:00",
      timeZone: "Asia/Kolkata",
      meetingLink: `https://meet.example.com/${Math.random().toString(36).slice(2)}`,
      ...values,
    })
    .returning();
  clearCache();
  return t!;
}

export async function enrol(userId: string, trainingId: string, isActive = true) {
  await testDatabase().db.insert(enrolments).values({ userId, trainingId, isActive });
}
