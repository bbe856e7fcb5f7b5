import { afterEach, describe, expect, it, vi } from "vitest";
import { approximateBytes, cacheBytes, cached, cacheSize, clearCache, invalidateTags, MAX_CACHE_BYTES, MAX_CACHE_ENTRIES } from "@/lib/cache";

afterEach(() => {
  clearCache();
  vi.useRealTimers();
});

const load = (value: string) => vi.fn(async () => value);

describe("the data cache stays bounded", () => {
  it("shares one load per key until the TTL, and drops what a tag names", async () => {
    const first = load("a");
    expect(await cached("k", ["courses"], first)).toBe("a");
    expect(await cached("k", ["courses"], load("b"))).toBe("a");
    invalidateTags("courses");
    expect(await cached("k", ["courses"], load("c"))).toBe("c");
    expect(first).toHaveBeenCalledTimes(1);
  });

  it(`holds at most ${MAX_CACHE_ENTRIES} entries: past that the oldest go, the newest stay`, async () => {
    for (let i = 0; i < MAX_CACHE_ENTRIES + 50; i++) await cached(`page:${i}`, [], load(String(i)));
    expect(cacheSize()).toBe(MAX_CACHE_ENTRIES);
    const newest = load("again");
    expect(await cached(`page:${MAX_CACHE_ENTRIES + 49}`, [], newest)).toBe(String(MAX_CACHE_ENTRIES + 49));
    expect(newest).not.toHaveBeenCalled();
    const oldest = load("reloaded");
    expect(await cached("page:0", [], oldest)).toBe("reloaded");
    expect(oldest).toHaveBeenCalledTimes(1);
  });

  it("makes room from expired entries before live ones", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-26T10:00:00Z") });
    await cached("live", [], load("kept"), 3_600_000);
    for (let i = 0; i < MAX_CACHE_ENTRIES - 1; i++) await cached(`short:${i}`, [], load("x"), 1000);
    vi.setSystemTime(new Date("2026-11-26T10:00:05Z"));
    await cached("new", [], load("y"));
    expect(cacheSize()).toBe(2);
    const live = load("reloaded");
    expect(await cached("live", [], live)).toBe("kept");
    expect(live).not.toHaveBeenCalled();
  });

  it(`holds at most about ${MAX_CACHE_BYTES / 1024 / 1024} MB: past that the least recently read go, the newest stay`, async () => {
    const megabyte = (i: number) => vi.fn(async () => ({ id: i, text: "x".repeat(1024 * 1024) }));
    const count = Math.ceil(MAX_CACHE_BYTES / (1024 * 1024)) + 8;
    for (let i = 0; i < count; i++) await cached(`big:${i}`, [], megabyte(i));
    expect(cacheBytes()).toBeLessThanOrEqual(MAX_CACHE_BYTES);
    expect(cacheBytes()).toBeGreaterThan(MAX_CACHE_BYTES - 2 * 1024 * 1024);
    expect(cacheSize()).toBeLessThan(count);
    const newest = megabyte(-1);
    expect((await cached(`big:${count - 1}`, [], newest)).id).toBe(count - 1);
    expect(newest).not.toHaveBeenCalled();
    const oldest = megabyte(-2);
    expect((await cached("big:0", [], oldest)).id).toBe(-2);
    expect(oldest).toHaveBeenCalledTimes(1);
  });

  it("answers a value larger than the whole budget without keeping it", async () => {
    await cached("small", [], load("kept"));
    const huge = vi.fn(async () => "y".repeat(MAX_CACHE_BYTES + 1));
    expect((await cached("huge", [], huge)).length).toBe(MAX_CACHE_BYTES + 1);
    expect(await cached("huge", [], huge)).toHaveLength(MAX_CACHE_BYTES + 1);
    expect(huge).toHaveBeenCalledTimes(2);
    expect(await cached("small", [], load("reloaded"))).toBe("kept");
  });

  it("counts a value by its JSON's length, and one JSON cannot write as more than the whole budget", () => {
    expect(approximateBytes({ title: "x".repeat(1000) })).toBe(1012);
    expect(approximateBytes(1n)).toBe(MAX_CACHE_BYTES + 1);
    expect(approximateBytes(undefined)).toBe(64);
  });
});
