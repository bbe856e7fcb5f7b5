import Link from "next/link";
import { notFound } from "next/navigation";
import { Card, EmptyRow, PageHeader, Pill, TableFrame, td, th } from "@/components/admin/ui";
import { formatTrainingDate } from "@/components/training/format";
import { StatusBadge } from "@/components/training/status-badge";
import { getAdminUser } from "@/lib/admin/users";
import { requirePageStaff } from "@/lib/auth/current-user";
import { listAdminEnrolments } from "@/lib/enrolments/admin";
import { ApiError } from "@/lib/http/api-error";

export const metadata = { title: "Learner" };

export default async function AdminUserPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requirePageStaff(`/admin/users/${id}`);
  const user = await getAdminUser(id).catch((err) => {
    if (err instanceof ApiError && err.status === 404) notFound();
    throw err;
  });
  const enrolments = await listAdminEnrolments({ userId: id });
  return (
    <>
      <PageHeader title={user.name} description={user.email} back={{ href: "/admin/users", label: "Users" }} />
      <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
        <Card title="Account" className="h-fit">
          <dl className="space-y-2 text-sm">
            <div>
              <dt className="font-semibold text-slate-600">Role</dt>
              <dd>
                <Pill kind={user.role}>{user.role}</Pill>
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-600">Phone</dt>
              <dd>{user.phone || "—"}</dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-600">Organization</dt>
              <dd>{user.organization || "—"}</dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-600">Email activated</dt>
              <dd>{user.isActivated ? "Yes" : "Not yet"}</dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-600">Member since</dt>
              <dd>{user.createdAt.slice(0, 10)}</dd>
            </div>
          </dl>
        </Card>
        <section aria-labelledby="learner-enrolments">
          <h2 id="learner-enrolments" className="mb-3 text-lg font-bold text-ink">
            Enrolments ({enrolments.length})
          </h2>
          <TableFrame label="Enrolments of this learner">
            <thead>
              <tr>
                <th className={th}>Training</th>
                <th className={th}>Dates</th>
                <th className={th}>Status</th>
                <th className={th}>Enrolment</th>
              </tr>
            </thead>
            <tbody>
              {enrolments.length === 0 ? (
                <EmptyRow colSpan={4}>Not enrolled in any training. Enrol them from a training&apos;s page.</EmptyRow>
              ) : (
                enrolments.map((e) => (
                  <tr key={e._id}>
                    <td className={td}>
                      <Link href={`/admin/trainings/${e.trainingId._id}`} className="font-semibold text-ink hover:text-brand-700 hover:underline">
                        {e.trainingId.courseId.courseTitle}
                      </Link>
                    </td>
                    <td className={`${td} whitespace-nowrap`}>
                      {formatTrainingDate(e.trainingId.startDate)} – {formatTrainingDate(e.trainingId.endDate)}
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
        </section>
      </div>
    </>
  );
}
