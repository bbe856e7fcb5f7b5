import "server-only";
import { inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db";
import { users } from "../../db/schema";
import { recordAudit } from "../audit/log";
import { env } from "../env";
import { issueToken } from "./tokens";

/** An invitation's set-password link lives 7 days (sales-and-batches.md §2, billing-and-delivery.md §7). */
export const INVITATION_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

export interface InvitedAccount {
  id: string;
  name: string;
  email: string;
  /** The set-password link of an account made now; undefined for an account that existed. */
  setPasswordUrl?: string;
}

/** The accounts of these (lower-case) addresses that exist, by address. */
export async function accountsByEmail(tx: DbOrTx, emails: string[]): Promise<Map<string, { id: string; name: string; email: string }>> {
  if (emails.length === 0) return new Map();
  const rows = await tx.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(sql`lower(${users.email})`, emails));
  return new Map(rows.map((a) => [a.email.toLowerCase(), a]));
}

/**
 * An unknown address gets a learner account (audited with `context`) and a set-password link valid 7 days, which also
 * activates it; the caller mails the link in the same transaction.
 */
export async function inviteAccount(tx: DbOrTx, actorUserId: string, email: string, context: Record<string, unknown>, name = email.split("@")[0]!): Promise<InvitedAccount> {
  const [made] = await tx.insert(users).values({ role: "learner", name: name.slice(0, 100), email }).returning({ id: users.id, name: users.name, email: users.email });
  await recordAudit(tx, { actorUserId, action: "create", entity: "user", entityId: made!.id, after: { email, role: "learner", ...context } });
  const token = await issueToken(tx, made!.id, "reset", INVITATION_LIFETIME_SECONDS);
  return { ...made!, setPasswordUrl: `${env().APP_URL}/auth/reset-password?token=${encodeURIComponent(token)}` };
}
