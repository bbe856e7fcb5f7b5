import Link from "next/link";
import { Card } from "@/components/admin/ui";
import { formatTrainingDate } from "@/lib/format";
import { breakdownOfSplit } from "@/lib/gst/breakdown";
import { formatMinor } from "@/lib/money";
import { quotePdfPath } from "@/lib/quotes/answers";
import type { getQuote } from "@/lib/quotes/reads";
import { acceptUrlOf } from "@/lib/quotes/token";

type QuoteView = NonNullable<Awaited<ReturnType<typeof getQuote>>>;

/** The quote's lines with their discounts, the GST breakdown and the total. */
export function QuoteLinesCard({ view }: { view: QuoteView }) {
  const { quote: q, lines, tax } = view;
  const m = (minor: number) => formatMinor(minor, q.currency);
  return (
    <Card title="Lines">
      <ul className="divide-y divide-slate-100">
        {lines.map((l, i) => (
          <li key={i} className="py-3">
            <div className="flex flex-wrap justify-between gap-x-4">
              <Link href={`/admin/trainings/${l.trainingId}`} className="font-semibold text-ink hover:text-brand-700 hover:underline">
                {l.courseTitle}
              </Link>
              <span className="font-semibold tabular-nums">{m(l.totalMinor)}</span>
            </div>
            <p className="text-sm text-slate-600">
              {formatTrainingDate(l.startDate)} – {formatTrainingDate(l.endDate)} · {l.seats} × {m(l.pricing.unitPrice)}
              {l.code ? ` · code ${l.code}` : ""}
            </p>
            {l.pricing.discounts.map((d) => (
              <p key={d.kind + d.label} className="text-sm text-green-700">
                {d.label}: −{m(d.amount)}
              </p>
            ))}
          </li>
        ))}
      </ul>
      <dl className="mt-2 space-y-1 border-t border-slate-200 pt-3 text-sm">
        {breakdownOfSplit(tax, "page").map(({ label, amount: minor }) => (
          <div key={label} className="flex justify-between">
            <dt className="text-slate-600">{label}</dt>
            <dd className="tabular-nums">{m(minor)}</dd>
          </div>
        ))}
        <div className="flex justify-between text-base font-bold">
          <dt>Total</dt>
          <dd className="tabular-nums">{m(q.totalMinor)}</dd>
        </div>
      </dl>
    </Card>
  );
}

/** Who the quote is for, its dates and note, and the links staff follow from it (PDF, buyer's page, bookings). */
export function QuoteDetailsCard({ view }: { view: QuoteView }) {
  const { quote: q } = view;
  return (
    <Card title="Details">
      <dl className="grid grid-cols-[6rem_1fr] gap-x-3 gap-y-2 text-sm">
        <dt className="font-semibold text-slate-600">Buyer</dt>
        <dd className="min-w-0 break-words">{view.organizationName ? `${view.organizationName} (${q.buyerName})` : q.buyerName}</dd>
        <dt className="font-semibold text-slate-600">Email</dt>
        <dd className="min-w-0 break-all">{q.buyerEmail}</dd>
        <dt className="font-semibold text-slate-600">Valid until</dt>
        <dd>{formatTrainingDate(q.validUntil)}</dd>
        {q.note && (
          <>
            <dt className="font-semibold text-slate-600">Note</dt>
            <dd className="min-w-0 break-words whitespace-pre-line">{q.note}</dd>
          </>
        )}
        {q.enquiryId && (
          <>
            <dt className="font-semibold text-slate-600">Enquiry</dt>
            <dd>
              <Link href={`/admin/enquiries/${q.enquiryId}`} className="text-brand-700 hover:underline">
                Open the enquiry
              </Link>
            </dd>
          </>
        )}
      </dl>
      <div className="mt-4 space-y-2 border-t border-slate-100 pt-4 text-sm">
        <a href={quotePdfPath(q.id)} download className="block font-semibold text-brand-700 hover:underline">
          Download the PDF
        </a>
        <a href={acceptUrlOf(q.id, q.tokenNonce)} target="_blank" rel="noreferrer" className="block font-semibold text-brand-700 hover:underline">
          Open the buyer&apos;s page
        </a>
        {q.bookingIds.map((b, i) => (
          <Link key={b} href={`/admin/bookings/${b}`} className="block font-semibold text-brand-700 hover:underline">
            Booking of line {i + 1}
          </Link>
        ))}
      </div>
    </Card>
  );
}
