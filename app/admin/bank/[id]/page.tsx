import Link from "next/link";
import { BankRows, type BankRowItem } from "@/components/admin/bank-rows";
import { PageHeader, formatDateTime } from "@/components/admin/ui";
import { requirePageStaff } from "@/lib/auth/current-user";
import { getStatement, type StatementRowView } from "@/lib/bank/statements";
import { paymentTargets } from "@/lib/bank/targets";
import { foundOr404 } from "@/lib/http/found-or-404";

export const metadata = { title: "Bank statement" };

const views = {
  todo: { label: "To apply", keep: (r: StatementRowView) => r.creditMinor > 0 && ["matched", "suggested", "unmatched"].includes(r.status) },
  applied: { label: "Applied", keep: (r: StatementRowView) => r.status === "applied" },
  ignored: { label: "Ignored", keep: (r: StatementRowView) => r.status === "ignored" },
  debits: { label: "Debits", keep: (r: StatementRowView) => r.debitMinor > 0 },
} as const;
type View = keyof typeof views;

/** The page shows at most this many rows of a view (a statement may have 20,000). */
const SHOWN = 500;
const order = { matched: 0, suggested: 1, unmatched: 2, applied: 3, ignored: 4 } as const;

export default async function BankStatementPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<{ view?: string }> }) {
  const { id } = await params;
  await requirePageStaff(`/admin/bank/${id}`);
  const requested = (await searchParams).view;
  const view: View = requested && requested in views ? (requested as View) : "todo";
  const statement = await foundOr404(getStatement(id));
  const all = statement.rows.filter(views[view].keep);
  // To apply: what the rules matched first, then suggestions, then the rest, each in the file's order.
  const rows = view === "todo" ? [...all].sort((a, b) => order[a.status] - order[b.status]) : all;
  const items: BankRowItem[] = rows.slice(0, SHOWN);
  return (
    <>
      <PageHeader
        title={statement.fileName}
        description={`Uploaded ${formatDateTime(statement.uploadedAt)} · ${statement.rows.length} rows`}
        back={{ href: "/admin/bank", label: "Bank" }}
      />
      <nav aria-label="Rows" className="mb-4 flex flex-wrap gap-2">
        {(Object.keys(views) as View[]).map((v) => (
          <Link key={v} href={`/admin/bank/${id}?view=${v}`} aria-current={v === view ? "page" : undefined} className="pill">
            {views[v].label} ({statement.rows.filter(views[v].keep).length})
          </Link>
        ))}
      </nav>
      {all.length > SHOWN && (
        <p className="mb-3 text-sm text-slate-600">
          Showing the first {SHOWN} of {all.length} rows.
        </p>
      )}
      <BankRows statementId={statement.id} rows={items} targets={view === "todo" ? await paymentTargets() : []} actionable={view === "todo"} />
    </>
  );
}
