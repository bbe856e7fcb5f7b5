/**
 * The time as the product sees it. Everything that depends on the time (statuses, Join windows, reminders,
 * certificates, seats on a batch that ended) asks this clock instead of `new Date()`, so a test can move time
 * (`setClock`) instead of waiting for it. The background scans judge what is due by the database's now() (one
 * clock for every instance; lib/jobs/leases.ts), through `nowOr`, so a test's clock still wins there.
 */
import { remember } from "./remember";

type Now = () => Date;

const clock = remember("clock", (): { current?: Now } => ({}));

export function now(): Date {
  return clock.current ? clock.current() : new Date();
}

/** The clock a test set, else `fallback` (the database's time for the background scans). */
export function nowOr(fallback: Date): Date {
  return clock.current ? clock.current() : fallback;
}

/** Tests: a fixed instant, a function of real time, or undefined for the real clock again. */
export function setClock(next: Date | Now | undefined): void {
  clock.current = next instanceof Date ? () => new Date(next.getTime()) : next;
}
