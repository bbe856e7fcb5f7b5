import type { Metadata } from "next";
import { CourseGrid } from "@/components/course/course-card";
import { BannerPage, Section } from "@/components/site/section";
import { ButtonLink } from "@/components/ui/button";

// Next marks every 404 answer noindex itself; a robots entry here would print a second tag.
export const metadata: Metadata = { title: "Category not found" };

/**
 * A slug no category name holds: answered 404, so the page cache never keeps made-up slugs, with the
 * spec's empty states and the way back to the catalogue.
 */
export default function CategoryNotFound() {
  return (
    <BannerPage
      title="Category not found"
      text="No courses found under this category."
      crumbs={[{ href: "/training-courses", label: "Courses" }, { label: "Not found" }]}
    >
      <Section id="category-courses" eyebrow="Category" title="No courses here">
        <CourseGrid courses={[]} />
        <p className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-10 text-center font-medium text-slate-600">There is no classes</p>
        <div className="mt-6 flex justify-center">
          <ButtonLink href="/training-courses">Browse courses</ButtonLink>
        </div>
      </Section>
    </BannerPage>
  );
}
