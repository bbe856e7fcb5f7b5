import { AttendanceGrid, RosterUpload } from "@/components/admin/attendance-grid";
import { MaterialsManager } from "@/components/admin/materials-manager";
import { PageHeader } from "@/components/admin/ui";
import { formatTrainingDate } from "@/components/training/format";
import { StatusBadge } from "@/components/training/status-badge";
import { buttonClasses } from "@/components/ui/button";
import { endedSessionDates, getTrainingAttendance } from "@/lib/attendance/staff";
import { requirePageStaff } from "@/lib/auth/current-user";
import { listTrainingCertificates } from "@/lib/certificates/reads";
import { listTrainingMaterials } from "@/lib/materials/store";
import { env } from "@/lib/env";
import { foundOr404 } from "@/lib/http/found-or-404";
import { getStaffTraining } from "@/lib/trainings/staff";

export const metadata = { title: "Attendance" };

export default async function AttendancePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const staff = await requirePageStaff(`/admin/trainings/${id}/attendance`);
  const training = await foundOr404(getStaffTraining(id));
  const [grid, certificates, ended] = await Promise.all([getTrainingAttendance(id), listTrainingCertificates(id), endedSessionDates(id)]);
  const materials = await listTrainingMaterials({ userId: staff._id, role: "staff" }, id);
  const byUser = new Map(certificates.map((c) => [c.userId, { id: c.id, revoked: Boolean(c.revokedAt) }]));
  const minRate = env().CERTIFICATE_MIN_ATTENDANCE;
  return (
    <>
      <PageHeader
        title={`Attendance: ${training.course.title}`}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <StatusBadge status={training.status} /> {formatTrainingDate(training.startDate)} – {formatTrainingDate(training.endDate)} · {grid.sessions.length}{" "}
            session(s) · certificates at {minRate}% or more
          </span>
        }
        back={{ href: `/admin/trainings/${id}`, label: "Training" }}
        actions={
          <a href={`/api/admin/trainings/${id}/attendance?format=csv`} className={buttonClasses("outline", "sm")} download>
            Download CSV
          </a>
        }
      />
      <p className="mb-4 text-sm text-slate-600">
        A session with an uploaded meeting roster counts by time in the meeting (Roster); otherwise joining through the Join button counts (Join). Tick or
        untick a box to correct a record (Staff, which wins); every change is in the audit log. The rate is the share of all the batch&apos;s sessions attended.
      </p>
      <RosterUpload trainingId={id} endedSessions={ended} />
      <AttendanceGrid
        trainingId={id}
        sessions={grid.sessions}
        learners={grid.learners.map((l) => ({ ...l, certificate: byUser.get(l.userId) ?? null }))}
        minRate={minRate}
      />
      <MaterialsManager trainingId={id} sessions={grid.sessions} materials={materials.items} />
    </>
  );
}
