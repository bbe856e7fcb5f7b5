import "server-only";
import { createCategory as domainCreateCategory } from "../../courses/writes";

/** POST /api/admin/categories: a course category; audited (lib/courses). */
export const createCategory: typeof domainCreateCategory = (...args) => domainCreateCategory(...args);
