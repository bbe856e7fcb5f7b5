import { z } from "zod";
import { staffCategoryAnswer } from "@/lib/courses/answers";
import { listStaffCategories } from "@/lib/courses/staff";
import { createCategory } from "@/lib/courses/writes";
import { staffCreate } from "@/lib/http/staff-records";
import { defineRoute } from "@/lib/http/contract";
import { categoryWire } from "@/lib/validation/courses";

export const GET = defineRoute("GET /api/admin/categories", {
  access: "staff",
  summary: "Every category with the number of courses using it",
  response: z.array(staffCategoryAnswer),
  message: "Categories fetched.",
  handler: () => listStaffCategories(),
});

export const POST = staffCreate("/api/admin/categories", {
  summary: "Create a category",
  body: categoryWire.schema,
  response: staffCategoryAnswer,
  message: "Category created.",
  errors: { 409: "A category with that name (or slug) exists" },
  create: createCategory,
});
