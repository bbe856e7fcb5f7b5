import type { OutgoingMail } from "../outbox";
import { renderMail } from "./layout";

export interface WaitlistSeat {
  courseTitle: string;
  courseSlug: string;
  startDate: string;
  endDate: string;
}

/** Tells the oldest person waiting that a seat is free in the training, and how to take it (an enquiry). */
export async function waitlistSeatFreeMail(to: string, person: { name: string }, seat: WaitlistSeat, appUrl: string): Promise<OutgoingMail> {
  return await renderMail({
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

/** Asks the address to confirm a waitlist entry: until it does, the entry holds no place. */
export async function waitlistConfirmMail(to: string, person: { name: string }, seat: WaitlistSeat, confirmUrl: string): Promise<OutgoingMail> {
  return await renderMail({
    to,
    subject: `Confirm your place on the waitlist: ${seat.courseTitle}`.replace(/[\r\n]+/g, " "),
    greeting: `Hello ${person.name},`,
    paragraphs: [
      `Someone, hopefully you, asked to join the waitlist of ${seat.courseTitle} (${seat.startDate} to ${seat.endDate}) with this address.`,
      "Confirm your address and we will email you as soon as a seat is free.",
    ],
    action: { label: "Confirm my place", url: confirmUrl },
    footnotes: ["If it was not you, ignore this mail: without confirmation nothing happens and we will not write again about it."],
  });
}
