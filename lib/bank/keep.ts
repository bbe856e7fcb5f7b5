import "server-only";
import { sql } from "drizzle-orm";
import { rowsOf, type DbOrTx } from "../../db";
import type { BankRowStatus } from "../../db/schema";
import { newId } from "../ids";
import { loadMatchBook } from "./book";
import { matcher } from "./match";
import type { StatementLine } from "./parse";

// A statement's lines matched and kept: each line once across all statements (its fingerprint), in the caller's
// transaction.

/** Rows are inserted this many at a time (a statement has up to 20,000). */
const INSERT_SLICE = 5000;

/** The lines matched, as rows to insert. */
async function rowsToInsert(tx: DbOrTx, statementId: string, lines: StatementLine[]) {
  const match = matcher(
    await loadMatchBook(
      tx,
      lines.map((l) => l.description),
    ),
  );
  return lines.map((line, position) => {
    const found = match(line);
    return {
      statementId,
      position,
      fingerprint: line.fingerprint,
      date: line.date,
      description: line.description,
      reference: line.reference,
      creditMinor: line.creditMinor,
      debitMinor: line.debitMinor,
      status: found.status,
      matchKind: found.match?.kind ?? null,
      matchId: found.match?.id ?? null,
      matchNumber: found.match?.number ?? null,
      matchBookingId: found.match?.bookingId ?? null,
      matchAmountMinor: found.match?.amountMinor ?? null,
      matchTdsMinor: found.match?.tdsMinor ?? null,
    };
  });
}

type NewRow = Awaited<ReturnType<typeof rowsToInsert>>[number];

/**
 * Rows inserted as one JSON parameter (json_to_recordset): building a thousand-row multi-values insert costs the
 * query builder half a second, this costs nothing. A row whose fingerprint is already kept adds nothing.
 */
async function insertRows(tx: DbOrTx, rows: NewRow[]): Promise<{ status: BankRowStatus; credit: number }[]> {
  const json = JSON.stringify(
    rows.map((r) => ({
      id: newId(),
      statement_id: r.statementId,
      position: r.position,
      fingerprint: r.fingerprint,
      date: r.date,
      description: r.description,
      reference: r.reference,
      credit_minor: r.creditMinor,
      debit_minor: r.debitMinor,
      status: r.status,
      match_kind: r.matchKind,
      match_id: r.matchId,
      match_number: r.matchNumber,
      match_booking_id: r.matchBookingId,
      match_amount_minor: r.matchAmountMinor,
      match_tds_minor: r.matchTdsMinor,
    })),
  );
  const result = await tx.execute<{ status: BankRowStatus; credit_minor: string | number }>(sql`
    insert into bank_statement_rows (id, statement_id, position, fingerprint, date, description, reference, credit_minor, debit_minor, status,
      match_kind, match_id, match_number, match_booking_id, match_amount_minor, match_tds_minor)
    select id, statement_id, position, fingerprint, date, description, reference, credit_minor, debit_minor, status,
      match_kind, match_id, match_number, match_booking_id, match_amount_minor, match_tds_minor
    from json_to_recordset(${json}::json) as r(id text, statement_id text, position integer, fingerprint text, date date, description text,
      reference text, credit_minor bigint, debit_minor bigint, status text, match_kind text, match_id text, match_number text,
      match_booking_id text, match_amount_minor bigint, match_tds_minor bigint)
    order by position
    on conflict (fingerprint) do nothing
    returning status, credit_minor`);
  return rowsOf<{ status: BankRowStatus; credit_minor: string | number }>(result).map((r) => ({
    status: r.status,
    credit: Number(r.credit_minor),
  }));
}

/** Matches the lines against what is open and inserts those not kept yet: the status and credit of each it added. */
export async function keepLines(tx: DbOrTx, statementId: string, lines: StatementLine[]): Promise<{ status: BankRowStatus; credit: number }[]> {
  const rows = await rowsToInsert(tx, statementId, lines);
  const kept: { status: BankRowStatus; credit: number }[] = [];
  for (let i = 0; i < rows.length; i += INSERT_SLICE) kept.push(...(await insertRows(tx, rows.slice(i, i + INSERT_SLICE))));
  return kept;
}
