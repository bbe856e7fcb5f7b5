"use client";
import Link from "next/link";
import { useState, type ComponentProps } from "react";

/**
 * next/link whose page is prefetched when the visitor shows they may follow it (the pointer comes over it, a
 * finger touches it, the keyboard focuses it), not when it scrolls into view. A public page shows a dozen links
 * in its first screen (header, categories, course cards); prefetched on sight, their dozen-odd payloads arrived
 * right after hydration and the router processed each in a task of its own, the long tasks beyond hydration a
 * phone ran while the visitor waited for the page to answer (the catalogue's Lighthouse reports). A link chosen
 * without a prefetch still navigates in place; its page is fetched then.
 *
 * The way Next's prefetching guide suggests: prefetch stays off until intent, then the Link's own mount observes
 * it, and being in view, it is prefetched at once.
 */
export function IntentLink({ prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: ComponentProps<typeof Link>) {
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  return (
    <Link
      {...props}
      prefetch={wanted ? prefetch : false}
      onMouseEnter={(event) => {
        want();
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        want();
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        want();
        onFocus?.(event);
      }}
    />
  );
}
