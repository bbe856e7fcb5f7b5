// Revenue not yet earned (books.md §5): the part of each invoiced booking's taxable value that belongs to sessions
// after a date, the income received in advance at a year's end. Pure.
import { divideHalfUp } from "../gst/tax";
import { sessionsOf, type SessionPattern } from "../schedule/sessions";

export interface DeferredInput {
  bookingNumber: string;
  /** The booking's current invoice. */
  invoiceNumber: string;
  /** Its invoices plus debit notes minus credit notes, taxable values in paise (foreign ones in rupees). */
  taxableValuePaise: number;
  batch: SessionPattern;
}

export interface DeferredBooking {
  bookingNumber: string;
  invoiceNumber: string;
  taxableValuePaise: number;
  sessions: number;
  sessionsAfter: number;
  deferredPaise: number;
}

/** A booking's deferred part on `on`: taxable value × sessions after ÷ sessions, half up to the paisa. */
export function deferredOf(input: DeferredInput, on: string): DeferredBooking {
  const all = sessionsOf(input.batch);
  // A session's date is in the batch's own zone, so "after that date" is read in that zone.
  const sessionsAfter = all.filter((s) => s.date > on).length;
  const deferredPaise = all.length === 0 ? 0 : Number(divideHalfUp(BigInt(input.taxableValuePaise) * BigInt(sessionsAfter), BigInt(all.length)));
  return {
    bookingNumber: input.bookingNumber,
    invoiceNumber: input.invoiceNumber,
    taxableValuePaise: input.taxableValuePaise,
    sessions: all.length,
    sessionsAfter,
    deferredPaise,
  };
}

/** Every booking with sessions still to come, by booking number, and the total. */
export function deferredRevenue(inputs: DeferredInput[], on: string): { on: string; bookings: DeferredBooking[]; totalPaise: number } {
  const bookings = inputs
    .map((i) => deferredOf(i, on))
    .filter((b) => b.sessionsAfter > 0)
    .sort((a, b) => a.bookingNumber.length - b.bookingNumber.length || (a.bookingNumber < b.bookingNumber ? -1 : 1));
  return { on, bookings, totalPaise: bookings.reduce((sum, b) => sum + b.deferredPaise, 0) };
}
