import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db";
import { bookings, enrolments, organizationContacts, users } from "../../db/schema";

/**
 * Whether an organisation already sees the account of `email` by name: there is none (a new account is named after
 * its address), or it is one of the organisation's contacts or a learner on one of its bookings. A lead may type any
 * address, so an account outside these is someone else's customer, and its stored name is not the lead's to read.
 */
export async function organizationSeesAccount(tx: DbOrTx, organizationId: string, email: string): Promise<boolean> {
  const [account] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  if (!account) return true;
  const [contact] = await tx
    .select({ id: organizationContacts.id })
    .from(organizationContacts)
    .where(and(eq(organizationContacts.organizationId, organizationId), eq(organizationContacts.userId, account.id)))
    .limit(1);
  if (contact) return true;
  const [seat] = await tx
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(
      and(
        eq(enrolments.userId, account.id),
        inArray(enrolments.bookingId, tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.organizationId, organizationId))),
      ),
    )
    .limit(1);
  return seat !== undefined;
}
