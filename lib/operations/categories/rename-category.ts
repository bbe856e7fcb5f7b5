import "server-only";
import { renameCategory as domainRenameCategory } from "../../courses/writes";

/** PUT /api/admin/categories/{id}: a category's name and slug; audited (lib/courses). */
export const renameCategory: typeof domainRenameCategory = (...args) => domainRenameCategory(...args);
