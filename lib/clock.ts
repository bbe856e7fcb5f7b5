/**
 * The time as the product sees it. Everything that depends on the time (statuses, Join windows, reminders,
 * certificates, seats on a batch that ended) asks this clock instead of `new Date()`, so a test can move time
 * (`setClock`) instead of waiting for it. The database's own now() is used only for bookkeeping (rate-limit
 * windows, outbox retries), never for a rule a user sees.
 */
type Now = () => Date;

const holder = globalThis as typeof globalThis & { __tpClock?: Now };

export function now(): Date {
  return holder.__tpClock ? holder.__tpClock() : new Date();
}

/** Tests: a fixed instant, a function of real time, or undefined for the real clock again. */
export function setClock(clock: Date | Now | undefined): void {
  holder.__tpClock = clock instanceof Date ? () => new Date(clock.getTime()) : clock;
}
