import { z } from "zod";
import { courseCardAnswer } from "@/lib/courses/answers";
import { CATEGORY_TAB_COURSES, categoryIdsForSlug, newestCoursesOfCategory } from "@/lib/courses/reads";
import { ApiError } from "@/lib/errors";
import { defineRoute } from "@/lib/http/contract";

export const GET = defineRoute("GET /api/course/category/{slug}/newest", {
  access: "public",
  cache: "public",
  summary: `A category's ${CATEGORY_TAB_COURSES} newest courses as cards (the home page's category tabs); the slug matches category names as a category page's does, an unknown one (no category name holds it) is 404`,
  params: z.object({ slug: z.string().min(1).max(100) }),
  response: z.array(courseCardAnswer),
  message: "Courses fetched successfully.",
  errors: { 404: "No category name holds the slug" },
  handler: async ({ params }) => {
    // Never a cacheable empty answer for any made-up slug: a crawler loop would evict every real page.
    if ((await categoryIdsForSlug(params.slug)).length === 0) throw new ApiError("not_found", "Category not found.");
    return newestCoursesOfCategory(params.slug);
  },
});
