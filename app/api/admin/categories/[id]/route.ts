import { staffCategoryAnswer } from "@/lib/courses/answers";
import { deleteCategory } from "@/lib/operations/categories/delete-category";
import { renameCategory } from "@/lib/operations/categories/rename-category";
import { staffRecord } from "@/lib/http/staff-records";
import { categoryWire } from "@/lib/validation/courses";

const category = staffRecord("/api/admin/categories/{id}", { noun: "Category", response: staffCategoryAnswer });

export const PUT = category.update({
  summary: "Rename a category",
  body: categoryWire.schema,
  message: "Category renamed.",
  errors: { 409: "The name is taken" },
  save: renameCategory,
});

export const DELETE = category.remove({ summary: "Delete a category no course uses", errors: { 409: "Courses still use it" }, remove: deleteCategory });
