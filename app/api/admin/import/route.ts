import { requireStaff } from "@/lib/auth/session";
import { importCatalogue } from "@/lib/courses/import";
import { ok } from "@/lib/http/envelope";
import { apiRoute, readJson } from "@/lib/http/route";
import { catalogueImportSchema } from "@/lib/validation/catalogue";

// POST /api/admin/import – load categories, courses, trainings and clients from a catalogue file (idempotent)
export const POST = apiRoute(async (request) => {
  const { user } = await requireStaff(request);
  const file = await readJson(request, catalogueImportSchema);
  const report = await importCatalogue(file, { actorUserId: user._id });
  return ok(report, "Catalogue imported.");
});
