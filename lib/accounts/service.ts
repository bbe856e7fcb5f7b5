import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
import { bookings, enrolments, users, type User } from "../../db/schema";
import { hashPassword, verifyPassword } from "../auth/password";
import { createSession, revokeAllSessions, sessionUserColumns, type SessionUser } from "../auth/session";
import { env } from "../env";
import { ApiError } from "../errors";
import { clear, enforce } from "../http/rate-limit";
import { enqueueMail } from "../mail/outbox";
import { activationMail, choosePasswordMail, duplicateRegistrationMail, passwordChangedMail, passwordResetMail } from "../mail/templates/accounts";
import { toE164 } from "../sms";
import { accountMessages, type RegisterBody } from "../validation/account";
import { accountLimits } from "./limits";
import { releasePendingRegistration } from "./pending";
import { consumeVerifiedPhone, hasVerifiedPhone } from "./otp";
import { consumeToken, invalidateTokens, isTokenUsable, issueToken } from "./tokens";
import { cacheTags, invalidateTags } from "../cache";

const phoneNotVerified = () => new ApiError("bad_request", accountMessages.phoneNotVerified, { fieldErrors: { phone: accountMessages.phoneNotVerified } });

/** What any answer may show of an account: never the password hash or the activation state. */
export function toPublicUser(
  row: Pick<User, "id" | "name" | "email" | "phone" | "organization" | "role" | "createdAt" | "notifyEmail" | "notifySms" | "notifyWhatsapp">,
): SessionUser {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    organization: row.organization,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    notifyEmail: row.notifyEmail,
    notifySms: row.notifySms,
    notifyWhatsapp: row.notifyWhatsapp,
  };
}

const link = (path: string, token?: string) => `${env().APP_URL}${path}${token ? `?token=${encodeURIComponent(token)}` : ""}`;

async function holdsBookingSeat(tx: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(sql`${enrolments.userId} = ${userId} and ${enrolments.bookingId} is not null`)
    .limit(1);
  return Boolean(row);
}

async function findByEmail(tx: DbOrTx, email: string) {
  const [row] = await tx
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

/**
 * POST /api/user/register. Needs a phone verified through the OTP calls within 15 minutes and not used before,
 * consumed in the same transaction as the account. A known email answers exactly like a new one: no second
 * account, and the owner gets a notice instead.
 */
export async function registerAccount(body: RegisterBody, ip: string): Promise<void> {
  await enforce(accountLimits.registerIp, ip);
  const phone = toE164(body.phone);
  const db = await getDb();
  // The cheap check first: an unverified phone costs no password work (the transaction checks again, and consumes).
  if (!(await hasVerifiedPhone(db, phone))) throw phoneNotVerified();
  // Hashed before the transaction (CPU-bound) and for known emails too, so both answers take the same time.
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    if (!(await consumeVerifiedPhone(tx, phone))) throw phoneNotVerified();
    const [created] = await tx
      .insert(users)
      .values({ role: "learner", name: body.name, email: body.email, phone, passwordHash })
      .onConflictDoNothing()
      .returning({ id: users.id, name: users.name, email: users.email });
    if (created) {
      invalidateTags(cacheTags.accounts);
      const token = await issueToken(tx, created.id, "activation");
      await enqueueMail(tx, activationMail(created, link("/auth/verify-account", token)));
      return;
    }
    const owner = await findByEmail(tx, body.email);
    if (owner) await enqueueMail(tx, duplicateRegistrationMail(owner, link("/auth/login"), link("/auth/forget-password")));
  });
}

/** Whether bookings are made out to the address (as buyer), or the account holds a booking's seat. */
async function madeOutTo(tx: DbOrTx, user: Pick<User, "id" | "email">): Promise<boolean> {
  const [booking] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(sql`lower(${bookings.buyerEmail}) = ${user.email.toLowerCase()}`)
    .limit(1);
  return Boolean(booking) || (await holdsBookingSeat(tx, user.id));
}

/**
 * POST /api/user/activateEmail: a valid activation link activates its account, once. Whoever registered chose the
 * password, and may not own the address: when bookings are made out to the address, the activation (which proves
 * the mailbox) keeps them from that password: it goes, and the owner is mailed a link to choose their own.
 */
export async function activateAccount(token: string, ip: string): Promise<void> {
  await enforce(accountLimits.tokenIp, ip);
  const db = await getDb();
  const activated = await db.transaction(async (tx) => {
    const used = await consumeToken(tx, token, "activation");
    if (!used) return false;
    const [user] = await tx.select().from(users).where(eq(users.id, used.userId));
    if (user && !user.activatedAt && (await madeOutTo(tx, user)) && (await releasePendingRegistration(tx, user.id))) {
      await enqueueMail(tx, choosePasswordMail(user, link("/auth/reset-password", await issueToken(tx, user.id, "reset"))));
    }
    await tx
      .update(users)
      .set({ activatedAt: sql`coalesce(${users.activatedAt}, now())` })
      .where(eq(users.id, used.userId));
    return true;
  });
  if (!activated) throw new ApiError("bad_request", accountMessages.activationLinkInvalid);
}

/** POST /api/user/resendActivation: a new link for an account that never activated; the same answer for any email. */
export async function resendActivation(email: string, ip: string): Promise<void> {
  await enforce(accountLimits.resendIp, ip);
  await enforce(accountLimits.resendEmail, email);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const user = await findByEmail(tx, email);
    if (!user || user.activatedAt || !user.passwordHash) return;
    const token = await issueToken(tx, user.id, "activation");
    await enqueueMail(tx, activationMail(user, link("/auth/verify-account", token)));
  });
}

/**
 * POST /api/user/login. Unknown email and wrong password: same status, body and time (a dummy hash is compared).
 * Attempts are counted before the check: per address, per account and address, and (looser) per account from
 * every address; a success clears the account's counts.
 * A correct password on an account that never activated gets no session and the same answer as a wrong one:
 * otherwise registering someone's address and signing in with the new password would tell whether the address
 * had an account before (a known address keeps its owner's password, a new one takes ours). The login form
 * offers the activation link again after any failure instead.
 */
export async function login(email: string, password: string, ip: string, userAgent: string): Promise<{ token: string; user: SessionUser }> {
  const account = email.toLowerCase();
  await enforce(accountLimits.loginIp, ip);
  await enforce(accountLimits.loginAccountAddress, `${account}|${ip}`);
  await enforce(accountLimits.loginAccount, account);
  const db = await getDb();
  const user = await findByEmail(db, email);
  const matches = await verifyPassword(password, user?.passwordHash);
  if (!user || !matches || !user.activatedAt) throw new ApiError("bad_request", accountMessages.invalidCredentials);
  await clear(accountLimits.loginAccountAddress, `${account}|${ip}`);
  await clear(accountLimits.loginAccount, account);
  const { token } = await createSession(db, user.id, userAgent);
  return { token, user: toPublicUser(user) };
}

/**
 * POST /api/user/forgetPassword: mail goes only to a known account; the answer is the same either way. It has
 * limits of its own, so an attacker who exhausts the sign-in limit can't keep the owner from resetting.
 */
export async function requestPasswordReset(email: string, ip: string): Promise<void> {
  await enforce(accountLimits.forgetIp, ip);
  await enforce(accountLimits.forgetEmail, email);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const user = await findByEmail(tx, email);
    // An account without a password can't reset one, unless staff made it for a booking's seat (its invitation may have expired).
    if (!user || (!user.passwordHash && !(await holdsBookingSeat(tx, user.id)))) return;
    const token = await issueToken(tx, user.id, "reset");
    await enqueueMail(tx, passwordResetMail(user, link("/auth/reset-password", token)));
  });
}

async function setPassword(tx: DbOrTx, user: Pick<User, "id" | "name" | "email">, passwordHash: string, how: "changed" | "reset") {
  await tx
    .update(users)
    // A reset proves the mailbox, so it also activates an account that never did.
    .set({ passwordHash, passwordChangedAt: new Date(), ...(how === "reset" ? { activatedAt: sql`coalesce(${users.activatedAt}, now())` } : {}) })
    .where(eq(users.id, user.id));
  await invalidateTokens(tx, user.id, "reset");
  await revokeAllSessions(tx, user.id);
  await enqueueMail(tx, passwordChangedMail(user, link("/auth/login"), how));
}

/** POST /api/user/resetPassword: a valid, unused, unexpired reset link sets the password and ends every session. */
export async function resetPassword(token: string, newPassword: string, ip: string): Promise<void> {
  await enforce(accountLimits.tokenIp, ip);
  const db = await getDb();
  // A dead link costs no password work; the transaction below uses the token once.
  if (!(await isTokenUsable(db, token, "reset"))) throw new ApiError("bad_request", accountMessages.resetLinkInvalid);
  const passwordHash = await hashPassword(newPassword);
  const email = await db.transaction(async (tx) => {
    const used = await consumeToken(tx, token, "reset");
    if (!used) return undefined;
    const [user] = await tx.select().from(users).where(eq(users.id, used.userId));
    // A link issued before the last password change is dead even if it was somehow left unused.
    if (!user || (user.passwordChangedAt && user.passwordChangedAt > used.createdAt)) return undefined;
    await setPassword(tx, user, passwordHash, "reset");
    return user.email.toLowerCase();
  });
  if (!email) throw new ApiError("bad_request", accountMessages.resetLinkInvalid);
  // The owner is back in: forget failed sign-ins counted against the account.
  await clear(accountLimits.loginAccount, email);
}

/** POST /api/user/updateUserPassword: needs the current password; ends every session of the account, this one too. */
export async function changePassword(userId: string, currentPassword: string, newPassword: string): Promise<void> {
  await enforce(accountLimits.changePasswordUser, userId);
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user || !(await verifyPassword(currentPassword, user.passwordHash))) {
    throw new ApiError("bad_request", accountMessages.currentPasswordWrong, { fieldErrors: { password: accountMessages.currentPasswordWrong } });
  }
  if (currentPassword === newPassword) {
    throw new ApiError("bad_request", accountMessages.passwordUnchanged, { fieldErrors: { npassword: accountMessages.passwordUnchanged } });
  }
  const passwordHash = await hashPassword(newPassword);
  await db.transaction((tx) => setPassword(tx, user, passwordHash, "changed"));
  await clear(accountLimits.changePasswordUser, userId);
}

/** PUT /api/user/updateUserDetails: name, organization and the reminder channels (absent: unchanged); nothing else of the body is read. */
export async function updateProfile(
  userId: string,
  changes: { name: string; organization: string; notifyEmail?: boolean; notifySms?: boolean; notifyWhatsapp?: boolean },
): Promise<SessionUser> {
  const db = await getDb();
  const [row] = await db
    .update(users)
    .set({
      name: changes.name,
      organization: changes.organization,
      ...(changes.notifyEmail === undefined ? {} : { notifyEmail: changes.notifyEmail }),
      ...(changes.notifySms === undefined ? {} : { notifySms: changes.notifySms }),
      ...(changes.notifyWhatsapp === undefined ? {} : { notifyWhatsapp: changes.notifyWhatsapp }),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning(sessionUserColumns);
  if (!row) throw new ApiError("unauthorized", "Please log in to continue.");
  return { ...row, createdAt: row.createdAt.toISOString() };
}
