// Issue 27: the whole trainings list is kept until the first instant at which any training's JSON changes. These
// are the rules that say when: each answers exactly the instant its value changes (never later, which would keep
// stale bytes, never earlier than the change, which would build the list for nothing), in zones with and without
// changes of offset, walked across every change of a batch's life.
import { describe, expect, it } from "vitest";
import { currentPrice, currentPriceChangesOn, type TrainingPrice } from "@/lib/pricing/price";
import { startOfDateInZone } from "@/lib/schedule/schedule";
import { nextSessionAt, scheduleChangesAt, trainingStatusAt, type SessionPattern } from "@/lib/schedule/sessions";
import { dateInZone } from "@/lib/schedule/status";
import { londonWeekends } from "../helpers/session-patterns";

type Batch = SessionPattern & { isCancelled: boolean; price: TrainingPrice };

/** Everything of a batch that follows the clock, as the serialiser computes it. */
const clockFields = (b: Batch, at: Date) =>
  JSON.stringify({
    status: trainingStatusAt(b, at),
    next: b.isCancelled ? null : (nextSessionAt(b, at)?.toISOString() ?? null),
    price: currentPrice(b.price, dateInZone(at, b.timeZone)),
  });

const changesAt = (b: Batch, at: Date): Date | undefined => {
  const schedule = scheduleChangesAt(b, at);
  const day = currentPriceChangesOn(b.price, dateInZone(at, b.timeZone));
  const price = day === null ? undefined : startOfDateInZone(day, b.timeZone);
  return [schedule, price].filter((d): d is Date => !!d && d > at).sort((x, y) => x.getTime() - y.getTime())[0];
};

const price = (until: string | null): TrainingPrice => ({
  listPrice: 1_000_000,
  earlyBird: until ? { amount: 800_000, until } : null,
  groupDiscounts: [],
  currency: "INR",
});

const batches: [string, Batch][] = [
  ["weekends in London across the clocks going forward", { ...londonWeekends, isCancelled: false, price: price("2026-03-10") }],
  [
    "evenings in Kolkata past midnight",
    {
      startDate: "2026-05-04",
      endDate: "2026-05-08",
      startTime: "22:30",
      endTime: "01:30",
      timeZone: "Asia/Kolkata",
      days: [],
      skipDates: [],
      isCancelled: false,
      price: price("2026-05-01"),
    },
  ],
  [
    "New York across the clocks going back",
    {
      startDate: "2026-10-30",
      endDate: "2026-11-03",
      startTime: "09:00",
      endTime: "17:00",
      timeZone: "America/New_York",
      days: [],
      skipDates: ["2026-11-02"],
      isCancelled: false,
      price: price("2026-10-30"),
    },
  ],
  [
    "Santiago, whose clocks skip midnight",
    {
      startDate: "2026-09-05",
      endDate: "2026-09-07",
      startTime: "08:00",
      endTime: "10:00",
      timeZone: "America/Santiago",
      days: [],
      skipDates: [],
      isCancelled: false,
      price: price("2026-09-05"),
    },
  ],
  [
    "Chatham's quarter-hour offset, 24-hour sessions",
    {
      startDate: "2026-04-03",
      endDate: "2026-04-06",
      startTime: "12:00",
      endTime: "12:00",
      timeZone: "Pacific/Chatham",
      days: [],
      skipDates: [],
      isCancelled: false,
      price: price(null),
    },
  ],
  [
    "no session on its days: the dates decide",
    {
      startDate: "2026-06-01",
      endDate: "2026-06-02",
      startTime: "10:00",
      endTime: "12:00",
      timeZone: "Asia/Kolkata",
      days: ["Sat"],
      skipDates: [],
      isCancelled: false,
      price: price("2026-05-20"),
    },
  ],
  [
    "cancelled: only the early bird follows the clock",
    {
      startDate: "2026-06-01",
      endDate: "2026-06-05",
      startTime: "10:00",
      endTime: "12:00",
      timeZone: "Asia/Kolkata",
      days: [],
      skipDates: [],
      isCancelled: true,
      price: price("2026-05-25"),
    },
  ],
];

describe("the instant a training's JSON next changes", () => {
  it.each(batches)("%s: each answered instant is a change, and nothing changes before it", (_, batch) => {
    let at = new Date(Date.parse(`${batch.startDate}T00:00:00Z`) - 30 * 86_400_000);
    const end = new Date(Date.parse(`${batch.endDate}T00:00:00Z`) + 5 * 86_400_000);
    let changes = 0;
    while (at < end) {
      const next = changesAt(batch, at);
      const before = clockFields(batch, at);
      // Nothing changes before it: every 7 minutes from here to just before it, and its last millisecond.
      const until = next ?? end;
      for (let t = at.getTime(); t < until.getTime() && t < end.getTime(); t += 7 * 60_000) expect(clockFields(batch, new Date(t))).toBe(before);
      if (!next) break;
      expect(clockFields(batch, new Date(next.getTime() - 1))).toBe(before);
      // And at it something does.
      expect(clockFields(batch, next)).not.toBe(before);
      changes++;
      at = next;
    }
    expect(changes).toBeGreaterThan(batch.isCancelled ? 0 : 2);
  });

  it("a day begins at its first millisecond in the zone, also where the clocks skip midnight", () => {
    for (const [date, zone] of [
      ["2026-09-06", "America/Santiago"],
      ["2026-03-29", "Europe/London"],
      ["2026-05-04", "Asia/Kolkata"],
      ["2026-04-05", "Pacific/Chatham"],
    ] as const) {
      const start = startOfDateInZone(date, zone);
      expect(dateInZone(start, zone)).toBe(date);
      expect(dateInZone(new Date(start.getTime() - 1), zone) < date).toBe(true);
    }
  });

  it("the early bird's price changes the day after its last day, and not when it saves nothing", () => {
    expect(currentPriceChangesOn(price("2026-02-28"), "2026-02-01")).toBe("2026-03-01");
    expect(currentPriceChangesOn(price("2026-02-28"), "2026-03-01")).toBeNull();
    expect(currentPriceChangesOn({ ...price("2026-02-28"), earlyBird: { amount: 1_000_000, until: "2026-02-28" } }, "2026-02-01")).toBeNull();
    expect(currentPriceChangesOn({ ...price("2026-02-28"), listPrice: null }, "2026-02-01")).toBeNull();
  });
});
