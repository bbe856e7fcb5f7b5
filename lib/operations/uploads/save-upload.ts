import "server-only";
import { saveUpload as domainSaveUpload } from "../../uploads/store";

/** POST /api/admin/uploads: an image checked by its content and stored under a random name (lib/uploads). */
export const saveUpload: typeof domainSaveUpload = (...args) => domainSaveUpload(...args);
