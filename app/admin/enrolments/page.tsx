import Link from "next/link";
import { EmptyRow, FilterBar, FilterInput, FilterSelect, PageHeader, Pill, TableFrame, td, th } from "@/components/admin/ui";
import { formatTrainingDate } from "@/components/training/format";
import { StatusBadge } from "@/components/training/status-badge";
import { requirePageStaff } from "@/lib/auth/current-user";
import { listAdminEnrolments } from "@/lib/enrolments/admin";
import { listAdminTrainings } from "@/lib/trainings/admin";

export const metadata = { title: "Enrolments" };

export default async function AdminEnrolmentsPage({ searchParams }: { searchParams: Promise<{ trainingId?: string; userEmail?: string }> }) {
  await requirePageStaff("/admin/enrolments");
  const { trainingId, userEmail } = await searchParams;
  const [enrolments, trainings] = await Promise.all([
    listAdminEnrolments({ trainingId: trainingId || undefined, userEmail: userEmail?.trim() || undefined }),
    listAdminTrainings(),
  ]);
  return (
    <>
      <PageHeader title="Enrolments" description="To enrol learners, open a training. Per learner: filter by email, or open the learner from Users." />
      <FilterBar action="/admin/enrolments" resetHref="/admin/enrolments">
        <FilterSelect
          label="Training"
          name="trainingId"
          defaultValue={trainingId}
          options={[{ value: "", label: "All trainings" }, ...trainings.map((t) => ({ value: t._id, label: `${t.courseId.courseTitle} · ${t.startDate}` }))]}
        />
        <FilterInput label="Learner email" name="userEmail" type="email" defaultValue={userEmail} placeholder="learner@example.com" />
      </FilterBar>
      <TableFrame label="Enrolments">
        <thead>
          <tr>
            <th className={th}>Learner</th>
            <th className={th}>Training</th>
            <th className={th}>Status</th>
            <th className={th}>Enrolment</th>
          </tr>
        </thead>
        <tbody>
          {enrolments.length === 0 ? (
            <EmptyRow colSpan={4}>No enrolment matches.</EmptyRow>
          ) : (
            enrolments.map((e) => (
              <tr key={e._id} className="hover:bg-slate-50">
                <td className={td}>
                  <Link href={`/admin/users/${e.userId._id}`} className="font-semibold text-ink hover:text-brand-700 hover:underline">
                    {e.userId.name}
                  </Link>
                  <p className="text-xs text-slate-500">{e.userId.email}</p>
                </td>
                <td className={td}>
                  <Link href={`/admin/trainings/${e.trainingId._id}`} className="font-semibold text-ink hover:text-brand-700 hover:underline">
                    {e.trainingId.courseId.courseTitle}
                  </Link>
                  <p className="text-xs text-slate-500">
                    {formatTrainingDate(e.trainingId.startDate)} – {formatTrainingDate(e.trainingId.endDate)}
                  </p>
                </td>
                <td className={td}>
                  <StatusBadge status={e.trainingId.tcStatus} />
                </td>
                <td className={td}>{e.isActive ? <Pill kind="active">Active</Pill> : <Pill kind="inactive">Inactive</Pill>}</td>
              </tr>
            ))
          )}
        </tbody>
      </TableFrame>
    </>
  );
}
