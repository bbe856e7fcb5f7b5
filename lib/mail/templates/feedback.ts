import type { OutgoingMail } from "../outbox";
import { renderMail } from "./layout";

/** The survey after a batch: one personal link per learner. */
export async function surveyMail(to: string, learnerName: string, courseTitle: string, url: string): Promise<OutgoingMail> {
  return await renderMail({
    to,
    subject: `How was ${courseTitle}? Two minutes of feedback`.replace(/[\r\n]+/g, " "),
    greeting: `Hello ${learnerName},`,
    paragraphs: [
      `Thank you for attending ${courseTitle}. Tell us how it went: a score, two ratings and the pace, with a comment if you like.`,
      "It takes about two minutes and works on your phone.",
    ],
    action: { label: "Answer the survey", url },
    footnotes: ["The link is yours alone; it takes one answer."],
  });
}

/** To the contact inbox: a detractor's answer (nps 0–6), naming the training and its trainer. */
export async function lowScoreMail(
  to: string,
  details: {
    courseTitle: string;
    trainingId: string;
    startDate: string;
    endDate: string;
    trainerName: string | null;
    learnerName: string;
    nps: number;
    comment: string;
    url: string;
  },
): Promise<OutgoingMail> {
  return await renderMail({
    to,
    subject: `Low feedback score (${details.nps}/10): ${details.courseTitle}`.replace(/[\r\n]+/g, " "),
    greeting: "Hello,",
    paragraphs: [
      `${details.learnerName} scored ${details.courseTitle} (${details.startDate} to ${details.endDate}, training ${details.trainingId}) ${details.nps} out of 10.`,
      `Trainer: ${details.trainerName ?? "not assigned"}.`,
      details.comment ? `Their comment: ${details.comment}` : "They left no comment.",
    ],
    action: { label: "Open the feedback report", url: details.url },
  });
}
