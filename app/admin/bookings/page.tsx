import Link from "next/link";
import { EmptyRow, FilterBar, FilterInput, FilterSelect, PageHeader, TableFrame, formatDateTime, td, th } from "@/components/admin/ui";
import { ButtonLink } from "@/components/ui/button";
import { requirePageStaff } from "@/lib/auth/current-user";
import { formatTrainingDate } from "@/lib/format";
import { formatMinor } from "@/lib/money";
import { statusLabel, statusTone } from "@/components/sales/status";
import { listBookings } from "@/lib/sales/reads";
import { listStaffTrainings } from "@/lib/trainings/staff";
import { bookingFilterQuery, bookingStatuses } from "@/lib/validation/sales";

export const metadata = { title: "Bookings" };

export default async function AdminBookingsPage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  await requirePageStaff("/admin/bookings");
  const parsed = bookingFilterQuery.safeParse(await searchParams);
  const filter = parsed.success ? parsed.data : { q: undefined };
  const [bookings, trainings] = await Promise.all([listBookings(filter), listStaffTrainings()]);
  const outstanding = bookings.filter((b) => b.status === "awaiting_payment").length;
  return (
    <>
      <PageHeader
        title="Bookings"
        description={`${bookings.length} shown · ${outstanding} awaiting payment`}
        actions={<ButtonLink href="/admin/bookings/new" size="sm">New booking</ButtonLink>}
      />
      <FilterBar action="/admin/bookings" resetHref="/admin/bookings">
        <FilterInput label="Search" name="q" defaultValue={filter.q} placeholder="Buyer, email, organization, BK-…" />
        <FilterSelect
          label="Status"
          name="status"
          defaultValue={filter.status}
          options={[{ value: "", label: "All" }, ...bookingStatuses.map((s) => ({ value: s, label: statusLabel(s) }))]}
        />
        <FilterSelect
          label="Training"
          name="trainingId"
          defaultValue={filter.trainingId}
          options={[{ value: "", label: "Any training" }, ...trainings.map((t) => ({ value: t.id, label: `${t.course.title} · ${formatTrainingDate(t.startDate)}` }))]}
        />
      </FilterBar>
      <TableFrame label="Bookings">
        <thead>
          <tr>
            <th className={th}>Booking</th>
            <th className={th}>Buyer</th>
            <th className={th}>Training</th>
            <th className={th}>Seats</th>
            <th className={`${th} text-right`}>Price</th>
            <th className={`${th} text-right`}>Balance</th>
            <th className={th}>Status</th>
          </tr>
        </thead>
        <tbody>
          {bookings.length === 0 ? (
            <EmptyRow colSpan={7}>No booking matches.</EmptyRow>
          ) : (
            bookings.map((b) => (
              <tr key={b.id} className="hover:bg-slate-50">
                <td className={td}>
                  <Link href={`/admin/bookings/${b.id}`} className="font-semibold whitespace-nowrap text-ink hover:text-brand-700 hover:underline">
                    {b.number}
                  </Link>
                  <p className="text-xs whitespace-nowrap text-slate-500">{formatDateTime(b.createdAt)}</p>
                </td>
                <td className={td}>
                  <p className="font-semibold">{b.buyerName}</p>
                  <p className="text-xs text-slate-500">{[b.organization, b.buyerEmail].filter(Boolean).join(" · ")}</p>
                </td>
                <td className={td}>
                  {b.training.courseTitle}
                  <p className="text-xs text-slate-500">{formatTrainingDate(b.training.startDate)}</p>
                </td>
                <td className={`${td} tabular-nums`}>
                  {b.learners.length}/{b.seats}
                </td>
                <td className={`${td} text-right tabular-nums whitespace-nowrap`}>{formatMinor(b.priceMinor, b.currency)}</td>
                <td className={`${td} text-right tabular-nums whitespace-nowrap`}>{formatMinor(b.balanceMinor, b.currency)}</td>
                <td className={td}>
                  <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap ring-1 ${statusTone[b.status]}`}>{statusLabel(b.status)}</span>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </TableFrame>
    </>
  );
}
