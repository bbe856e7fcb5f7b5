import { EnrolmentTable } from "@/components/admin/enrolment-table";
import { FilterBar, FilterInput, FilterSelect, PageHeader } from "@/components/admin/ui";
import { Pagination, pageHref } from "@/components/ui/pagination";
import { GET as enrolmentsApi } from "@/app/api/admin/enrollments/route";
import { definePage } from "@/lib/http/page";
import { pageOfStaffEnrolments } from "@/lib/enrolments/staff";
import { TRAINING_CHOICES, trainingChoices } from "@/lib/trainings/choices";

export const metadata = { title: "Enrolments" };

/** Enrolments a page: the server reads only these (a large company has hundreds of thousands). */
const PAGE_SIZE = 50;

/** The enrolments GET /api/admin/enrollments answers: its access check and its query (trainingId, userEmail, page). */
export default definePage(enrolmentsApi, "/admin/enrolments", async ({ query: { trainingId, learnerEmail, page = 1 } }) => {
  const filter = { trainingId, learnerEmail: learnerEmail || undefined };
  const [{ items: enrolments, total }, trainings] = await Promise.all([
    pageOfStaffEnrolments(filter, page, PAGE_SIZE),
    trainingChoices({ include: filter.trainingId }),
  ]);
  const href = (p: number) => pageHref("/admin/enrolments", { trainingId: filter.trainingId, userEmail: filter.learnerEmail }, p);
  return (
    <>
      <PageHeader
        title="Enrolments"
        description={`${total.toLocaleString("en-IN")} enrolment${total === 1 ? "" : "s"}. To enrol learners, open a training. Per learner: filter by email, or open the learner from Users. The training filter offers the ${TRAINING_CHOICES} batches nearest today; any other's enrolments are on its training page.`}
      />
      <FilterBar action="/admin/enrolments" resetHref="/admin/enrolments">
        <FilterSelect
          label="Training"
          name="trainingId"
          defaultValue={trainingId}
          options={[{ value: "", label: "All trainings" }, ...trainings.map((t) => ({ value: t.id, label: t.label }))]}
        />
        <FilterInput label="Learner email" name="userEmail" type="email" defaultValue={learnerEmail} placeholder="learner@example.com" />
      </FilterBar>
      <EnrolmentTable enrolments={enrolments} label="Enrolments" empty="No enrolment matches." />
      <Pagination page={page} pageCount={Math.ceil(total / PAGE_SIZE)} href={href} label="Enrolment pages" />
    </>
  );
});
