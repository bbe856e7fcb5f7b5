import Link from "next/link";
import { Card } from "@/components/admin/ui";
import { formatTrainingDate } from "@/lib/format";
import { listUninvoiced, UNINVOICED_LIMIT_DAYS } from "@/lib/invoices/uninvoiced";
import { formatMinor } from "@/lib/money";

const SHOWN = 10;

/**
 * The start page's "Supplied, not invoiced" (books.md §3): bookings whose batch has started without an invoice,
 * oldest first; those past the law's 30 days from supply to invoice in red.
 */
export async function UninvoicedCard() {
  const list = await listUninvoiced();
  const late = list.filter((b) => b.days > UNINVOICED_LIMIT_DAYS).length;
  return (
    <Card
      title={
        <>
          Supplied, not invoiced <span className="text-slate-500">({list.length})</span>
        </>
      }
    >
      {list.length === 0 ? (
        <p className="text-sm text-slate-500">Every booking whose batch has started is invoiced.</p>
      ) : (
        <>
          {late > 0 && (
            <p className="mb-2 text-sm font-semibold text-red-700" data-testid="uninvoiced-late">
              {late === 1 ? "1 booking is" : `${late} bookings are`} past {UNINVOICED_LIMIT_DAYS} days without an invoice.
            </p>
          )}
          <ul className="divide-y divide-slate-100" aria-label="Bookings supplied, not invoiced">
            {list.slice(0, SHOWN).map((b) => {
              const isLate = b.days > UNINVOICED_LIMIT_DAYS;
              return (
                <li key={b.bookingId} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
                  <div className="min-w-0">
                    <Link href={`/admin/bookings/${b.bookingId}`} className="font-semibold text-ink hover:text-brand-700 hover:underline">
                      {b.number}
                    </Link>{" "}
                    <span className="text-sm text-slate-700">{b.buyer}</span>
                    <p className="text-xs text-slate-600">
                      Started {formatTrainingDate(b.startedOn)} · {formatMinor(b.totalMinor, b.currency)}
                    </p>
                  </div>
                  <span className={isLate ? "text-sm font-bold text-red-700" : "text-sm text-slate-600"}>
                    {b.days} {b.days === 1 ? "day" : "days"}
                    {isLate && <span className="sr-only"> (past the limit)</span>}
                  </span>
                </li>
              );
            })}
          </ul>
          {list.length > SHOWN && <p className="mt-2 text-sm text-slate-600">and {list.length - SHOWN} more, newer ones.</p>}
        </>
      )}
    </Card>
  );
}
