import { formatTrainingDate } from "@/lib/format";
import { RatingStars } from "./rating-stars";

import type { Review } from "@/lib/reviews/types";

export type CourseReviewItem = Pick<Review, "id" | "authorName" | "rating" | "text" | "createdAt">;

/** The course's visible reviews, newest first (learners of its trainings write them from My Learning). */
export function CourseReviews({ reviews }: { reviews: CourseReviewItem[] }) {
  if (reviews.length === 0) {
    return (
      <p className="mt-4 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-6 text-slate-600">
        No reviews yet. Learners who join a batch of this course can review it from My Learning.
      </p>
    );
  }
  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-2">
      {reviews.map((r) => (
        <li key={r.id} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200" data-testid="course-review">
          <div className="flex items-center justify-between gap-3">
            <p className="font-semibold text-ink">{r.authorName}</p>
            <RatingStars rating={r.rating} />
          </div>
          <p className="mt-2 text-[15px] leading-relaxed text-slate-700">{r.text}</p>
          <p className="mt-2 text-xs text-slate-500">{formatTrainingDate(r.createdAt.toISOString().slice(0, 10))}</p>
        </li>
      ))}
    </ul>
  );
}
