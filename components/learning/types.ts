import type { CourseView } from "@/lib/courses/types";
import type { MyEnrolmentView } from "@/lib/trainings/types";

/** An enrolment as the learner's pages hand it to the browser: the course slimmed to what they show. */
export type EnrolmentItem = Omit<MyEnrolmentView, "trainingId"> & {
  trainingId: Omit<MyEnrolmentView["trainingId"], "courseId"> & {
    courseId: Pick<CourseView, "_id" | "courseTitle" | "courseSlug" | "courseImage">;
  };
};

/** Slims enrolments for client components (no overview HTML or outline in the page payload). */
export function toEnrolmentItems(enrolments: MyEnrolmentView[]): EnrolmentItem[] {
  return enrolments.map((e) => ({
    ...e,
    trainingId: {
      ...e.trainingId,
      courseId: {
        _id: e.trainingId.courseId._id,
        courseTitle: e.trainingId.courseId.courseTitle,
        courseSlug: e.trainingId.courseId.courseSlug,
        courseImage: e.trainingId.courseId.courseImage,
      },
    },
  }));
}
