import { Card, Facts, FilterBar, FilterInput, PageHeader, TableFrame, td } from "@/components/admin/ui";
import { GET as gstApi } from "@/app/api/admin/reports/gst/route";
import { definePage } from "@/lib/http/page";
import { ColumnHeads } from "../column-heads";
import { gstRegister } from "@/lib/invoices/report";
import { formatMinor } from "@/lib/money";
import { gstr3bOf } from "@/lib/returns/reports";
import { companyToday } from "@/lib/company";

export const metadata = { title: "GST returns" };

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const rupees = (amount: number) => formatMinor(Math.round(amount * 100), "INR");
const download =
  "inline-flex h-10 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-brand-800 shadow-sm hover:bg-slate-50";

/** The month's GST register, and the GSTR-1 and GSTR-3B files built from it (books.md §4). */
export default definePage(gstApi, "/admin/reports/gst", async ({ query, invalid }) => {
  const month = query.month ?? companyToday().slice(0, 7);
  const [register, gstr3b] = await Promise.all([gstRegister(month), gstr3bOf(month)]);
  const t = register.totals;
  const adjusting = register.creditNotes.filter((n) => n.gstAdjusted).length;
  return (
    <>
      <PageHeader
        title="GST returns"
        description="The month's invoices and notes, and the files to file from them: GSTR-1 for the portal's offline tool, GSTR-3B's tables."
      />
      <FilterBar action="/admin/reports/gst">
        <FilterInput label="Month" name="month" type="month" defaultValue={month} />
      </FilterBar>
      {invalid.length > 0 && <p className="mb-4 text-sm font-medium text-red-700">{invalid[0]}</p>}
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title={`Files for ${month}`}>
          <div className="flex flex-wrap gap-2">
            <a className={download} href={`/api/admin/reports/gstr1?month=${month}`} download>
              GSTR-1 (JSON)
            </a>
            <a className={download} href={`/api/admin/reports/gstr3b?month=${month}`} download={`GSTR3B-${month}.json`}>
              GSTR-3B (JSON)
            </a>
            <a className={download} href={`/api/admin/reports/gst?month=${month}&format=csv`} download>
              GST register (CSV)
            </a>
          </div>
          <p className="mt-3 text-sm text-slate-600">
            GSTR-1 imports into the GST portal&apos;s offline tool as it is. Foreign-currency documents count in rupees at their own exchange rate.
          </p>
        </Card>
        <Card title="The register">
          <Facts
            rows={[
              [
                "Documents",
                [
                  count(register.invoices.length, "invoice", "invoices"),
                  count(register.debitNotes.length, "debit note", "debit notes"),
                  count(register.creditNotes.length, "credit note", "credit notes"),
                ].join(", "),
              ],
              ["Taxable value", formatMinor(t.taxableValueMinor, "INR")],
              ["CGST", formatMinor(t.cgstMinor, "INR")],
              ["SGST", formatMinor(t.sgstMinor, "INR")],
              ["IGST", formatMinor(t.igstMinor, "INR")],
              ["Total", formatMinor(t.totalMinor, "INR")],
            ]}
          />
          {adjusting < register.creditNotes.length && (
            <p className="mt-3 text-sm text-slate-600">
              Credit notes issued after the time limit reduce no tax and are left out of the totals and the returns.
            </p>
          )}
        </Card>
      </div>
      <h2 className="mb-2 mt-6 text-lg font-bold text-ink">GSTR-3B</h2>
      <TableFrame label="GSTR-3B" narrow>
        <ColumnHeads names={["Table", "Taxable value", "IGST", "CGST", "SGST"]} />
        <tbody>
          <tr>
            <td className={td}>3.1(a) Outward taxable supplies</td>
            {[gstr3b["3.1a"].txval, gstr3b["3.1a"].iamt, gstr3b["3.1a"].camt, gstr3b["3.1a"].samt].map((v, i) => (
              <td key={i} className={`${td} tabular-nums`}>
                {rupees(v)}
              </td>
            ))}
          </tr>
          <tr>
            <td className={td}>3.1(b) Zero-rated (exports, SEZ)</td>
            <td className={`${td} tabular-nums`}>{rupees(gstr3b["3.1b"].txval)}</td>
            <td className={`${td} tabular-nums`}>{rupees(gstr3b["3.1b"].iamt)}</td>
            <td className={td} />
            <td className={td} />
          </tr>
          {gstr3b["3.2"].map((row) => (
            <tr key={row.pos}>
              <td className={td}>3.2 Unregistered persons, place {row.pos}</td>
              <td className={`${td} tabular-nums`}>{rupees(row.txval)}</td>
              <td className={`${td} tabular-nums`}>{rupees(row.iamt)}</td>
              <td className={td} />
              <td className={td} />
            </tr>
          ))}
        </tbody>
      </TableFrame>
    </>
  );
});
