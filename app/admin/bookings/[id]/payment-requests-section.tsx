import { PaymentRequestsForm } from "@/components/admin/payment-requests-form";
import { Card, EmptyRow, KindPill, TableFrame, td, th } from "@/components/admin/ui";
import { OUTSTANDING, type PaymentRequestView } from "@/lib/collection/requests";
import { companyToday } from "@/lib/company";
import { formatTrainingDate } from "@/lib/format";
import { formatMinor, fromMinor } from "@/lib/money";
import type { SalesBooking } from "@/lib/sales/types";
import { paymentRequestStatusLabels } from "@/lib/validation/collection";

const requestPillKind = (status: PaymentRequestView["status"]) =>
  status === "paid" ? "active" : status === "cancelled" ? "closed" : status === "proof_submitted" ? "contacted" : "new";

/** One request for payment: its number, due date, amount, where it stands and the buyer's pay page. */
function RequestRow({ request: r, currency }: { request: PaymentRequestView; currency: SalesBooking["currency"] }) {
  return (
    <tr>
      <td className={`${td} font-semibold whitespace-nowrap`}>{r.number}</td>
      <td className={`${td} whitespace-nowrap`}>{formatTrainingDate(r.dueOn)}</td>
      <td className={`${td} text-right whitespace-nowrap tabular-nums`}>{formatMinor(r.amountMinor, currency)}</td>
      <td className={td}>
        <KindPill kind={requestPillKind(r.status)}>{paymentRequestStatusLabels[r.status]}</KindPill>
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
  );
}

/**
 * The booking's payment requests, and the form that asks for more: shown only while part of the balance is not
 * already asked for by an open request (asking twice for the same money would confuse the buyer).
 */
export function PaymentRequestsSection({ booking: b, requests, isOpen }: { booking: SalesBooking; requests: PaymentRequestView[]; isOpen: boolean }) {
  const askedMinor = requests.filter((r) => (OUTSTANDING as readonly string[]).includes(r.status)).reduce((sum, r) => sum + r.amountMinor, 0);
  return (
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
            requests.map((r) => <RequestRow key={r.id} request={r} currency={b.currency} />)
          )}
        </tbody>
      </TableFrame>
      {isOpen && b.balanceMinor - askedMinor > 0 && (
        <Card title="Ask for payment">
          <PaymentRequestsForm bookingId={b.id} currency={b.currency} outstanding={fromMinor(b.balanceMinor - askedMinor, b.currency)} today={companyToday()} />
        </Card>
      )}
    </section>
  );
}
