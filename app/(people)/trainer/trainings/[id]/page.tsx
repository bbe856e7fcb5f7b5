import type { Metadata } from "next";
import Link from "next/link";
import { AttendanceGrid, RosterUpload } from "@/components/admin/attendance-grid";
import { MaterialsManager } from "@/components/admin/materials-manager";
import { formatTrainingDate } from "@/components/training/format";
import { buttonClasses } from "@/components/ui/button";
import { endedSessionDates, getTrainingAttendance } from "@/lib/attendance/staff";
import { requirePageTrainer } from "@/lib/auth/current-user";
import { env } from "@/lib/env";
import { foundOr404 } from "@/lib/http/found-or-404";
import { listTrainingMaterials } from "@/lib/materials/store";
import { assertOwnTraining } from "@/lib/trainers/portal";
import { getStaffTraining } from "@/lib/trainings/staff";

export const metadata: Metadata = { title: "Attendance", robots: { index: false } };

export default async function TrainerAttendancePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requirePageTrainer(`/trainer/trainings/${id}`);
  // Another trainer's batch is the 404 page, as the API answers 404.
  await foundOr404(assertOwnTraining(user._id, id));
  const [training, grid, ended, materials] = await Promise.all([
    getStaffTraining(id),
    getTrainingAttendance(id),
    endedSessionDates(id),
    listTrainingMaterials({ userId: user._id, role: "trainer" }, id),
  ]);
  return (
    <div className="space-y-5">
      <Link href="/trainer" className="text-sm font-semibold text-brand-700 hover:underline">
        ← Your sessions
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Attendance: {training.course.title}</h1>
          <p className="mt-1 text-slate-600">
            {formatTrainingDate(training.startDate)} – {formatTrainingDate(training.endDate)} · {grid.sessions.length} session
            {grid.sessions.length === 1 ? "" : "s"}
          </p>
        </div>
        <a href={`/api/trainer/trainings/${id}/attendance?format=csv`} className={buttonClasses("outline", "sm")} download>
          Download CSV
        </a>
      </div>
      <p className="text-sm text-slate-600">
        A session with an uploaded meeting roster counts by time in the meeting; otherwise joining through the Join button counts. Tick or untick a box to
        correct a session.
      </p>
      <RosterUpload by="trainer" trainingId={id} endedSessions={ended} />
      <AttendanceGrid
        by="trainer"
        trainingId={id}
        sessions={grid.sessions}
        learners={grid.learners.map((l) => ({ ...l, certificate: null }))}
        minRate={env().CERTIFICATE_MIN_ATTENDANCE}
      />
      <MaterialsManager by="trainer" trainingId={id} sessions={grid.sessions} materials={materials.items} />
    </div>
  );
}
