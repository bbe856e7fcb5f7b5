// Trainers straight into the test database (billing-and-delivery.md §8): an account with the trainer role and its
// profile row, and a training's trainer set by hand (lib/trainers owns the real assignment).
import { eq } from "drizzle-orm";
import { trainers, trainings, users } from "@/db/schema";
import { testDatabase } from "../setup/database";
import { makeUser, type TestUser } from "./users";

export interface TestTrainer extends TestUser {
  trainerId: string;
}

export async function makeTrainer(options: { name?: string; email?: string } = {}): Promise<TestTrainer> {
  const { db } = testDatabase();
  const made = await makeUser(options);
  const [user] = await db.update(users).set({ role: "trainer" }).where(eq(users.id, made.user.id)).returning();
  const [row] = await db
    .insert(trainers)
    .values({ userId: made.user.id, timeZone: "Asia/Kolkata", skills: ["Kubernetes"] })
    .returning();
  return { ...made, user: user!, trainerId: row!.id };
}

export async function assignTrainer(trainingId: string, trainerId: string | null): Promise<void> {
  await testDatabase().db.update(trainings).set({ trainerId }).where(eq(trainings.id, trainingId));
}
