import "server-only";
import { toCourseCard, type CourseCardData } from "@/components/course/types";
import { toTrainingCard, type TrainingCardData } from "@/components/training/format";
import { categoryIdsForSlug, newestCoursesOfGroups } from "@/lib/courses/reads";
import type { Category } from "@/lib/courses/types";
import type { Training } from "@/lib/trainings/types";

/** The spec's hero holds up to 15 courses, in random order (§9). */
export const HERO_MAX_COURSES = 15;

/** A home-page category tab's slider holds the category's newest courses; "Show All Courses" leads to the rest. */
export const CATEGORY_TAB_COURSES = 8;

/** The home page's category tabs: each category's newest courses (the spec's substring rule on category names). */
export async function categoryTabsOf(categories: Category[]): Promise<{ id: string; name: string; courses: CourseCardData[] }[]> {
  const groups = await Promise.all(categories.map(async (category) => ({ key: category.slug, categoryIds: await categoryIdsForSlug(category.slug) })));
  const newest = await newestCoursesOfGroups(groups, CATEGORY_TAB_COURSES);
  return categories.map((category) => ({ id: category.slug, name: category.name, courses: (newest.get(category.slug) ?? []).map(toCourseCard) }));
}

export function trainingCardsOf(trainings: Training[]): TrainingCardData[] {
  return trainings.map(toTrainingCard);
}
