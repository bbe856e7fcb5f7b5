import { courseAnswer, wholeCourseList } from "@/lib/courses/answers";
import { pageOfCourses } from "@/lib/courses/reads";
import { wholeListRoute } from "@/lib/http/whole-list-route";

export const GET = wholeListRoute(wholeCourseList, {
  summary: "Every course, newest first (or a page of them)",
  item: courseAnswer,
  message: "Courses fetched successfully.",
  page: async (page, pageSize) => {
    const found = await pageOfCourses({ page, pageSize });
    return { items: found.courses, total: found.total };
  },
});
