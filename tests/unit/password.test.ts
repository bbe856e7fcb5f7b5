import bcrypt from "bcryptjs";
import { describe, expect, it } from "vitest";
import { BCRYPT_COST, hashPassword, verifyPassword } from "@/lib/auth/password";

// Cost 12 takes about a second a hash: a loaded CI machine needs more than the default five seconds a test.
describe("password hashing (security.md, Passwords)", { timeout: 30_000 }, () => {
  it("hashes with bcrypt cost 12 and verifies", async () => {
    const hash = await hashPassword("Str0ng!pass");
    expect(hash).toMatch(/^\$2[aby]\$12\$/);
    expect(bcrypt.getRounds(hash)).toBe(BCRYPT_COST);
    expect(await verifyPassword("Str0ng!pass", hash)).toBe(true);
    expect(await verifyPassword("Str0ng!pasS", hash)).toBe(false);
  });

  it("says no for an unknown user after spending a real comparison's time", async () => {
    const hash = await hashPassword("Str0ng!pass");
    const time = async (f: () => Promise<unknown>) => {
      const start = performance.now();
      await f();
      return performance.now() - start;
    };
    const real = await time(() => verifyPassword("Wr0ng!pass", hash));
    const dummy = await time(() => verifyPassword("Wr0ng!pass", null));
    expect(await verifyPassword("anything", null)).toBe(false);
    expect(dummy).toBeGreaterThan(real * 0.5);
    expect(dummy).toBeLessThan(real * 2);
  });

  it("runs off the event loop: timers keep firing while passwords are checked", async () => {
    const hash = await hashPassword("Str0ng!pass");
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const started = performance.now();
    await Promise.all([1, 2, 3, 4].map(() => verifyPassword("Str0ng!pass", hash)));
    const elapsed = performance.now() - started;
    clearInterval(timer);
    // On the event loop, no 10 ms timer could fire until every comparison was done.
    expect(ticks).toBeGreaterThan((elapsed / 10) * 0.3);
  });
});
