import { staffCategoryAnswer } from "@/lib/courses/answers";
import { deleteCategory, renameCategory } from "@/lib/courses/writes";
import { defineRoute, idParams } from "@/lib/http/contract";
import { categoryWire } from "@/lib/validation/courses";

export const PUT = defineRoute("PUT /api/admin/categories/{id}", {
  access: "staff",
  summary: "Rename a category",
  params: idParams,
  body: categoryWire.schema,
  response: staffCategoryAnswer,
  message: "Category renamed.",
  errors: { 409: "The name is taken" },
  handler: ({ user, params, body }) => renameCategory(user._id, params.id, body),
});

export const DELETE = defineRoute("DELETE /api/admin/categories/{id}", {
  access: "staff",
  summary: "Delete a category no course uses",
  params: idParams,
  message: "Category deleted.",
  errors: { 409: "Courses still use it" },
  handler: ({ user, params }) => deleteCategory(user._id, params.id),
});
