import { staffCourseAnswer } from "@/lib/courses/answers";
import { getStaffCourse } from "@/lib/courses/staff";
import { deleteCourse, updateCourse } from "@/lib/courses/writes";
import { staffRead, staffRemove, staffUpdate } from "@/lib/http/staff-records";
import { coursePatchWire } from "@/lib/validation/courses";

const path = "/api/admin/courses/{id}";

export const GET = staffRead(path, { summary: "One course as staff see it", response: staffCourseAnswer, message: "Course fetched.", read: getStaffCourse });

export const PUT = staffUpdate(path, {
  summary: "Update the fields sent (the merged course is checked like a new one; unknown fields are ignored)",
  body: coursePatchWire.schema,
  response: staffCourseAnswer,
  message: "Course saved.",
  errors: { 409: "The title is taken" },
  save: updateCourse,
});

export const DELETE = staffRemove(path, {
  summary: "Delete a course no training uses (its reviews go with it)",
  message: "Course deleted.",
  errors: { 409: "Trainings still use it" },
  remove: deleteCourse,
});
