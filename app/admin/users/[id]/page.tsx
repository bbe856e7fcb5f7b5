import { EnrolmentTable } from "@/components/admin/enrolment-table";
import { Card, PageHeader, KindPill } from "@/components/admin/ui";
import { requirePageStaff } from "@/lib/auth/current-user";
import { listStaffEnrolments } from "@/lib/enrolments/staff";
import { foundOr404 } from "@/lib/http/found-or-404";
import { getStaffUser } from "@/lib/users/staff";

export const metadata = { title: "Learner" };

export default async function AdminUserPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requirePageStaff(`/admin/users/${id}`);
  const user = await foundOr404(getStaffUser(id));
  const enrolments = await listStaffEnrolments({ learnerId: id });
  return (
    <>
      <PageHeader title={user.name} description={user.email} back={{ href: "/admin/users", label: "Users" }} />
      <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
        <Card title="Account" className="h-fit">
          <dl className="space-y-2 text-sm">
            <div>
              <dt className="font-semibold text-slate-600">Role</dt>
              <dd>
                <KindPill kind={user.role}>{user.role}</KindPill>
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
              <dd>{user.createdAt.toISOString().slice(0, 10)}</dd>
            </div>
          </dl>
        </Card>
        <section aria-labelledby="learner-enrolments">
          <h2 id="learner-enrolments" className="mb-3 text-lg font-bold text-ink">
            Enrolments ({enrolments.length})
          </h2>
          <EnrolmentTable
            enrolments={enrolments}
            showLearner={false}
            label="Enrolments of this learner"
            empty="Not enrolled in any training. Enrol them from a training's page."
          />
        </section>
      </div>
    </>
  );
}
