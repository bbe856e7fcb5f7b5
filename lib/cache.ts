import "server-only";

/**
 * A run-time data cache keyed by name and tagged by what it depends on. Services that write call
 * invalidateTags() with the same tags, so pages and the API show a change at once; the TTL bounds how
 * stale another instance can be. Promises are cached, so concurrent misses share one query.
 */
interface Entry {
  value: Promise<unknown>;
  tags: readonly string[];
  expiresAt: number;
}

const holder = globalThis as typeof globalThis & { __tpCache?: Map<string, Entry> };
const store: Map<string, Entry> = (holder.__tpCache ??= new Map<string, Entry>());

export const DEFAULT_TTL_MS = 60_000;

export function cached<T>(key: string, tags: readonly string[], load: () => Promise<T>, ttlMs = DEFAULT_TTL_MS): Promise<T> {
  const now = Date.now();
  const hit = store.get(key);
  if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
  const value = load();
  const entry: Entry = { value, tags, expiresAt: now + ttlMs };
  store.set(key, entry);
  value.catch(() => {
    if (store.get(key) === entry) store.delete(key);
  });
  return value;
}

export function invalidateTags(...tags: string[]): void {
  for (const [key, entry] of store) {
    if (entry.tags.some((t) => tags.includes(t))) store.delete(key);
  }
}

export function clearCache(): void {
  store.clear();
}

export const cacheTags = {
  courses: "courses",
  categories: "categories",
  trainings: "trainings",
  reviews: "reviews",
  clients: "clients",
} as const;
