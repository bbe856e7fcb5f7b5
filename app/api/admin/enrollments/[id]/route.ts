import { staffEnrolmentAnswer } from "@/lib/enrolments/answers";
import { deleteEnrolment, setEnrolmentActive } from "@/lib/enrolments/writes";
import { defineRoute, idParams, reply } from "@/lib/http/contract";
import { enrolmentActivation } from "@/lib/validation/enrolments";

export const PUT = defineRoute("PUT /api/admin/enrollments/{id}", {
  access: "staff",
  summary: "Activate or deactivate an enrolment",
  params: idParams,
  body: enrolmentActivation,
  response: staffEnrolmentAnswer,
  handler: async ({ user, params, body }) =>
    reply(await setEnrolmentActive(user._id, params.id, body.isActive), { message: body.isActive ? "Enrollment activated." : "Enrollment deactivated." }),
});

export const DELETE = defineRoute("DELETE /api/admin/enrollments/{id}", {
  access: "staff",
  summary: "Remove an enrolment",
  params: idParams,
  message: "Enrollment removed.",
  handler: ({ user, params }) => deleteEnrolment(user._id, params.id),
});
