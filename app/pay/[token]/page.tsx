import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ProofForm } from "@/components/pay/proof-form";
import { getPublicRequest } from "@/lib/collection/pay";
import { upiQrDataUrl } from "@/lib/collection/qr";
import { company, companyToday } from "@/lib/company";
import { ApiError } from "@/lib/errors";
import { formatTrainingDate } from "@/lib/format";
import { formatMinor, fromMinor } from "@/lib/money";

// The buyer's pay page (billing-and-delivery.md §5): amount, due date, bank details, a UPI QR code and link, and the
// proof form; nothing about the buyer. The token in the address is the secret: the page is rendered for every
// request, never kept by the page cache (server/page-cache.ts caches listed public pages only) or a browser
// (next.config.ts: no-store; proxy.ts: no referrer, noindex, from its route.config.ts).
export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Pay", robots: { index: false, follow: false }, referrer: "no-referrer" };

const statusNotes = {
  paid: {
    tone: "border-green-200 bg-green-50 text-green-900",
    title: "Paid: thank you",
    text: "We have received this payment. The receipt is on My Bookings.",
  },
  proof_submitted: {
    tone: "border-blue-200 bg-blue-50 text-blue-900",
    title: "Proof of payment received",
    text: "We are checking it against our bank statement and will confirm by email.",
  },
  cancelled: {
    tone: "border-slate-200 bg-slate-100 text-slate-800",
    title: "This request is cancelled",
    text: "Nothing is due on it. Write to us if you think this is a mistake.",
  },
} as const;

export default async function PayPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const r = await getPublicRequest(token).catch((err: unknown) => {
    if (err instanceof ApiError && err.status === 404) notFound();
    throw err;
  });
  const { name: companyName, upiId } = company();
  const amount = formatMinor(r.amountMinor, r.currency);
  const isOpen = r.status === "open";
  const qr = isOpen && r.upiUri ? await upiQrDataUrl(r.upiUri) : undefined;
  const note = r.status === "open" ? undefined : statusNotes[r.status];
  const bankRows: [string, string][] = r.bank
    ? ([
        ["Account name", companyName],
        ["Bank", r.bank.name],
        ["Account number", r.bank.account],
        ["IFSC", r.bank.ifsc],
        ["Reference", r.number],
      ].filter(([, v]) => v) as [string, string][])
    : [];
  return (
    <main id="main" className="flex-1 bg-slate-50 px-4 py-8 sm:py-14">
      <div className="mx-auto max-w-2xl space-y-5">
        <header>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Payment request {r.number}</p>
          <h1 className="mt-2 text-3xl font-extrabold text-ink tabular-nums sm:text-4xl">{amount}</h1>
          <p className="mt-2 text-slate-700">
            Due by <strong>{formatTrainingDate(r.dueOn)}</strong> for booking {r.bookingNumber}, {r.courseTitle}.
          </p>
        </header>

        {note && (
          <section role="status" className={`rounded-2xl border px-5 py-4 ${note.tone}`}>
            <p className="text-lg font-bold">{note.title}</p>
            <p className="mt-1 text-sm">{note.text}</p>
          </section>
        )}

        {isOpen && r.upiUri && qr && (
          <section aria-labelledby="upi-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
            <h2 id="upi-heading" className="text-lg font-bold text-ink">
              Pay by UPI
            </h2>
            <div className="mt-4 flex flex-col items-center gap-4 sm:flex-row sm:items-start sm:gap-6">
              <img
                src={qr}
                alt={`UPI QR code: pay ${amount} to ${upiId}`}
                width={232}
                height={232}
                className="h-[232px] w-[232px] rounded-lg border border-slate-200"
              />
              <div className="w-full space-y-3 text-sm text-slate-700">
                <p>Scan the code with any UPI app (Google Pay, PhonePe, Paytm, BHIM or your bank&apos;s app), or on this phone:</p>
                <a href={r.upiUri} className="btn btn-primary btn-md w-full justify-center sm:w-auto">
                  Pay with a UPI app
                </a>
                <p>
                  UPI ID <span className="font-mono font-semibold break-all text-ink">{upiId}</span>. The amount and the reference {r.number} are filled in for
                  you.
                </p>
              </div>
            </div>
          </section>
        )}

        {isOpen && bankRows.length > 0 && (
          <section aria-labelledby="bank-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
            <h2 id="bank-heading" className="text-lg font-bold text-ink">
              Pay by bank transfer (NEFT, RTGS or IMPS)
            </h2>
            <dl className="mt-3 divide-y divide-slate-100">
              {bankRows.map(([term, value]) => (
                <div key={term} className="grid grid-cols-[8.5rem_1fr] gap-3 py-2.5 text-sm">
                  <dt className="font-semibold text-slate-500">{term}</dt>
                  <dd className="font-medium break-words text-ink">{value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-2 text-xs text-slate-500">Put {r.number} in the transfer&apos;s remarks so we can match it.</p>
          </section>
        )}

        {isOpen && (
          <section aria-labelledby="proof-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
            <h2 id="proof-heading" className="text-lg font-bold text-ink">
              Paid? Tell us
            </h2>
            <p className="mt-1 mb-4 text-sm text-slate-600">Send the UTR from your confirmation; a screenshot helps us find the payment faster.</p>
            <ProofForm token={token} amount={String(fromMinor(r.amountMinor, r.currency))} today={companyToday()} />
          </section>
        )}
      </div>
    </main>
  );
}
