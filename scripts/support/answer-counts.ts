// What a bench's answers were, per target: status code and X-Page-Cache (hit, stale, miss, or none: Next rendered
// it). The benches send no validator (If-None-Match, If-Modified-Since) and keep their connections, as an outside
// client that loads the page does; these counts say which figures were 304s or answers from the page cache.

export interface AnswerCounts {
  add(status: number, cache: string | undefined): void;
  /** "200 hit ×1,234 · 200 render ×2": each kind, most first. */
  text(): string;
}

export function answerCounts(): AnswerCounts {
  const counts = new Map<string, number>();
  return {
    add(status, cache) {
      const kind = `${status} ${cache ?? "render"}`;
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
    },
    text: () =>
      [...counts]
        .sort(([, a], [, b]) => b - a)
        .map(([kind, n]) => `${kind} ×${n.toLocaleString("en")}`)
        .join(" · ") || "-",
  };
}

/** The X-Page-Cache value of autocannon's header object (its keys keep the server's case). */
export function pageCacheHeader(headers: object): string | undefined {
  for (const [name, value] of Object.entries(headers)) if (name.toLowerCase() === "x-page-cache") return String(value);
  return undefined;
}
