import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/errors";
import { clear, enforce, hit } from "@/lib/http/rate-limit";
import { resetEnvForTests } from "@/lib/env";
import { testDatabase } from "../setup/database";
import { sql } from "drizzle-orm";

const rule = { name: "test:rule", limit: 3, windowSeconds: 60 };
afterEach(() => {
  delete process.env.RATE_LIMIT_SCALE;
  resetEnvForTests();
});

describe("rate limits live in the database (security.md, Reliability)", () => {
  it("allows the limit, then refuses with a Retry-After within the window", async () => {
    for (let i = 0; i < 3; i++) expect((await hit(rule, "a")).allowed).toBe(true);
    const refused = await hit(rule, "a");
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    await expect(enforce(rule, "a")).rejects.toMatchObject({ code: "rate_limited" });
    expect((await hit(rule, "b")).allowed).toBe(true);
  });

  it("starts a new window once the old one has passed", async () => {
    for (let i = 0; i < 4; i++) await hit(rule, "c");
    await testDatabase().db.execute(sql`update rate_limits set reset_at = now() - interval '1 second' where key = 'test:rule:c'`);
    expect(await hit(rule, "c")).toMatchObject({ allowed: true, remaining: 2 });
  });

  it("counts concurrent hits exactly", async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => hit({ ...rule, limit: 5 }, "d")));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });

  it("clear() forgets a subject", async () => {
    for (let i = 0; i < 4; i++) await hit(rule, "e");
    await clear(rule, "e");
    expect((await hit(rule, "e")).allowed).toBe(true);
  });

  it("RATE_LIMIT_SCALE multiplies limits and 0 turns them off", async () => {
    process.env.RATE_LIMIT_SCALE = "2";
    resetEnvForTests();
    for (let i = 0; i < 6; i++) expect((await hit(rule, "f")).allowed).toBe(true);
    expect((await hit(rule, "f")).allowed).toBe(false);
    process.env.RATE_LIMIT_SCALE = "0";
    resetEnvForTests();
    for (let i = 0; i < 20; i++) await enforce(rule, "g");
  });

  it("enforce throws the API's 429 error", async () => {
    for (let i = 0; i < 3; i++) await enforce(rule, "h");
    const err = await enforce(rule, "h").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(429);
  });
});
