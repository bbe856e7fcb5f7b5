import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
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
const store = remember("cache.store", () => new Map<string, Entry>());

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

/**
 * The cached value of `key`, loaded once per TTL. `tags` say what it depends on; `memberTags` adds, once loaded,
 * the tags of the records it holds (a list of courses: each course's tag), so an edit of one record drops only
 * the entries, and the cached pages, that hold it.
 */
export function cached<T>(key: string, tags: readonly string[], load: () => Promise<T>, ttlMs = DEFAULT_TTL_MS, memberTags?: (value: T) => readonly string[]): Promise<T> {
  const now = Date.now();
  const hit = store.get(key);
  const reading = tagScope.getStore();
  if (hit && hit.expiresAt > now) {
    if (reading) for (const tag of hit.tags) reading.add(tag);
    return hit.value as Promise<T>;
  }
  store.delete(key);
  makeRoom(now);
  const entry: Entry = { value: Promise.resolve(), tags: [...tags], expiresAt: now + ttlMs };
  // What the loader reads is the entry's business, not the request's: the request records the entry's tags.
  const value = tagScope.exit(load).then((loaded) => {
    if (memberTags) entry.tags.push(...memberTags(loaded));
    if (reading) for (const tag of entry.tags) reading.add(tag);
    return loaded;
  });
  entry.value = value;
  if (reading) for (const tag of tags) reading.add(tag);
  store.set(key, entry);
  value.catch(() => {
    if (store.get(key) === entry) store.delete(key);
  });
  return value;
}

/** Drops what depends on any of `tags`, here and (through lib/cache-sync.ts) on every other instance. */
export function invalidateTags(...tags: string[]): void {
  invalidateLocally(tags);
  broadcastTo.current?.(tags);
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
  broadcastTo.current = broadcast;
}

/** How many entries the cache holds (tests). */
export const cacheSize = (): number => store.size;

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
  /** The lists of the latest reviews of every course (the home page's). */
  latestReviews: "reviews:latest",
  anyCourse: "course:*",
  course: (id: string) => `course:${id}`,
} as const;

/** What one course's change drops when it moves the course in no list (its text, its rating, its reviews). */
export const oneCourseTags = (id: string) => [cacheTags.course(id), cacheTags.anyCourse];

/** The tags of the courses a value holds (memberTags of cached()). */
export const courseTagsOf = (list: readonly { id: string }[]) => list.map((c) => cacheTags.course(c.id));
