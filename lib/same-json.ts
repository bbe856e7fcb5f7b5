/** JSON with object keys sorted: jsonb gives keys back in its own order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );

/** Whether two values are the same JSON, whatever the order of their keys (an import's "unchanged, skipped"). */
export const sameJson = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b);
