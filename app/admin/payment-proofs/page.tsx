import Link from "next/link";
import { ProofActions } from "@/components/admin/proof-actions";
import { EmptyRow, PageHeader, Pill, TableFrame, formatDateTime, td, th } from "@/components/admin/ui";
import { proofFilePath } from "@/lib/collection/answers";
import { listProofs } from "@/lib/collection/proofs";
import { requirePageStaff } from "@/lib/auth/current-user";
import { formatTrainingDate } from "@/lib/format";
import { formatMinor } from "@/lib/money";
import { paymentProofStatuses, type PaymentProofStatusName } from "@/lib/validation/collection";

export const metadata = { title: "Payment proofs" };

const tabs: { status: PaymentProofStatusName; label: string }[] = [
  { status: "pending", label: "To review" },
  { status: "approved", label: "Approved" },
  { status: "rejected", label: "Rejected" },
];

export default async function PaymentProofsPage({ searchParams }: { searchParams: Promise<{ status?: string }> }) {
  await requirePageStaff("/admin/payment-proofs");
  const asked = (await searchParams).status;
  const status = (paymentProofStatuses as readonly string[]).includes(asked ?? "") ? (asked as PaymentProofStatusName) : "pending";
  const proofs = await listProofs(status);
  return (
    <>
      <PageHeader title="Payment proofs" description="Buyers' UTRs and screenshots from their pay links: check each against the bank statement, then approve (the payment is recorded with its receipt) or reject with a reason." />
      <nav aria-label="Proof status" className="mb-4 flex flex-wrap gap-2">
        {tabs.map((t) => (
          <Link key={t.status} href={`/admin/payment-proofs?status=${t.status}`} aria-current={t.status === status ? "page" : undefined} className="pill">
            {t.label}
          </Link>
        ))}
      </nav>
      <TableFrame label="Payment proofs">
        <thead>
          <tr>
            <th className={th}>Request</th>
            <th className={th}>UTR</th>
            <th className={th}>Paid on</th>
            <th className={`${th} text-right`}>Amount</th>
            <th className={th}>File</th>
            <th className={th}>Sent</th>
            <th className={`${th} text-right`}>{status === "pending" ? "Decision" : "Status"}</th>
          </tr>
        </thead>
        <tbody>
          {proofs.length === 0 ? (
            <EmptyRow colSpan={7}>{status === "pending" ? "No proof of payment waits for review." : "None yet."}</EmptyRow>
          ) : (
            proofs.map((p) => {
              const amount = formatMinor(p.amountMinor, p.currency);
              return (
                <tr key={p.id} className="hover:bg-slate-50">
                  <td className={td}>
                    <p className="font-semibold whitespace-nowrap text-ink">{p.requestNumber}</p>
                    <Link href={`/admin/bookings/${p.bookingId}`} className="text-xs whitespace-nowrap text-brand-700 hover:underline">
                      {p.bookingNumber}
                    </Link>
                  </td>
                  <td className={`${td} font-mono whitespace-nowrap`}>{p.reference}</td>
                  <td className={`${td} whitespace-nowrap`}>{formatTrainingDate(p.paidOn)}</td>
                  <td className={`${td} text-right whitespace-nowrap tabular-nums`}>{amount}</td>
                  <td className={td}>
                    {p.hasFile ? (
                      <a href={proofFilePath(p.id)} download aria-label={`Download the proof of ${p.requestNumber}`} className="font-semibold whitespace-nowrap text-brand-700 hover:underline">
                        Download
                      </a>
                    ) : (
                      "—"
                    )}
                  </td>
                  <td className={`${td} whitespace-nowrap`}>{formatDateTime(p.submittedAt)}</td>
                  <td className={`${td} text-right`}>
                    {p.status === "pending" ? (
                      <ProofActions id={p.id} requestNumber={p.requestNumber} amount={amount} />
                    ) : (
                      <>
                        <Pill kind={p.status === "approved" ? "active" : "closed"}>{p.status === "approved" ? "Approved" : "Rejected"}</Pill>
                        {p.reason && <p className="mt-1 text-xs text-slate-500">{p.reason}</p>}
                      </>
                    )}
                  </td>
                </tr>
              );
            })
          )}
        </tbody>
      </TableFrame>
    </>
  );
}
