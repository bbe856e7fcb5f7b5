import { staffEnrolmentAnswer } from "@/lib/enrolments/answers";
import { reply } from "@/lib/http/contract";
import { staffRemove, staffUpdate } from "@/lib/http/staff-records";
import { deleteEnrolment } from "@/lib/operations/enrolments/delete-enrolment";
import { setEnrolmentActive } from "@/lib/operations/enrolments/set-enrolment-active";
import { enrolmentActivation } from "@/lib/validation/enrolments";

const path = "/api/admin/enrollments/{id}";

export const PUT = staffUpdate(path, {
  summary: "Activate or deactivate an enrolment",
  body: enrolmentActivation,
  response: staffEnrolmentAnswer,
  save: async (staffId, id, { isActive, overrideReason }) =>
    reply(await setEnrolmentActive(staffId, id, isActive, overrideReason), {
      message: isActive ? "Enrollment activated." : "Enrollment deactivated.",
    }),
});

export const DELETE = staffRemove(path, { summary: "Remove an enrolment", message: "Enrollment removed.", remove: deleteEnrolment });
