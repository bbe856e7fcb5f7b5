import { pageMetadata } from "@/components/site/metadata";
import type { Metadata } from "next";
import { connection } from "next/server";
import { CategoryPills } from "@/components/course/category-pills";
import { CourseGrid } from "@/components/course/course-card";
import { toCourseCard } from "@/components/course/types";
import { trainingCardsOf } from "@/components/site/catalogue-view";
import { PageBanner, Section } from "@/components/site/section";
import { TrainingTabs } from "@/components/training/training-tabs";
import { listCategories, listCourses } from "@/lib/courses/reads";
import { listPublicTrainings } from "@/lib/trainings/reads";

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
        <CategoryPills categories={categories} label="Course categories" />
        <CourseGrid courses={courses.map(toCourseCard)} />
      </Section>
      <Section id="trainings" eyebrow="Live batches" title="Training schedule" tone="tint">
        <TrainingTabs trainings={trainingCardsOf(trainings)} label="Training schedule" />
      </Section>
    </main>
  );
}
