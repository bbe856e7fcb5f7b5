import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { userRoles, type UserRole } from "../../lib/validation/users";
import { belongsTo, createdAt, idColumn, updatedAt } from "./_columns";

export { userRoles, type UserRole };

export const users = pgTable(
  "users",
  {
    id: idColumn(),
    role: text("role", { enum: userRoles }).notNull().default("learner"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    organization: text("organization").notNull().default(""),
    // Null for accounts that cannot sign in (demo review authors).
    passwordHash: text("password_hash"),
    activatedAt: timestamp("activated_at", { withTimezone: true }),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }),
    // Session reminders by channel (sales-and-batches.md §3); learners switch each off in their profile.
    notifyEmail: boolean("notify_email").notNull().default(true),
    notifySms: boolean("notify_sms").notNull().default(true),
    // WhatsApp messages (billing-and-delivery.md §6): opt-in, off until the learner turns it on.
    notifyWhatsapp: boolean("notify_whatsapp").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`),
    // The console's user list: a role's newest first (100,000 learners sorted for each page without it).
    index("users_role_created_idx").on(t.role, t.createdAt, t.id),
    check("users_role_check", sql`${t.role} in ('learner', 'staff', 'trainer')`),
  ],
);
export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** Server-side sessions: a session token names one row; revoking the row ends the session everywhere. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: belongsTo("user_id", () => users.id),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    userAgent: text("user_agent").notNull().default(""),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);
export type Session = typeof sessions.$inferSelect;

export const tokenPurposes = ["activation", "reset"] as const;
export type TokenPurpose = (typeof tokenPurposes)[number];

/** One-time tokens for email activation and password reset; only their SHA-256 is stored. */
export const oneTimeTokens = pgTable(
  "one_time_tokens",
  {
    id: idColumn(),
    userId: belongsTo("user_id", () => users.id),
    purpose: text("purpose", { enum: tokenPurposes }).notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("one_time_tokens_token_hash_key").on(t.tokenHash),
    index("one_time_tokens_user_purpose_idx").on(t.userId, t.purpose),
    check("one_time_tokens_purpose_check", sql`${t.purpose} in ('activation', 'reset')`),
  ],
);

/** A phone verification: the code is stored hashed, bound to its id and phone, single use. */
export const phoneVerifications = pgTable(
  "phone_verifications",
  {
    id: idColumn(),
    phone: text("phone").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    supersededAt: timestamp("superseded_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("phone_verifications_phone_idx").on(t.phone, t.createdAt)],
);
