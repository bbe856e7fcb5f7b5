import { z } from "zod";
import { staffCourseAnswer } from "@/lib/courses/answers";
import { listStaffCourses, pageOfStaffCourses } from "@/lib/courses/staff";
import { staffListAnswer } from "@/lib/http/staff-list";
import { staffListQuery } from "@/lib/validation/paging";
import { staffCollection } from "@/lib/http/staff-records";
import { createCourse } from "@/lib/operations/courses/create-course";
import { idSchema, queryText } from "@/lib/http/contract";
import { courseWire } from "@/lib/validation/courses";

const courses = staffCollection("/api/admin/courses", { noun: "Course", item: staffCourseAnswer });

export const GET = courses.list({
  summary: "Courses, newest first, by a search and category: a page of 50 (next/prev cursors), all=true for every course",
  query: z.object({
    q: queryText().describe("search in titles and short descriptions"),
    categoryId: idSchema.optional().describe("only this category's courses"),
    ...staffListQuery.omit({ format: true }).shape,
  }),
  handler: ({ query: { after, before, limit, all, ...filter } }) =>
    staffListAnswer(
      { after, before, limit, all, format: "json" },
      { whole: () => listStaffCourses(filter), page: (request) => pageOfStaffCourses(filter, request) },
    ),
});

export const POST = courses.create({
  summary: "Create a course (the overview is sanitised; categories by id)",
  body: courseWire.schema,
  errors: { 409: "A course with that title exists" },
  create: createCourse,
});
