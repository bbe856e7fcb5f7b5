import { staffCourseAnswer } from "@/lib/courses/answers";
import { getStaffCourse } from "@/lib/courses/staff";
import { deleteCourse, updateCourse } from "@/lib/courses/writes";
import { defineRoute, idParams } from "@/lib/http/contract";
import { coursePatchWire } from "@/lib/validation/courses";

export const GET = defineRoute("GET /api/admin/courses/{id}", {
  access: "staff",
  summary: "One course as staff see it",
  params: idParams,
  response: staffCourseAnswer,
  message: "Course fetched.",
  handler: ({ params }) => getStaffCourse(params.id),
});

export const PUT = defineRoute("PUT /api/admin/courses/{id}", {
  access: "staff",
  summary: "Update the fields sent (the merged course is checked like a new one; unknown fields are ignored)",
  params: idParams,
  body: coursePatchWire.schema,
  response: staffCourseAnswer,
  message: "Course saved.",
  errors: { 409: "The title is taken" },
  handler: ({ user, params, body }) => updateCourse(user._id, params.id, body),
});

export const DELETE = defineRoute("DELETE /api/admin/courses/{id}", {
  access: "staff",
  summary: "Delete a course no training uses (its reviews go with it)",
  params: idParams,
  message: "Course deleted.",
  errors: { 409: "Trainings still use it" },
  handler: ({ user, params }) => deleteCourse(user._id, params.id),
});
