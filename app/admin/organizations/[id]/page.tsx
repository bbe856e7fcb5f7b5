import Link from "next/link";
import { notFound } from "next/navigation";
import { OrganizationForm } from "@/components/admin/organization-form";
import { Card, EmptyRow, PageHeader, TableFrame, td, th } from "@/components/admin/ui";
import { ButtonLink } from "@/components/ui/button";
import { requirePageStaff } from "@/lib/auth/current-user";
import { foundOr404 } from "@/lib/http/found-or-404";
import { getOrganization } from "@/lib/organizations/reads";
import { formatTrainingDate } from "@/lib/format";
import { formatMinor } from "@/lib/money";
import { statusLabel, statusTone } from "@/components/sales/status";
import { listOrganizationBookings } from "@/lib/sales/reads";
import { Pill } from "@/components/ui/pill";

export const metadata = { title: "Organisation" };

export default async function OrganizationPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requirePageStaff(`/admin/organizations/${id}`);
  if (!/^[a-z0-9]{1,64}$/i.test(id)) notFound();
  const organization = await foundOr404(getOrganization(id));
  const bookings = await listOrganizationBookings(id);
  return (
    <>
      <PageHeader
        title={organization.name}
        description={organization.gstin ? `GSTIN ${organization.gstin}` : "Not registered for GST"}
        back={{ href: "/admin/organizations", label: "Organisations" }}
      />
      <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6">
        <OrganizationForm organization={organization} />
        <Card
          title="Bookings"
          actions={
            <ButtonLink href="/admin/bookings/new" size="sm" variant="ghost">
              New booking
            </ButtonLink>
          }
        >
          <TableFrame label="The organisation's bookings">
            <thead>
              <tr>
                <th className={th}>Booking</th>
                <th className={th}>Training</th>
                <th className={th}>Seats</th>
                <th className={`${th} text-right`}>Price</th>
                <th className={`${th} text-right`}>Balance</th>
                <th className={th}>Status</th>
              </tr>
            </thead>
            <tbody>
              {bookings.length === 0 ? (
                <EmptyRow colSpan={6}>No bookings yet.</EmptyRow>
              ) : (
                bookings.map((b) => (
                  <tr key={b.id}>
                    <td className={td}>
                      <Link href={`/admin/bookings/${b.id}`} className="font-semibold text-ink hover:text-brand-700 hover:underline">
                        {b.number}
                      </Link>
                    </td>
                    <td className={td}>
                      {b.training.courseTitle}
                      <p className="text-xs text-slate-500">{formatTrainingDate(b.training.startDate)}</p>
                    </td>
                    <td className={`${td} tabular-nums`}>{b.seats}</td>
                    <td className={`${td} text-right tabular-nums whitespace-nowrap`}>{formatMinor(b.priceMinor, b.currency)}</td>
                    <td className={`${td} text-right tabular-nums whitespace-nowrap`}>{formatMinor(b.balanceMinor, b.currency)}</td>
                    <td className={td}>
                      <Pill tone={statusTone[b.status]}>{statusLabel(b.status)}</Pill>
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </TableFrame>
        </Card>
      </div>
    </>
  );
}
