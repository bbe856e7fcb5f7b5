import type { CSSProperties } from "react";
import { cn } from "@/components/ui/cn";

/**
 * Five stars filled to `rating` (halves shown), with the rating as text for screen readers. The stars are the
 * stylesheet's (.rating-stars in app/globals.css): the markup is one element, however many ratings a page lists.
 */
export function RatingStars({ rating, className }: { rating: number; className?: string }) {
  const clamped = Math.max(0, Math.min(5, rating));
  return (
    <span
      role="img"
      aria-label={`Rated ${clamped.toFixed(1)} out of 5`}
      className={cn("rating-stars", className)}
      style={{ "--rating": `${(clamped / 5) * 100}%` } as CSSProperties}
    />
  );
}
