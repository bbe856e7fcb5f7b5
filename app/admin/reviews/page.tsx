import Link from "next/link";
import { ReviewVisibilityButton } from "@/components/admin/review-visibility";
import { StaffList, choiceField, courseField, type Column } from "@/components/admin/staff-list-view";
import { PageHeader, KindPill, formatDateTime } from "@/components/admin/ui";
import { GET as reviewsApi } from "@/app/api/admin/ratings/route";
import { definePage } from "@/lib/http/page";
import { staffListPageOf } from "@/lib/http/staff-list";
import { COURSE_CHOICES, courseChoices } from "@/lib/courses/choices";
import { pageOfStaffReviews } from "@/lib/reviews/staff";
import type { StaffReview } from "@/lib/reviews/types";

export const metadata = { title: "Reviews" };

const PATH = "/admin/reviews";

const columns: Column<StaffReview>[] = [
  {
    header: "Author",
    cell: (r) => (
      <>
        <Link href={`/admin/users/${r.authorId}`} className="font-semibold text-ink hover:text-brand-700 hover:underline">
          {r.authorName}
        </Link>
        <p className="text-xs text-slate-500">{formatDateTime(r.createdAt)}</p>
      </>
    ),
  },
  {
    header: "Course",
    cell: (r) => (
      <Link href={`/admin/courses/${r.courseId}`} className="hover:text-brand-700 hover:underline">
        {r.courseTitle}
      </Link>
    ),
  },
  { header: "Rating", className: "whitespace-nowrap", cell: (r) => `★ ${r.rating}` },
  { header: "Review", cell: (r) => <p className="line-clamp-3 max-w-md">{r.text}</p> },
  { header: "Shown", cell: (r) => (r.isVisible ? <KindPill kind="visible">Visible</KindPill> : <KindPill kind="hidden">Hidden</KindPill>) },
  { header: "Action", align: "right", cell: (r) => <ReviewVisibilityButton id={r.id} isVisible={r.isVisible} author={r.authorName} /> },
];

/** The reviews, 50 a page newest first (the same query schema as GET /api/admin/ratings; a bad value falls back to its default). */
export default definePage(reviewsApi, PATH, async ({ query }) => {
  const filters = { q: query.q, visible: query.visible, courseId: query.courseId };
  const [page, courses] = await Promise.all([
    staffListPageOf(query, (request) => pageOfStaffReviews(filters, request)),
    courseChoices({ include: filters.courseId }),
  ]);
  const values = { ...filters, visible: filters.visible === undefined ? undefined : String(filters.visible) };
  return (
    <>
      <PageHeader
        title="Reviews"
        description={`Hidden reviews leave the public slider and no longer count in the course's rating. The course filter offers the ${COURSE_CHOICES} newest courses.`}
      />
      <StaffList
        path={PATH}
        values={values}
        fields={[
          { kind: "search", name: "q", label: "Search", placeholder: "Text, author or course" },
          courseField(courses),
          choiceField("visible", "Shown", { true: "Visible", false: "Hidden" }),
        ]}
        label="Reviews"
        columns={columns}
        page={page}
        empty="No review matches."
        rowClassName={(r) => (r.isVisible ? undefined : "bg-slate-50 text-slate-500")}
        pagerLabel="Review pages"
      />
    </>
  );
});
