import "server-only";
import { importCatalogue as domainImportCatalogue } from "../../catalogue/import";

/** POST /api/admin/import: categories, courses and trainings of a catalogue file, created or updated by their keys (lib/catalogue). */
export const importCatalogue: typeof domainImportCatalogue = (...args) => domainImportCatalogue(...args);
