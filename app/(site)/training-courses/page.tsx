import { pageMetadata } from "@/components/site/metadata";
import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { CourseGrid } from "@/components/course/course-card";
import { toCourseCard } from "@/components/course/types";
import { trainingCardsOf } from "@/components/site/catalogue-view";
import { PageBanner, Section } from "@/components/site/section";
import { TrainingTabs } from "@/components/training/training-tabs";
import { listCategories, listCourses } from "@/lib/courses/service";
import { listPublicTrainings } from "@/lib/trainings/service";

export const metadata: Metadata = pageMetadata(
  "/training-courses",
  "Training courses",
  "Browse every live, instructor-led course: cloud, DevOps, cybersecurity, data engineering, automation and AI/ML, with upcoming and on-going batches.",
);

export default async function TrainingCoursesPage() {
  await connection();
  const [courses, categories, trainings] = await Promise.all([listCourses(), listCategories(), listPublicTrainings()]);
  return (
    <main id="main">
      <PageBanner
        title="Training courses"
        text={`${courses.length} live, hands-on courses taught by working engineers. Pick a category or browse them all.`}
        crumbs={[{ label: "Courses" }]}
      />
      <Section id="courses" eyebrow="Catalogue" title="All courses">
        <nav aria-label="Course categories" className="-mt-4 mb-8">
          <ul className="flex flex-wrap gap-2">
            {categories.map((category) => (
              <li key={category._id}>
                <Link
                  href={`/training-courses/category/${category.categorySlug}`}
                  className="inline-block rounded-full bg-white px-4 py-2 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-brand-50 hover:text-brand-800"
                >
                  {category.categoryName}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <CourseGrid courses={courses.map(toCourseCard)} />
      </Section>
      <Section id="trainings" eyebrow="Live batches" title="Training schedule" tone="tint">
        <TrainingTabs trainings={trainingCardsOf(trainings)} label="Training schedule" />
      </Section>
    </main>
  );
}
