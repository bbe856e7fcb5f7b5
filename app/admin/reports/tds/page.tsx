import { GET as tdsApi } from "@/app/api/admin/reports/tds/route";
import { Card, EmptyRow, FilterBar, FilterInput, KindPill, PageHeader, TableFrame, td, th } from "@/components/admin/ui";
import { CertificateForm } from "@/components/admin/tds-forms";
import { TdsStatementForm } from "@/components/admin/tds-statement-form";
import Link from "next/link";
import { formatTrainingDate } from "@/lib/format";
import { definePage } from "@/lib/http/page";
import { formatMinor } from "@/lib/money";
import { tdsReport, type TdsReportEntry } from "@/lib/tds/report";

export const metadata = { title: "TDS report" };

const statusWords = { certificate: "Certificate", matched: "Matched", unmatched: "Unmatched" } as const;
const statusKind = { certificate: "active", matched: "contacted", unmatched: "new" } as const;
const inr = (minor: number) => formatMinor(minor, "INR");

function EntryTable({ label, entries, showDue = false }: { label: string; entries: TdsReportEntry[]; showDue?: boolean }) {
  return (
    <TableFrame label={label}>
      <thead>
        <tr>
          <th className={th}>Booking</th>
          <th className={th}>Buyer</th>
          <th className={th}>TAN / section</th>
          <th className={th}>Deducted on</th>
          <th className={`${th} text-right`}>Amount</th>
          <th className={th}>{showDue ? "Statement due" : "Status"}</th>
          <th className={th}>Certificate</th>
        </tr>
      </thead>
      <tbody>
        {entries.length === 0 ? (
          <EmptyRow colSpan={7}>No deductions.</EmptyRow>
        ) : (
          entries.map((e) => (
            <tr key={e.id}>
              <td className={`${td} whitespace-nowrap`}>
                <Link href={`/admin/bookings/${e.bookingId}`} className="font-semibold text-brand-700 hover:underline">
                  {e.bookingNumber}
                </Link>
              </td>
              <td className={`${td} break-words`}>{e.buyer}</td>
              <td className={`${td} whitespace-nowrap`}>
                <span className="font-mono">{e.tan}</span>
                <p className="text-xs text-slate-500">{e.section}</p>
              </td>
              <td className={`${td} whitespace-nowrap`}>{formatTrainingDate(e.deductedOn)}</td>
              <td className={`${td} text-right whitespace-nowrap tabular-nums`}>{inr(e.amountMinor)}</td>
              <td className={td}>
                {showDue ? (
                  <span className="font-semibold whitespace-nowrap text-red-700">{formatTrainingDate(e.dueOn)}</span>
                ) : (
                  <KindPill kind={statusKind[e.status]}>{statusWords[e.status]}</KindPill>
                )}
              </td>
              {/* Positioned: the form's visually hidden label stays inside the scrolling frame (else it widens a 375 px page). */}
              <td className={`${td} relative`}>
                {e.certificateNumber ? (
                  <span className="font-mono text-sm">{e.certificateNumber}</span>
                ) : (
                  <CertificateForm entryId={e.id} label={`${e.bookingNumber} of ${e.deductedOn}`} />
                )}
              </td>
            </tr>
          ))
        )}
      </tbody>
    </TableFrame>
  );
}

/**
 * TDS report (books.md §2): the financial year's deductions by quarter, the ones still missing from the government's
 * statement after it was due first (to chase with the buyer), the statement's import and each certificate number.
 */
export default definePage(tdsApi, "/admin/reports/tds", async ({ query, invalid }) => {
  const report = await tdsReport(query.fy);
  return (
    <>
      <PageHeader
        title="TDS report"
        description="Income tax buyers deducted at source, by quarter of the financial year. A quarter's deductions are due on the government's statement (Form 26AS / AIS) by the 15th of the second month after it."
      />
      <FilterBar action="/admin/reports/tds" resetHref="/admin/reports/tds">
        <FilterInput label="Financial year" name="fy" defaultValue={report.fy} placeholder="2026-27" />
      </FilterBar>
      {invalid.length > 0 && <p className="mb-4 text-sm font-medium text-red-700">{invalid[0]}</p>}
      <div className="space-y-6">
        <section aria-labelledby="tds-overdue" className="space-y-3">
          <h2 id="tds-overdue" className="text-base font-bold text-ink">
            Not on the statement after it was due ({report.unmatched.length})
          </h2>
          {report.unmatched.length === 0 ? (
            <p className="text-sm text-slate-600">Every deduction due on the statement so far is on it.</p>
          ) : (
            <EntryTable label="Deductions missing from the statement" entries={report.unmatched} showDue />
          )}
        </section>
        <Card title="Match the government's statement">
          <TdsStatementForm />
        </Card>
        {report.quarters.map((q) => (
          <section key={q.quarter} aria-labelledby={`tds-${q.quarter}`} className="space-y-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id={`tds-${q.quarter}`} className="text-base font-bold text-ink">
                {q.quarter} {report.fy} <span className="text-sm font-normal text-slate-600">· statement due {formatTrainingDate(q.dueOn)}</span>
              </h2>
              <p className="text-sm font-semibold tabular-nums">{inr(q.totalMinor)}</p>
            </div>
            <EntryTable label={`Deductions of ${q.quarter}`} entries={q.entries} />
          </section>
        ))}
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <p className="text-sm font-semibold">
            Total {report.fy}: <span className="tabular-nums">{inr(report.totalMinor)}</span>
          </p>
          <a href={`/api/admin/reports/tds?fy=${report.fy}&format=csv`} download className="text-sm font-semibold text-brand-700 hover:underline">
            Download CSV
          </a>
        </div>
      </div>
    </>
  );
});
