import "server-only";
import { sql } from "drizzle-orm";
import { getDb, rowsOf, type Db } from "../../db";
import { nowOr } from "../clock";

/**
 * Claims this tick of the scan `name` for `intervalMs` (less a tenth, so the claimer's own next tick finds it free)
 * in one statement: the row is taken only when its lease is over by the database's clock, so of the instances
 * that tick together exactly one gets it. Answers the time the scan judges what is due by (the database's now(),
 * unless a test set the clock), or undefined when another instance has this tick.
 */
export async function claimScan(name: string, intervalMs: number, db?: Db): Promise<Date | undefined> {
  const handle = db ?? (await getDb());
  const seconds = (intervalMs * 0.9) / 1000;
  const result = await handle.execute(sql`
    insert into job_leases (name, held_until, started_at) values (${name}, now() + make_interval(secs => ${seconds}), now())
    on conflict (name) do update set held_until = excluded.held_until, started_at = excluded.started_at
    where job_leases.held_until <= now()
    returning (extract(epoch from started_at) * 1000)::float8 as ms`);
  const claimed = rowsOf<{ ms: number | string }>(result)[0];
  return claimed ? nowOr(new Date(Math.round(Number(claimed.ms)))) : undefined;
}

/** Runs `scan` if this instance wins its tick (see claimScan); answers whether it ran. */
export async function runScanOnce(name: string, intervalMs: number, scan: (at: Date) => Promise<unknown>, db?: Db): Promise<boolean> {
  const at = await claimScan(name, intervalMs, db);
  if (!at) return false;
  await scan(at);
  return true;
}
