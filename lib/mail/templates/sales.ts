import type { OutgoingMail } from "../outbox";
import { renderMail } from "./layout";
import { siteConfig } from "../../site-config";

interface Seat {
  courseTitle: string;
  startDate: string;
  endDate: string;
  bookingNumber: string;
  buyer: string;
  /** Access is open now (the booking is paid in full). */
  isActive: boolean;
}

const oneLine = (text: string) => text.replace(/[\r\n]+/g, " ");
const accessLine = (seat: Seat) =>
  seat.isActive
    ? "The booking is paid, so the schedule and the meeting link are on My Learning now."
    : "Access opens as soon as the booking is paid in full; you will find the schedule and the meeting link on My Learning then.";

/** A new account made for a booking's seat: set a password through the link (valid 7 days), which also activates it. */
export async function bookingInvitationMail(to: string, seat: Seat, setPasswordUrl: string): Promise<OutgoingMail> {
  return await renderMail({
    to,
    subject: oneLine(`You have a seat in ${seat.courseTitle}: set your password`),
    greeting: "Hello,",
    paragraphs: [
      `${seat.buyer} booked you a seat in ${seat.courseTitle} (${seat.startDate} to ${seat.endDate}), booking ${seat.bookingNumber}.`,
      `We made you a ${siteConfig.name} account with this email address. Choose a password to start using it.`,
      accessLine(seat),
    ],
    action: { label: "Set my password", url: setPasswordUrl },
    footnotes: [
      'This link is valid for 7 days and can be used once. After that, use "Forgot password" on the sign-in page.',
      "If you did not expect this, you can ignore this email.",
    ],
  });
}

/** An existing account given a booking's seat. */
export async function bookingSeatNoticeMail(to: string, learner: { name: string }, seat: Seat, appUrl: string): Promise<OutgoingMail> {
  return await renderMail({
    to,
    subject: oneLine(`You have a seat in ${seat.courseTitle}`),
    greeting: `Hello ${learner.name},`,
    paragraphs: [
      `${seat.buyer} booked you a seat in ${seat.courseTitle} (${seat.startDate} to ${seat.endDate}), booking ${seat.bookingNumber}.`,
      accessLine(seat),
    ],
    action: { label: "Open My Learning", url: `${appUrl}/my-learning` },
  });
}
