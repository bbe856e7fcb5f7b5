"use client";
import { useEffect, useState } from "react";

/** How near the viewport an element comes before what it holds below the fold is built: one screen ahead. */
const NEAR = "100% 0px";

/**
 * False until `element` comes within a screen of the viewport (once true it stays). For what a page builds only
 * when the visitor may see it: a slider's later slides and its engine, a list's rest. Built as the page started,
 * they made the long tasks a phone ran right after hydration, for parts most visitors never scroll to.
 */
export function useNearViewport(element: Element | null): boolean {
  return useNearViewportSince(element) !== undefined;
}

/** When (Date.now()) `element` first came within a screen of the viewport; undefined until then. */
export function useNearViewportSince(element: Element | null): number | undefined {
  const [nearSince, setNearSince] = useState<number>();
  const near = nearSince !== undefined;
  useEffect(() => {
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNearSince(Date.now());
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near]);
  return nearSince;
}
