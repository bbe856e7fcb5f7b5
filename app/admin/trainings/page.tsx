import Link from "next/link";
import { StaffList, courseField, type Column } from "@/components/admin/staff-list-view";
import { PageHeader } from "@/components/admin/ui";
import { formatTrainingDate, formatTrainingTime, seatsText } from "@/components/training/format";
import { StatusBadge } from "@/components/training/status-badge";
import { ButtonLink } from "@/components/ui/button";
import { GET as trainingsApi } from "@/app/api/admin/trainings/route";
import { definePage } from "@/lib/http/page";
import { staffListPageOf } from "@/lib/http/staff-list";
import { COURSE_CHOICES, courseChoices } from "@/lib/courses/choices";
import { daysLabel } from "@/lib/schedule/sessions";
import { pageOfStaffTrainings } from "@/lib/trainings/staff";
import type { StaffTraining } from "@/lib/trainings/types";
import { trainingStatuses } from "@/lib/schedule/status";

export const metadata = { title: "Trainings" };

const PATH = "/admin/trainings";

const columns: Column<StaffTraining>[] = [
  {
    header: "Course",
    cell: (t) => (
      <Link href={`/admin/trainings/${t.id}`} className="font-semibold text-ink hover:text-brand-700 hover:underline">
        {t.course.title}
      </Link>
    ),
  },
  { header: "Dates", className: "whitespace-nowrap", cell: (t) => `${formatTrainingDate(t.startDate)} – ${formatTrainingDate(t.endDate)}` },
  {
    header: "Time",
    className: "whitespace-nowrap",
    cell: (t) => (
      <>
        {daysLabel(t.days)}, {formatTrainingTime(t.startTime)} – {formatTrainingTime(t.endTime)}
        <p className="text-xs text-slate-500">{t.timeZone}</p>
      </>
    ),
  },
  { header: "Status", cell: (t) => <StatusBadge status={t.status} /> },
  {
    header: "Enrolled",
    cell: (t) => (
      <>
        {t.activeEnrolmentCount}
        {t.enrolmentCount > t.activeEnrolmentCount && <span className="text-xs text-slate-500"> (+{t.enrolmentCount - t.activeEnrolmentCount} inactive)</span>}
      </>
    ),
  },
  {
    header: "Seats",
    className: "whitespace-nowrap",
    cell: (t) => (t.seats.isFull ? <span className="font-bold text-red-700">Full</span> : seatsText(t.seats)),
  },
];

/** The trainings, 50 a page latest start first (the same query schema as GET /api/admin/trainings; a bad value falls back to its default). */
export default definePage(trainingsApi, PATH, async ({ query }) => {
  const filters = { courseId: query.courseId, status: query.status };
  const [page, courses] = await Promise.all([
    staffListPageOf(query, (request) => pageOfStaffTrainings(filters, request)),
    courseChoices({ include: filters.courseId }),
  ]);
  return (
    <>
      <PageHeader
        title="Trainings"
        description={`Batches of the courses, latest start first. The course filter offers the ${COURSE_CHOICES} newest courses; any other's batches are on its course page.`}
        actions={<ButtonLink href="/admin/trainings/new">Schedule a training</ButtonLink>}
      />
      <StaffList
        path={PATH}
        values={filters}
        fields={[
          courseField(courses),
          { kind: "select", name: "status", label: "Status", options: [{ value: "", label: "All" }, ...trainingStatuses.map((s) => ({ value: s, label: s }))] },
        ]}
        label="Trainings"
        columns={columns}
        page={page}
        empty="No training matches."
        pagerLabel="Training pages"
      />
    </>
  );
});
