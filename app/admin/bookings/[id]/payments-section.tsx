import { PaymentForm, RefundForm } from "@/components/admin/booking-ledger-forms";
import { Card, EmptyRow, KindPill, TableFrame, td, th } from "@/components/admin/ui";
import { companyToday } from "@/lib/company";
import { formatTrainingDate } from "@/lib/format";
import { formatMinor, fromMinor } from "@/lib/money";
import type { SalesBooking } from "@/lib/sales/types";
import { paymentMethodLabels } from "@/lib/validation/sales";

type LedgerEntry = SalesBooking["payments"][number];

/** One line of the ledger: a payment with its receipt, or a refund (shown negative, with its reason). */
function LedgerRow({ booking: b, payment: p }: { booking: SalesBooking; payment: LedgerEntry }) {
  const m = (minor: number) => formatMinor(minor, b.currency);
  return (
    <tr>
      <td className={`${td} whitespace-nowrap`}>{formatTrainingDate(p.paidOn)}</td>
      <td className={td}>
        <a href={`/api/admin/bookings/${b.id}/payments/${p.id}/receipt`} download className="font-semibold whitespace-nowrap text-brand-700 hover:underline">
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
  );
}

/** The payments ledger, with the forms that add to it: a payment while the booking is open, a refund once money came in. */
export function PaymentsSection({ booking: b, isOpen }: { booking: SalesBooking; isOpen: boolean }) {
  return (
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
            b.payments.map((p) => <LedgerRow key={p.id} booking={b} payment={p} />)
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
  );
}
