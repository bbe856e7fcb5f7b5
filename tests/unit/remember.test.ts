import { describe, expect, it, vi } from "vitest";
import { remember } from "@/lib/remember";

describe("remember", () => {
  it("makes a value once per name and gives the same one after", () => {
    const factory = vi.fn(() => ({ made: true }));
    const first = remember("test.remember.once", factory);
    const second = remember("test.remember.once", factory);
    expect(second).toBe(first);
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it("keeps names apart", () => {
    expect(remember("test.remember.a", () => "a")).toBe("a");
    expect(remember("test.remember.b", () => "b")).toBe("b");
    expect(remember("test.remember.a", () => "other")).toBe("a");
  });

  it("shares one value between separately loaded copies of the module", async () => {
    const box = remember("test.remember.shared", () => ({ current: 1 }));
    vi.resetModules();
    const again = await import("@/lib/remember");
    expect(again.remember("test.remember.shared", () => ({ current: 2 }))).toBe(box);
  });

  it("remembers a falsy value as made", () => {
    const factory = vi.fn(() => undefined);
    remember("test.remember.undefined", factory);
    remember("test.remember.undefined", factory);
    expect(factory).toHaveBeenCalledTimes(1);
  });
});
