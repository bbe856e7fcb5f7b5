// A schedule's zone label when the browser's ICU data names a zero offset "GMT+0" (Chromium 155) rather than "GMT"
// (Node's): both read "GMT"; other numbered offsets stay as they are.
import { describe, expect, it, vi } from "vitest";

const zoneNames = new Map<string, string>();
vi.mock("@/lib/intl-cache", () => ({
  dateTimeFormat: (_locale: string, options: Intl.DateTimeFormatOptions) => ({
    formatToParts: () => [{ type: "timeZoneName", value: zoneNames.get(options.timeZone ?? "") ?? "UTC" }],
  }),
}));
const { timeZoneLabel } = await import("@/lib/format");

describe("timeZoneLabel with newer ICU data", () => {
  it.each([
    ["Europe/London", "GMT+0", "GMT"],
    ["Africa/Abidjan", "UTC+0", "GMT"],
    ["Atlantic/Reykjavik", "GMT+00:00", "GMT"],
    ["Asia/Singapore", "GMT+8", "GMT+8"],
    ["Asia/Kolkata", "IST", "IST"],
  ])("%s named %s reads %s", (zone, named, label) => {
    zoneNames.set(zone, named);
    expect(timeZoneLabel(zone, "2026-01-05")).toBe(label);
  });
});
