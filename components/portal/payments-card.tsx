import type { SessionUser } from "@/lib/auth/session";
import { log } from "@/lib/log";
import { formatTrainingDate } from "@/lib/format";
import { formatMinor } from "@/lib/money";
import { statusLabel, statusTone } from "@/components/sales/status";
import { myReceiptPath } from "@/lib/sales/answers";
import { listMyBookings } from "@/lib/invoices/mine";
import type { MyBooking } from "@/lib/sales/types";
import { TeamProgress } from "./team-progress";
import { Pill } from "@/components/ui/pill";

/**
 * The learner's bookings on /account: as buyer, total, paid, balance, status, the receipts, the tax invoice and credit
 * notes to download; as a seat holder only, the training and the status (never the money); for a booking the caller bought for others, its learners' attendance and certificates too (a seat
 * bought for oneself alone shows no team).
 */
/** Where a deduction stands, in the buyer's words. */
const tdsStatusWords = { unmatched: "not yet on our Form 26AS", matched: "on our Form 26AS", certificate: "certificate received" } as const;

export async function PaymentsCard({ user }: { user: Pick<SessionUser, "_id" | "email"> }) {
  let bookings: MyBooking[] = [];
  try {
    bookings = await listMyBookings(user);
  } catch (err) {
    log.warn("bookings unavailable on /account", { err });
  }
  return (
    <section aria-labelledby="payments-heading" className="min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6" data-testid="payments-card">
      <h2 id="payments-heading" className="text-lg font-bold text-ink">
        Payments
      </h2>
      {bookings.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">When you or your company books a seat, its payments and receipts appear here.</p>
      ) : (
        <ul className="mt-4 space-y-5">
          {bookings.map(({ booking: b, role, receipts, team, documents }) => (
            <li key={b.id} className="border-t border-slate-100 pt-4 first:border-0 first:pt-0" data-testid="payments-booking">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-semibold break-words text-ink">{b.training.courseTitle}</p>
                  <p className="text-sm text-slate-600">
                    {formatTrainingDate(b.training.startDate)} – {formatTrainingDate(b.training.endDate)} · {b.number}
                  </p>
                </div>
                <Pill tone={statusTone[b.status]}>{statusLabel(b.status)}</Pill>
              </div>
              {role === "learner" && <p className="mt-2 text-sm text-slate-600">A seat booked for you. Its buyer sees the payments and receipts.</p>}
              {role === "buyer" && (
                <dl className="mt-2 space-y-1 rounded-lg bg-slate-50 px-3 py-2 text-sm">
                  {[
                    ["Total", b.priceMinor],
                    ["Paid", b.paidMinor],
                    ...b.deductions.map((d) => [
                      `TDS deducted (${d.section}, ${tdsStatusWords[d.certificateNumber ? "certificate" : d.matchedOn ? "matched" : "unmatched"]})`,
                      Number(d.amountMinor),
                    ]),
                    ["Balance", b.balanceMinor],
                  ].map(([label, minor]) => (
                    <div key={label as string} className="flex items-baseline justify-between gap-3">
                      <dt className="font-semibold text-slate-600">{label}</dt>
                      <dd className="font-semibold text-ink tabular-nums">{formatMinor(minor as number, b.currency)}</dd>
                    </div>
                  ))}
                </dl>
              )}
              {receipts.length > 0 && (
                <ul className="mt-3 space-y-1 text-sm" aria-label={`Receipts of ${b.number}`}>
                  {receipts.map((r) => (
                    <li key={r.paymentId} className="flex flex-wrap items-center justify-between gap-x-3">
                      <span className="text-slate-700 tabular-nums">
                        {formatTrainingDate(r.paidOn)} · {r.amountMinor < 0 ? "Refund " : ""}
                        {formatMinor(Math.abs(r.amountMinor), b.currency)}
                      </span>
                      <a href={myReceiptPath(r.paymentId)} download className="font-semibold text-brand-700 hover:underline">
                        {r.receiptNumber}
                        <span className="sr-only"> receipt (PDF)</span>
                      </a>
                    </li>
                  ))}
                </ul>
              )}
              {documents && (documents.invoice || documents.creditNotes.length > 0 || documents.debitNotes.length > 0) && (
                <ul className="mt-3 space-y-1 text-sm" aria-label={`Tax documents of ${b.number}`}>
                  {[
                    ...(documents.invoice ? [{ ...documents.invoice, kind: "Tax invoice" }] : []),
                    ...documents.creditNotes.map((n) => ({ ...n, kind: "Credit note" })),
                    ...documents.debitNotes.map((n) => ({ ...n, kind: "Debit note" })),
                  ].map((d) => (
                    <li key={d.url} className="flex flex-wrap items-center justify-between gap-x-3">
                      <span className="text-slate-700">{d.kind}</span>
                      <a href={d.url} download className="font-semibold text-brand-700 hover:underline">
                        {d.number}
                        <span className="sr-only"> {d.kind.toLowerCase()} (PDF)</span>
                      </a>
                    </li>
                  ))}
                </ul>
              )}
              {team?.some((l) => l.email.toLowerCase() !== user.email.toLowerCase()) && <TeamProgress number={b.number} team={team} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
