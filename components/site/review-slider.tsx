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
      <Slider label="Learner reviews" intervalMs={3000} loopOver={4} slideClassName="slide-review">
        {reviews.map((review) => (
          <figure key={review.id} className="review-card">
            <RatingStars rating={review.rating} />
            <blockquote>
              <p className="line-clamp-6">“{review.review}”</p>
            </blockquote>
            <figcaption>
              <span aria-hidden="true" className="avatar">
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
