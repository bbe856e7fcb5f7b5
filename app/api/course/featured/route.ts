import { z } from "zod";
import { featuredCourses, HERO_MAX_COURSES } from "@/components/site/catalogue-view";
import { courseCardAnswer } from "@/lib/courses/answers";
import { defineRoute } from "@/lib/http/contract";

export const GET = defineRoute("GET /api/course/featured", {
  access: "public",
  cache: "public",
  summary: `Up to ${HERO_MAX_COURSES} courses picked at random, as cards (the home page's hero); the pick is made again when the catalogue changes`,
  response: z.array(courseCardAnswer),
  message: "Courses fetched successfully.",
  handler: () => featuredCourses(),
});
