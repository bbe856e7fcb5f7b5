import "server-only";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "../../db";
import { users } from "../../db/schema";
import { hashPassword } from "../auth/password";
import { revokeAllSessions } from "../auth/session";
import { passwordSchema } from "../validation/password";
import { cacheTags, invalidateTags } from "../cache";

export const staffInputSchema = z.object({
  email: z.string().trim().toLowerCase().email("Email format is invalid.").max(254),
  name: z.string().trim().min(3, "Name must be between 3 and 30 characters.").max(30, "Name must be between 3 and 30 characters."),
  password: passwordSchema,
});

/**
 * Creates an activated staff account, or promotes the existing account of that email (a learner keeps
 * its history; its password is replaced and its other sessions end).
 */
export async function createOrPromoteStaff(input: z.input<typeof staffInputSchema>): Promise<{ created: boolean; userId: string }> {
  const { email, name, password } = staffInputSchema.parse(input);
  const passwordHash = await hashPassword(password);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    // The count of accounts of each role (lib/users/staff.ts) changes either way.
    invalidateTags(cacheTags.accounts);
    if (existing) {
      await tx
        .update(users)
        .set({ role: "staff", passwordHash, activatedAt: sql`coalesce(${users.activatedAt}, now())`, passwordChangedAt: new Date() })
        .where(eq(users.id, existing.id));
      await revokeAllSessions(tx, existing.id);
      return { created: false, userId: existing.id };
    }
    const [created] = await tx.insert(users).values({ role: "staff", name, email, passwordHash, activatedAt: new Date() }).returning({ id: users.id });
    return { created: true, userId: created!.id };
  });
}
