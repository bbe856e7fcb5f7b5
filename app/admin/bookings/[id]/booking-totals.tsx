import { formatMinor } from "@/lib/money";
import type { SalesBooking } from "@/lib/sales/types";

/** The booking's money at a glance: price, paid, any TDS deducted, balance (four tiles only when TDS was deducted). */
export function BookingTotals({ booking: b }: { booking: SalesBooking }) {
  const totals: [string, number][] = [
    ["Total price", b.priceMinor],
    ["Paid", b.paidMinor],
    ...(b.deductedMinor > 0 ? [["TDS deducted", b.deductedMinor] as [string, number]] : []),
    ["Balance", b.balanceMinor],
  ];
  return (
    <div className={`grid gap-3 ${totals.length > 3 ? "sm:grid-cols-2 lg:grid-cols-4" : "sm:grid-cols-3"}`} data-testid="booking-totals">
      {totals.map(([label, minor]) => (
        <div key={label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <p className="text-sm font-semibold text-slate-600">{label}</p>
          <p className="mt-1 text-2xl font-extrabold text-ink tabular-nums">{formatMinor(minor, b.currency)}</p>
        </div>
      ))}
    </div>
  );
}
