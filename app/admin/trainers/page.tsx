import Link from "next/link";
import { EmptyRow, PageHeader, Pill, TableFrame, td, th } from "@/components/admin/ui";
import { ButtonLink } from "@/components/ui/button";
import { requirePageStaff } from "@/lib/auth/current-user";
import { formatMoney } from "@/lib/money";
import { listTrainers } from "@/lib/trainers/reads";

export const metadata = { title: "Trainers" };

export default async function AdminTrainersPage() {
  await requirePageStaff("/admin/trainers");
  const trainers = await listTrainers();
  return (
    <>
      <PageHeader
        title="Trainers"
        description={`${trainers.length} trainer${trainers.length === 1 ? "" : "s"} · ${trainers.filter((t) => t.active).length} active`}
        actions={<ButtonLink href="/admin/trainers/new" size="sm">New trainer</ButtonLink>}
      />
      <TableFrame label="Trainers">
        <thead>
          <tr>
            <th className={th}>Trainer</th>
            <th className={th}>Skills</th>
            <th className={th}>Time zone</th>
            <th className={`${th} text-right`}>Hourly rate</th>
            <th className={th}>Status</th>
          </tr>
        </thead>
        <tbody>
          {trainers.length === 0 ? (
            <EmptyRow colSpan={5}>No trainer yet.</EmptyRow>
          ) : (
            trainers.map((t) => (
              <tr key={t.id} className="hover:bg-slate-50">
                <td className={td}>
                  <Link href={`/admin/trainers/${t.id}`} className="font-semibold text-ink hover:text-brand-700 hover:underline">
                    {t.name}
                  </Link>
                  <p className="text-xs text-slate-500">{t.email}</p>
                </td>
                <td className={td}>{t.skills.join(", ") || "—"}</td>
                <td className={`${td} whitespace-nowrap`}>{t.timeZone}</td>
                <td className={`${td} text-right tabular-nums whitespace-nowrap`}>{t.hourlyRate ? formatMoney(t.hourlyRate.amount, t.hourlyRate.currency) : "—"}</td>
                <td className={td}>
                  <Pill kind={t.active ? "active" : "inactive"}>{t.active ? "Active" : "Inactive"}</Pill>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </TableFrame>
    </>
  );
}
