import Link from "next/link";
import { StaffList, type Column } from "@/components/admin/staff-list-view";
import { PageHeader } from "@/components/admin/ui";
import { ButtonLink } from "@/components/ui/button";
import { GET as coursesApi } from "@/app/api/admin/courses/route";
import { definePage } from "@/lib/http/page";
import { staffListPageOf } from "@/lib/http/staff-list";
import { listStaffCategories, pageOfStaffCourses } from "@/lib/courses/staff";
import type { StaffCourse } from "@/lib/courses/types";

export const metadata = { title: "Courses" };

const PATH = "/admin/courses";

const columns: Column<StaffCourse>[] = [
  {
    header: "Course",
    cell: (c) => (
      <div className="flex items-center gap-3">
        <img src={c.images[0] ?? "/images/brand/og-default.svg"} alt="" className="size-10 shrink-0 rounded-md bg-slate-100 object-cover" />
        <div className="min-w-0">
          <Link href={`/admin/courses/${c.id}`} className="font-semibold text-ink hover:text-brand-700 hover:underline">
            {c.title}
          </Link>
          <p className="line-clamp-1 text-xs text-slate-500">{c.summary}</p>
        </div>
      </div>
    ),
  },
  { header: "Categories", cell: (c) => c.categories.map((x) => x.name).join(", ") || <span className="text-slate-400">None</span> },
  { header: "Hours", cell: (c) => c.durationHours },
  { header: "Modules", cell: (c) => c.outline.length },
  { header: "Trainings", cell: (c) => c.trainingCount },
  { header: "Rating", cell: (c) => (c.rating.count ? `★ ${c.rating.average} (${c.rating.count})` : <span className="text-slate-400">–</span>) },
];

/** The courses, 50 a page newest first (the same query schema as GET /api/admin/courses; a bad value falls back to its default). */
export default definePage(coursesApi, PATH, async ({ query }) => {
  const filters = { q: query.q, categoryId: query.categoryId };
  const [page, categories] = await Promise.all([staffListPageOf(query, (request) => pageOfStaffCourses(filters, request)), listStaffCategories()]);
  const shown = page.items.length;
  return (
    <>
      <PageHeader
        title="Courses"
        description={`${shown} course${shown === 1 ? "" : "s"} shown, newest first`}
        actions={<ButtonLink href="/admin/courses/new">New course</ButtonLink>}
      />
      <StaffList
        path={PATH}
        values={filters}
        fields={[
          { kind: "search", name: "q", label: "Search", placeholder: "Title or description" },
          {
            kind: "select",
            name: "categoryId",
            label: "Category",
            options: [{ value: "", label: "All categories" }, ...categories.map((c) => ({ value: c.id, label: c.name }))],
          },
        ]}
        label="Courses"
        columns={columns}
        page={page}
        empty={filters.q || filters.categoryId ? "No course matches these filters." : "No courses yet."}
        pagerLabel="Course pages"
      />
    </>
  );
});
