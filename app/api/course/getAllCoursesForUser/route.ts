import { listCourses } from "@/lib/courses/service";
import { ok } from "@/lib/http/envelope";
import { apiRoute } from "@/lib/http/route";

// GET /api/course/getAllCoursesForUser – every course, newest first
export const GET = apiRoute(async () => ok(await listCourses(), "Courses fetched successfully."));
