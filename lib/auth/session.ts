import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, ne } from "drizzle-orm";
import { jwtVerify, SignJWT } from "jose";
import { purposeKey } from "../secrets";
import { getDb, type DbOrTx } from "../../db";
import { organizationContacts, sessions, trainers, users, type UserRole } from "../../db/schema";
import { env } from "../env";
import { ApiError } from "../errors";
import { sessionCookieNameFor } from "./session-cookie";

export const SESSION_DAYS = 15;
export const SESSION_MAX_AGE_SECONDS = SESSION_DAYS * 24 * 60 * 60;

export { SESSION_COOKIE_NAMES } from "./session-cookie";

/** The session cookie's name on this site (lib/auth/session-cookie.ts says why it changes over https). */
export function sessionCookieName(): string {
  return sessionCookieNameFor(env().APP_URL);
}

export interface SessionUser {
  _id: string;
  name: string;
  email: string;
  phone: string;
  organization: string;
  role: UserRole;
  createdAt: string;
  /** Session reminders by email and by SMS (sales-and-batches.md §3). */
  notifyEmail: boolean;
  notifySms: boolean;
  /** WhatsApp messages, opted in (billing-and-delivery.md §6). */
  notifyWhatsapp: boolean;
}

/** The columns of an account that a session carries (and any answer may show): never the password hash. */
export const sessionUserColumns = {
  _id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  organization: users.organization,
  role: users.role,
  createdAt: users.createdAt,
  notifyEmail: users.notifyEmail,
  notifySms: users.notifySms,
  notifyWhatsapp: users.notifyWhatsapp,
};

export interface ResolvedSession {
  user: SessionUser;
  sessionId: string;
  via: "cookie" | "bearer";
}

/** The session tokens' own key, derived from SESSION_SECRET (lib/secrets.ts): nothing else signed verifies here. */
function secretKey(): Uint8Array {
  return new Uint8Array(purposeKey("session"));
}

/**
 * Starts a server-side session: a 128-bit random id in a row with a 15-day absolute expiry, carried in
 * a signed token. Revoking the row ends the session wherever the token is used (cookie or Bearer).
 */
export async function createSession(tx: DbOrTx, userId: string, userAgent = ""): Promise<{ token: string; expiresAt: Date; sessionId: string }> {
  const sessionId = randomBytes(16).toString("hex");
  const expiresAt = new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000);
  await tx.insert(sessions).values({ id: sessionId, userId, expiresAt, userAgent: userAgent.slice(0, 300) });
  const token = await new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secretKey());
  return { token, expiresAt, sessionId };
}

/** The user of a token, or undefined for a bad, expired or revoked one. */
export async function verifySessionToken(token: string): Promise<{ user: SessionUser; sessionId: string } | undefined> {
  let sessionId: string;
  try {
    const { payload } = await jwtVerify(token, secretKey(), { algorithms: ["HS256"] });
    if (typeof payload.sid !== "string") return undefined;
    sessionId = payload.sid;
  } catch {
    return undefined;
  }
  const db = await getDb();
  const [row] = await db
    .select(sessionUserColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
  if (!row) return undefined;
  return { user: { ...row, createdAt: row.createdAt.toISOString() }, sessionId };
}

export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The session of a request: `Authorization: Bearer <token>` (or a bare token, as the earlier client sent), else the cookie. */
export async function resolveSession(request: Request): Promise<ResolvedSession | undefined> {
  const authorization = request.headers.get("authorization")?.trim();
  if (authorization) {
    const token = authorization.replace(/^Bearer\s+/i, "").trim();
    const found = token ? await verifySessionToken(token) : undefined;
    return found && { ...found, via: "bearer" };
  }
  const token = readCookie(request.headers.get("cookie"), sessionCookieName());
  const found = token ? await verifySessionToken(token) : undefined;
  return found && { ...found, via: "cookie" };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** True when a cookie-carrying, state-changing request comes from another site. */
export function isCrossSiteWrite(request: Request): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite) return fetchSite === "cross-site" || fetchSite === "same-site";
  const origin = request.headers.get("origin");
  if (!origin || origin === "null") return origin === "null";
  const allowed = new Set([new URL(env().APP_URL).origin, new URL(request.url).origin]);
  const host = request.headers.get("host");
  if (host) {
    allowed.add(`http://${host}`);
    allowed.add(`https://${host}`);
  }
  return !allowed.has(origin);
}

/** The signed-in user, or a 401. A cookie-authenticated write from another origin is refused with 403. */
export async function requireUser(request: Request): Promise<ResolvedSession> {
  const session = await resolveSession(request);
  if (!session) throw new ApiError("unauthorized", "Please log in to continue.");
  if (session.via === "cookie" && isCrossSiteWrite(request)) {
    throw new ApiError("forbidden", "Cross-site requests are not allowed.");
  }
  return session;
}

/** A signed-in staff member, or 401 / 403. */
export async function requireStaff(request: Request): Promise<ResolvedSession> {
  const session = await requireUser(request);
  if (session.user.role !== "staff") throw new ApiError("forbidden", "Staff only.");
  return session;
}

/**
 * A signed-in trainer (billing-and-delivery.md §8), or 401 / 403. Staff use the staff API, not the trainer's. A
 * trainer staff deactivated is no trainer: every call of the role answers 403 from that moment.
 */
export async function requireTrainer(request: Request): Promise<ResolvedSession> {
  const session = await requireUser(request);
  if (session.user.role !== "trainer" || (await isDeactivatedTrainer(session.user._id))) throw new ApiError("forbidden", "Trainers only.");
  return session;
}

/** Whether the account's trainer profile is one staff deactivated (an account without a profile is not). */
export async function isDeactivatedTrainer(userId: string): Promise<boolean> {
  const [row] = await (
    await getDb()
  )
    .select({ id: trainers.id })
    .from(trainers)
    .where(and(eq(trainers.userId, userId), eq(trainers.active, false)))
    .limit(1);
  return row !== undefined;
}

/** A signed-in training lead of at least one organisation (§7), or 401 / 403. */
export async function requireLead(request: Request): Promise<ResolvedSession> {
  const session = await requireUser(request);
  if (!(await isTrainingLead(session.user._id))) throw new ApiError("forbidden", "Training leads only.");
  return session;
}

/** Whether the account is the training lead of some organisation (a read of lib/organizations' table). */
export async function isTrainingLead(userId: string): Promise<boolean> {
  const [row] = await (
    await getDb()
  )
    .select({ id: organizationContacts.id })
    .from(organizationContacts)
    .where(and(eq(organizationContacts.userId, userId), eq(organizationContacts.isLead, true)))
    .limit(1);
  return row !== undefined;
}

export async function revokeSession(sessionId: string): Promise<void> {
  const db = await getDb();
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of the account (all devices, cookie and Bearer), except `keep` if given. */
export async function revokeAllSessions(tx: DbOrTx, userId: string, keep?: string): Promise<void> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keep) conditions.push(ne(sessions.id, keep));
  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(...conditions));
}

/** Set-Cookie value for a new session (HttpOnly, SameSite=Lax, Path=/, Secure over https, no Domain). */
export function sessionCookie(token: string, maxAgeSeconds = SESSION_MAX_AGE_SECONDS): string {
  const secure = env().APP_URL.startsWith("https://");
  return [`${sessionCookieName()}=${token}`, "Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${maxAgeSeconds}`, ...(secure ? ["Secure"] : [])].join("; ");
}

export function clearedSessionCookie(): string {
  return sessionCookie("", 0);
}

/**
 * A readable companion of the session cookie that says only "a session may exist". Public pages are the same
 * cached bytes for everyone; a line of script in the page reads this hint before the first paint, so a signed-in
 * visitor never sees the Login button flash, and the navigation then asks authVerify who it is. It grants
 * nothing: the session is the HttpOnly cookie.
 */
export const SIGNED_IN_HINT_COOKIE = "tp_signed_in";

function signedInHintCookie(maxAgeSeconds: number): string {
  const secure = env().APP_URL.startsWith("https://");
  return [`${SIGNED_IN_HINT_COOKIE}=${maxAgeSeconds > 0 ? "1" : ""}`, "Path=/", "SameSite=Lax", `Max-Age=${maxAgeSeconds}`, ...(secure ? ["Secure"] : [])].join(
    "; ",
  );
}

/** The Set-Cookie headers of a new session: the session itself and its readable hint. */
export function sessionCookies(token: string): [string, string][] {
  return [
    ["Set-Cookie", sessionCookie(token)],
    ["Set-Cookie", signedInHintCookie(SESSION_MAX_AGE_SECONDS)],
  ];
}

/** The Set-Cookie headers that end the session in this browser, hint included. */
export function clearedSessionCookies(): [string, string][] {
  return [
    ["Set-Cookie", clearedSessionCookie()],
    ["Set-Cookie", signedInHintCookie(0)],
  ];
}
