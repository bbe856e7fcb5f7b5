import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { zonedTimeToUtc } from "@/lib/schedule/schedule";

// A session's instant around a change of offset follows RFC 5545 (and Temporal's "compatible"): a wall-clock time the
// clock skips moves forward by the gap, one it shows twice is the earlier instant. Checked against Temporal over every
// zone the runtime knows and every change in two years.
const HOUR = 3_600_000;
const MINUTE = 60_000;
const WEEK = 7 * 24 * HOUR;
const FROM = Date.UTC(2026, 0, 1);
const TO = Date.UTC(2028, 0, 1);

const formats = new Map<string, Intl.DateTimeFormat>();
function offsetMinutes(instant: number, timeZone: string): number {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
    });
    formats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
  return Math.round((wall - Math.floor(instant / MINUTE) * MINUTE) / MINUTE);
}

/** The instants at which the zone's offset changes: scanned weekly (no zone changes twice in a week), then bisected to the minute. */
function transitions(timeZone: string): { at: number; before: number; after: number }[] {
  const found: { at: number; before: number; after: number }[] = [];
  let offset = offsetMinutes(FROM, timeZone);
  for (let t = FROM; t < TO; t += WEEK) {
    const next = offsetMinutes(t + WEEK, timeZone);
    if (next === offset) continue;
    let [lo, hi] = [t, t + WEEK];
    while (hi - lo > MINUTE) {
      const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
      if (offsetMinutes(mid, timeZone) === offset) lo = mid;
      else hi = mid;
    }
    found.push({ at: hi, before: offset, after: next });
    offset = next;
  }
  return found;
}

function reference(date: string, time: string, timeZone: string): string {
  const instant = Temporal.PlainDateTime.from(`${date}T${time}`).toZonedDateTime(timeZone, { disambiguation: "compatible" }).toInstant();
  return new Date(instant.epochMilliseconds).toISOString();
}

describe("a wall-clock time in a zone that changes its offset", () => {
  it.each([
    ["2026-03-08", "02:30", "America/New_York", "2026-03-08T07:30:00.000Z"], // skipped: 03:30 EDT
    ["2026-11-01", "01:30", "America/New_York", "2026-11-01T05:30:00.000Z"], // twice: the first, 01:30 EDT
    ["2026-03-29", "02:30", "Europe/Berlin", "2026-03-29T01:30:00.000Z"], // skipped: 03:30 CEST
    ["2026-10-25", "02:30", "Europe/Berlin", "2026-10-25T00:30:00.000Z"], // twice: the first, 02:30 CEST
    ["2026-04-05", "02:30", "Australia/Sydney", "2026-04-04T15:30:00.000Z"], // twice: the first, 02:30 AEDT
    ["2026-10-04", "02:30", "Australia/Sydney", "2026-10-03T16:30:00.000Z"], // skipped: 03:30 AEDT
  ])("%s %s in %s is %s", (date, time, zone, expected) => {
    expect(zonedTimeToUtc(date, time, zone).toISOString()).toBe(expected);
  });

  it("is the reference's instant around every change of every zone in 2026 and 2027", () => {
    const wrong: string[] = [];
    const zones = Intl.supportedValuesOf("timeZone");
    let changing = 0;
    for (const zone of zones) {
      const changes = transitions(zone);
      if (changes.length) changing += 1;
      for (const change of changes) {
        // Every quarter hour of wall-clock time from two hours before the change to two hours after it.
        const first = change.at + Math.min(change.before, change.after) * MINUTE - 2 * HOUR;
        const last = change.at + Math.max(change.before, change.after) * MINUTE + 2 * HOUR;
        for (let wall = first; wall <= last; wall += 15 * MINUTE) {
          const stamp = new Date(wall).toISOString();
          const [date, time] = [stamp.slice(0, 10), stamp.slice(11, 16)];
          const expected = reference(date, time, zone);
          const actual = zonedTimeToUtc(date, time, zone).toISOString();
          if (actual !== expected) wrong.push(`${zone} ${date} ${time}: ${actual}, expected ${expected}`);
        }
      }
    }
    expect(zones.length).toBeGreaterThan(400);
    expect(changing).toBeGreaterThan(100);
    expect(wrong.slice(0, 20)).toEqual([]);
  }, 30_000);
});
