import { EnrolmentTable } from "@/components/admin/enrolment-table";
import { FilterBar, FilterInput, FilterSelect, PageHeader } from "@/components/admin/ui";
import { requirePageStaff } from "@/lib/auth/current-user";
import { listStaffEnrolments } from "@/lib/enrolments/staff";
import { listStaffTrainings } from "@/lib/trainings/staff";

export const metadata = { title: "Enrolments" };

export default async function AdminEnrolmentsPage({ searchParams }: { searchParams: Promise<{ trainingId?: string; userEmail?: string }> }) {
  await requirePageStaff("/admin/enrolments");
  const { trainingId, userEmail } = await searchParams;
  const [enrolments, trainings] = await Promise.all([
    listStaffEnrolments({ trainingId: trainingId || undefined, learnerEmail: userEmail?.trim() || undefined }),
    listStaffTrainings(),
  ]);
  return (
    <>
      <PageHeader title="Enrolments" description="To enrol learners, open a training. Per learner: filter by email, or open the learner from Users." />
      <FilterBar action="/admin/enrolments" resetHref="/admin/enrolments">
        <FilterSelect
          label="Training"
          name="trainingId"
          defaultValue={trainingId}
          options={[{ value: "", label: "All trainings" }, ...trainings.map((t) => ({ value: t.id, label: `${t.course.title} · ${t.startDate}` }))]}
        />
        <FilterInput label="Learner email" name="userEmail" type="email" defaultValue={userEmail} placeholder="learner@example.com" />
      </FilterBar>
      <EnrolmentTable enrolments={enrolments} label="Enrolments" empty="No enrolment matches." />
    </>
  );
}
