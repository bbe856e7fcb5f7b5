import "server-only";
import { inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db";
import { whatsappMessages } from "../../db/schema";

// A message's link may be a bearer credential (a pay link pays and uploads proofs for the booking). The queue needs
// it only until the message went out or finally failed; after that a row keeps what delivery and audit need (to whom,
// which template, when, how it ended, the text around the link) and the link's token becomes "[sent]".

/** The secret of a link (POSIX regular expression): a pay, quote or feedback token, a calendar feed's file, a `token=`. */
export const SECRET_IN_LINK = "(/pay/|/quotes/|/feedback/|/api/calendar/feed/|[?&]token=)[A-Za-z0-9_.~%-]+";

const forget = (column: unknown) => sql`regexp_replace(${column}, ${SECRET_IN_LINK}, '\\1[sent]', 'g')`;

/** Drops the links' secrets from the messages `ids` that are done (sent, fallen back to SMS, or failed). */
export async function forgetSentLinks(db: DbOrTx, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(whatsappMessages)
    .set({
      body: forget(whatsappMessages.body),
      smsBody: forget(whatsappMessages.smsBody),
      variables: sql`${forget(sql`${whatsappMessages.variables}::text`)}::jsonb`,
    })
    .where(sql`${inArray(whatsappMessages.id, ids)} and ${whatsappMessages.status} in ('sent', 'fell_back', 'failed')`);
}
