import Link from "next/link";
import { ConfirmAction } from "@/components/admin/confirm-action";
import { EnrolmentManager } from "@/components/admin/enrolment-manager";
import { PageHeader } from "@/components/admin/ui";
import { TrainingForm } from "@/components/admin/training-form";
import { trainerChoices } from "@/lib/trainers/reads";
import { formatTrainingDate } from "@/components/training/format";
import { StatusBadge } from "@/components/training/status-badge";
import { WaitlistTable } from "@/components/training/waitlist-table";
import { listWaitlist } from "@/lib/batches/waitlist";
import { requirePageStaff } from "@/lib/auth/current-user";
import { courseChoices } from "@/lib/courses/choices";
import { listStaffEnrolments } from "@/lib/enrolments/staff";
import { env } from "@/lib/env";
import { foundOr404 } from "@/lib/http/found-or-404";
import { daysLabel } from "@/lib/schedule/sessions";
import { getStaffTraining } from "@/lib/trainings/staff";
import { seatsText } from "@/components/training/format";

export const metadata = { title: "Training" };

export default async function TrainingPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requirePageStaff(`/admin/trainings/${id}`);
  const training = await foundOr404(getStaffTraining(id));
  const [courses, enrolments, waitlist] = await Promise.all([
    courseChoices({ include: training.course.id }),
    listStaffEnrolments({ trainingId: id }),
    listWaitlist(id),
  ]);
  // Cancel a training, or reinstate a cancelled one (its status then follows its dates again).
  const cancellation = training.isCancelled
    ? {
        label: "Reinstate training",
        confirm: "Reinstate",
        status: "Scheduled",
        message: "Reinstate this training? Its status will follow its dates again, and the public site shows it as scheduled.",
      }
    : {
        label: "Cancel training",
        confirm: "Cancel training",
        status: "Cancelled",
        message: "Cancel this training? The public site and enrolled learners will see it as Cancelled. You can reinstate it later.",
      };
  return (
    <>
      <PageHeader
        title={training.course.title}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <StatusBadge status={training.status} /> {formatTrainingDate(training.startDate)} – {formatTrainingDate(training.endDate)} ·{" "}
            {daysLabel(training.days)} · {seatsText(training.seats)} ·{" "}
            <Link href={`/admin/courses/${training.course.id}`} className="font-semibold text-brand-700 hover:underline">
              Course
            </Link>{" "}
            ·{" "}
            <Link href={`/admin/trainings/${id}/attendance`} className="font-semibold text-brand-700 hover:underline">
              Attendance and certificates
            </Link>
          </span>
        }
        back={{ href: "/admin/trainings", label: "Trainings" }}
        actions={
          <>
            <ConfirmAction
              label={cancellation.label}
              title={cancellation.label}
              message={cancellation.message}
              confirmLabel={cancellation.confirm}
              route="PUT /api/admin/trainings/{id}"
              input={{ params: { id }, body: { tcStatus: cancellation.status } }}
              variant="outline"
            />
            <ConfirmAction
              label="Delete training"
              title="Delete training"
              message={
                training.enrolmentCount > 0
                  ? `This training has ${training.enrolmentCount} enrolment(s), so it can't be deleted: cancel it instead, or remove the enrolments first.`
                  : "Delete this training? This cannot be undone."
              }
              confirmLabel="Delete"
              route="DELETE /api/admin/trainings/{id}"
              input={{ params: { id } }}
              after="/admin/trainings"
            />
          </>
        }
      />
      <div className="space-y-8">
        <TrainingForm
          training={training}
          courses={courses}
          timeZones={Intl.supportedValuesOf("timeZone")}
          defaultTimeZone={env().DEFAULT_TIME_ZONE}
          defaultReminders={env().REMINDER_OFFSETS}
          trainers={await trainerChoices()}
        />
        <section aria-labelledby="enrolments-heading">
          <h2 id="enrolments-heading" className="mb-3 text-lg font-bold text-ink">
            Enrolments ({enrolments.length})
          </h2>
          <EnrolmentManager trainingId={id} enrolments={enrolments} />
        </section>
        <section aria-labelledby="waitlist-heading">
          <h2 id="waitlist-heading" className="mb-1 text-lg font-bold text-ink">
            Waitlist ({waitlist.length})
          </h2>
          <p className="mb-3 text-sm text-slate-600">
            {training.seats.seats === null
              ? "No seat limit: nobody needs to wait."
              : `${training.seats.taken} of ${training.seats.seats} seats taken${training.seats.isFull ? " (full)" : ""}. When a seat frees, the oldest person waiting is mailed within a minute.`}
          </p>
          <WaitlistTable trainingId={id} entries={waitlist} timeZone={training.timeZone} />
        </section>
      </div>
    </>
  );
}
