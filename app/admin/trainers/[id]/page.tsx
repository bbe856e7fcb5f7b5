import { Card, EmptyRow, FilterBar, FilterInput, PageHeader, TableFrame, td, th } from "@/components/admin/ui";
import { TimeOffForm, TrainerForm } from "@/components/admin/trainer-form";
import { requirePageStaff } from "@/lib/auth/current-user";
import { now } from "@/lib/clock";
import { foundOr404 } from "@/lib/http/found-or-404";
import { formatTrainingDate } from "@/lib/format";
import { formatMoney } from "@/lib/money";
import { trainerHours } from "@/lib/trainers/hours";
import { getTrainer } from "@/lib/trainers/reads";
import { dateInZone } from "@/lib/schedule/status";
import { hoursQuery } from "@/lib/validation/trainers";

export const metadata = { title: "Trainer" };

export default async function AdminTrainerPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<{ month?: string }> }) {
  const { id } = await params;
  await requirePageStaff(`/admin/trainers/${id}`);
  const trainer = await foundOr404(getTrainer(id));
  const asked = hoursQuery.safeParse(await searchParams);
  const month = asked.success ? asked.data.month : dateInZone(now(), trainer.timeZone).slice(0, 7);
  const sheet = await trainerHours(id, month);
  return (
    <>
      <PageHeader
        title={trainer.name}
        description={`${trainer.email}${trainer.active ? "" : " · inactive"}`}
        back={{ href: "/admin/trainers", label: "Trainers" }}
      />
      <div className="space-y-6">
        <TrainerForm trainer={trainer} timeZones={Intl.supportedValuesOf("timeZone")} defaultTimeZone={trainer.timeZone} />
        <Card title="Time off">
          {trainer.timeOff.length === 0 ? (
            <p className="mb-4 text-sm text-slate-600">No time off recorded.</p>
          ) : (
            <ul className="mb-4 divide-y divide-slate-100 text-sm" aria-label="Time off">
              {trainer.timeOff.map((o) => (
                <li key={o.id} className="flex flex-wrap justify-between gap-2 py-2">
                  <span className="font-semibold">
                    {o.from === o.to ? formatTrainingDate(o.from) : `${formatTrainingDate(o.from)} – ${formatTrainingDate(o.to)}`}
                  </span>
                  <span className="text-slate-600">{o.reason || "—"}</span>
                </li>
              ))}
            </ul>
          )}
          <TimeOffForm trainerId={trainer.id} timeZone={trainer.timeZone} />
        </Card>
        <section aria-labelledby="hours-heading" className="space-y-3">
          <h2 id="hours-heading" className="text-lg font-bold text-ink">
            Hours in {month}
          </h2>
          <FilterBar action={`/admin/trainers/${trainer.id}`}>
            <FilterInput label="Month" name="month" type="month" defaultValue={month} />
          </FilterBar>
          <TableFrame label={`Hours in ${month}`} narrow>
            <thead>
              <tr>
                <th className={th}>Date</th>
                <th className={th}>Batch</th>
                <th className={`${th} text-right`}>Hours</th>
              </tr>
            </thead>
            <tbody>
              {sheet.sessions.length === 0 ? (
                <EmptyRow colSpan={3}>No scheduled session this month.</EmptyRow>
              ) : (
                sheet.sessions.map((s) => (
                  <tr key={`${s.trainingId}-${s.date}`}>
                    <td className={`${td} whitespace-nowrap`}>{formatTrainingDate(s.date)}</td>
                    <td className={td}>{s.courseTitle}</td>
                    <td className={`${td} text-right tabular-nums`}>{s.hours}</td>
                  </tr>
                ))
              )}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2} className={`${td} text-left font-bold`}>
                  Total{" "}
                  {sheet.amount
                    ? `at ${formatMoney(trainer.hourlyRate!.amount, trainer.hourlyRate!.currency)} an hour: ${formatMoney(sheet.amount.amount, sheet.amount.currency)}`
                    : "(no hourly rate agreed)"}
                </th>
                <td className={`${td} text-right font-bold tabular-nums`}>{sheet.hours}</td>
              </tr>
            </tfoot>
          </TableFrame>
        </section>
      </div>
    </>
  );
}
