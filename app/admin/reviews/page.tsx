import Link from "next/link";
import { ReviewVisibilityButton } from "@/components/admin/review-visibility";
import { CourseFilter, EmptyRow, FilterBar, FilterInput, FilterSelect, PageHeader, Pill, TableFrame, formatDateTime, td, th } from "@/components/admin/ui";
import { GET as reviewsApi } from "@/app/api/admin/ratings/route";
import { definePage } from "@/lib/http/page";
import { listCourseChoices } from "@/lib/courses/reads";
import { listStaffReviews } from "@/lib/reviews/staff";

export const metadata = { title: "Reviews" };

/** The reviews GET /api/admin/ratings answers: its access check and its query (q, visible, courseId). */
export default definePage(reviewsApi, "/admin/reviews", async ({ query: { q, visible, courseId } }) => {
  const [reviews, courses] = await Promise.all([listStaffReviews({ q, visible, courseId }), listCourseChoices()]);
  return (
    <>
      <PageHeader title="Reviews" description="Hidden reviews leave the public slider and no longer count in the course's rating." />
      <FilterBar action="/admin/reviews" resetHref="/admin/reviews">
        <FilterInput label="Search" name="q" defaultValue={q} placeholder="Text, author or course" />
        <CourseFilter courses={courses} defaultValue={courseId} />
        <FilterSelect
          label="Shown"
          name="visible"
          defaultValue={visible === undefined ? undefined : String(visible)}
          options={[
            { value: "", label: "All" },
            { value: "true", label: "Visible" },
            { value: "false", label: "Hidden" },
          ]}
        />
      </FilterBar>
      <TableFrame label="Reviews">
        <thead>
          <tr>
            <th className={th}>Author</th>
            <th className={th}>Course</th>
            <th className={th}>Rating</th>
            <th className={th}>Review</th>
            <th className={th}>Shown</th>
            <th className={`${th} text-right`}>Action</th>
          </tr>
        </thead>
        <tbody>
          {reviews.length === 0 ? (
            <EmptyRow colSpan={6}>No review matches.</EmptyRow>
          ) : (
            reviews.map((r) => (
              <tr key={r.id} className={r.isVisible ? "hover:bg-slate-50" : "bg-slate-50 text-slate-500"}>
                <td className={td}>
                  <Link href={`/admin/users/${r.authorId}`} className="font-semibold text-ink hover:text-brand-700 hover:underline">
                    {r.authorName}
                  </Link>
                  <p className="text-xs text-slate-500">{formatDateTime(r.createdAt)}</p>
                </td>
                <td className={td}>
                  <Link href={`/admin/courses/${r.courseId}`} className="hover:text-brand-700 hover:underline">
                    {r.courseTitle}
                  </Link>
                </td>
                <td className={`${td} whitespace-nowrap`}>★ {r.rating}</td>
                <td className={td}>
                  <p className="line-clamp-3 max-w-md">{r.text}</p>
                </td>
                <td className={td}>{r.isVisible ? <Pill kind="visible">Visible</Pill> : <Pill kind="hidden">Hidden</Pill>}</td>
                <td className={`${td} text-right`}>
                  <ReviewVisibilityButton id={r.id} isVisible={r.isVisible} author={r.authorName} />
                </td>
              </tr>
            ))
          )}
        </tbody>
      </TableFrame>
    </>
  );
});
