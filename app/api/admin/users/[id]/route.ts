import { listStaffEnrolments } from "@/lib/enrolments/staff";
import { defineRoute } from "@/lib/http/contract";
import { staffUserDetailAnswer } from "@/lib/users/answers";
import { getStaffUser } from "@/lib/users/staff";

export const GET = defineRoute("GET /api/admin/users/{id}", {
  access: "staff",
  summary: "One account and its enrolments",
  response: staffUserDetailAnswer,
  message: "User fetched.",
  handler: async ({ params }) => {
    const user = await getStaffUser(params.id);
    return { ...user, enrolments: await listStaffEnrolments({ learnerId: user.id }) };
  },
});
