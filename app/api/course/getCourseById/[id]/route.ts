import { courseAnswer } from "@/lib/courses/answers";
import { getCourse } from "@/lib/courses/reads";
import { ApiError } from "@/lib/errors";
import { defineRoute } from "@/lib/http/contract";

export const GET = defineRoute("GET /api/course/getCourseById/{id}", {
  access: "public",
  cache: "public",
  summary: "One course",
  response: courseAnswer,
  message: "Course fetched successfully.",
  errors: { 404: "Unknown id" },
  handler: async ({ params }) => {
    const course = await getCourse(params.id);
    if (!course) throw new ApiError("not_found", "Course not found.");
    return course;
  },
});
