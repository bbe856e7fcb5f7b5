import { z } from "zod";
import { courseCardAnswer } from "@/lib/courses/answers";
import { CATEGORY_TAB_COURSES, newestCoursesOfCategory } from "@/lib/courses/reads";
import { defineRoute } from "@/lib/http/contract";

export const GET = defineRoute("GET /api/course/category/{slug}/newest", {
  access: "public",
  summary: `A category's ${CATEGORY_TAB_COURSES} newest courses as cards (the home page's category tabs); the slug matches category names as a category page's does, so an unknown one has none`,
  tags: ["Catalogue"],
  params: z.object({ slug: z.string().min(1).max(100) }),
  response: z.array(courseCardAnswer),
  message: "Courses fetched successfully.",
  handler: ({ params }) => newestCoursesOfCategory(params.slug),
});
