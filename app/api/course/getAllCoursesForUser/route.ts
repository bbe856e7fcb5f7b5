import { z } from "zod";
import { courseAnswer } from "@/lib/courses/answers";
import { listCourses } from "@/lib/courses/reads";
import { defineRoute } from "@/lib/http/contract";

export const GET = defineRoute("GET /api/course/getAllCoursesForUser", {
  access: "public",
  summary: "Every course, newest first",
  tags: ["Catalogue"],
  response: z.array(courseAnswer),
  message: "Courses fetched successfully.",
  handler: () => listCourses(),
});
