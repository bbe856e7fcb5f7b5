import "server-only";
import { eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db";
import { users, type UserRole } from "../../db/schema";
import { recordAudit } from "../audit/log";
import { env } from "../env";
import { releasePendingRegistration } from "./pending";
import { issueToken } from "./tokens";
import { cacheTags, invalidateTags } from "../cache";

/** An invitation's set-password link lives 7 days (sales-and-batches.md §2, billing-and-delivery.md §7–§8). */
export const INVITATION_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

export interface InvitedAccount {
  id: string;
  name: string;
  email: string;
  /** Whether the account was made now (false: the address already had one). */
  created: boolean;
  /**
   * `{APP_URL}/auth/reset-password?token=…`, valid 7 days and once, when the owner must choose a password: a new
   * account, or a registration that never activated (its password was dropped). Undefined for an account whose owner
   * already holds it: they get a notice instead.
   */
  setPasswordUrl: string | undefined;
}

/**
 * Every invitation of an address (a booking's learner, a substitute, a trainer, a training lead): someone the product
 * has no account for yet gets an account of `role` without a password, audited, and a set-password link for the
 * invitation mail the caller sends in the same transaction. An existing account is bound as it is, except a
 * registration that never activated: its password is whoever registered's, who need not own the address, so it goes
 * (with its pending links and sessions) and the owner gets a set-password link instead. `audit` adds the context of
 * the invitation to the audit row of a new account (e.g. the booking's number).
 */
export async function inviteAccount(
  tx: DbOrTx,
  actorUserId: string | null,
  invitee: { email: string; name?: string; role: UserRole; audit?: Record<string, unknown> },
): Promise<InvitedAccount> {
  const email = invitee.email.trim().toLowerCase();
  const existing = await accountByEmail(tx, email);
  if (existing) {
    const released = await releasePendingRegistration(tx, existing.id);
    return {
      id: existing.id,
      name: existing.name,
      email: existing.email,
      created: false,
      setPasswordUrl: released ? await setPasswordLink(tx, existing.id) : undefined,
    };
  }
  const name = (invitee.name?.trim() || email.split("@")[0]!).slice(0, 100);
  const [made] = await tx.insert(users).values({ role: invitee.role, name, email }).returning({ id: users.id, name: users.name, email: users.email });
  invalidateTags(cacheTags.accounts);
  await recordAudit(tx, { actorUserId, action: "create", entity: "user", entityId: made!.id, after: { email, role: invitee.role, ...invitee.audit } });
  return { ...made!, created: true, setPasswordUrl: await setPasswordLink(tx, made!.id) };
}

/** A set-password link for an account, valid 7 days and once (an invitation, or a pending registration's owner). */
export async function setPasswordLink(tx: DbOrTx, userId: string): Promise<string> {
  const token = await issueToken(tx, userId, "reset", INVITATION_LIFETIME_SECONDS);
  return `${env().APP_URL}/auth/reset-password?token=${encodeURIComponent(token)}`;
}

/** The account of an email (any case), or undefined. */
export async function accountByEmail(tx: DbOrTx, email: string) {
  const [row] = await tx
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return row;
}

/** An account's role changes (a learner invited as a trainer becomes one), audited. */
export async function changeAccountRole(tx: DbOrTx, actorUserId: string | null, userId: string, from: UserRole, to: UserRole): Promise<void> {
  await tx.update(users).set({ role: to, updatedAt: new Date() }).where(eq(users.id, userId));
  invalidateTags(cacheTags.accounts);
  await recordAudit(tx, { actorUserId, action: "update", entity: "user", entityId: userId, before: { role: from }, after: { role: to } });
}

/** Staff correct a person's name or phone on a profile they manage (a trainer's). */
export async function updateAccountContact(tx: DbOrTx, userId: string, changes: { name?: string; phone?: string }): Promise<void> {
  const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length)
    await tx
      .update(users)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(users.id, userId));
}

/** The accounts of these (lower-case) addresses that exist, by address. */
export async function accountsByEmail(tx: DbOrTx, emails: string[]): Promise<Map<string, { id: string; name: string; email: string }>> {
  if (emails.length === 0) return new Map();
  const rows = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  return new Map(rows.map((a) => [a.email.toLowerCase(), a]));
}

/**
 * The id of the account of this address, made without a password when there is none (the demo seed's review authors
 * and trainer: they exist to sign reviews and teach, not to sign in). An existing account is left as it is.
 */
export async function ensureAccount(tx: DbOrTx, account: { name: string; email: string; role?: UserRole; activatedAt?: Date }): Promise<string> {
  await tx.insert(users).values(account).onConflictDoNothing();
  invalidateTags(cacheTags.accounts);
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${account.email.toLowerCase()}`);
  return row!.id;
}
