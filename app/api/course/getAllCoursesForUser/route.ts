import { z } from "zod";
import { courseAnswer, wholeCourseList } from "@/lib/courses/answers";
import { pageOfCourses } from "@/lib/courses/reads";
import { defineRoute, pageFields, pageQuery, wholeOrPage } from "@/lib/http/contract";
import { wholeListResponse } from "@/lib/http/whole-list";

const message = "Courses fetched successfully.";

export const GET = defineRoute("GET /api/course/getAllCoursesForUser", {
  access: "public",
  cache: "public",
  summary: "Every course, newest first (or a page of them)",
  tags: ["Catalogue"],
  query: pageQuery,
  response: z.array(courseAnswer),
  extra: pageFields,
  message,
  errors: { 400: "A paging parameter out of range" },
  // The whole list is answered from its compressed bytes, built once per change (lib/http/whole-list.ts).
  handler: ({ query, request }) =>
    wholeOrPage(
      query,
      () => wholeListResponse(request, wholeCourseList, message),
      async (page, pageSize) => {
        const found = await pageOfCourses({ page, pageSize });
        return { items: found.courses, total: found.total };
      },
    ),
});
