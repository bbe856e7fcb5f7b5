import "server-only";
import { and, eq, inArray, isNull, lte } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "../../db";
import { bookings, creditNotes, debitNotes, invoices, trainings } from "../../db/schema";
import { toInrMinor } from "../gst/inr";
import { answer } from "../http/answer-schema";
import { money, moneySchema } from "../money";
import type { Weekday } from "../schedule/sessions";
import { deferredRevenue, type DeferredInput } from "./deferred";

type Figures = { bookingId: string; taxableValueMinor: number; exchangeRateE4: number | null };
const inrTaxable = (d: Figures) =>
  d.exchangeRateE4 === null ? Number(d.taxableValueMinor) : toInrMinor(Number(d.taxableValueMinor), Number(d.exchangeRateE4));

/**
 * The invoiced bookings not cancelled on `on`, each with its taxable value net of its notes (documents issued on or
 * before that date; a re-issued invoice counts through its credit note and its replacement) and its batch.
 */
async function deferredInputs(on: string): Promise<DeferredInput[]> {
  const db = await getDb();
  const current = await db
    .select({ booking: bookings, invoiceNumber: invoices.number, training: trainings })
    .from(invoices)
    .innerJoin(bookings, eq(bookings.id, invoices.bookingId))
    .innerJoin(trainings, eq(trainings.id, bookings.trainingId))
    .where(and(isNull(invoices.replacedBy), isNull(bookings.cancelledAt), lte(invoices.issuedOn, on)));
  if (current.length === 0) return [];
  const ids = current.map((c) => c.booking.id);
  const pick = { bookingId: invoices.bookingId, taxableValueMinor: invoices.taxableValueMinor, exchangeRateE4: invoices.exchangeRateE4 };
  const [invoiced, credited, debited] = await Promise.all([
    db
      .select(pick)
      .from(invoices)
      .where(and(inArray(invoices.bookingId, ids), lte(invoices.issuedOn, on))),
    db
      .select({ bookingId: creditNotes.bookingId, taxableValueMinor: creditNotes.taxableValueMinor, exchangeRateE4: creditNotes.exchangeRateE4 })
      .from(creditNotes)
      .where(and(inArray(creditNotes.bookingId, ids), lte(creditNotes.issuedOn, on))),
    db
      .select({ bookingId: debitNotes.bookingId, taxableValueMinor: debitNotes.taxableValueMinor, exchangeRateE4: debitNotes.exchangeRateE4 })
      .from(debitNotes)
      .where(and(inArray(debitNotes.bookingId, ids), lte(debitNotes.issuedOn, on))),
  ]);
  const net = new Map<string, number>();
  const add = (rows: Figures[], sign: 1 | -1) => rows.forEach((r) => net.set(r.bookingId, (net.get(r.bookingId) ?? 0) + sign * inrTaxable(r)));
  add(invoiced, 1);
  add(debited, 1);
  add(credited, -1);
  return current.map(({ booking, invoiceNumber, training }) => ({
    bookingNumber: booking.number,
    invoiceNumber,
    taxableValuePaise: net.get(booking.id) ?? 0,
    batch: { ...training, days: training.days as Weekday[] },
  }));
}

/** GET /api/admin/reports/deferred-revenue. */
export async function deferredRevenueOn(on: string) {
  return deferredRevenue(await deferredInputs(on), on);
}

export const deferredRevenueAnswer = answer(
  z
    .object({
      on: z.iso.date(),
      bookings: z.array(
        z.object({
          bookingNumber: z.string(),
          invoiceNumber: z.string().describe("the booking's current invoice"),
          taxableValue: moneySchema.describe("its invoices' taxable values plus debit notes minus credit notes, in INR"),
          sessions: z.number().int(),
          sessionsAfter: z.number().int().describe("sessions after the date, in the batch's zone"),
          deferred: moneySchema.describe("taxable value × sessionsAfter ÷ sessions, half up to the paisa"),
        }),
      ),
      total: moneySchema,
    })
    .meta({ id: "DeferredRevenue" }),
  (r: Awaited<ReturnType<typeof deferredRevenueOn>>) => ({
    on: r.on,
    bookings: r.bookings.map((b) => ({
      bookingNumber: b.bookingNumber,
      invoiceNumber: b.invoiceNumber,
      taxableValue: money(b.taxableValuePaise, "INR"),
      sessions: b.sessions,
      sessionsAfter: b.sessionsAfter,
      deferred: money(b.deferredPaise, "INR"),
    })),
    total: money(r.totalPaise, "INR"),
  }),
);
