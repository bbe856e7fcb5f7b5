import Link from "next/link";
import { ProofActions } from "@/components/admin/proof-actions";
import { StaffList, type Column } from "@/components/admin/staff-list-view";
import { PageHeader, KindPill, formatDateTime } from "@/components/admin/ui";
import type { ProofView } from "@/lib/collection/answers";
import { proofFilePath } from "@/lib/collection/answers";
import { pageOfProofs } from "@/lib/collection/proofs";
import { staffListPageOf } from "@/lib/http/staff-list";
import type { PaymentProofStatusName } from "@/lib/validation/collection";
import { formatTrainingDate } from "@/lib/format";
import { formatMinor, fromMinor } from "@/lib/money";
import { GET as proofsApi } from "@/app/api/admin/payment-proofs/route";
import { definePage } from "@/lib/http/page";

export const metadata = { title: "Payment proofs" };

const PATH = "/admin/payment-proofs";

const tabs: { status: PaymentProofStatusName; label: string }[] = [
  { status: "pending", label: "To review" },
  { status: "approved", label: "Approved" },
  { status: "rejected", label: "Rejected" },
];

const columnsOf = (status: PaymentProofStatusName): Column<ProofView>[] => [
  {
    header: "Request",
    cell: (p) => (
      <>
        <p className="font-semibold whitespace-nowrap text-ink">{p.requestNumber}</p>
        <Link href={`/admin/bookings/${p.bookingId}`} className="text-xs whitespace-nowrap text-brand-700 hover:underline">
          {p.bookingNumber}
        </Link>
      </>
    ),
  },
  { header: "UTR", className: "font-mono whitespace-nowrap", cell: (p) => p.reference },
  { header: "Paid on", className: "whitespace-nowrap", cell: (p) => formatTrainingDate(p.paidOn) },
  { header: "Amount", align: "right", cell: (p) => formatMinor(p.amountMinor, p.currency) },
  {
    header: "TDS",
    align: "right",
    cell: (p) =>
      p.tdsAmountMinor === null ? (
        "—"
      ) : (
        <>
          <p className="whitespace-nowrap tabular-nums">{formatMinor(p.tdsAmountMinor, p.currency)}</p>
          <p className="text-xs whitespace-nowrap text-slate-500">
            {p.tdsSection} · {p.tan}
          </p>
        </>
      ),
  },
  {
    header: "File",
    cell: (p) =>
      p.hasFile ? (
        <a
          href={proofFilePath(p.id)}
          download
          aria-label={`Download the proof of ${p.requestNumber}`}
          className="font-semibold whitespace-nowrap text-brand-700 hover:underline"
        >
          Download
        </a>
      ) : (
        "—"
      ),
  },
  { header: "Sent", className: "whitespace-nowrap", cell: (p) => formatDateTime(p.submittedAt) },
  {
    header: status === "pending" ? "Decision" : "Status",
    className: "text-right",
    cell: (p) =>
      p.status === "pending" ? (
        <ProofActions
          id={p.id}
          requestNumber={p.requestNumber}
          amount={formatMinor(p.amountMinor, p.currency)}
          tds={
            p.tdsAmountMinor === null
              ? null
              : {
                  amount: fromMinor(p.tdsAmountMinor, p.currency),
                  currency: p.currency,
                  label: `${formatMinor(p.tdsAmountMinor, p.currency)} (${p.tdsSection}, TAN ${p.tan})`,
                }
          }
        />
      ) : (
        <>
          <KindPill kind={p.status === "approved" ? "active" : "closed"}>{p.status === "approved" ? "Approved" : "Rejected"}</KindPill>
          {p.reason && <p className="mt-1 text-xs text-slate-500">{p.reason}</p>}
        </>
      ),
  },
];

/** The proofs of one status, 50 a page (the same query schema as GET /api/admin/payment-proofs; a bad value falls back to its default). */
export default definePage(proofsApi, PATH, async ({ query }) => {
  const status = query.status ?? "pending";
  const page = await staffListPageOf(query, (request) => pageOfProofs(status, request));
  return (
    <>
      <PageHeader
        title="Payment proofs"
        description="Buyers' UTRs and screenshots from their pay links: check each against the bank statement, then approve (the payment is recorded with its receipt) or reject with a reason."
      />
      <nav aria-label="Proof status" className="mb-4 flex flex-wrap gap-2">
        {tabs.map((t) => (
          <Link key={t.status} href={`${PATH}?status=${t.status}`} aria-current={t.status === status ? "page" : undefined} className="pill">
            {t.label}
          </Link>
        ))}
      </nav>
      <StaffList
        path={PATH}
        apiPath="/api/admin/payment-proofs"
        values={{ status }}
        label="Payment proofs"
        columns={columnsOf(status)}
        page={page}
        empty={status === "pending" ? "No proof of payment waits for review." : "None yet."}
        pagerLabel="Proof pages"
      />
    </>
  );
});
