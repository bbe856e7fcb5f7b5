import Link from "next/link";
import { BookingEditForm } from "@/components/admin/booking-edit-form";
import { BookingTaxDocuments } from "@/components/admin/booking-tax-documents";
import { BookingInvoicingForm } from "@/components/admin/booking-invoicing-form";
import { gstTreatmentLabels } from "@/lib/gst/treatment";
import { rateOfE4 } from "@/lib/validation/gst-buyer";
import { AssignLearnersForm } from "@/components/admin/booking-learners";
import { PaymentForm, RefundForm } from "@/components/admin/booking-ledger-forms";
import { PaymentRequestsForm } from "@/components/admin/payment-requests-form";
import { ConfirmAction } from "@/components/admin/confirm-action";
import { Card, EmptyRow, Facts, PageHeader, KindPill, TableFrame, formatDateTime, td, th } from "@/components/admin/ui";
import { requirePageStaff } from "@/lib/auth/current-user";
import { foundOr404 } from "@/lib/http/found-or-404";
import { listPaymentRequests, OUTSTANDING } from "@/lib/collection/requests";
import { formatTrainingDate } from "@/lib/format";
import { formatMinor, fromMinor } from "@/lib/money";
import { statusLabel, statusTone } from "@/components/sales/status";
import { getBooking } from "@/lib/sales/reads";
import type { BookingLearner } from "@/lib/sales/types";
import { getDb } from "@/db";
import { documentsOfBooking } from "@/lib/invoices/documents";
import { paymentRequestStatusLabels } from "@/lib/validation/collection";
import { paymentMethodLabels } from "@/lib/validation/sales";
import { Pill } from "@/components/ui/pill";
import { TdsSection } from "@/components/admin/tds-section";
import { companyToday } from "@/lib/company";

export const metadata = { title: "Booking" };

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

export default async function BookingPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requirePageStaff(`/admin/bookings/${id}`);
  const b = await foundOr404(getBooking(id));
  const documents = await documentsOfBooking(await getDb(), b.id);
  const requests = await listPaymentRequests(b);
  const askedMinor = requests.filter((r) => (OUTSTANDING as readonly string[]).includes(r.status)).reduce((sum, r) => sum + r.amountMinor, 0);
  const m = (minor: number) => formatMinor(minor, b.currency);
  const isOpen = !b.cancelledAt;
  const receiptHref = (paymentId: string) => `/api/admin/bookings/${b.id}/payments/${paymentId}/receipt`;
  const totals: [string, number][] = [
    ["Total price", b.priceMinor],
    ["Paid", b.paidMinor],
    ...(b.deductedMinor > 0 ? [["TDS deducted", b.deductedMinor] as [string, number]] : []),
    ["Balance", b.balanceMinor],
  ];
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
      <div className={`grid gap-3 ${totals.length > 3 ? "sm:grid-cols-2 lg:grid-cols-4" : "sm:grid-cols-3"}`} data-testid="booking-totals">
        {totals.map(([label, minor]) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <p className="text-sm font-semibold text-slate-600">{label}</p>
            <p className="mt-1 text-2xl font-extrabold text-ink tabular-nums">{m(minor)}</p>
          </div>
        ))}
      </div>
      {/* Two columns from 1280 px, the ledger beside a 20rem sidebar: at 1280 its five columns fit without scrolling. */}
      <div className="mt-6 grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem] xl:items-start">
        <div className="min-w-0 space-y-6">
          <section aria-labelledby="ledger-heading" className="space-y-3">
            <h2 id="ledger-heading" className="text-base font-bold text-ink">
              Payments
            </h2>
            <TableFrame label="Payments ledger" narrow>
              <thead>
                <tr>
                  <th className={th}>Date</th>
                  <th className={th}>Receipt</th>
                  <th className={`${th} text-right`}>Amount</th>
                  <th className={th}>Method</th>
                  <th className={th}>Reference / reason</th>
                </tr>
              </thead>
              <tbody>
                {b.payments.length === 0 ? (
                  <EmptyRow colSpan={5}>No payment recorded yet.</EmptyRow>
                ) : (
                  b.payments.map((p) => (
                    <tr key={p.id}>
                      <td className={`${td} whitespace-nowrap`}>{formatTrainingDate(p.paidOn)}</td>
                      <td className={td}>
                        <a href={receiptHref(p.id)} download className="font-semibold whitespace-nowrap text-brand-700 hover:underline">
                          {p.receiptNumber}
                          <span className="sr-only"> (PDF)</span>
                        </a>
                      </td>
                      <td className={`${td} text-right whitespace-nowrap tabular-nums`}>{p.kind === "refund" ? `−${m(p.amountMinor)}` : m(p.amountMinor)}</td>
                      <td className={td}>{p.kind === "refund" ? <KindPill kind="closed">Refund</KindPill> : p.method ? paymentMethodLabels[p.method] : "—"}</td>
                      <td className={`${td} break-words`}>
                        {p.kind === "refund" ? p.reason : p.reference || "—"}
                        {p.note && <p className="text-xs text-slate-500">{p.note}</p>}
                      </td>
                    </tr>
                  ))
                )}
              </tbody>
            </TableFrame>
            {isOpen && (
              <Card title="Record payment">
                <PaymentForm bookingId={b.id} currency={b.currency} balance={fromMinor(Math.max(0, b.balanceMinor), b.currency)} today={companyToday()} />
              </Card>
            )}
            {b.paidMinor > 0 && (
              <Card title="Refund">
                <RefundForm bookingId={b.id} currency={b.currency} />
              </Card>
            )}
          </section>
          <TdsSection booking={b} today={companyToday()} />
          <section aria-labelledby="requests-heading" className="space-y-3">
            <h2 id="requests-heading" className="text-base font-bold text-ink">
              Payment requests
            </h2>
            <TableFrame label="Payment requests" narrow>
              <thead>
                <tr>
                  <th className={th}>Request</th>
                  <th className={th}>Due on</th>
                  <th className={`${th} text-right`}>Amount</th>
                  <th className={th}>Status</th>
                  <th className={th}>Pay link</th>
                </tr>
              </thead>
              <tbody>
                {requests.length === 0 ? (
                  <EmptyRow colSpan={5}>No payment requested yet.</EmptyRow>
                ) : (
                  requests.map((r) => (
                    <tr key={r.id}>
                      <td className={`${td} font-semibold whitespace-nowrap`}>{r.number}</td>
                      <td className={`${td} whitespace-nowrap`}>{formatTrainingDate(r.dueOn)}</td>
                      <td className={`${td} text-right whitespace-nowrap tabular-nums`}>{m(r.amountMinor)}</td>
                      <td className={td}>
                        <KindPill
                          kind={r.status === "paid" ? "active" : r.status === "cancelled" ? "closed" : r.status === "proof_submitted" ? "contacted" : "new"}
                        >
                          {paymentRequestStatusLabels[r.status]}
                        </KindPill>
                      </td>
                      <td className={td}>
                        {r.status === "cancelled" ? (
                          "—"
                        ) : (
                          <a
                            href={r.payUrl}
                            target="_blank"
                            rel="noreferrer"
                            aria-label={`Open the pay page of ${r.number}`}
                            className="font-semibold whitespace-nowrap text-brand-700 hover:underline"
                          >
                            Open
                          </a>
                        )}
                      </td>
                    </tr>
                  ))
                )}
              </tbody>
            </TableFrame>
            {isOpen && b.balanceMinor - askedMinor > 0 && (
              <Card title="Ask for payment">
                <PaymentRequestsForm
                  bookingId={b.id}
                  currency={b.currency}
                  outstanding={fromMinor(b.balanceMinor - askedMinor, b.currency)}
                  today={companyToday()}
                />
              </Card>
            )}
          </section>
        </div>
        <div className="min-w-0 space-y-6">
          <Card title="Details">
            <Facts rows={details} />
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
          <Card title="Tax documents">
            <BookingTaxDocuments booking={{ id: b.id, number: b.number, currency: b.currency, isOpen }} documents={documents} />
          </Card>
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
        </div>
      </div>
    </>
  );
}
