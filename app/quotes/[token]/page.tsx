import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AcceptQuote } from "@/components/quotes/accept-quote";
import { company } from "@/lib/company";
import { quoteOfToken } from "@/lib/quotes/reads";
import { formatTrainingDate } from "@/lib/format";
import { breakdownOfSplit } from "@/lib/gst/breakdown";
import { formatMinor } from "@/lib/money";

// The buyer's page of a quote (billing-and-delivery.md §3), reached only through the mailed link: never indexed,
// never cached (not a public page of server/page-cache.ts; dynamic, so Next sends `no-store`).
export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Your quote", robots: { index: false, follow: false } };

const statusNote = {
  accepted: "This quote has been accepted: the seats are booked.",
  expired: "This quote is no longer valid.",
  withdrawn: "This quote is no longer valid.",
} as const;

export default async function QuotePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const view = await quoteOfToken(token);
  if (!view) notFound();
  const { quote, lines, tax, status } = view;
  const m = (minor: number) => formatMinor(minor, quote.currency);
  return (
    <main id="main" className="flex-1 bg-slate-50 px-4 py-8 sm:py-14">
      <div className="mx-auto max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Quote {quote.number}</p>
        <h1 className="mt-2 text-2xl font-bold text-ink sm:text-3xl">Training quote for {view.organizationName ?? quote.buyerName}</h1>
        <p className="mt-2 text-slate-600">
          From {company().name} · valid until <strong className="text-ink">{formatTrainingDate(quote.validUntil)}</strong>
        </p>
        <section aria-labelledby="lines-heading" className="mt-6 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
          <h2 id="lines-heading" className="sr-only">
            Trainings
          </h2>
          <ul className="divide-y divide-slate-100">
            {lines.map((l, i) => (
              <li key={i} className="px-5 py-4 sm:px-6">
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <p className="min-w-0 font-semibold break-words text-ink">{l.courseTitle}</p>
                  <p className="font-semibold text-ink tabular-nums">{m(l.totalMinor)}</p>
                </div>
                <p className="mt-1 text-sm text-slate-600">
                  {formatTrainingDate(l.startDate)} – {formatTrainingDate(l.endDate)} · {l.seats} seat{l.seats === 1 ? "" : "s"} at {m(l.pricing.unitPrice)}
                </p>
                {l.pricing.discounts.length > 0 && (
                  <ul className="mt-1 text-sm text-green-700">
                    {l.pricing.discounts.map((d) => (
                      <li key={d.kind + d.label}>
                        {d.label}: −{m(d.amount)}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
          <dl className="space-y-1 border-t border-slate-200 bg-slate-50 px-5 py-4 text-sm sm:px-6">
            {breakdownOfSplit(tax, "page").map(({ label, amount: minor }) => (
              <div key={label} className="flex justify-between gap-4">
                <dt className="text-slate-600">{label}</dt>
                <dd className="text-ink tabular-nums">{m(minor)}</dd>
              </div>
            ))}
            <div className="flex justify-between gap-4 pt-2 text-base font-bold">
              <dt className="text-ink">Total (GST included)</dt>
              <dd className="text-ink tabular-nums">{m(quote.totalMinor)}</dd>
            </div>
          </dl>
        </section>
        {tax.endorsement && <p className="mt-4 text-sm font-semibold text-slate-700">{tax.endorsement}</p>}
        {quote.note && <p className="mt-4 rounded-xl bg-white px-5 py-4 text-slate-700 ring-1 ring-slate-200 whitespace-pre-line">{quote.note}</p>}
        <div className="mt-6">
          {status === "sent" ? (
            <>
              <p className="mb-3 text-sm text-slate-600">Accepting books the seats at these prices; the tax invoice follows with the first payment.</p>
              <AcceptQuote token={token} number={quote.number} purchaseOrder={quote.purchaseOrder} />
            </>
          ) : (
            <p role="status" className="rounded-xl bg-slate-100 px-4 py-3 font-semibold text-slate-700">
              {statusNote[status]}
            </p>
          )}
        </div>
      </div>
    </main>
  );
}
