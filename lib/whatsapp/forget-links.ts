import "server-only";
import { sql } from "drizzle-orm";

// A message's link may be a bearer credential (a pay link pays and uploads proofs for the booking). The queue needs
// it only until the message went out or finally failed; after that a row keeps what delivery and audit need (to whom,
// which template, when, how it ended, the text around the link) and the link's token becomes "[sent]".

/** The secret of a link (POSIX regular expression): a pay, quote or feedback token, a calendar feed's file, a `token=`. */
export const SECRET_IN_LINK = "(/pay/|/quotes/|/feedback/|/api/calendar/feed/|[?&]token=)[A-Za-z0-9_.~%-]+";

const forget = (column: unknown) => sql`regexp_replace(${column}, ${SECRET_IN_LINK}, '\\1[sent]', 'g')`;

/** The assignments that drop a finished message's secrets, for the sender's own final update (lib/whatsapp/outbox.ts). */
export const forgetLinksSql = sql`body = ${forget(sql`body`)}, sms_body = ${forget(sql`sms_body`)}, variables = ${forget(sql`variables::text`)}::jsonb`;
