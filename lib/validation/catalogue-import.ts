// The catalogue file of `npm run content:import` and POST /api/admin/import (the seed uses it too): categories,
// courses, trainings and clients in the API's own shapes, read into product words.
import { z } from "zod";
import { clientWire } from "./clients";
import { categoryWire, importedCourseWire } from "./courses";
import { importedTrainingWire } from "./trainings";

export const catalogueFileSchema = z.object({
  categories: z.array(categoryWire.schema).default([]),
  courses: z.array(importedCourseWire.schema).default([]),
  trainings: z.array(importedTrainingWire.schema).default([]),
  clients: z.array(clientWire.schema).default([]),
});
/** The file as written (the API's names). */
export type CatalogueFile = z.input<typeof catalogueFileSchema>;
/** The file as read (product words). */
export type CatalogueImport = z.output<typeof catalogueFileSchema>;
