import { StaffList, choiceField, type Column } from "@/components/admin/staff-list-view";
import { NumberCell, PageHeader } from "@/components/admin/ui";
import { staffListPageOf } from "@/lib/http/staff-list";
import { pageOfBookings } from "@/lib/sales/reads";
import type { SalesBooking } from "@/lib/sales/types";
import { formatTrainingDate } from "@/lib/format";
import { formatMinor } from "@/lib/money";
import { statusLabel, statusTone } from "@/components/sales/status";
import { trainingChoices } from "@/lib/trainings/choices";
import { bookingStatusLabels } from "@/lib/validation/sales";
import { GET as bookingsApi } from "@/app/api/admin/bookings/route";
import { definePage } from "@/lib/http/page";
import { Pill } from "@/components/ui/pill";

export const metadata = { title: "Bookings" };

const PATH = "/admin/bookings";

const columns: Column<SalesBooking>[] = [
  {
    header: "Booking",
    cell: (b) => <NumberCell href={`/admin/bookings/${b.id}`} number={b.number} createdAt={b.createdAt} />,
  },
  {
    header: "Buyer",
    cell: (b) => (
      <>
        <p className="font-semibold">{b.buyerName}</p>
        <p className="text-xs text-slate-500">{[b.organization, b.buyerEmail].filter(Boolean).join(" · ")}</p>
      </>
    ),
  },
  {
    header: "Training",
    cell: (b) => (
      <>
        {b.training.courseTitle}
        <p className="text-xs text-slate-500">{formatTrainingDate(b.training.startDate)}</p>
      </>
    ),
  },
  { header: "Seats", className: "tabular-nums", cell: (b) => `${b.learners.length}/${b.seats}` },
  { header: "Price", align: "right", cell: (b) => formatMinor(b.priceMinor, b.currency) },
  { header: "Balance", align: "right", cell: (b) => formatMinor(b.balanceMinor, b.currency) },
  {
    header: "Status",
    cell: (b) => <Pill tone={statusTone[b.status]}>{statusLabel(b.status)}</Pill>,
  },
];

/** The bookings, 50 a page newest first (the same query schema as GET /api/admin/bookings; a bad value falls back to its default). */
export default definePage(bookingsApi, PATH, async ({ query }) => {
  const filters = { q: query.q, status: query.status, trainingId: query.trainingId };
  // The training filter offers the batches nearest today (and the one chosen): every batch of a large company made this page seconds long.
  const [page, trainings] = await Promise.all([
    staffListPageOf(query, (request) => pageOfBookings(filters, request)),
    trainingChoices({ include: filters.trainingId }),
  ]);
  const outstanding = page.items.filter((b) => b.status === "awaiting_payment").length;
  return (
    <>
      <PageHeader
        title="Bookings"
        description={`${page.items.length} shown · ${outstanding} awaiting payment`}
        create={{ href: "/admin/bookings/new", label: "New booking" }}
      />
      <StaffList
        path={PATH}
        apiPath="/api/admin/bookings"
        values={filters}
        fields={[
          { kind: "search", name: "q", label: "Search", placeholder: "Buyer, email, organization, BK-…" },
          choiceField("status", "Status", bookingStatusLabels),
          {
            kind: "select",
            name: "trainingId",
            label: "Training",
            options: [{ value: "", label: "Any training" }, ...trainings.map((t) => ({ value: t.id, label: t.label }))],
          },
        ]}
        label="Bookings"
        columns={columns}
        page={page}
        empty="No booking matches."
        pagerLabel="Booking pages"
      />
    </>
  );
});
