import type { MyEnrolment } from "@/lib/enrolments/types";

/** An enrolment as the learner's pages hand it to the browser: the course slimmed to what they show. */
export type EnrolmentItem = Omit<MyEnrolment, "training"> & {
  training: Omit<MyEnrolment["training"], "course"> & { course: { id: string; title: string; slug: string; image: string } };
};

/** Slims enrolments for client components (no overview HTML or outline in the page payload). */
export function toEnrolmentItems(enrolments: MyEnrolment[]): EnrolmentItem[] {
  return enrolments.map((e) => ({
    ...e,
    training: {
      ...e.training,
      course: {
        id: e.training.course.id,
        title: e.training.course.title,
        slug: e.training.course.slug,
        image: e.training.course.images[0] ?? "/images/brand/og-default.svg",
      },
    },
  }));
}
