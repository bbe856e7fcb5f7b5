import "server-only";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { createHash } from "node:crypto";
import type { DbOrTx } from "../../db";
import { bookings, tdsEntries } from "../../db/schema";
import { recordAudit } from "../audit/log";
import { toInrMinor } from "../gst/inr";
import { markMatched } from "./entries";
import { quarterKeyOf } from "./quarters";
import type { StatementRow } from "./statement-parse";
import { companyToday } from "../company";

/** Within this many paise a statement's `TDS Deposited` is the entry's amount (₹1: the deductor rounds to the rupee). */
export const MATCH_TOLERANCE_MINOR = 100;

export interface StatementResult {
  rows: number;
  matched: number;
  unmatched: StatementRow[];
}

interface Candidate {
  id: string;
  inrMinor: number;
  quarter: string;
  deductedOn: string;
}

/** An entry's amount in rupees (the statement's currency): a foreign booking's at its exchange rate. */
const inrOf = (amountMinor: number, currency: string, rateE4: number | null) =>
  currency === "INR" || rateE4 === null ? amountMinor : toInrMinor(amountMinor, rateE4);

/** The row's candidates (same TAN, same quarter, amount within ₹1), closest amount first, then the oldest. */
function bestCandidate(row: StatementRow, pool: Map<string, Candidate[]>): Candidate | undefined {
  if (row.transactionDate === null || row.tdsDepositedMinor === null) return undefined;
  const list = pool.get(`${row.tan} ${quarterKeyOf(row.transactionDate)}`) ?? [];
  let best: Candidate | undefined;
  for (const c of list) {
    const gap = Math.abs(c.inrMinor - row.tdsDepositedMinor);
    if (gap > MATCH_TOLERANCE_MINOR) continue;
    if (!best || gap < Math.abs(best.inrMinor - row.tdsDepositedMinor)) best = c;
  }
  return best;
}

/**
 * POST /api/admin/tds/statement: each row of the government's statement matches at most one entry not yet matched
 * (its TAN, its amount within ₹1 as `TDS Deposited`, a transaction date in the entry's quarter), which gets
 * `matchedOn` today and the row's key. A row whose key an entry already holds was matched by an earlier upload of
 * the same statement: it counts as matched and changes nothing. The entries of the file's TANs are locked for the
 * caller's transaction, so two uploads at once match each entry once. The rows are the file parsed
 * (./statement-parse.ts) before the transaction opens.
 */
export async function matchStatementIn(tx: DbOrTx, actorUserId: string, rows: StatementRow[], bytes: Uint8Array): Promise<StatementResult> {
  const today = companyToday();
  const tans = [...new Set(rows.map((r) => r.tan))];
  const keys = rows.map((r) => r.key);
  const open = tans.length
    ? await tx
        .select({
          id: tdsEntries.id,
          amountMinor: tdsEntries.amountMinor,
          currency: tdsEntries.currency,
          tan: tdsEntries.tan,
          deductedOn: tdsEntries.deductedOn,
          rateE4: bookings.exchangeRateE4,
        })
        .from(tdsEntries)
        .innerJoin(bookings, eq(bookings.id, tdsEntries.bookingId))
        .where(and(inArray(tdsEntries.tan, tans), isNull(tdsEntries.matchedOn)))
        .orderBy(asc(tdsEntries.deductedOn), asc(tdsEntries.id))
        .for("update", { of: tdsEntries })
    : [];
  const known = keys.length
    ? new Set((await tx.select({ key: tdsEntries.matchedRowKey }).from(tdsEntries).where(inArray(tdsEntries.matchedRowKey, keys))).map((r) => r.key))
    : new Set<string | null>();
  const pool = new Map<string, Candidate[]>();
  for (const e of open) {
    const quarter = quarterKeyOf(e.deductedOn);
    const list = pool.get(`${e.tan} ${quarter}`) ?? [];
    list.push({ id: e.id, inrMinor: inrOf(Number(e.amountMinor), e.currency, e.rateE4), quarter, deductedOn: e.deductedOn });
    pool.set(`${e.tan} ${quarter}`, list);
  }
  let matched = 0;
  const unmatched: StatementRow[] = [];
  for (const row of rows) {
    if (known.has(row.key)) {
      matched++;
      continue;
    }
    const candidate = bestCandidate(row, pool);
    if (candidate && (await markMatched(tx, actorUserId, candidate.id, row.key, today))) {
      const list = pool.get(`${row.tan} ${candidate.quarter}`)!;
      list.splice(list.indexOf(candidate), 1);
      matched++;
    } else unmatched.push(row);
  }
  await recordAudit(tx, {
    actorUserId,
    action: "upload",
    entity: "tds_statement",
    entityId: createHash("sha256").update(bytes).digest("hex").slice(0, 32),
    after: { rows: rows.length, matched, unmatched: unmatched.length },
  });
  return { rows: rows.length, matched, unmatched };
}
