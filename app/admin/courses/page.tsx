import Link from "next/link";
import { EmptyRow, FilterBar, FilterInput, FilterSelect, PageHeader, TableFrame, td, th } from "@/components/admin/ui";
import { ButtonLink } from "@/components/ui/button";
import { requirePageStaff } from "@/lib/auth/current-user";
import { listAdminCategories, listAdminCourses } from "@/lib/courses/admin";

export const metadata = { title: "Courses" };

export default async function AdminCoursesPage({ searchParams }: { searchParams: Promise<{ q?: string; categoryId?: string }> }) {
  await requirePageStaff("/admin/courses");
  const { q, categoryId } = await searchParams;
  const [courses, categories] = await Promise.all([listAdminCourses({ q: q?.trim() || undefined, categoryId: categoryId || undefined }), listAdminCategories()]);
  return (
    <>
      <PageHeader title="Courses" description={`${courses.length} course${courses.length === 1 ? "" : "s"}`} actions={<ButtonLink href="/admin/courses/new">New course</ButtonLink>} />
      <FilterBar action="/admin/courses" resetHref="/admin/courses">
        <FilterInput label="Search" name="q" defaultValue={q} placeholder="Title or description" />
        <FilterSelect
          label="Category"
          name="categoryId"
          defaultValue={categoryId}
          options={[{ value: "", label: "All categories" }, ...categories.map((c) => ({ value: c._id, label: c.categoryName }))]}
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
              <tr key={c._id} className="hover:bg-slate-50">
                <td className={td}>
                  <div className="flex items-center gap-3">
                    {/* eslint-disable-next-line @next/next/no-img-element */}
                    <img src={c.courseImage[0] ?? "/images/brand/og-default.svg"} alt="" className="size-10 shrink-0 rounded-md bg-slate-100 object-cover" />
                    <div className="min-w-0">
                      <Link href={`/admin/courses/${c._id}`} className="font-semibold text-ink hover:text-brand-700 hover:underline">
                        {c.courseTitle}
                      </Link>
                      <p className="line-clamp-1 text-xs text-slate-500">{c.courseSmlDesc}</p>
                    </div>
                  </div>
                </td>
                <td className={td}>{c.courseCategory.map((x) => x.categoryName).join(", ") || <span className="text-slate-400">None</span>}</td>
                <td className={td}>{c.courseDuration}</td>
                <td className={td}>{c.courseContent.length}</td>
                <td className={td}>{c.trainingCount}</td>
                <td className={td}>{c.courseRatingCount ? `★ ${c.courseRating} (${c.courseRatingCount})` : <span className="text-slate-400">–</span>}</td>
              </tr>
            ))
          )}
        </tbody>
      </TableFrame>
    </>
  );
}
