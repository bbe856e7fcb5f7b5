import { ConfirmAction } from "@/components/admin/confirm-action";
import { DiscountCodeForm } from "@/components/admin/discount-code-form";
import { EmptyRow, PageHeader, TableFrame, formatDateTime, td, th } from "@/components/admin/ui";
import { requirePageStaff } from "@/lib/auth/current-user";
import { listDiscountCodes } from "@/lib/pricing/codes";
import { formatTrainingDate } from "@/lib/format";
import { formatMinor } from "@/lib/money";
import { listStaffTrainings } from "@/lib/trainings/staff";

export const metadata = { title: "Discount codes" };

export default async function DiscountCodesPage() {
  await requirePageStaff("/admin/discount-codes");
  const [codes, trainings] = await Promise.all([listDiscountCodes(), listStaffTrainings()]);
  const open = trainings.filter((t) => !t.isCancelled && t.status !== "Completed");
  const label = new Map(trainings.map((t) => [t.id, `${t.course.title} · ${formatTrainingDate(t.startDate)}`]));
  return (
    <>
      <PageHeader title="Discount codes" description="Codes buyers quote for a percent or an amount off; a code counts once per booking that is not cancelled." />
      <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6">
        <DiscountCodeForm trainings={open.map((t) => ({ value: t.id, label: label.get(t.id)! }))} />
        <TableFrame label="Discount codes">
          <thead>
            <tr>
              <th className={th}>Code</th>
              <th className={th}>Discount</th>
              <th className={th}>Last day</th>
              <th className={th}>Uses</th>
              <th className={th}>Valid for</th>
              <th className={th}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {codes.length === 0 ? (
              <EmptyRow colSpan={6}>No codes yet.</EmptyRow>
            ) : (
              codes.map((c) => (
                <tr key={c.id} className={c.endedAt ? "text-slate-500" : undefined}>
                  <td className={`${td} font-mono font-semibold`}>
                    {c.code}
                    {c.endedAt && <p className="font-sans text-xs font-normal">Ended {formatDateTime(c.endedAt)}</p>}
                  </td>
                  <td className={`${td} whitespace-nowrap`}>{c.percentOff !== null ? `${c.percentOff}% off` : `${formatMinor(c.amountOffMinor ?? 0, c.currency)} off`}</td>
                  <td className={`${td} whitespace-nowrap`}>{c.validUntil ? formatTrainingDate(c.validUntil) : "—"}</td>
                  <td className={`${td} tabular-nums`}>
                    {c.uses}
                    {c.maxUses !== null ? ` / ${c.maxUses}` : ""}
                  </td>
                  <td className={td}>{c.trainingIds.length ? c.trainingIds.map((id) => label.get(id) ?? id).join(", ") : "Every training"}</td>
                  <td className={`${td} text-right`}>
                    {!c.endedAt && (
                      <ConfirmAction
                        label={`End ${c.code}`}
                        title={`End code ${c.code}?`}
                        message="It is refused from now on. Bookings made with it keep their price."
                        route="DELETE /api/admin/discount-codes/{id}"
                        input={{ params: { id: c.id } }}
                      >
                        End
                      </ConfirmAction>
                    )}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </TableFrame>
      </div>
    </>
  );
}
