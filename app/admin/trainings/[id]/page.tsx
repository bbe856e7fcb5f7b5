import Link from "next/link";
import { notFound } from "next/navigation";
import { ConfirmAction } from "@/components/admin/confirm-action";
import { EnrolmentManager } from "@/components/admin/enrolment-manager";
import { PageHeader } from "@/components/admin/ui";
import { TrainingForm } from "@/components/admin/training-form";
import { formatTrainingDate } from "@/components/training/format";
import { StatusBadge } from "@/components/training/status-badge";
import { requirePageStaff } from "@/lib/auth/current-user";
import { listCourseChoices } from "@/lib/courses/admin";
import { listAdminEnrolments } from "@/lib/enrolments/admin";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/http/api-error";
import { getAdminTraining } from "@/lib/trainings/admin";

export const metadata = { title: "Training" };

export default async function TrainingPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requirePageStaff(`/admin/trainings/${id}`);
  const training = await getAdminTraining(id).catch((err) => {
    if (err instanceof ApiError && err.status === 404) notFound();
    throw err;
  });
  const [courses, enrolments] = await Promise.all([listCourseChoices(), listAdminEnrolments({ trainingId: id })]);
  return (
    <>
      <PageHeader
        title={training.courseId.courseTitle}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <StatusBadge status={training.tcStatus} /> {formatTrainingDate(training.startDate)} – {formatTrainingDate(training.endDate)} ·{" "}
            <Link href={`/admin/courses/${training.courseId._id}`} className="font-semibold text-brand-700 hover:underline">
              Course
            </Link>
          </span>
        }
        back={{ href: "/admin/trainings", label: "Trainings" }}
        actions={
          <>
            {training.isCancelled ? (
              <ConfirmAction
                label="Reinstate training"
                title="Reinstate training"
                message="Reinstate this training? Its status will follow its dates again, and the public site shows it as scheduled."
                confirmLabel="Reinstate"
                method="PUT"
                url={`/api/admin/trainings/${training._id}`}
                body={{ tcStatus: "Scheduled" }}
                variant="outline"
              />
            ) : (
              <ConfirmAction
                label="Cancel training"
                title="Cancel training"
                message="Cancel this training? The public site and enrolled learners will see it as Cancelled. You can reinstate it later."
                confirmLabel="Cancel training"
                method="PUT"
                url={`/api/admin/trainings/${training._id}`}
                body={{ tcStatus: "Cancelled" }}
                variant="outline"
              />
            )}
            <ConfirmAction
              label="Delete training"
              title="Delete training"
              message={
                training.enrolmentCount > 0
                  ? `This training has ${training.enrolmentCount} enrolment(s), so it can't be deleted: cancel it instead, or remove the enrolments first.`
                  : "Delete this training? This cannot be undone."
              }
              confirmLabel="Delete"
              url={`/api/admin/trainings/${training._id}`}
              after="/admin/trainings"
            />
          </>
        }
      />
      <div className="space-y-8">
        <TrainingForm training={training} courses={courses} timeZones={Intl.supportedValuesOf("timeZone")} defaultTimeZone={env().DEFAULT_TIME_ZONE} />
        <section aria-labelledby="enrolments-heading">
          <h2 id="enrolments-heading" className="mb-3 text-lg font-bold text-ink">
            Enrolments ({enrolments.length})
          </h2>
          <EnrolmentManager trainingId={training._id} enrolments={enrolments} />
        </section>
      </div>
    </>
  );
}
