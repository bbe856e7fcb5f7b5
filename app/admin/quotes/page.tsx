import { StaffList, choiceField, type Column } from "@/components/admin/staff-list-view";
import { NumberCell, PageHeader } from "@/components/admin/ui";
import { staffListPageOf } from "@/lib/http/staff-list";
import { formatTrainingDate } from "@/lib/format";
import { formatMinor } from "@/lib/money";
import { quoteStatusLabels, quoteStatusTones } from "@/lib/quotes/format";
import { pageOfQuotes, type QuoteView } from "@/lib/quotes/reads";
import { GET as quotesApi } from "@/app/api/admin/quotes/route";
import { definePage } from "@/lib/http/page";
import { Pill } from "@/components/ui/pill";

export const metadata = { title: "Quotes" };

const PATH = "/admin/quotes";

const columns: Column<QuoteView>[] = [
  {
    header: "Quote",
    cell: ({ quote: q }) => <NumberCell href={`/admin/quotes/${q.id}`} number={q.number} createdAt={q.createdAt} />,
  },
  {
    header: "Buyer",
    cell: ({ quote: q, organizationName }) => (
      <>
        <p className="font-semibold">{organizationName ?? q.buyerName}</p>
        <p className="text-xs text-slate-500">{q.buyerEmail}</p>
      </>
    ),
  },
  { header: "Lines", cell: ({ lines }) => lines.map((l) => `${l.courseTitle} × ${l.seats}`).join(", ") },
  { header: "Total", align: "right", cell: ({ quote: q }) => formatMinor(q.totalMinor, q.currency) },
  { header: "Valid until", className: "whitespace-nowrap", cell: ({ quote: q }) => formatTrainingDate(q.validUntil) },
  {
    header: "Status",
    cell: ({ status: s }) => <Pill tone={quoteStatusTones[s]}>{quoteStatusLabels[s]}</Pill>,
  },
];

/** The quotes, 50 a page newest first (the same query schema as GET /api/admin/quotes; a bad value falls back to its default). */
export default definePage(quotesApi, PATH, async ({ query }) => {
  const filters = { status: query.status };
  const page = await staffListPageOf(query, (request) => pageOfQuotes(query.status, request));
  return (
    <>
      <PageHeader title="Quotes" description={`${page.items.length} shown`} create={{ href: "/admin/quotes/new", label: "New quote" }} />
      <StaffList
        path={PATH}
        apiPath="/api/admin/quotes"
        values={filters}
        fields={[choiceField("status", "Status", quoteStatusLabels)]}
        label="Quotes"
        columns={columns}
        page={page}
        keyOf={(v) => v.quote.id}
        empty="No quote yet."
        pagerLabel="Quote pages"
      />
    </>
  );
});
