import "server-only";
import { getDb } from "../../db";
import { enquiries } from "../../db/schema";
import { existingCourseId } from "../courses/reads";
import { courseIdFromPagePath } from "../courses/slug";
import { env } from "../env";
import type { RateLimitRule } from "../http/rate-limit";
import { log } from "../log";
import { enqueueMail } from "../mail/outbox";
import { enquiryNoticeMail } from "../mail/templates/enquiries";
import { appendEnquiryEvent } from "./timeline";
import type { NewEnquiry } from "../validation/enquiries";
import { cacheTags, invalidateTags } from "../cache";

/** Per client address: enough for a visitor who corrects and resends, too few for a spam run. */
export const enquiryRateLimit: RateLimitRule = {
  name: "contact:ip",
  limit: 10,
  windowSeconds: 600,
  message: "You have sent several messages in a short time. Please try again later.",
};

/** The timeline's first entry: where the visitor wrote from. */
function createdText(enquiry: NewEnquiry): string {
  const from = enquiry.courseTitle ? `the page of ${enquiry.courseTitle}` : (enquiry.source?.page ?? "the contact form");
  return `Enquiry received from ${from}`;
}

/**
 * Stores an enquiry (with its timeline's `created` entry) and, in the same transaction, queues the notice to CONTACT_INBOX (when set): the
 * visitor is thanked only after both are committed, and a mail server that is down delays the notice
 * without losing it.
 */
export async function createEnquiry(enquiry: NewEnquiry): Promise<{ id: string; createdAt: Date }> {
  const config = env();
  const db = await getDb();
  const created = await db.transaction(async (tx) => {
    // Sent from a course page (it names its course): the course itself, by the page's id or else the title. Both come
    // from the client, so only a course that exists is kept; the title stays as the visitor saw it.
    const courseId = enquiry.courseTitle
      ? await existingCourseId(tx, { id: enquiry.source?.page ? courseIdFromPagePath(enquiry.source.page) : undefined, title: enquiry.courseTitle })
      : undefined;
    invalidateTags(cacheTags.sales);
    const [row] = await tx
      .insert(enquiries)
      .values({
        name: enquiry.name,
        email: enquiry.email,
        phone: enquiry.phone,
        trainingType: enquiry.trainingType,
        message: enquiry.message,
        course: enquiry.courseTitle ?? null,
        courseId: courseId ?? null,
        source: enquiry.source ?? null,
        contactWhatsapp: enquiry.whatsapp ?? false,
      })
      .returning({ id: enquiries.id, createdAt: enquiries.createdAt });
    await appendEnquiryEvent(tx, { enquiryId: row!.id, actorId: null, kind: "created", text: createdText(enquiry), at: row!.createdAt });
    if (config.CONTACT_INBOX) {
      await enqueueMail(tx, enquiryNoticeMail(config.CONTACT_INBOX, { ...enquiry, id: row!.id }, config.APP_URL));
    }
    return row!;
  });
  log.info("enquiry stored", { id: created.id, trainingType: enquiry.trainingType, notified: Boolean(config.CONTACT_INBOX) });
  return created;
}
