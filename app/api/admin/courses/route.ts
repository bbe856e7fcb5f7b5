import { z } from "zod";
import { staffCourseAnswer } from "@/lib/courses/answers";
import { listStaffCourses } from "@/lib/courses/staff";
import { createCourse } from "@/lib/courses/writes";
import { staffCreate } from "@/lib/http/staff-records";
import { defineRoute, idSchema, queryText } from "@/lib/http/contract";
import { courseWire } from "@/lib/validation/courses";

export const GET = defineRoute("GET /api/admin/courses", {
  access: "staff",
  summary: "Every course, newest first",
  query: z.object({
    q: queryText().describe("search in titles and short descriptions"),
    categoryId: idSchema.optional().describe("only this category's courses"),
  }),
  response: z.array(staffCourseAnswer),
  message: "Courses fetched.",
  handler: ({ query }) => listStaffCourses(query),
});

export const POST = staffCreate("/api/admin/courses", {
  summary: "Create a course (the overview is sanitised; categories by id)",
  body: courseWire.schema,
  response: staffCourseAnswer,
  message: "Course created.",
  errors: { 409: "A course with that title exists" },
  create: createCourse,
});
