import { z } from "zod";
import { courseAnswer } from "@/lib/courses/answers";
import { listCourses, pageOfCourses } from "@/lib/courses/reads";
import { defineRoute, pageFields, pageQuery, wholeOrPage } from "@/lib/http/contract";

export const GET = defineRoute("GET /api/course/getAllCoursesForUser", {
  access: "public",
  cache: "public",
  summary: "Every course, newest first (or a page of them)",
  tags: ["Catalogue"],
  query: pageQuery,
  response: z.array(courseAnswer),
  extra: pageFields,
  message: "Courses fetched successfully.",
  errors: { 400: "A paging parameter out of range" },
  handler: ({ query }) =>
    wholeOrPage(query, listCourses, async (page, pageSize) => {
      const found = await pageOfCourses({ page, pageSize });
      return { items: found.courses, total: found.total };
    }),
});
