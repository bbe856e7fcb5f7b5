import { staffCourseAnswer } from "@/lib/courses/answers";
import { getStaffCourse } from "@/lib/courses/staff";
import { staffRecord } from "@/lib/http/staff-records";
import { deleteCourse } from "@/lib/operations/courses/delete-course";
import { updateCourse } from "@/lib/operations/courses/update-course";
import { coursePatchWire } from "@/lib/validation/courses";

const course = staffRecord("/api/admin/courses/{id}", { noun: "Course", response: staffCourseAnswer });

export const GET = course.read({ summary: "One course as staff see it", read: getStaffCourse });

export const PUT = course.update({
  summary: "Update the fields sent (the merged course is checked like a new one; unknown fields are ignored)",
  body: coursePatchWire.schema,
  errors: { 409: "The title is taken" },
  save: updateCourse,
});

export const DELETE = course.remove({
  summary: "Delete a course no training uses (its reviews go with it)",
  errors: { 409: "Trainings still use it" },
  remove: deleteCourse,
});
