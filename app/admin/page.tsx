import Link from "next/link";
import { MyFollowUps } from "@/components/admin/my-follow-ups";
import { SalesOverview } from "@/components/admin/sales-overview";
import { UninvoicedCard } from "@/components/admin/uninvoiced-card";
import { Card, PageHeader, KindPill, formatDateTime, CardLink } from "@/components/admin/ui";
import { formatTrainingDate, formatTrainingTime } from "@/components/training/format";
import { StatusBadge } from "@/components/training/status-badge";
import { loadDashboard } from "@/lib/admin/dashboard";
import { requirePageStaff } from "@/lib/auth/current-user";
import type { StaffTraining } from "@/lib/trainings/types";

export const metadata = { title: "Dashboard" };

function TrainingList({
  trainings: { items: trainings, total },
  empty,
  more,
}: {
  trainings: { items: StaffTraining[]; total: number };
  empty: string;
  more: string;
}) {
  if (trainings.length === 0) return <p className="text-sm text-slate-500">{empty}</p>;
  return (
    <>
      <ul className="divide-y divide-slate-100">
        {trainings.map((t) => (
          <li key={t.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
            <div className="min-w-0">
              <Link href={`/admin/trainings/${t.id}`} className="font-semibold text-ink hover:text-brand-700 hover:underline">
                {t.course.title}
              </Link>
              <p className="text-xs text-slate-600">
                {formatTrainingDate(t.startDate)} – {formatTrainingDate(t.endDate)} · {formatTrainingTime(t.startTime)}–{formatTrainingTime(t.endTime)} (
                {t.timeZone}) · {t.activeEnrolmentCount} enrolled
              </p>
            </div>
            <StatusBadge status={t.status} />
          </li>
        ))}
      </ul>
      {total > trainings.length && (
        <Link href={more} className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline">
          {total - trainings.length} more
        </Link>
      )}
    </>
  );
}

export default async function AdminDashboardPage() {
  const staff = await requirePageStaff("/admin");
  const d = await loadDashboard();
  const stats = [
    { label: "New enquiries", value: d.newEnquiryCount, href: "/admin/enquiries?status=new" },
    { label: "Starting in 14 days", value: d.startingSoon.total, href: "/admin/trainings?status=Upcoming" },
    { label: "Ongoing trainings", value: d.ongoing.total, href: "/admin/trainings?status=Ongoing" },
    { label: "Learners", value: d.learnerCount, href: "/admin/users" },
  ];
  return (
    <>
      <PageHeader title={`Welcome, ${staff.name.split(" ")[0]}`} description="What needs attention today." />
      {d.undeliverableMail > 0 && (
        <p role="alert" className="mb-4 rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-300">
          <strong>{d.undeliverableMail === 1 ? "1 email has" : `${d.undeliverableMail} emails have`} not been delivered for hours.</strong> They are retried
          every hour; check the mail server settings (SMTP_URL) and its logs.
        </p>
      )}
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {stats.map((s) => (
          <Link
            key={s.label}
            href={s.href}
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-300 hover:shadow"
          >
            <p className="text-3xl font-extrabold text-brand-700">{s.value}</p>
            <p className="mt-1 text-sm font-semibold text-slate-700">{s.label}</p>
          </Link>
        ))}
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <MyFollowUps staffId={staff._id} />
        <UninvoicedCard />
        <Card title="New enquiries" actions={<CardLink href="/admin/enquiries">Open inbox</CardLink>}>
          {d.newEnquiries.length === 0 ? (
            <p className="text-sm text-slate-500">No new enquiries. Nice work.</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {d.newEnquiries.map((e) => (
                <li key={e.id} className="py-2.5">
                  <Link href={`/admin/enquiries/${e.id}`} className="font-semibold text-ink hover:text-brand-700 hover:underline">
                    {e.name}
                  </Link>{" "}
                  <KindPill kind="new">{e.trainingType}</KindPill>
                  <p className="line-clamp-1 text-sm text-slate-600">{e.message}</p>
                  <p className="text-xs text-slate-500">{formatDateTime(e.createdAt)}</p>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title="Starting in the next 14 days">
          <TrainingList trainings={d.startingSoon} empty="No training starts in the next 14 days." more="/admin/trainings?status=Upcoming" />
        </Card>
        <Card title="Ongoing trainings">
          <TrainingList trainings={d.ongoing} empty="No training is running right now." more="/admin/trainings?status=Ongoing" />
        </Card>
        <Card title="Recent reviews" actions={<CardLink href="/admin/reviews">All reviews</CardLink>}>
          {d.recentReviews.length === 0 ? (
            <p className="text-sm text-slate-500">No reviews yet.</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {d.recentReviews.map((r) => (
                <li key={r.id} className="py-2.5">
                  <p className="text-sm">
                    <span className="font-semibold text-ink">{r.authorName}</span> on <span className="font-semibold">{r.courseTitle}</span> ·{" "}
                    <span aria-label={`${r.rating} out of 5`}>★ {r.rating}</span> {!r.isVisible && <KindPill kind="hidden">Hidden</KindPill>}
                  </p>
                  <p className="line-clamp-2 text-sm text-slate-600">{r.text}</p>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
      <SalesOverview />
    </>
  );
}
