import Link from "next/link";
import { BookingEditForm } from "@/components/admin/booking-edit-form";
import { BookingInvoicingForm } from "@/components/admin/booking-invoicing-form";
import { AssignLearnersForm } from "@/components/admin/booking-learners";
import { BookingTaxDocuments } from "@/components/admin/booking-tax-documents";
import { ConfirmAction } from "@/components/admin/confirm-action";
import { Card, Facts, KindPill, formatDateTime } from "@/components/admin/ui";
import { formatTrainingDate } from "@/lib/format";
import { gstTreatmentLabels } from "@/lib/gst/treatment";
import type { BookingDocuments } from "@/lib/invoices/documents";
import { fromMinor } from "@/lib/money";
import type { BookingLearner, SalesBooking } from "@/lib/sales/types";
import { rateOfE4 } from "@/lib/validation/gst-buyer";

/** The buyer, the training and where the booking came from, as label and value rows. */
function detailsOf(b: SalesBooking): [string, React.ReactNode][] {
  const details: [string, React.ReactNode][] = [
    ["Buyer", b.buyerName],
    [
      "Email",
      <a key="e" href={`mailto:${b.buyerEmail}`} className="break-all text-brand-700 hover:underline">
        {b.buyerEmail}
      </a>,
    ],
    ["Phone", b.buyerPhone || "—"],
    ["Organization", b.organization || "—"],
    ["GST treatment", gstTreatmentLabels[b.buyerGstTreatment]],
    [
      "Training",
      <Link key="t" href={`/admin/trainings/${b.trainingId}`} className="text-brand-700 hover:underline">
        {b.training.courseTitle}
      </Link>,
    ],
    ["Dates", `${formatTrainingDate(b.training.startDate)} – ${formatTrainingDate(b.training.endDate)}`],
    ["Seats", `${b.seats} (${b.learners.length} assigned)`],
    ["Created", formatDateTime(b.createdAt)],
  ];
  if (b.enquiryId)
    details.push([
      "Enquiry",
      <Link key="q" href={`/admin/enquiries/${b.enquiryId}`} className="text-brand-700 hover:underline">
        Open the enquiry
      </Link>,
    ]);
  return details;
}

/** The facts of the booking, with the forms that change its seats, price and invoicing while it is open. */
function DetailsCard({ booking: b, isOpen }: { booking: SalesBooking; isOpen: boolean }) {
  return (
    <Card title="Details">
      <Facts rows={detailsOf(b)} />
      {isOpen && (
        <div className="mt-4 border-t border-slate-100 pt-4">
          <BookingEditForm bookingId={b.id} seats={b.seats} amount={fromMinor(b.priceMinor, b.currency)} currency={b.currency} />
        </div>
      )}
      {isOpen && (
        <div className="mt-4 border-t border-slate-100 pt-4">
          <BookingInvoicingForm
            bookingId={b.id}
            currency={b.currency}
            purchaseOrder={b.purchaseOrder}
            paymentTermsDays={b.paymentTermsDays}
            exchangeRate={rateOfE4(b.exchangeRateE4)}
          />
        </div>
      )}
    </Card>
  );
}

/** A learner holding one of the booking's seats: their email, whether their access is active, and "Remove". */
function LearnerRow({ bookingId, learner }: { bookingId: string; learner: BookingLearner }) {
  return (
    <li className="flex items-center justify-between gap-2 py-2">
      <div className="min-w-0">
        <p className="text-sm font-semibold break-all text-ink">{learner.email}</p>
        <KindPill kind={learner.isActive ? "active" : "inactive"}>{learner.isActive ? "Active" : "Not active"}</KindPill>
      </div>
      <ConfirmAction
        label={`Remove ${learner.email}`}
        title="Remove this learner?"
        message={`${learner.email} loses this booking's seat and their enrolment; the seat is free for someone else.`}
        confirmLabel="Remove"
        route="DELETE /api/admin/bookings/{id}/learners/{userId}"
        input={{ params: { id: bookingId, userId: learner.userId } }}
      >
        Remove
      </ConfirmAction>
    </li>
  );
}

/** Who holds the booking's seats, and the form that assigns the free ones while the booking is open. */
function LearnersCard({ booking: b, isOpen }: { booking: SalesBooking; isOpen: boolean }) {
  return (
    <Card title={`Learners (${b.learners.length}/${b.seats})`}>
      {b.learners.length === 0 ? (
        <p className="text-sm text-slate-500">No learner assigned yet.</p>
      ) : (
        <ul className="mb-4 divide-y divide-slate-100" aria-label="Learners">
          {b.learners.map((l) => (
            <LearnerRow key={l.userId} bookingId={b.id} learner={l} />
          ))}
        </ul>
      )}
      {isOpen && <AssignLearnersForm bookingId={b.id} free={b.seats - b.learners.length} />}
      <p className="mt-3 text-xs text-slate-500">Learners are active exactly while the booking is paid in full.</p>
    </Card>
  );
}

/** The booking page's right-hand column: details, tax documents, learners. */
export function BookingSidebar({ booking: b, documents, isOpen }: { booking: SalesBooking; documents: BookingDocuments; isOpen: boolean }) {
  return (
    <div className="min-w-0 space-y-6">
      <DetailsCard booking={b} isOpen={isOpen} />
      <Card title="Tax documents">
        <BookingTaxDocuments booking={{ id: b.id, number: b.number, currency: b.currency, isOpen }} documents={documents} />
      </Card>
      <LearnersCard booking={b} isOpen={isOpen} />
    </div>
  );
}
