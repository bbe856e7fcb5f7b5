import { PageHeader } from "@/components/admin/ui";
import { TrainingForm } from "@/components/admin/training-form";
import { trainerChoices } from "@/lib/trainers/reads";
import { requirePageStaff } from "@/lib/auth/current-user";
import { courseChoices } from "@/lib/courses/choices";
import { env } from "@/lib/env";

export const metadata = { title: "Schedule a training" };

export default async function NewTrainingPage({ searchParams }: { searchParams: Promise<{ courseId?: string }> }) {
  await requirePageStaff("/admin/trainings/new");
  const { courseId } = await searchParams;
  // The newest courses and the one asked for: an older course schedules its batch from its own page.
  const courses = await courseChoices({ include: courseId });
  return (
    <>
      <PageHeader title="Schedule a training" back={{ href: "/admin/trainings", label: "Trainings" }} />
      <TrainingForm
        courses={courses}
        timeZones={Intl.supportedValuesOf("timeZone")}
        defaultTimeZone={env().DEFAULT_TIME_ZONE}
        defaultCourseId={courseId}
        defaultReminders={env().REMINDER_OFFSETS}
        trainers={await trainerChoices()}
      />
    </>
  );
}
