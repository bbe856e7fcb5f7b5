/**
 * How a picture loads: the page's first and largest one at once and first in line (`priority`); any other when it
 * is scrolled near.
 */
export function imageLoading(priority: boolean) {
  return { decoding: "async", loading: priority ? "eager" : "lazy", fetchPriority: priority ? "high" : undefined } as const;
}
