import type { OutgoingMail } from "../outbox";
import { renderMail } from "./layout";

/** Tells a learner their certificate is ready: the course, the batch, and the public link to it. */
export async function certificateIssuedMail(
  to: string,
  certificate: { learnerName: string; courseTitle: string; startDate: string; endDate: string },
  url: string,
  pdfUrl: string,
): Promise<OutgoingMail> {
  return await renderMail({
    to,
    subject: `Your certificate: ${certificate.courseTitle}`.replace(/[\r\n]+/g, " "),
    greeting: `Hello ${certificate.learnerName},`,
    paragraphs: [
      `Congratulations on completing ${certificate.courseTitle} (${certificate.startDate} to ${certificate.endDate}). Your certificate of attendance is ready.`,
      "Anyone you share its link with can check that it is genuine. You can also find it under My account.",
    ],
    action: { label: "View your certificate", url },
    footnotes: [`Download it as a PDF: ${pdfUrl}`],
  });
}
