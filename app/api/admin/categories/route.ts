import { z } from "zod";
import { staffCategoryAnswer } from "@/lib/courses/answers";
import { listStaffCategories } from "@/lib/courses/staff";
import { createCategory } from "@/lib/operations/categories/create-category";
import { staffCollection } from "@/lib/http/staff-records";
import { defineRoute } from "@/lib/http/contract";
import { categoryWire } from "@/lib/validation/courses";

const categories = staffCollection("/api/admin/categories", { noun: "Category", item: staffCategoryAnswer });

export const GET = defineRoute("GET /api/admin/categories", {
  access: "staff",
  summary: "Every category with the number of courses using it",
  response: z.array(staffCategoryAnswer),
  message: "Categories fetched.",
  handler: () => listStaffCategories(),
});

export const POST = categories.create({
  summary: "Create a category",
  body: categoryWire.schema,
  errors: { 409: "A category with that name (or slug) exists" },
  create: createCategory,
});
