import { ConfirmAction } from "@/components/admin/confirm-action";
import { TdsForm } from "@/components/admin/tds-forms";
import { EmptyRow, KindPill, TableFrame, td, th } from "@/components/admin/ui";
import { formatTrainingDate } from "@/lib/format";
import { formatMinor } from "@/lib/money";
import type { SalesBooking } from "@/lib/sales/types";
import { Card } from "@/components/admin/ui";

const statusOf = (d: SalesBooking["deductions"][number]) => (d.certificateNumber ? "certificate" : d.matchedOn ? "matched" : "unmatched");
const statusWords = { certificate: "Certificate", matched: "On the statement", unmatched: "Not on the statement yet" } as const;
const statusKind = { certificate: "active", matched: "contacted", unmatched: "new" } as const;

/** The booking's TDS deductions (books.md §2): what the buyer deducted, its standing, and "Record TDS". */
export function TdsSection({ booking: b, today }: { booking: SalesBooking; today: string }) {
  return (
    <section aria-labelledby="tds-heading" className="space-y-3">
      <h2 id="tds-heading" className="text-base font-bold text-ink">
        TDS deducted by the buyer
      </h2>
      <TableFrame label="TDS deductions" narrow>
        <thead>
          <tr>
            <th className={th}>Deducted on</th>
            <th className={`${th} text-right`}>Amount</th>
            <th className={th}>Section / TAN</th>
            <th className={th}>Status</th>
            <th className={`${th} relative`}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {b.deductions.length === 0 ? (
            <EmptyRow colSpan={5}>No TDS recorded.</EmptyRow>
          ) : (
            b.deductions.map((d) => {
              const status = statusOf(d);
              return (
                <tr key={d.id}>
                  <td className={`${td} whitespace-nowrap`}>{formatTrainingDate(d.deductedOn)}</td>
                  <td className={`${td} text-right whitespace-nowrap tabular-nums`}>{formatMinor(Number(d.amountMinor), d.currency)}</td>
                  <td className={td}>
                    <span className="font-semibold">{d.section}</span> · {d.tan}
                    {d.reference && <p className="text-xs text-slate-500">{d.reference}</p>}
                  </td>
                  <td className={td}>
                    <KindPill kind={statusKind[status]}>{statusWords[status]}</KindPill>
                    {d.certificateNumber && <p className="text-xs text-slate-500">{d.certificateNumber}</p>}
                  </td>
                  <td className={td}>
                    {status === "unmatched" && (
                      <ConfirmAction
                        label={`Remove the TDS of ${d.deductedOn}`}
                        title="Remove this deduction?"
                        message="Only for a deduction recorded in error: the booking's balance reopens by its amount."
                        confirmLabel="Remove"
                        route="DELETE /api/admin/tds/{id}"
                        input={{ params: { id: d.id } }}
                      >
                        Remove
                      </ConfirmAction>
                    )}
                  </td>
                </tr>
              );
            })
          )}
        </tbody>
      </TableFrame>
      {!b.cancelledAt && b.balanceMinor > 0 && (
        <Card title="Record TDS">
          <TdsForm bookingId={b.id} currency={b.currency} today={today} />
        </Card>
      )}
    </section>
  );
}
