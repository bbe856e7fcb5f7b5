import { randomBytes } from "node:crypto";
import { createSession } from "@/lib/auth/session";
import { users } from "@/db/schema";
import { testDatabase } from "../setup/database";

/** An activated account and a session token for it (no password: it signs in by token only). */
export async function makeAccount(options: { role?: "learner" | "staff"; name?: string; email?: string } = {}) {
  const { db } = testDatabase();
  const suffix = randomBytes(4).toString("hex");
  const [user] = await db
    .insert(users)
    .values({
      role: options.role ?? "learner",
      name: options.name ?? `Learner ${suffix}`,
      email: options.email ?? `learner.${suffix}@example.com`,
      activatedAt: new Date(),
    })
    .returning();
  const { token } = await createSession(db, user!.id);
  return { user: user!, token };
}
