// Trainers, organisations and their training leads straight into the test database (billing-and-delivery.md §7–§8).
// Organisations belong to lib/organizations, built on another branch: tests make them here, not through its API.
import { eq } from "drizzle-orm";
import { bookings, organizationContacts, organizations, trainers, trainings } from "@/db/schema";
import { testDatabase } from "../setup/database";
import { makeTraining, makeTwoCourses } from "./catalogue";
import { makeStaff, makeUser, type TestUser } from "./users";

export interface TestTrainer extends TestUser {
  trainerId: string;
}

/** A signed-in trainer with a profile (Asia/Kolkata, INR 2,000.00 an hour unless told). */
export async function makeTrainer(
  options: { name?: string; email?: string; timeZone?: string; hourlyRateMinor?: number | null; active?: boolean } = {},
): Promise<TestTrainer> {
  const account = await makeUser({ role: "trainer", name: options.name, email: options.email });
  const [row] = await testDatabase()
    .db.insert(trainers)
    .values({
      userId: account.user.id,
      skills: ["Kubernetes"],
      timeZone: options.timeZone ?? "Asia/Kolkata",
      hourlyRateMinor: options.hourlyRateMinor === undefined ? 200_000 : options.hourlyRateMinor,
      active: options.active ?? true,
    })
    .returning({ id: trainers.id });
  return { ...account, trainerId: row!.id };
}

/** A batch of a new course on `schedule`, taught by a trainer (named `trainerName`); a second trainer who does not teach it; a staff account. */
export async function makeTaughtBatch(schedule: Partial<typeof trainings.$inferInsert>, trainerName?: string) {
  const [courseId] = await makeTwoCourses();
  const staff = await makeStaff();
  const trainer = await makeTrainer({ name: trainerName });
  const otherTrainer = await makeTrainer();
  const training = await makeTraining(courseId, { ...schedule, trainerId: trainer.trainerId });
  return { staff, trainer, otherTrainer, trainingId: training.id };
}

/** An organisation whose lead contact is a signed-in account (a learner). */
export async function makeOrganizationWithLead(name = "Acme Cloud Pvt Ltd"): Promise<{ organizationId: string; lead: TestUser }> {
  const { db } = testDatabase();
  const lead = await makeUser({ role: "learner" });
  const [org] = await db.insert(organizations).values({ name, billingAddress: "1 MG Road\nBengaluru", stateCode: "29" }).returning({ id: organizations.id });
  await db.insert(organizationContacts).values({ organizationId: org!.id, name: lead.user.name, email: lead.user.email, isLead: true, userId: lead.user.id });
  return { organizationId: org!.id, lead };
}

/** Makes a booking an organisation's (bookings take organizationId through lib/organizations' branch). */
export async function linkBooking(bookingId: string, organizationId: string): Promise<void> {
  await testDatabase().db.update(bookings).set({ organizationId }).where(eq(bookings.id, bookingId));
}
