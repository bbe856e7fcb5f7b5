import type { Metadata } from "next";
import { requirePageLead } from "@/lib/auth/current-user";
import { leadOverview } from "@/lib/leads/overview";
import { formatMoney } from "@/lib/money";
import { LeadBookingCard } from "./lead-booking-card";
import { LeadInvoices } from "./lead-invoices";

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
            <LeadBookingCard key={b.id} booking={b} />
          ))}
          <LeadInvoices organization={organization} invoices={invoices} />
        </section>
      ))}
    </div>
  );
}
