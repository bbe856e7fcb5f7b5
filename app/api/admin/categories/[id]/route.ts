import { staffCategoryAnswer } from "@/lib/courses/answers";
import { deleteCategory, renameCategory } from "@/lib/courses/writes";
import { staffRemove, staffUpdate } from "@/lib/http/staff-records";
import { categoryWire } from "@/lib/validation/courses";

const path = "/api/admin/categories/{id}";

export const PUT = staffUpdate(path, {
  summary: "Rename a category",
  body: categoryWire.schema,
  response: staffCategoryAnswer,
  message: "Category renamed.",
  errors: { 409: "The name is taken" },
  save: renameCategory,
});

export const DELETE = staffRemove(path, {
  summary: "Delete a category no course uses",
  message: "Category deleted.",
  errors: { 409: "Courses still use it" },
  remove: deleteCategory,
});
