import { formatTrainingDate } from "@/components/training/format";
import type { LeadInvoice, LeadOrganization } from "@/lib/leads/overview";
import { formatMoney } from "@/lib/money";

/** The organisation's invoices, each a download link with its date and total. */
export function LeadInvoices({ organization, invoices }: { organization: LeadOrganization; invoices: LeadInvoice[] }) {
  return (
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
  );
}
