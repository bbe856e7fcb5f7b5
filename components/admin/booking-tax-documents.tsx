import { ConfirmAction } from "@/components/admin/confirm-action";
import { ReissueInvoice } from "@/components/admin/reissue-invoice";
import { KindPill } from "@/components/admin/ui";
import { creditNotePdfPath, debitNotePdfPath, invoicePdfPath, type BookingDocuments } from "@/lib/invoices/documents";
import { formatMinor } from "@/lib/money";

const creditReasons = { refund: "Refund", price_reduced: "Price lowered", cancelled: "Cancelled", reissued: "Re-issued" } as const;

interface Row {
  id: string;
  number: string;
  href: string;
  kind: string;
  minor: number;
  notes: React.ReactNode[];
}

/** Every invoice oldest first, then the credit notes, then the debit notes, each with what it says beside its number. */
function rowsOf(documents: BookingDocuments): Row[] {
  // Once re-issued, a note's invoice is worth naming: which one it corrects.
  const against = (invoiceId: string) =>
    documents.invoices.length > 1 ? ` against ${documents.invoices.find((i) => i.id === invoiceId)?.number ?? "another invoice"}` : "";
  return [
    ...documents.invoices.map((i) => ({
      id: i.id,
      number: i.number,
      href: invoicePdfPath(i.id),
      kind: "Invoice",
      minor: i.totalMinor,
      notes: i.replacedBy
        ? [
            <KindPill key="r" kind="closed">
              Replaced by {i.replacedBy}
            </KindPill>,
          ]
        : [
            <KindPill key="c" kind="active">
              Current
            </KindPill>,
            <ReissueInvoice key="x" invoiceId={i.id} number={i.number} />,
          ],
    })),
    ...documents.creditNotes.map((n) => ({
      id: n.id,
      number: n.number,
      href: creditNotePdfPath(n.id),
      kind: "Credit note",
      minor: -n.totalMinor,
      notes: [
        <span key="w" className="text-xs text-slate-600">
          {creditReasons[n.reason]}
          {against(n.invoiceId)}
        </span>,
        ...(n.gstAdjusted
          ? []
          : [
              <KindPill key="g" kind="inactive">
                No tax adjusted
              </KindPill>,
            ]),
      ],
    })),
    ...documents.debitNotes.map((n) => ({
      id: n.id,
      number: n.number,
      href: debitNotePdfPath(n.id),
      kind: "Debit note",
      minor: n.totalMinor,
      notes: [
        <span key="w" className="text-xs text-slate-600">
          {n.reason}
          {against(n.invoiceId)}
        </span>,
      ],
    })),
  ];
}

/**
 * The booking's tax documents (books.md §3): every invoice, oldest first (a replaced one marked with its successor,
 * the current one with "Re-issue"), then the credit and debit notes; or, before the first, "Issue invoice".
 */
export function BookingTaxDocuments({
  booking,
  documents,
}: {
  booking: { id: string; number: string; currency: string; isOpen: boolean };
  documents: BookingDocuments;
}) {
  const m = (minor: number) => formatMinor(Math.abs(minor), booking.currency);
  if (documents.invoices.length === 0)
    return (
      <>
        <p className="text-sm text-slate-500">Not invoiced yet: the first payment issues the tax invoice.</p>
        {booking.isOpen && (
          <div className="mt-3">
            <ConfirmAction
              label="Issue invoice"
              title={`Issue the tax invoice of ${booking.number}?`}
              message="It takes the next invoice number of the financial year and can't be deleted; later changes are corrected by credit and debit notes."
              confirmLabel="Issue invoice"
              route="POST /api/admin/bookings/{id}/invoice"
              input={{ params: { id: booking.id } }}
              variant="primary"
            />
          </div>
        )}
      </>
    );
  const rows = rowsOf(documents);
  return (
    <ul className="divide-y divide-slate-100 text-sm" aria-label="Tax documents">
      {rows.map((d) => (
        <li key={d.id} className="py-2" data-testid="tax-document">
          <div className="flex flex-wrap items-center justify-between gap-x-3">
            <a href={d.href} download className="font-semibold text-brand-700 hover:underline">
              {d.number}
              <span className="sr-only"> {d.kind.toLowerCase()} (PDF)</span>
            </a>
            <span className="text-slate-700 tabular-nums">
              {d.minor < 0 ? "−" : ""}
              {m(d.minor)}
            </span>
          </div>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <span className="text-xs font-semibold text-slate-500">{d.kind}</span>
            {d.notes}
          </div>
        </li>
      ))}
    </ul>
  );
}
