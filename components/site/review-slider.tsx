"use client";
import { withApi } from "@/components/api/lazy-client";
import { RatingStars } from "@/components/course/rating-stars";
import { Slider } from "@/components/ui/slider";
import { useFullList } from "@/components/ui/use-full-list";
import type { ReviewCardData } from "@/lib/reviews/card";

// The API client is fetched with the rest of the reviews, when the slider nears the viewport.
const loadLatest = () => withApi(({ api }) => api.get("/api/rating/latest"));

/**
 * Reviews: autoplay every 3 s; 1, 2, 3 and 4 slides from widths 600, 1000 and 1200 px (spec §9). The page brings
 * the first screen (`first`); the rest of the latest reviews is fetched when the slider nears the viewport.
 */
export function ReviewSlider({ first }: { first: ReviewCardData[] }) {
  const { items: reviews, watch } = useFullList(first, loadLatest);
  return (
    <div ref={watch}>
      <Slider
        label="Learner reviews"
        intervalMs={3000}
        loopOver={4}
        slideClassName="basis-full min-[600px]:basis-1/2 min-[1000px]:basis-1/3 min-[1200px]:basis-1/4"
      >
        {reviews.map((review) => (
          <figure key={review.id} className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <RatingStars rating={review.rating} />
            <blockquote className="mt-4 flex-1 text-[15px] leading-7 text-slate-700">
              <p className="line-clamp-6">“{review.review}”</p>
            </blockquote>
            <figcaption className="mt-5 flex items-center gap-3 border-t border-slate-100 pt-4">
              <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white">
                {review.userName.trim().charAt(0).toUpperCase()}
              </span>
              <span className="min-w-0">
                <span className="block truncate font-semibold text-ink">{review.userName}</span>
                <span className="block truncate text-xs text-slate-600">{review.courseTitle}</span>
              </span>
            </figcaption>
          </figure>
        ))}
      </Slider>
    </div>
  );
}
