import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { LRUCache } from "lru-cache";
import { remember } from "./remember";

/**
 * A run-time data cache keyed by name and tagged by what it depends on. Services that write call
 * invalidateTags() with the same tags, so pages and the API show a change at once; the TTL bounds how
 * stale another instance can be. Promises are cached, so concurrent misses share one query.
 */
interface Entry {
  value: Promise<unknown>;
  /** Fixed at the call, then (with `memberTags`) the tags of what the value holds once it is loaded. */
  tags: string[];
  expiresAt: number;
  /** About how many bytes the value holds (PENDING_ENTRY_BYTES until it is loaded). */
  bytes: number;
}

// Remembered: the start script and the app bundle each load this module, and must share one cache.
const broadcastTo = remember("cache.broadcast", (): { current?: (tags: string[]) => void } => ({}));
/**
 * The tags a request's render read (the page cache keys each kept page by them). The custom server runs Next's
 * handler inside readingTags(); every cached() read, hit or miss, adds its entry's tags to the request's set.
 */
const tagScope = remember("cache.tag-scope", () => new AsyncLocalStorage<Set<string>>());

/** Runs `render` collecting into `tags` the cache tags of everything it reads. */
export function readingTags<T>(tags: Set<string>, render: () => T): T {
  return tagScope.run(tags, render);
}

/** Records tags for the request being rendered without caching anything (a read that bypasses the cache). */
export function dependsOn(...tags: string[]): void {
  const reading = tagScope.getStore();
  if (reading) for (const tag of tags) reading.add(tag);
}
const listeners = remember("cache.listeners", () => new Set<(tags: readonly string[] | "all") => void>());

export const DEFAULT_TTL_MS = 60_000;
/**
 * At most this many entries. Keys name pages of data (a course's reviews, a category's newest courses…): a
 * crawler walking 10,000 course pages left 10,000 entries, expired but kept until asked for again.
 */
export const MAX_CACHE_ENTRIES = 2000;
/**
 * And at most about this many bytes in all: entries differ ten-thousandfold (a course's title against the whole
 * catalogue), so a count alone let the cache grow with the data. The least recently read go first; a
 * value larger than the whole budget is answered but not kept.
 */
export const MAX_CACHE_BYTES = 64 * 1024 * 1024;
/** What an entry counts while its value loads. */
const PENDING_ENTRY_BYTES = 1024;

/**
 * About how many bytes a value holds: its JSON's length (strings and numbers as they would travel; the heap holds
 * somewhat more, in proportion). A value JSON cannot write (a BigInt, a cycle) counts as more than the whole
 * budget: answered, never kept, and never the reason others go.
 */
export function approximateBytes(value: unknown): number {
  try {
    return Math.max((JSON.stringify(value) ?? "").length, 64);
  } catch {
    return MAX_CACHE_BYTES + 1;
  }
}

// lru-cache (isaacs): a well-kept LRU with a size budget (maxSize and sizeCalculation), so eviction by bytes is not
// written again here.
const store = remember(
  "cache.store",
  () =>
    new LRUCache<string, Entry>({
      max: MAX_CACHE_ENTRIES,
      maxSize: MAX_CACHE_BYTES,
      sizeCalculation: (entry) => entry.bytes,
    }),
);

/** Room for one more: expired entries go first (the least recently read go when the cache itself must evict). */
function makeRoom(now: number): void {
  if (store.size < MAX_CACHE_ENTRIES) return;
  for (const [key, entry] of store.entries()) if (entry.expiresAt <= now) store.delete(key);
}

/**
 * The cached value of `key`, loaded once per TTL. `tags` say what it depends on; `memberTags` adds, once loaded,
 * the tags of the records it holds (a list of courses: each course's tag), so an edit of one record drops only
 * the entries, and the cached pages, that hold it.
 */
export function cached<T>(
  key: string,
  tags: readonly string[],
  load: () => Promise<T>,
  ttlMs = DEFAULT_TTL_MS,
  memberTags?: (value: T) => readonly string[],
): Promise<T> {
  const now = Date.now();
  const hit = store.get(key);
  const reading = tagScope.getStore();
  if (hit && hit.expiresAt > now) {
    if (reading) for (const tag of hit.tags) reading.add(tag);
    return hit.value as Promise<T>;
  }
  store.delete(key);
  makeRoom(now);
  const entry: Entry = { value: Promise.resolve(), tags: [...tags], expiresAt: now + ttlMs, bytes: PENDING_ENTRY_BYTES };
  // What the loader reads is the entry's business, not the request's: the request records the entry's tags.
  const value = tagScope.exit(load).then((loaded) => {
    if (memberTags) entry.tags.push(...memberTags(loaded));
    // Counted again at its loaded size (lru-cache recounts only a new value, so out and in again); too large for
    // the budget, it is not kept.
    if (store.peek(key) === entry) {
      entry.bytes = approximateBytes(loaded);
      store.delete(key);
      store.set(key, entry);
    }
    if (reading) for (const tag of entry.tags) reading.add(tag);
    return loaded;
  });
  entry.value = value;
  if (reading) for (const tag of tags) reading.add(tag);
  store.set(key, entry);
  value.catch(() => {
    if (store.peek(key) === entry) store.delete(key);
  });
  return value;
}

/** Drops what depends on any of `tags`, here and (through server/cache-sync.ts) on every other instance. */
export function invalidateTags(...tags: string[]): void {
  invalidateLocally(tags);
  broadcastTo.current?.(tags);
}

/** Drops what depends on any of `tags` in this process only (a message from another instance). */
export function invalidateLocally(tags: readonly string[]): void {
  for (const [key, entry] of store.entries()) {
    if (entry.tags.some((t) => tags.includes(t))) store.delete(key);
  }
  for (const listener of listeners) listener(tags);
}

/** Calls `listener` after every invalidation in this process (the page cache of the custom server). */
export function onInvalidation(listener: (tags: readonly string[] | "all") => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Where invalidations go besides this process (set by server/cache-sync.ts on PostgreSQL). */
export function setInvalidationBroadcast(broadcast: ((tags: string[]) => void) | undefined): void {
  broadcastTo.current = broadcast;
}

/** How many entries the cache holds (tests). */
export const cacheSize = (): number => store.size;

/** About how many bytes the cache holds (tests). */
export const cacheBytes = (): number => store.calculatedSize;

export function clearCache(): void {
  store.clear();
  for (const listener of listeners) listener("all");
}

/**
 * Broad tags name a kind of data (every entry that holds courses carries `courses`); a record's tag names one record
 * (`course:<id>`), carried by every entry that holds it. A change to one course that moves it in no list (its
 * text, its rating) drops `course(id)` only; anything that changes lists (a new course, categories) drops the
 * broad tag. Reads that bypass the cache but may hold any course record `anyCourse`, which every one-course
 * change drops too.
 */
export const cacheTags = {
  courses: "courses",
  categories: "categories",
  trainings: "trainings",
  reviews: "reviews",
  clients: "clients",
  /** Figures over a large table (lib/at-scale.ts): how many enrolments, how many accounts of a role, the sales report. */
  enrolments: "enrolments",
  accounts: "accounts",
  sales: "sales",
  /** The lists of the latest reviews of every course (the home page's). */
  latestReviews: "reviews:latest",
  anyCourse: "course:*",
  course: (id: string) => `course:${id}`,
} as const;

/** What one course's change drops when it moves the course in no list (its text, its rating, its reviews). */
export const oneCourseTags = (id: string) => [cacheTags.course(id), cacheTags.anyCourse];

/** The tags of the courses a value holds (memberTags of cached()). */
export const courseTagsOf = (list: readonly { id: string }[]) => list.map((c) => cacheTags.course(c.id));
