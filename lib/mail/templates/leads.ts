import type { OutgoingMail } from "../outbox";
import { renderMail } from "./layout";

/** The learner whose seat the training lead gave to a colleague before the batch started (§7). */
export async function seatMovedMail(
  to: string,
  name: string,
  seat: { courseTitle: string; startDate: string; endDate: string; bookingNumber: string; buyer: string },
): Promise<OutgoingMail> {
  return await renderMail({
    to,
    subject: `Your seat in ${seat.courseTitle} has moved to a colleague`.replace(/[\r\n]+/g, " "),
    greeting: `Hello ${name},`,
    paragraphs: [
      `${seat.buyer}'s training lead gave your seat in ${seat.courseTitle} (${seat.startDate} to ${seat.endDate}), booking ${seat.bookingNumber}, to a colleague.`,
      "The training no longer appears on your My Learning page. If this is a mistake, please talk to your training lead.",
    ],
  });
}
