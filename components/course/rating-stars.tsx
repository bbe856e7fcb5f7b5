import { cn } from "@/components/ui/cn";

const STAR = "M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z";

function FiveStars({ height, color }: { height: string; color: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 100 20" style={{ height, width: `calc(${height} * 5)` }} className="block max-w-none" fill={color}>
      {[0, 20, 40, 60, 80].map((x) => (
        <path key={x} d={STAR} transform={`translate(${x} 0)`} />
      ))}
    </svg>
  );
}

/**
 * Five stars filled to `rating` (halves shown), with the rating as text for screen readers: grey stars with
 * an amber copy clipped to the rating's width (no per-star gradients, so no repeated ids in the page).
 */
export function RatingStars({ rating, className, size = "size-4" }: { rating: number; className?: string; size?: string }) {
  const clamped = Math.max(0, Math.min(5, rating));
  // "size-4" (Tailwind's scale) → 1rem tall stars.
  const height = `${Number(size.replace("size-", "")) * 0.25 || 1}rem`;
  return (
    <span className={cn("relative inline-flex", className)} role="img" aria-label={`Rated ${clamped.toFixed(1)} out of 5`}>
      <FiveStars height={height} color="#cbd5e1" />
      <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${(clamped / 5) * 100}%` }}>
        <FiveStars height={height} color="#f59e0b" />
      </span>
    </span>
  );
}
