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

// On globalThis: the start script and the app bundle each load this module, and must share one cache.
const holder = globalThis as typeof globalThis & {
  __tpCache?: Map<string, Entry>;
  __tpCacheBroadcast?: (tags: string[]) => void;
  __tpCacheListeners?: Set<(tags: readonly string[] | "all") => void>;
};
const listeners = (holder.__tpCacheListeners ??= new Set());
const store: Map<string, Entry> = (holder.__tpCache ??= new Map<string, Entry>());

export const DEFAULT_TTL_MS = 60_000;
/**
 * At most this many entries. Keys name pages of data (a course's reviews, a category's newest courses…): a
 * crawler walking 10,000 course pages left 10,000 entries, expired but kept until asked for again.
 */
export const MAX_CACHE_ENTRIES = 2000;

/** Room for one more: expired entries go first, then the oldest. */
function makeRoom(now: number): void {
  if (store.size < MAX_CACHE_ENTRIES) return;
  for (const [key, entry] of store) if (entry.expiresAt <= now) store.delete(key);
  for (const key of store.keys()) {
    if (store.size < MAX_CACHE_ENTRIES) break;
    store.delete(key);
  }
}

export function cached<T>(key: string, tags: readonly string[], load: () => Promise<T>, ttlMs = DEFAULT_TTL_MS): Promise<T> {
  const now = Date.now();
  const hit = store.get(key);
  if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
  store.delete(key);
  makeRoom(now);
  const value = load();
  const entry: Entry = { value, tags, expiresAt: now + ttlMs };
  store.set(key, entry);
  value.catch(() => {
    if (store.get(key) === entry) store.delete(key);
  });
  return value;
}

/** Drops what depends on any of `tags`, here and (through lib/cache-sync.ts) on every other instance. */
export function invalidateTags(...tags: string[]): void {
  invalidateLocally(tags);
  holder.__tpCacheBroadcast?.(tags);
}

/** Drops what depends on any of `tags` in this process only (a message from another instance). */
export function invalidateLocally(tags: readonly string[]): void {
  for (const [key, entry] of store) {
    if (entry.tags.some((t) => tags.includes(t))) store.delete(key);
  }
  for (const listener of listeners) listener(tags);
}

/** Calls `listener` after every invalidation in this process (the page cache of the custom server). */
export function onInvalidation(listener: (tags: readonly string[] | "all") => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Where invalidations go besides this process (set by lib/cache-sync.ts on PostgreSQL). */
export function setInvalidationBroadcast(broadcast: ((tags: string[]) => void) | undefined): void {
  holder.__tpCacheBroadcast = broadcast;
}

/** How many entries the cache holds (tests). */
export const cacheSize = (): number => store.size;

export function clearCache(): void {
  store.clear();
  for (const listener of listeners) listener("all");
}

export const cacheTags = {
  courses: "courses",
  categories: "categories",
  trainings: "trainings",
  reviews: "reviews",
  clients: "clients",
} as const;
