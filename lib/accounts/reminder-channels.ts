import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db";
import { users, type ReminderChannel } from "../../db/schema";

/** Turns one reminder channel off for an account (an unsubscribe link's click); false when the account is gone. */
export async function turnOffReminders(db: DbOrTx, userId: string, channel: ReminderChannel): Promise<boolean> {
  const set = channel === "email" ? { notifyEmail: false } : { notifySms: false };
  const [row] = await db
    .update(users)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return Boolean(row);
}

/** Whether an account gets reminders on a channel, read only (the unsubscribe page); undefined when the account is gone. */
export async function remindersOn(db: DbOrTx, userId: string, channel: ReminderChannel): Promise<boolean | undefined> {
  const [row] = await db.select({ email: users.notifyEmail, sms: users.notifySms }).from(users).where(eq(users.id, userId)).limit(1);
  return row && (channel === "email" ? row.email : row.sms);
}
