import "server-only";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db";
import { numberSeries } from "../../db/schema";
import { financialYearLabel } from "../gst/financial-year";
import { companyToday } from "../company";

export type SeriesPrefix = "BK" | "RC" | "QT" | "PR";

/**
 * The next number of a gap-free series (`BK-2026-0001`, `RC-2026-0001`), taken inside the caller's transaction:
 * the row is created once (`on conflict do nothing`), then `update … set value = value + 1 … returning` locks it
 * until the transaction ends, so concurrent writers on every instance queue up and a rollback gives the number back.
 */
export async function nextNumber(tx: DbOrTx, prefix: SeriesPrefix): Promise<string> {
  const year = companyToday().slice(0, 4);
  const name = `${prefix}-${year}`;
  return `${name}-${String(await takeNext(tx, name)).padStart(4, "0")}`;
}

/**
 * The next number of a gap-free series per financial year (1 April to 31 March in DEFAULT_TIME_ZONE):
 * `INV/26-27/0001`, `CN/26-27/0001` (billing-and-delivery.md §4), `DN/26-27/0001` (books.md §3), locked and given back on rollback like nextNumber.
 */
export async function nextFinancialYearNumber(tx: DbOrTx, prefix: "INV" | "CN" | "DN"): Promise<string> {
  const name = `${prefix}/${financialYearLabel(companyToday())}`;
  return `${name}/${String(await takeNext(tx, name)).padStart(4, "0")}`;
}

/** The series' next value: its row made once, then incremented and locked until the caller's transaction ends. */
async function takeNext(tx: DbOrTx, name: string): Promise<number> {
  await tx.insert(numberSeries).values({ name, value: 0 }).onConflictDoNothing();
  const [row] = await tx
    .update(numberSeries)
    .set({ value: sql`${numberSeries.value} + 1` })
    .where(sql`${numberSeries.name} = ${name}`)
    .returning({ value: numberSeries.value });
  return row!.value;
}
