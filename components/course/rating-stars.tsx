import { cn } from "@/components/ui/cn";

/** Five stars filled to `rating` (halves shown), with the rating as text for screen readers. */
export function RatingStars({ rating, className, size = "size-4" }: { rating: number; className?: string; size?: string }) {
  const clamped = Math.max(0, Math.min(5, rating));
  return (
    <span className={cn("inline-flex items-center", className)} role="img" aria-label={`Rated ${clamped.toFixed(1)} out of 5`}>
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = Math.max(0, Math.min(1, clamped - i));
        return (
          <svg key={i} aria-hidden="true" viewBox="0 0 20 20" className={size}>
            <defs>
              <linearGradient id={`star-${i}-${Math.round(fill * 100)}`}>
                <stop offset={`${fill * 100}%`} stopColor="#f59e0b" />
                <stop offset={`${fill * 100}%`} stopColor="#cbd5e1" />
              </linearGradient>
            </defs>
            <path
              fill={`url(#star-${i}-${Math.round(fill * 100)})`}
              d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z"
            />
          </svg>
        );
      })}
    </span>
  );
}
