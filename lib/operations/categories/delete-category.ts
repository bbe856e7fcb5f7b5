import "server-only";
import { deleteCategory as domainDeleteCategory } from "../../courses/writes";

/** DELETE /api/admin/categories/{id}: a category no course uses; audited (lib/courses). */
export const deleteCategory: typeof domainDeleteCategory = (...args) => domainDeleteCategory(...args);
