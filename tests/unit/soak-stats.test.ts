// The soak's memory verdict (issue 21): the slope over the last two thirds of the run, warm-up left out.
import { describe, expect, it } from "vitest";
import { memorySlope } from "@/scripts/support/soak-stats";

const every5s = (minutes: number, mb: (seconds: number) => number) =>
  Array.from({ length: (minutes * 60) / 5 + 1 }, (_, i) => ({ seconds: i * 5, mb: mb(i * 5) }));

describe("memorySlope", () => {
  it("reads flat memory after a steep warm-up as flat", () => {
    const samples = every5s(30, (s) => (s < 600 ? 150 + s / 6 : 250 + ((s / 5) % 2)));
    const slope = memorySlope(samples, 1800);
    expect(Math.abs(slope.mbPerMinute)).toBeLessThan(0.1);
    expect(slope).toMatchObject({ fromMinute: 10, toMinute: 30, samples: 241 });
  });

  it("reads a leak of 2 MB a minute as 2 MB a minute", () => {
    expect(
      memorySlope(
        every5s(30, (s) => 200 + (2 * s) / 60),
        1800,
      ).mbPerMinute,
    ).toBe(2);
  });

  it("answers 0 with fewer than two readings", () => {
    expect(memorySlope([{ seconds: 100, mb: 200 }], 120).mbPerMinute).toBe(0);
  });
});
