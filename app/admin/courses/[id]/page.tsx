import Link from "next/link";
import { ConfirmAction } from "@/components/admin/confirm-action";
import { CourseForm } from "@/components/admin/course-form";
import { Card, PageHeader, CardLink } from "@/components/admin/ui";
import { formatTrainingDate } from "@/components/training/format";
import { StatusBadge } from "@/components/training/status-badge";
import { ButtonLink } from "@/components/ui/button";
import { requirePageStaff } from "@/lib/auth/current-user";
import { getStaffCourse, listStaffCategories } from "@/lib/courses/staff";
import { foundOr404 } from "@/lib/http/found-or-404";
import { listStaffTrainings } from "@/lib/trainings/staff";

export const metadata = { title: "Edit course" };

export default async function EditCoursePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requirePageStaff(`/admin/courses/${id}`);
  const course = await foundOr404(getStaffCourse(id));
  const [categories, trainings] = await Promise.all([listStaffCategories(), listStaffTrainings({ courseId: id })]);
  return (
    <>
      <PageHeader
        title={course.title}
        back={{ href: "/admin/courses", label: "Courses" }}
        actions={
          <>
            <ButtonLink href={`/training-courses/course/${course.slug}`} variant="outline" size="sm" target="_blank">
              View on site
            </ButtonLink>
            <ConfirmAction
              label="Delete course"
              title="Delete course"
              message={
                course.trainingCount > 0
                  ? `"${course.title}" has ${course.trainingCount} training(s), so it can't be deleted until they are deleted.`
                  : `Delete "${course.title}" and its reviews? This cannot be undone.`
              }
              confirmLabel="Delete"
              route="DELETE /api/admin/courses/{id}"
              input={{ params: { id: course.id } }}
              after="/admin/courses"
            />
          </>
        }
      />
      <div className="grid gap-6 xl:grid-cols-[1fr_18rem]">
        <CourseForm course={course} categories={categories} />
        <div className="space-y-4">
          <Card title="Trainings" actions={<CardLink href={`/admin/trainings/new?courseId=${course.id}`}>+ Schedule</CardLink>}>
            {trainings.length === 0 ? (
              <p className="text-sm text-slate-500">No training of this course yet.</p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {trainings.map((t) => (
                  <li key={t.id} className="flex items-center justify-between gap-2 py-2 text-sm">
                    <Link href={`/admin/trainings/${t.id}`} className="font-semibold text-ink hover:text-brand-700 hover:underline">
                      {formatTrainingDate(t.startDate)}
                    </Link>
                    <StatusBadge status={t.status} />
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <Card title="Rating">
            <p className="text-sm text-slate-700">
              {course.rating.count ? `★ ${course.rating.average} from ${course.rating.count} visible review(s).` : "No visible reviews yet."}{" "}
              <Link href={`/admin/reviews?courseId=${course.id}`} className="font-semibold text-brand-700 hover:underline">
                Reviews
              </Link>
            </p>
          </Card>
        </div>
      </div>
    </>
  );
}
