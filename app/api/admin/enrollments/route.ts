import { queryOf } from "@/lib/admin/http";
import { requireStaff } from "@/lib/auth/session";
import { enrolByEmails, listAdminEnrolments } from "@/lib/enrolments/admin";
import { ApiError } from "@/lib/http/api-error";
import { ok } from "@/lib/http/envelope";
import { apiRoute, readJson } from "@/lib/http/route";
import { enrolmentCreateSchema, splitEmails } from "@/lib/validation/admin";

// GET /api/admin/enrollments?trainingId=&userEmail=&userId= – enrolments with their learner and training
export const GET = apiRoute(async (request) => {
  await requireStaff(request);
  const { trainingId, userEmail, userId } = queryOf(request);
  return ok(
    await listAdminEnrolments({ trainingId: trainingId || undefined, userEmail: userEmail || undefined, userId: userId || undefined }),
    "Enrollments fetched.",
  );
});

// POST /api/admin/enrollments – enrol one learner (userEmail) or many (userEmails); unknown addresses are reported
export const POST = apiRoute(async (request) => {
  const { user } = await requireStaff(request);
  const body = await readJson(request, enrolmentCreateSchema);
  if (body.userEmails !== undefined) {
    const emails = Array.isArray(body.userEmails) ? body.userEmails.flatMap(splitEmails) : splitEmails(body.userEmails);
    const report = await enrolByEmails(user._id, body.trainingId, emails, body.isActive);
    const parts = [`${report.enrolled.length} enrolled`];
    if (report.alreadyEnrolled.length) parts.push(`${report.alreadyEnrolled.length} already enrolled`);
    if (report.noAccount.length) parts.push(`${report.noAccount.length} without an account (${report.noAccount.join(", ")}): they must register first`);
    if (report.invalid.length) parts.push(`${report.invalid.length} not an email address`);
    return ok(report, `${parts.join("; ")}.`, { status: report.enrolled.length > 0 ? 201 : 200 });
  }
  const email = body.userEmail!.trim().toLowerCase();
  const report = await enrolByEmails(user._id, body.trainingId, [email], body.isActive);
  if (report.noAccount.length) {
    const message = `No account uses ${email}. Ask the learner to register first, then enrol them.`;
    throw new ApiError("not_found", message, { fieldErrors: { userEmail: message } });
  }
  if (report.alreadyEnrolled.length) {
    throw new ApiError("conflict", `${email} is already enrolled in this training.`, { fieldErrors: { userEmail: `${email} is already enrolled in this training.` } });
  }
  return ok(report.enrolled[0], "Learner enrolled.", { status: 201 });
});
