import { z } from "zod";
import { importCatalogue } from "@/lib/operations/imports/import-catalogue";
import { defineRoute } from "@/lib/http/contract";
import { catalogueFileSchema } from "@/lib/validation/catalogue-import";

const counts = z.object({ created: z.number().int(), updated: z.number().int(), skipped: z.number().int() });

export const POST = defineRoute("POST /api/admin/import", {
  access: "staff",
  summary: "Load categories, courses, trainings and clients from a catalogue file (idempotent: courses by title, trainings by course and dates)",
  body: catalogueFileSchema,
  response: z.object({ categories: counts, courses: counts, trainings: counts, clients: counts }).meta({ id: "ImportReport" }),
  message: "Catalogue imported.",
  handler: ({ user, body }) => importCatalogue(body, { actorUserId: user._id }),
});
