import type { OutgoingMail } from "../outbox";
import { renderMail } from "./layout";

/** Tells a learner that staff enrolled them: the course, the dates, and where the schedule and link are. */
export async function enrolmentNoticeMail(
  to: string,
  learner: { name: string },
  training: { courseTitle: string; startDate: string; endDate: string },
  appUrl: string,
): Promise<OutgoingMail> {
  return await renderMail({
    to,
    subject: `You are enrolled: ${training.courseTitle}`.replace(/[\r\n]+/g, " "),
    greeting: `Hello ${learner.name},`,
    paragraphs: [
      `You are enrolled in ${training.courseTitle} (${training.startDate} to ${training.endDate}).`,
      "The schedule and the meeting link are on My Learning.",
    ],
    action: { label: "Open My Learning", url: `${appUrl}/my-learning` },
  });
}
