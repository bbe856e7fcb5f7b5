import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db";
import { invoices, tdsEntries, type TdsEntry as TdsRow } from "../../db/schema";
import { recordAudit } from "../audit/log";
import { env } from "../env";
import { ApiError } from "../errors";
import { divideHalfUp } from "../gst/tax";
import { tdsStatusOfRow, type TdsStatus } from "./status";
import { isSection, normalizeTan, TAN_PATTERN, tdsMessages, withinTdsCap } from "../validation/tds";
import { companyToday } from "../company";

/** A TDS deduction as the books see it. */
export interface TdsEntry extends Omit<TdsRow, "amountMinor"> {
  amountMinor: number;
  status: TdsStatus;
}

export const tdsEntryOf = (row: TdsRow): TdsEntry => ({ ...row, amountMinor: Number(row.amountMinor), status: tdsStatusOfRow(row) });

/** The booking a deduction is checked against, as its owner (lib/sales) read it with its row locked. */
export interface DeductedBooking {
  id: string;
  number: string;
  priceMinor: number;
  currency: string;
  cancelledAt: Date | null;
  balanceMinor: number;
  deductedMinor: number;
}

const fieldError = (field: string, message: string) => new ApiError("bad_request", message, { fieldErrors: { [field]: message } });

/**
 * What a booking's deductions are capped by: the current invoice's taxable value, or before one is issued the price
 * without GST (price × 100 ÷ (100 + GST_RATE), rounded half up).
 */
export async function taxableValueOf(tx: DbOrTx, booking: Pick<DeductedBooking, "id" | "priceMinor">): Promise<number> {
  const [invoice] = await tx
    .select({ taxableValueMinor: invoices.taxableValueMinor })
    .from(invoices)
    .where(and(eq(invoices.bookingId, booking.id), isNull(invoices.replacedBy)))
    .limit(1);
  if (invoice) return Number(invoice.taxableValueMinor);
  const rate = BigInt(Math.round(env().GST_RATE * 100));
  return Number(divideHalfUp(BigInt(booking.priceMinor) * 10000n, 10000n + rate));
}

export interface DeductionInput {
  bookingId: string;
  amountMinor: number;
  section: string;
  tan: string;
  deductedOn: string;
  reference?: string;
  proofId?: string | null;
}

/**
 * Records a deduction the buyer made on `booking`, in the caller's transaction, which has locked the booking's row
 * (lib/collection/settlement.ts), so two deductions (or a deduction and a payment) racing for the last of a
 * balance queue up and the second sees the first. Checks the TAN, the section, the date, the balance and the 20 %
 * cap (the spec's messages), inserts and audits. `amountMinor` is in the booking's currency.
 */
export async function recordDeduction(tx: DbOrTx, actorUserId: string | null, booking: DeductedBooking, input: DeductionInput): Promise<TdsEntry> {
  const tan = normalizeTan(input.tan);
  if (!TAN_PATTERN.test(tan)) throw fieldError("tan", tdsMessages.tan);
  if (!isSection(input.section)) throw fieldError("section", tdsMessages.section);
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0) throw fieldError("amount", "The amount must be more than 0.");
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.deductedOn)) throw fieldError("deductedOn", "Enter a valid date (YYYY-MM-DD).");
  if (input.deductedOn > companyToday()) throw fieldError("deductedOn", tdsMessages.futureDate);

  if (booking.cancelledAt) throw new ApiError("conflict", tdsMessages.cancelled);
  if (input.amountMinor > booking.balanceMinor) throw fieldError("amount", tdsMessages.overBalance);
  const taxable = await taxableValueOf(tx, booking);
  if (!withinTdsCap(booking.deductedMinor + input.amountMinor, taxable)) throw fieldError("amount", tdsMessages.overCap);

  const [row] = await tx
    .insert(tdsEntries)
    .values({
      bookingId: booking.id,
      amountMinor: input.amountMinor,
      currency: booking.currency,
      section: input.section.trim().toUpperCase(),
      tan,
      deductedOn: input.deductedOn,
      reference: (input.reference ?? "").trim().slice(0, 200),
      proofId: input.proofId ?? null,
      recordedBy: actorUserId,
    })
    .returning();
  const entry = tdsEntryOf(row!);
  await recordAudit(tx, { actorUserId, action: "create", entity: "tds_entry", entityId: entry.id, after: { ...entry, booking: booking.number } });
  return entry;
}

/** One entry with its row locked for the rest of the transaction; 404 when there is none. */
async function lockEntry(tx: DbOrTx, id: string): Promise<TdsEntry> {
  const [row] = await tx.select().from(tdsEntries).where(eq(tdsEntries.id, id)).for("update");
  if (!row) throw new ApiError("not_found", tdsMessages.notFound);
  return tdsEntryOf(row);
}

/** The booking of a deduction; 404 when there is none. */
export async function bookingIdOfDeduction(tx: DbOrTx, id: string): Promise<string> {
  const [found] = await tx.select({ bookingId: tdsEntries.bookingId }).from(tdsEntries).where(eq(tdsEntries.id, id));
  if (!found) throw new ApiError("not_found", tdsMessages.notFound);
  return found.bookingId;
}

/**
 * Removes a deduction recorded in error (DELETE /api/admin/tds/{id}): only one the government's statement has not
 * shown and no certificate names (409 otherwise). The caller has locked its booking first (the order every ledger
 * change takes).
 */
export async function removeDeduction(tx: DbOrTx, actorUserId: string, booking: Pick<DeductedBooking, "number">, id: string): Promise<void> {
  const entry = await lockEntry(tx, id);
  if (entry.status !== "unmatched") throw new ApiError("conflict", tdsMessages.notUnmatched);
  await tx.delete(tdsEntries).where(eq(tdsEntries.id, id));
  await recordAudit(tx, { actorUserId, action: "delete", entity: "tds_entry", entityId: id, before: { ...entry, booking: booking.number } });
}

/** Records the buyer's certificate (Form 16A or its successor): status `certificate` (PUT /api/admin/tds/{id}). */
export async function recordCertificate(tx: DbOrTx, actorUserId: string, id: string, certificateNumber: string): Promise<TdsEntry> {
  const before = await lockEntry(tx, id);
  const [row] = await tx.update(tdsEntries).set({ certificateNumber }).where(eq(tdsEntries.id, id)).returning();
  const after = tdsEntryOf(row!);
  await recordAudit(tx, {
    actorUserId,
    action: "update",
    entity: "tds_entry",
    entityId: id,
    before: { certificateNumber: before.certificateNumber, status: before.status },
    after: { certificateNumber: after.certificateNumber, status: after.status },
  });
  return after;
}

/** Marks an entry as shown by the government's statement row `rowKey` on `matchedOn` (a row matches one entry at most). */
export async function markMatched(tx: DbOrTx, actorUserId: string, id: string, rowKey: string, matchedOn: string): Promise<boolean> {
  const [row] = await tx
    .update(tdsEntries)
    .set({ matchedOn, matchedRowKey: rowKey })
    .where(and(eq(tdsEntries.id, id), isNull(tdsEntries.matchedOn), sql`not exists (select 1 from tds_entries m where m.matched_row_key = ${rowKey})`))
    .returning({ id: tdsEntries.id });
  if (!row) return false;
  await recordAudit(tx, {
    actorUserId,
    action: "update",
    entity: "tds_entry",
    entityId: id,
    before: { matchedOn: null },
    after: { matchedOn, matchedRowKey: rowKey },
  });
  return true;
}
