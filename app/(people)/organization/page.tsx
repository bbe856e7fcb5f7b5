import type { Metadata } from "next";
import { SubstituteForm } from "@/components/organization/substitute-form";
import { formatTrainingDate } from "@/components/training/format";
import { StatusBadge } from "@/components/training/status-badge";
import { buttonClasses } from "@/components/ui/button";
import { requirePageLead } from "@/lib/auth/current-user";
import { leadOverview } from "@/lib/leads/overview";
import { formatMoney } from "@/lib/money";
import { statusLabel, statusTone } from "@/components/sales/status";
import { Pill } from "@/components/ui/pill";

/** Where a deduction stands, in the buyer's words. */
const tdsStatusWords = { unmatched: "not yet on our Form 26AS", matched: "on our Form 26AS", certificate: "certificate received" } as const;

export const metadata: Metadata = { title: "Organisation", robots: { index: false } };

export default async function OrganizationPage() {
  const user = await requirePageLead("/organization");
  const overview = await leadOverview(user._id);
  return (
    <div className="space-y-10">
      {overview.map(({ organization, bookings, invoices, outstanding }) => (
        <section key={organization.id} aria-labelledby={`org-${organization.id}`} className="space-y-5">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <p className="text-sm font-semibold text-brand-700">Training lead</p>
              <h1 id={`org-${organization.id}`} className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
                {organization.name}
              </h1>
              <p className="mt-1 text-slate-600">Your team&apos;s bookings across batches: who attended, who is certified, and what is still to pay.</p>
            </div>
            <dl className="rounded-2xl bg-white px-5 py-3 shadow-sm ring-1 ring-slate-200">
              <dt className="text-xs font-bold uppercase tracking-wide text-slate-600">Outstanding</dt>
              <dd className="text-xl font-extrabold tabular-nums text-ink">{formatMoney(outstanding.amount, outstanding.currency)}</dd>
            </dl>
          </div>
          {bookings.length === 0 && <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-600">No booking yet.</p>}
          {bookings.map((b) => (
            <article key={b.id} aria-labelledby={`booking-${b.id}`} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
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
                    <li key={l.userId} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2.5" data-testid="lead-learner">
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
                        {b.training.status === "Upcoming" && b.status !== "cancelled" && b.status !== "refunded" && (
                          <SubstituteForm bookingId={b.id} learner={l} />
                        )}
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </article>
          ))}
          <section aria-labelledby={`invoices-${organization.id}`} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 id={`invoices-${organization.id}`} className="text-lg font-bold text-ink">
              Invoices
            </h2>
            {invoices.length === 0 ? (
              <p className="mt-1 text-sm text-slate-600">No invoice issued yet.</p>
            ) : (
              <ul className="mt-2 divide-y divide-slate-100 text-sm">
                {invoices.map((i) => (
                  <li key={i.number} className="flex flex-wrap justify-between gap-2 py-2">
                    <a href={i.url} className="font-semibold text-brand-700 hover:underline">
                      {i.number}
                    </a>
                    <span className="text-slate-600">{formatTrainingDate(i.issuedOn)}</span>
                    <span className="tabular-nums">{formatMoney(i.total.amount, i.total.currency)}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </section>
      ))}
    </div>
  );
}
