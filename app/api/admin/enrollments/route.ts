import { z } from "zod";
import { enrolmentReportAnswer, staffEnrolmentAnswer } from "@/lib/enrolments/answers";
import { listStaffEnrolments, pageOfStaffEnrolments, pageOfStaffEnrolmentsAfter } from "@/lib/enrolments/staff";
import { ApiError } from "@/lib/errors";
import { defineRoute, keysetPageFields, keysetPageOrWhole, reply } from "@/lib/http/contract";
import { enrolByEmails } from "@/lib/operations/enrolments/enrol-by-emails";
import { emailsOf, enrolmentQueryWire, enrolmentWire } from "@/lib/validation/enrolments";

export const GET = defineRoute("GET /api/admin/enrollments", {
  access: "staff",
  summary: "A page of enrolments with their learner and training, newest first (the first 24 unless paged), or with all=true at most 2,000 unpaged",
  query: enrolmentQueryWire.schema,
  response: z.array(staffEnrolmentAnswer),
  extra: keysetPageFields,
  message: "Enrollments fetched.",
  handler: ({ query: { page, pageSize, all, after, ...filter } }) =>
    keysetPageOrWhole(
      { page, pageSize, all, after },
      () => listStaffEnrolments(filter, "newest"),
      (number, size) => pageOfStaffEnrolments(filter, number, size),
      (from, size) => pageOfStaffEnrolmentsAfter(filter, from, size),
    ),
});

export const POST = defineRoute("POST /api/admin/enrollments", {
  access: "staff",
  summary: "Enrol one learner (userEmail) or many (userEmails: a list or pasted text); unknown addresses are reported",
  description:
    "With `userEmail`: 201 and the enrolment, 404 when no account uses it, 409 when already enrolled. With `userEmails`: 201 (200 when nobody new) and a report of each address.",
  body: enrolmentWire.schema,
  response: z.union([staffEnrolmentAnswer, enrolmentReportAnswer]),
  status: 201,
  errors: { 404: "No account uses that email", 409: "Already enrolled" },
  handler: async ({ user, body }) => {
    if (body.emails !== undefined) {
      const report = await enrolByEmails(user._id, body.trainingId, emailsOf(body.emails), body.isActive);
      const parts = [`${report.enrolled.length} enrolled`];
      if (report.alreadyEnrolled.length) parts.push(`${report.alreadyEnrolled.length} already enrolled`);
      if (report.noAccount.length) parts.push(`${report.noAccount.length} without an account (${report.noAccount.join(", ")}): they must register first`);
      if (report.invalid.length) parts.push(`${report.invalid.length} not an email address`);
      return reply(report, { message: `${parts.join("; ")}.`, status: report.enrolled.length > 0 ? 201 : 200 });
    }
    const email = body.email!.trim().toLowerCase();
    const report = await enrolByEmails(user._id, body.trainingId, [email], body.isActive);
    if (report.noAccount.length) {
      const message = `No account uses ${email}. Ask the learner to register first, then enrol them.`;
      throw new ApiError("not_found", message, { fieldErrors: { userEmail: message } });
    }
    if (report.alreadyEnrolled.length) {
      const message = `${email} is already enrolled in this training.`;
      throw new ApiError("conflict", message, { fieldErrors: { userEmail: message } });
    }
    return reply(report.enrolled[0]!, { message: "Learner enrolled." });
  },
});
