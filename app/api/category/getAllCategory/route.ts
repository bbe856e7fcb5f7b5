import { z } from "zod";
import { categoryAnswer } from "@/lib/courses/answers";
import { listCategories } from "@/lib/courses/reads";
import { defineRoute } from "@/lib/http/contract";

export const GET = defineRoute("GET /api/category/getAllCategory", {
  access: "public",
  cache: "public",
  summary: "Every category, by name",
  response: z.array(categoryAnswer),
  message: "Categories fetched successfully.",
  handler: () => listCategories(),
});
