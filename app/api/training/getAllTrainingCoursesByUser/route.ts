import { ok } from "@/lib/http/envelope";
import { apiRoute } from "@/lib/http/route";
import { listPublicTrainings } from "@/lib/trainings/service";

// GET /api/training/getAllTrainingCoursesByUser – every training with its course, without meeting links
export const GET = apiRoute(async () => ok(await listPublicTrainings(), "Trainings fetched successfully."));
