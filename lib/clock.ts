/**
 * The time as the product sees it. Everything that depends on the time (statuses, Join windows, reminders,
 * certificates, seats on a batch that ended) asks this clock instead of `new Date()`, so a test can move time
 * (`setClock`) instead of waiting for it. The database's own now() is used only for bookkeeping (rate-limit
 * windows, outbox retries), never for a rule a user sees.
 */
import { remember } from "./remember";

type Now = () => Date;

const clock = remember("clock", (): { current?: Now } => ({}));

export function now(): Date {
  return clock.current ? clock.current() : new Date();
}

/** Tests: a fixed instant, a function of real time, or undefined for the real clock again. */
export function setClock(next: Date | Now | undefined): void {
  clock.current = next instanceof Date ? () => new Date(next.getTime()) : next;
}
