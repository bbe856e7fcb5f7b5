import Link from "next/link";
import { log } from "@/lib/log";
import { formatMoney } from "@/lib/money";
import { recentSalesReport, type SalesReport } from "@/lib/sales/report";
import { DEFAULT_CURRENCY } from "@/lib/validation/sales";
import { enquiryStatusLabels, enquiryStatuses } from "@/lib/validation/enquiries";
import { BarChart } from "./sales-charts";
import { Card, CardLink } from "./ui";
import { dateTimeFormat, numberFormat } from "@/lib/intl-cache";

const monthName = (month: string) => dateTimeFormat("en-GB", { month: "short", timeZone: "UTC" }).format(new Date(`${month}-01T00:00:00Z`));
const dayMonth = (date: string) => dateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
const compact = (currency: string) => (v: number) =>
  numberFormat("en-IN", { style: "currency", currency, notation: "compact", maximumFractionDigits: 1 }).format(v);

/** Every month from `from` to `to` (YYYY-MM). */
function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [y, m] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  const end = to.slice(0, 7);
  for (let guard = 0; guard < 240; guard++) {
    const key = `${y}-${String(m).padStart(2, "0")}`;
    months.push(key);
    if (key >= end) break;
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  }
  return months;
}

/** The console start page's sales figures: charts of enquiries by week and revenue by month, stages, conversion, balances. */
export async function SalesOverview() {
  let report: SalesReport;
  try {
    report = await recentSalesReport();
  } catch (err) {
    log.warn("sales report unavailable on the dashboard", { err });
    return null;
  }
  const currencies = [...new Set([DEFAULT_CURRENCY, ...report.revenue.map((r) => r.currency)])];
  const main = currencies[0]!;
  const revenueBars = monthsBetween(report.from, report.to).map((month) => ({
    label: monthName(month),
    value: report.revenue.find((r) => r.month === month && r.currency === main)?.amount ?? 0,
  }));
  const enquiryTotal = Object.values(report.enquiries.byStatus).reduce((a, b) => a + b, 0);
  return (
    <section aria-labelledby="sales-heading" className="mt-6 space-y-4" data-testid="sales-overview">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="sales-heading" className="text-lg font-bold text-ink">
            Sales
          </h2>
          <p className="text-sm text-slate-600">
            {dayMonth(report.from)} {report.from.slice(0, 4)} – {dayMonth(report.to)} {report.to.slice(0, 4)}
          </p>
        </div>
        <a
          href="/api/admin/reports/sales/export"
          download
          className="inline-flex h-9 items-center rounded-lg border border-brand-700 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          Download CSV
        </a>
      </div>
      <KeyFigures report={report} main={main} enquiryTotal={enquiryTotal} revenue={revenueBars.reduce((a, b) => a + b.value, 0)} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card title="Enquiries by week">
          <BarChart
            title="Enquiries by week"
            description={`${enquiryTotal} enquiries in ${report.enquiries.byWeek.length} weeks; the busiest week had ${Math.max(0, ...report.enquiries.byWeek.map((w) => w.count))}.`}
            bars={report.enquiries.byWeek.map((w) => ({ label: dayMonth(w.week), value: w.count }))}
            labelEvery={Math.max(1, Math.ceil(report.enquiries.byWeek.length / 6))}
            wholeNumbers
          />
        </Card>
        <RevenueCard report={report} main={main} bars={revenueBars} />
        <StagesCard byStatus={report.enquiries.byStatus} />
        <OutstandingCard outstanding={report.outstanding} />
      </div>
    </section>
  );
}

/** The four tiles: enquiries, conversion rate, revenue in the main currency, and what is outstanding in each. */
function KeyFigures({ report, main, enquiryTotal, revenue }: { report: SalesReport; main: string; enquiryTotal: number; revenue: number }) {
  const outstandingByCurrency = new Map<string, number>();
  for (const o of report.outstanding) outstandingByCurrency.set(o.balance.currency, (outstandingByCurrency.get(o.balance.currency) ?? 0) + o.balance.amount);
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {[
        ["Enquiries", String(enquiryTotal)],
        ["Conversion rate", report.conversionRate === null ? "—" : `${report.conversionRate}%`],
        ["Revenue", formatMoney(revenue, main)],
        ["Outstanding", [...outstandingByCurrency].map(([c, v]) => formatMoney(v, c)).join(" + ") || formatMoney(0, main)],
      ].map(([label, value]) => (
        <div key={label} className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <p className="text-2xl font-extrabold break-words text-brand-700 tabular-nums">{value}</p>
          <p className="mt-1 text-sm font-semibold text-slate-700">{label}</p>
        </div>
      ))}
    </div>
  );
}

/** Revenue by month in the main currency, with the months of any other currency listed under the chart. */
function RevenueCard({ report, main, bars }: { report: SalesReport; main: string; bars: { label: string; value: number }[] }) {
  const others = report.revenue.filter((r) => r.currency !== main);
  return (
    <Card title={`Revenue by month (${main})`}>
      <BarChart
        title={`Revenue by month ${main}`}
        description={`Payments minus refunds, ${main}, by month of payment.`}
        bars={bars}
        format={compact(main)}
        labelEvery={bars.length > 12 ? 2 : 1}
        tone="#0f766e"
      />
      {others.length > 0 && (
        <p className="mt-2 text-xs text-slate-600">
          Other currencies: {others.map((r) => `${monthName(r.month)} ${r.month.slice(0, 4)} ${formatMoney(r.amount, r.currency)}`).join(" · ")}
        </p>
      )}
    </Card>
  );
}

/** How many enquiries each stage holds, as bars against the fullest stage. */
function StagesCard({ byStatus }: { byStatus: SalesReport["enquiries"]["byStatus"] }) {
  const stageMax = Math.max(1, ...Object.values(byStatus));
  return (
    <Card title="Enquiries by stage">
      <ul className="space-y-2" aria-label="Enquiries by stage">
        {enquiryStatuses.map((s) => (
          <li key={s} className="grid grid-cols-[6rem_1fr_3rem] items-center gap-3 text-sm">
            <span className="font-semibold text-slate-700">{enquiryStatusLabels[s]}</span>
            <span className="h-3 rounded-full bg-slate-100" aria-hidden="true">
              <span className="block h-3 rounded-full bg-brand-600" style={{ width: `${(byStatus[s] / stageMax) * 100}%` }} />
            </span>
            <span className="text-right tabular-nums">{byStatus[s]}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The first eight bookings with a balance left, each linked to its page. */
function OutstandingCard({ outstanding }: { outstanding: SalesReport["outstanding"] }) {
  return (
    <Card title="Outstanding balances" actions={<CardLink href="/admin/bookings?status=awaiting_payment">All bookings</CardLink>}>
      {outstanding.length === 0 ? (
        <p className="text-sm text-slate-500">Every booking is paid.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {outstanding.slice(0, 8).map((o) => (
            <li key={o.bookingId} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span className="min-w-0">
                <Link href={`/admin/bookings/${o.bookingId}`} className="font-semibold text-ink hover:text-brand-700 hover:underline">
                  {o.number}
                </Link>{" "}
                <span className="break-words text-slate-600">{o.buyerName}</span>
              </span>
              <span className="font-semibold whitespace-nowrap tabular-nums">{formatMoney(o.balance.amount, o.balance.currency)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
