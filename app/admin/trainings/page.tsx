import Link from "next/link";
import { CourseFilter, EmptyRow, FilterBar, FilterSelect, PageHeader, TableFrame, td, th } from "@/components/admin/ui";
import { formatTrainingDate, formatTrainingTime, seatsText } from "@/components/training/format";
import { StatusBadge } from "@/components/training/status-badge";
import { ButtonLink } from "@/components/ui/button";
import { GET as trainingsApi } from "@/app/api/admin/trainings/route";
import { definePage } from "@/lib/http/page";
import { listCourseChoices } from "@/lib/courses/reads";
import { daysLabel } from "@/lib/schedule/sessions";
import { listStaffTrainings } from "@/lib/trainings/staff";
import { trainingStatuses } from "@/lib/schedule/status";

export const metadata = { title: "Trainings" };

/** The trainings GET /api/admin/trainings answers: its access check and its query (courseId, status). */
export default definePage(trainingsApi, "/admin/trainings", async ({ query: { courseId, status } }) => {
  const [trainings, courses] = await Promise.all([listStaffTrainings({ courseId, status }), listCourseChoices()]);
  return (
    <>
      <PageHeader
        title="Trainings"
        description="Batches of the courses, latest start first."
        actions={<ButtonLink href="/admin/trainings/new">Schedule a training</ButtonLink>}
      />
      <FilterBar action="/admin/trainings" resetHref="/admin/trainings">
        <CourseFilter courses={courses} defaultValue={courseId} />
        <FilterSelect
          label="Status"
          name="status"
          defaultValue={status}
          options={[{ value: "", label: "All" }, ...trainingStatuses.map((s) => ({ value: s, label: s }))]}
        />
      </FilterBar>
      <TableFrame label="Trainings">
        <thead>
          <tr>
            <th className={th}>Course</th>
            <th className={th}>Dates</th>
            <th className={th}>Time</th>
            <th className={th}>Status</th>
            <th className={th}>Enrolled</th>
            <th className={th}>Seats</th>
          </tr>
        </thead>
        <tbody>
          {trainings.length === 0 ? (
            <EmptyRow colSpan={6}>No training matches.</EmptyRow>
          ) : (
            trainings.map((t) => (
              <tr key={t.id} className="hover:bg-slate-50">
                <td className={td}>
                  <Link href={`/admin/trainings/${t.id}`} className="font-semibold text-ink hover:text-brand-700 hover:underline">
                    {t.course.title}
                  </Link>
                </td>
                <td className={`${td} whitespace-nowrap`}>
                  {formatTrainingDate(t.startDate)} – {formatTrainingDate(t.endDate)}
                </td>
                <td className={`${td} whitespace-nowrap`}>
                  {daysLabel(t.days)}, {formatTrainingTime(t.startTime)} – {formatTrainingTime(t.endTime)}
                  <p className="text-xs text-slate-500">{t.timeZone}</p>
                </td>
                <td className={td}>
                  <StatusBadge status={t.status} />
                </td>
                <td className={td}>
                  {t.activeEnrolmentCount}
                  {t.enrolmentCount > t.activeEnrolmentCount && (
                    <span className="text-xs text-slate-500"> (+{t.enrolmentCount - t.activeEnrolmentCount} inactive)</span>
                  )}
                </td>
                <td className={`${td} whitespace-nowrap`}>{t.seats.isFull ? <span className="font-bold text-red-700">Full</span> : seatsText(t.seats)}</td>
              </tr>
            ))
          )}
        </tbody>
      </TableFrame>
    </>
  );
});
