import type { OutgoingMail } from "../outbox";
import { renderMail } from "./layout";

export interface WaitlistSeat {
  courseTitle: string;
  courseSlug: string;
  startDate: string;
  endDate: string;
}

/** Tells the oldest person waiting that a seat is free in the training, and how to take it (an enquiry). */
export function waitlistSeatFreeMail(to: string, person: { name: string }, seat: WaitlistSeat, appUrl: string): OutgoingMail {
  return renderMail({
    to,
    subject: `A seat is free: ${seat.courseTitle}`.replace(/[\r\n]+/g, " "),
    greeting: `Hello ${person.name},`,
    paragraphs: [
      `Good news: a seat is free in ${seat.courseTitle} (${seat.startDate} to ${seat.endDate}), the batch you are waiting for.`,
      "Seats go to whoever books first. Reply to this mail or send an enquiry from the course page and an advisor will reserve it for you.",
    ],
    action: { label: "Open the course", url: `${appUrl}/training-courses/course/${seat.courseSlug}#enquire` },
    footnotes: ["You received this mail because you joined the waitlist of this batch. You will not receive another one for it."],
  });
}
