import { pageMetadata } from "@/components/site/metadata";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { CategoryPills } from "@/components/course/category-pills";
import { CourseGrid } from "@/components/course/course-card";
import { toCourseCard } from "@/lib/courses/card";
import { trainingCardsOf } from "@/components/site/catalogue-view";
import { BannerPage, Section } from "@/components/site/section";
import { TrainingTabs } from "@/components/training/training-tabs";
import { Pagination, pageHref, pageParam } from "@/components/ui/pagination";
import { categoryIdsForSlug, listCategories, pageOfCourses } from "@/lib/courses/reads";
import { showcaseTrainings } from "@/lib/trainings/reads";
import { siteConfig } from "@/lib/site-config";

type Props = { params: Promise<{ categorySlug: string }>; searchParams: Promise<{ page?: string | string[] }> };

function decode(slug: string): string {
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
}

/** The category's display name: the category whose slug this is, else the slug in words. */
async function categoryName(slug: string): Promise<{ name: string; known: boolean }> {
  const known = (await listCategories()).find((c) => c.slug === slug.toLowerCase());
  if (known) return { name: known.name, known: true };
  const words = decode(slug).replace(/[-_]+/g, " ").trim().slice(0, 60);
  return { name: words ? words.replace(/\b\w/g, (c) => c.toUpperCase()) : "Category", known: false };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { categorySlug } = await params;
  const { name, known } = await categoryName(categorySlug);
  return {
    ...pageMetadata(
      `/training-courses/category/${encodeURIComponent(categorySlug.toLowerCase())}`,
      `${name} courses`,
      `Live, hands-on ${name} courses and upcoming batches at ${siteConfig.name}, taught by working engineers.`,
    ),
    // A slug that is part of a category's name still answers (the spec's substring filter), but isn't worth
    // indexing; one that matches nothing is a 404, which Next marks noindex itself (a second tag otherwise).
    robots: known || (await categoryIdsForSlug(categorySlug)).length === 0 ? undefined : { index: false, follow: true },
  };
}

export default async function CategoryPage({ params, searchParams }: Props) {
  await connection();
  const [{ categorySlug }, { page }] = await Promise.all([params, searchParams]);
  const categoryIds = await categoryIdsForSlug(categorySlug);
  // No category name holds the slug: 404, so the page cache keeps nothing for made-up slugs.
  if (categoryIds.length === 0) notFound();
  const [{ name }, result, categoryTrainings, categories] = await Promise.all([
    categoryName(categorySlug),
    pageOfCourses({ categoryIds, page: pageParam(page) }),
    showcaseTrainings({ categoryIds }),
    listCategories(),
  ]);
  const path = `/training-courses/category/${encodeURIComponent(categorySlug)}`;
  return (
    <BannerPage
      title={`${name} courses`}
      text={result.total > 0 ? `${result.total} ${result.total === 1 ? "course" : "courses"} in this category.` : undefined}
      crumbs={[{ href: "/training-courses", label: "Courses" }, { label: name }]}
    >
      <Section id="category-courses" eyebrow="Category" title={name}>
        <CategoryPills categories={categories} label="Other categories" currentSlug={categorySlug.toLowerCase()} />
        <CourseGrid courses={result.courses.map(toCourseCard)} />
        <Pagination page={result.page} pageCount={result.pageCount} href={(p) => pageHref(path, {}, p)} label={`${name} course pages`} />
      </Section>
      <Section id="category-trainings" eyebrow="Live batches" title={`${name} trainings`} tone="tint">
        <TrainingTabs trainings={trainingCardsOf(categoryTrainings)} showStatus label={`${name} trainings`} />
      </Section>
    </BannerPage>
  );
}
