// The staff lists' query plans at the large size, for the scale bench (scripts/bench-scale.ts).
import pg from "pg";

/**
 * The staff lists' queries as this bench writes them: each list's first page (newest first, 50 rows) and its count.
 * Not the server's own SQL (PostgreSQL 15 has no generic plans of parameterised statements, and pg_stat_statements is
 * not preloaded on every server): the plan of the question each list asks, on the same tables and indexes.
 */
export const PLAN_NOTE = "EXPLAIN (ANALYZE, FORMAT JSON) of each list's first page, newest first, 50 rows, and of its count";
const LISTS: [string, string][] = [
  ["enrolments", "enrolments"],
  ["users", "users"],
  ["enquiries (contact-messages)", "contact_messages"],
  ["trainings", "trainings"],
  ["courses", "courses"],
  ["reviews", "reviews"],
  ["bookings", "bookings"],
  ["payments", "payments"],
  ["payment proofs", "payment_proofs"],
  ["certificates", "certificates"],
  ["attendance", "attendance"],
  ["organisations", "organizations"],
  ["quotes", "quotes"],
];

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Total Cost": number;
  "Actual Rows"?: number;
  Plans?: PlanNode[];
}

/** "Limit > Index Scan Backward (enrolments_created_at_idx)": the plan's nodes, outermost first. */
function planSummary(node: PlanNode): string {
  const name = `${node["Node Type"]}${node["Index Name"] ? ` (${node["Index Name"]})` : node["Relation Name"] ? ` (${node["Relation Name"]})` : ""}`;
  const inner = (node.Plans ?? []).map(planSummary);
  return inner.length === 0 ? name : inner.length === 1 ? `${name} > ${inner[0]}` : `${name} > [${inner.join("; ")}]`;
}

export async function listPlans(databaseUrl: string) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const rows: Record<string, string | number>[] = [];
  try {
    for (const [list, table] of LISTS) {
      const explain = async (query: string) => {
        try {
          const {
            rows: [row],
          } = await db.query(`explain (analyze, format json) ${query}`);
          const [plan] = (row as { "QUERY PLAN": { Plan: PlanNode; "Execution Time": number }[] })["QUERY PLAN"];
          return { summary: planSummary(plan!.Plan), ms: Number(plan!["Execution Time"].toFixed(1)) };
        } catch (err) {
          return { summary: `n/a: ${(err as Error).message}`, ms: NaN };
        }
      };
      const page = await explain(`select * from ${table} order by created_at desc, id desc limit 50`);
      const count = await explain(`select count(*) from ${table}`);
      const {
        rows: [size],
      } = await db.query(`select count(*)::int as n from ${table}`).catch(() => ({ rows: [{ n: NaN }] }));
      rows.push({
        list,
        rows: (size as { n: number }).n,
        "first page plan": page.summary,
        "page ms": page.ms,
        "count plan": count.summary,
        "count ms": count.ms,
      });
    }
  } finally {
    await db.end();
  }
  return rows;
}
