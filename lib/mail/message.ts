import type { MailAttachment } from "../../db/schema";

/** A mail as the outbox keeps it and the transport sends it (its own module: the outbox imports the transport). */
export interface OutgoingMail {
  to: string;
  /** Copied to this address (one), when set. */
  cc?: string | null;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe (names and values without line breaks). */
  headers?: Record<string, string>;
  /** Files sent with the mail (an .ics, a PDF), their content base64. */
  attachments?: MailAttachment[];
}
