import Link from "next/link";
import { EmptyRow, FilterBar, FilterSelect, PageHeader, TableFrame, formatDateTime, td, th } from "@/components/admin/ui";
import { ButtonLink } from "@/components/ui/button";
import { requirePageStaff } from "@/lib/auth/current-user";
import { listQuotes } from "@/lib/quotes/reads";
import { formatTrainingDate } from "@/lib/format";
import { formatMinor } from "@/lib/money";
import { quoteStatusLabels, quoteStatusTones } from "@/lib/quotes/format";
import { quoteListQuery, quoteStatuses } from "@/lib/validation/quotes";

export const metadata = { title: "Quotes" };

export default async function AdminQuotesPage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  await requirePageStaff("/admin/quotes");
  const parsed = quoteListQuery.safeParse(await searchParams);
  const status = parsed.success ? parsed.data.status : undefined;
  const quotes = await listQuotes(status);
  return (
    <>
      <PageHeader title="Quotes" description={`${quotes.length} shown`} actions={<ButtonLink href="/admin/quotes/new" size="sm">New quote</ButtonLink>} />
      <FilterBar action="/admin/quotes" resetHref="/admin/quotes">
        <FilterSelect label="Status" name="status" defaultValue={status} options={[{ value: "", label: "All" }, ...quoteStatuses.map((s) => ({ value: s, label: quoteStatusLabels[s] }))]} />
      </FilterBar>
      <TableFrame label="Quotes">
        <thead>
          <tr>
            <th className={th}>Quote</th>
            <th className={th}>Buyer</th>
            <th className={th}>Lines</th>
            <th className={`${th} text-right`}>Total</th>
            <th className={th}>Valid until</th>
            <th className={th}>Status</th>
          </tr>
        </thead>
        <tbody>
          {quotes.length === 0 ? (
            <EmptyRow colSpan={6}>No quote yet.</EmptyRow>
          ) : (
            quotes.map(({ quote: q, lines, status: s, organizationName }) => (
              <tr key={q.id} className="hover:bg-slate-50">
                <td className={td}>
                  <Link href={`/admin/quotes/${q.id}`} className="font-semibold whitespace-nowrap text-ink hover:text-brand-700 hover:underline">
                    {q.number}
                  </Link>
                  <p className="text-xs whitespace-nowrap text-slate-500">{formatDateTime(q.createdAt)}</p>
                </td>
                <td className={td}>
                  <p className="font-semibold">{organizationName ?? q.buyerName}</p>
                  <p className="text-xs text-slate-500">{q.buyerEmail}</p>
                </td>
                <td className={td}>{lines.map((l) => `${l.courseTitle} × ${l.seats}`).join(", ")}</td>
                <td className={`${td} text-right tabular-nums whitespace-nowrap`}>{formatMinor(q.totalMinor, q.currency)}</td>
                <td className={`${td} whitespace-nowrap`}>{formatTrainingDate(q.validUntil)}</td>
                <td className={td}>
                  <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap ring-1 ${quoteStatusTones[s]}`}>{quoteStatusLabels[s]}</span>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </TableFrame>
    </>
  );
}
