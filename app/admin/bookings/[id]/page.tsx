import { PageHeader } from "@/components/admin/ui";
import { ConfirmAction } from "@/components/admin/confirm-action";
import { TdsSection } from "@/components/admin/tds-section";
import { statusLabel, statusTone } from "@/components/sales/status";
import { Pill } from "@/components/ui/pill";
import { requirePageStaff } from "@/lib/auth/current-user";
import { listPaymentRequests } from "@/lib/collection/requests";
import { companyToday } from "@/lib/company";
import { foundOr404 } from "@/lib/http/found-or-404";
import { getBookingWithDocuments } from "@/lib/invoices/documents";
import { BookingSidebar } from "./booking-sidebar";
import { BookingTotals } from "./booking-totals";
import { PaymentRequestsSection } from "./payment-requests-section";
import { PaymentsSection } from "./payments-section";

export const metadata = { title: "Booking" };

export default async function BookingPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requirePageStaff(`/admin/bookings/${id}`);
  const { booking: b, documents } = await foundOr404(getBookingWithDocuments(id));
  const requests = await listPaymentRequests(b);
  const isOpen = !b.cancelledAt;
  return (
    <>
      <PageHeader
        title={`Booking ${b.number}`}
        description={
          <Pill tone={statusTone[b.status]} data-testid="booking-status">
            {statusLabel(b.status)}
          </Pill>
        }
        back={{ href: "/admin/bookings", label: "Bookings" }}
        actions={
          isOpen && (
            <ConfirmAction
              label="Cancel booking"
              title={`Cancel booking ${b.number}?`}
              message="Its seats go back to the training and its learners lose access. Payments stay on the ledger; record refunds separately."
              route="PUT /api/admin/bookings/{id}"
              input={{ params: { id: b.id }, body: { status: "cancelled" } }}
            />
          )
        }
      />
      <BookingTotals booking={b} />
      {/* Two columns from 1280 px, the ledger beside a 20rem sidebar: at 1280 its five columns fit without scrolling. */}
      <div className="mt-6 grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem] xl:items-start">
        <div className="min-w-0 space-y-6">
          <PaymentsSection booking={b} isOpen={isOpen} />
          <TdsSection booking={b} today={companyToday()} />
          <PaymentRequestsSection booking={b} requests={requests} isOpen={isOpen} />
        </div>
        <BookingSidebar booking={b} documents={documents} isOpen={isOpen} />
      </div>
    </>
  );
}
