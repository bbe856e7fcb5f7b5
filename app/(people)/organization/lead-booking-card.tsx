import { SubstituteForm } from "@/components/organization/substitute-form";
import { formatTrainingDate } from "@/components/training/format";
import { StatusBadge } from "@/components/training/status-badge";
import { buttonClasses } from "@/components/ui/button";
import { Pill } from "@/components/ui/pill";
import { statusLabel, statusTone } from "@/components/sales/status";
import type { LeadBooking, LeadLearner } from "@/lib/leads/overview";
import { formatMoney } from "@/lib/money";

/** Where a deduction stands, in the buyer's words. */
const tdsStatusWords = { unmatched: "not yet on our Form 26AS", matched: "on our Form 26AS", certificate: "certificate received" } as const;

/** A learner of the booking: attendance so far, their certificate, and a substitute while the training is still ahead. */
function LeadLearnerRow({ booking: b, learner: l }: { booking: LeadBooking; learner: LeadLearner }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2.5" data-testid="lead-learner">
      <div className="min-w-0">
        <p className="font-semibold break-words text-ink">{l.name}</p>
        <p className="text-sm break-all text-slate-600">{l.email}</p>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <span className="tabular-nums text-slate-700">
          {l.attended} of {l.sessions} {l.sessions === 1 ? "session" : "sessions"} ({l.attendanceRate}%)
        </span>
        {l.certificateUrl ? (
          <a href={l.certificateUrl} className="font-semibold text-brand-700 hover:underline">
            Certificate<span className="sr-only"> of {l.name}</span>
          </a>
        ) : (
          <span className="text-slate-500">No certificate yet</span>
        )}
        {b.training.status === "Upcoming" && b.status !== "cancelled" && b.status !== "refunded" && <SubstituteForm bookingId={b.id} learner={l} />}
      </div>
    </li>
  );
}

/** One of the organisation's bookings: the training, what is still to pay, the TDS deducted on it and its learners. */
export function LeadBookingCard({ booking: b }: { booking: LeadBooking }) {
  return (
    <article aria-labelledby={`booking-${b.id}`} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`booking-${b.id}`} className="text-lg font-bold text-ink">
            {b.training.courseTitle}
          </h2>
          <p className="mt-0.5 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <StatusBadge status={b.training.status} />
            {formatTrainingDate(b.training.startDate)} – {formatTrainingDate(b.training.endDate)} · {b.number} · {b.learners.length}/{b.seats} seats
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Pill tone={statusTone[b.status]}>{statusLabel(b.status)}</Pill>
          {b.balance.amount > 0 && (
            <span className="text-sm font-semibold tabular-nums text-slate-800">Balance {formatMoney(b.balance.amount, b.balance.currency)}</span>
          )}
          <a href={`/api/org/bookings/${b.id}/attendance?format=csv`} className={buttonClasses("outline", "sm")} download>
            Attendance CSV
          </a>
        </div>
      </div>
      {b.tds.length > 0 && (
        <ul className="mt-2 space-y-0.5 text-sm text-slate-700" aria-label={`TDS deducted on ${b.number}`}>
          {b.tds.map((t, i) => (
            <li key={i}>
              TDS deducted {formatMoney(t.amount.amount, t.amount.currency)} (section {t.section}) · {tdsStatusWords[t.status]}
            </li>
          ))}
        </ul>
      )}
      {b.learners.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">No learner assigned yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100" aria-label={`Learners of ${b.number}`}>
          {b.learners.map((l) => (
            <LeadLearnerRow key={l.userId} booking={b} learner={l} />
          ))}
        </ul>
      )}
    </article>
  );
}
