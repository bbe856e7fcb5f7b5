import type { OutgoingMail } from "../outbox";
import { renderMail } from "./layout";

/** To a learner the roster marked absent: the session's materials and recording, each a link through the portal. */
export async function missedSessionMail(
  to: string,
  learnerName: string,
  courseTitle: string,
  sessionDate: string,
  links: { title: string; kind: string; url: string }[],
  myLearningUrl: string,
): Promise<OutgoingMail> {
  return await renderMail({
    to,
    subject: `You missed ${courseTitle} on ${sessionDate}: materials and recording`.replace(/[\r\n]+/g, " "),
    greeting: `Hello ${learnerName},`,
    paragraphs: [
      `The meeting's roster shows you were not in the session of ${courseTitle} on ${sessionDate}. So that you can catch up, here is what was shared for it:`,
      ...links.map((l) => `${l.kind === "recording" ? "Recording" : "Material"}: ${l.title}: ${l.url}`),
    ],
    action: { label: "Open My Learning", url: myLearningUrl },
    footnotes: ["Sign in to open them; recordings stay available for a limited time after the batch ends."],
  });
}
