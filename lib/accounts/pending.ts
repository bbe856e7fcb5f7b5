import "server-only";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db";
import { users } from "../../db/schema";
import { revokeAllSessions } from "../auth/session";
import { invalidateTokens } from "./tokens";

/**
 * Pre-registration takeover: a registration that never activated holds a password chosen by whoever
 * registered, who need not own the address. Before anything made out to the address (a seat, a booking) is bound
 * to that account, its password and pending activation links go: the owner chooses a password through a link
 * mailed to the address. Answers whether the account was such a registration.
 */
export async function releasePendingRegistration(tx: DbOrTx, userId: string): Promise<boolean> {
  const released = await tx
    .update(users)
    .set({ passwordHash: null })
    .where(and(eq(users.id, userId), isNull(users.activatedAt), isNotNull(users.passwordHash)))
    .returning({ id: users.id });
  if (released.length === 0) return false;
  await invalidateTokens(tx, userId, "activation");
  await invalidateTokens(tx, userId, "reset");
  await revokeAllSessions(tx, userId);
  return true;
}
