import Link from "next/link";
import { EmptyRow, FilterBar, FilterInput, FilterSelect, PageHeader, TableFrame, td, th } from "@/components/admin/ui";
import { ButtonLink } from "@/components/ui/button";
import { GET as coursesApi } from "@/app/api/admin/courses/route";
import { definePage } from "@/lib/http/page";
import { listStaffCategories, listStaffCourses } from "@/lib/courses/staff";

export const metadata = { title: "Courses" };

/** The courses GET /api/admin/courses answers: its access check and its query (q, categoryId). */
export default definePage(coursesApi, "/admin/courses", async ({ query: { q, categoryId } }) => {
  const [courses, categories] = await Promise.all([listStaffCourses({ q, categoryId }), listStaffCategories()]);
  return (
    <>
      <PageHeader
        title="Courses"
        description={`${courses.length} course${courses.length === 1 ? "" : "s"}`}
        actions={<ButtonLink href="/admin/courses/new">New course</ButtonLink>}
      />
      <FilterBar action="/admin/courses" resetHref="/admin/courses">
        <FilterInput label="Search" name="q" defaultValue={q} placeholder="Title or description" />
        <FilterSelect
          label="Category"
          name="categoryId"
          defaultValue={categoryId}
          options={[{ value: "", label: "All categories" }, ...categories.map((c) => ({ value: c.id, label: c.name }))]}
        />
      </FilterBar>
      <TableFrame label="Courses">
        <thead>
          <tr>
            <th className={th}>Course</th>
            <th className={th}>Categories</th>
            <th className={th}>Hours</th>
            <th className={th}>Modules</th>
            <th className={th}>Trainings</th>
            <th className={th}>Rating</th>
          </tr>
        </thead>
        <tbody>
          {courses.length === 0 ? (
            <EmptyRow colSpan={6}>{q || categoryId ? "No course matches these filters." : "No courses yet."}</EmptyRow>
          ) : (
            courses.map((c) => (
              <tr key={c.id} className="hover:bg-slate-50">
                <td className={td}>
                  <div className="flex items-center gap-3">
                    <img src={c.images[0] ?? "/images/brand/og-default.svg"} alt="" className="size-10 shrink-0 rounded-md bg-slate-100 object-cover" />
                    <div className="min-w-0">
                      <Link href={`/admin/courses/${c.id}`} className="font-semibold text-ink hover:text-brand-700 hover:underline">
                        {c.title}
                      </Link>
                      <p className="line-clamp-1 text-xs text-slate-500">{c.summary}</p>
                    </div>
                  </div>
                </td>
                <td className={td}>{c.categories.map((x) => x.name).join(", ") || <span className="text-slate-400">None</span>}</td>
                <td className={td}>{c.durationHours}</td>
                <td className={td}>{c.outline.length}</td>
                <td className={td}>{c.trainingCount}</td>
                <td className={td}>{c.rating.count ? `★ ${c.rating.average} (${c.rating.count})` : <span className="text-slate-400">–</span>}</td>
              </tr>
            ))
          )}
        </tbody>
      </TableFrame>
    </>
  );
});
