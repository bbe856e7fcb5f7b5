import { pageMetadata } from "@/components/site/metadata";
import type { Metadata } from "next";
import { connection } from "next/server";
import { CategoryPills } from "@/components/course/category-pills";
import { CourseGrid } from "@/components/course/course-card";
import { CourseSearch } from "@/components/course/course-search";
import { toCourseCard } from "@/lib/courses/card";
import { firstScreenOfShowcase } from "@/components/site/catalogue-view";
import { BannerPage, Section } from "@/components/site/section";
import { TrainingTabs } from "@/components/training/training-tabs";
import { Pagination, pageHref, pageParam } from "@/components/ui/pagination";
import { listCategories, pageOfCourses } from "@/lib/courses/reads";
import { showcaseTrainings } from "@/lib/trainings/reads";

export const metadata: Metadata = pageMetadata(
  "/training-courses",
  "Training courses",
  "Browse every live, instructor-led course: cloud, DevOps, cybersecurity, data engineering, automation and AI/ML, with upcoming and on-going batches.",
);

type Props = { searchParams: Promise<{ q?: string | string[]; page?: string | string[] }> };

const PATH = "/training-courses";

export default async function TrainingCoursesPage({ searchParams }: Props) {
  await connection();
  const { q: rawQ, page: rawPage } = await searchParams;
  const q = (Array.isArray(rawQ) ? rawQ[0] : rawQ)?.trim().slice(0, 100) || undefined;
  const [result, categories, trainings] = await Promise.all([pageOfCourses({ q, page: pageParam(rawPage) }), listCategories(), showcaseTrainings()]);
  const plural = (n: number) => `${n} ${n === 1 ? "course" : "courses"}`;
  return (
    <BannerPage
      title="Training courses"
      text={`${q ? plural(result.total) : `${result.total} live, hands-on courses`} taught by working engineers. Pick a category, search, or browse them all.`}
      crumbs={[{ label: "Courses" }]}
    >
      <Section id="courses" eyebrow="Catalogue" title={q ? `Courses matching “${q}”` : "All courses"}>
        <CourseSearch q={q} action={PATH} />
        <CategoryPills categories={categories} label="Course categories" />
        {q && (
          <p role="status" className="mb-4 text-sm font-medium text-slate-600">
            {plural(result.total)} found.
          </p>
        )}
        <CourseGrid courses={result.courses.map(toCourseCard)} emptyText={q ? `No courses match “${q}”.` : undefined} />
        <Pagination page={result.page} pageCount={result.pageCount} href={(page) => pageHref(PATH, { q }, page)} label="Course pages" />
      </Section>
      <Section id="trainings" eyebrow="Live batches" title="Training schedule" tone="tint">
        <TrainingTabs trainings={firstScreenOfShowcase(trainings)} rest="showcase" label="Training schedule" />
      </Section>
    </BannerPage>
  );
}
