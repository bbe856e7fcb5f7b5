import { randomBytes } from "node:crypto";
import { hashPassword } from "@/lib/auth/password";
import { createSession } from "@/lib/auth/session";
import { users, type User } from "@/db/schema";
import { testDatabase } from "../setup/database";

export const TEST_PASSWORD = "Test!Pass-word9";
// One bcrypt hash per test process: cost 12 takes a while, and every test user may share the password.
let sharedHash: Promise<string> | undefined;

export interface TestUser {
  user: User;
  /** A session token for `Authorization: Bearer`. */
  token: string;
  /** The same session as a cookie header value. */
  cookie: string;
  password: string;
}

/**
 * An activated account with a password (TEST_PASSWORD) and a fresh session, made directly in the test
 * database. Options override the role, name or email; the email is unique by default.
 */
export async function makeUser(
  options: { role?: "learner" | "staff" | "trainer"; name?: string; email?: string; activated?: boolean } = {},
): Promise<TestUser> {
  const { db } = testDatabase();
  const suffix = randomBytes(4).toString("hex");
  const role = options.role ?? "learner";
  sharedHash ??= hashPassword(TEST_PASSWORD);
  const [user] = await db
    .insert(users)
    .values({
      role,
      name: options.name ?? `${role === "staff" ? "Staff" : role === "trainer" ? "Trainer" : "Learner"} ${suffix}`,
      email: options.email ?? `${role}.${suffix}@example.com`,
      passwordHash: await sharedHash,
      activatedAt: options.activated === false ? null : new Date(),
    })
    .returning();
  const { token } = await createSession(db, user!.id);
  return { user: user!, token, cookie: `tp_session=${token}`, password: TEST_PASSWORD };
}

export const makeStaff = (options: { name?: string; email?: string } = {}) => makeUser({ ...options, role: "staff" });
export const makeLearner = (options: { name?: string; email?: string; activated?: boolean } = {}) => makeUser({ ...options, role: "learner" });
