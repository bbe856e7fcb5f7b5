import { Card, EmptyRow, FilterBar, FilterInput, PageHeader, TableFrame, td } from "@/components/admin/ui";
import { GET as deferredApi } from "@/app/api/admin/reports/deferred-revenue/route";
import { definePage } from "@/lib/http/page";
import { ColumnHeads } from "./column-heads";
import { deferredRevenueOn } from "@/lib/ledger-export/deferred-report";
import { formatMinor } from "@/lib/money";
import { companyToday } from "@/lib/company";

export const metadata = { title: "Accounts" };

const control =
  "h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-ink shadow-sm focus-visible:border-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-700/30";
const button = "h-10 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-brand-800 shadow-sm hover:bg-slate-50";

/** The start of the financial year (1 April) a date falls in. */
const financialYearStart = (date: string) => `${Number(date.slice(5, 7)) >= 4 ? date.slice(0, 4) : Number(date.slice(0, 4)) - 1}-04-01`;

/** The accountant's exports (books.md §5): the Tally import for a range, and revenue not yet earned on a date. */
export default definePage(deferredApi, "/admin/reports", async ({ query }) => {
  const today = companyToday();
  const on = query.on ?? today;
  const deferred = await deferredRevenueOn(on);
  return (
    <>
      <PageHeader title="Accounts" description="Files for the books: Tally's import for a date range, and the fees invoiced for sessions still to come." />
      <Card title="Tally export" className="mb-6">
        <form method="get" action="/api/admin/exports/tally" className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1 text-xs font-semibold text-slate-700">
            From
            <input type="date" name="from" required defaultValue={financialYearStart(today)} className={control} />
          </label>
          <label className="flex flex-col gap-1 text-xs font-semibold text-slate-700">
            To
            <input type="date" name="to" required defaultValue={today} className={control} />
          </label>
          <button type="submit" name="kind" value="masters" className={button}>
            Masters (XML)
          </button>
          <button type="submit" name="kind" value="vouchers" className={button}>
            Vouchers (XML)
          </button>
          <button type="submit" name="format" value="csv" className={button}>
            Vouchers (CSV)
          </button>
        </form>
        <p className="mt-3 text-sm text-slate-600">
          Import the masters first, then the vouchers. Each voucher keeps its id, so importing a range twice creates nothing twice.
        </p>
      </Card>
      <h2 className="mb-2 text-lg font-bold text-ink">Revenue not yet earned</h2>
      <FilterBar action="/admin/reports">
        <FilterInput label="On" name="on" type="date" defaultValue={on} />
      </FilterBar>
      <TableFrame label="Revenue not yet earned">
        <ColumnHeads names={["Booking", "Invoice", "Taxable value", "Sessions", "After", "Deferred"]} />
        <tbody>
          {deferred.bookings.length === 0 && <EmptyRow colSpan={6}>No invoiced booking has sessions after {on}.</EmptyRow>}
          {deferred.bookings.map((b) => (
            <tr key={b.bookingNumber}>
              <td className={`${td} whitespace-nowrap`}>{b.bookingNumber}</td>
              <td className={`${td} whitespace-nowrap`}>{b.invoiceNumber}</td>
              <td className={`${td} tabular-nums`}>{formatMinor(b.taxableValuePaise, "INR")}</td>
              <td className={`${td} tabular-nums`}>{b.sessions}</td>
              <td className={`${td} tabular-nums`}>{b.sessionsAfter}</td>
              <td className={`${td} tabular-nums`}>{formatMinor(b.deferredPaise, "INR")}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td className={`${td} font-bold`} colSpan={5}>
              Total on {on}
            </td>
            <td className={`${td} font-bold tabular-nums`} data-testid="deferred-total">
              {formatMinor(deferred.totalPaise, "INR")}
            </td>
          </tr>
        </tfoot>
      </TableFrame>
    </>
  );
});
