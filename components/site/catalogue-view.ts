import "server-only";
import { toCourseCard, type CourseCardData } from "@/lib/courses/card";
import { toTrainingCard, type TrainingCardData } from "@/components/training/format";
import { newestCoursesOfCategory } from "@/lib/courses/reads";
import type { Category } from "@/lib/courses/types";
import type { Training } from "@/lib/trainings/types";

/** The spec's hero holds up to 15 courses, in random order (§9). */
export const HERO_MAX_COURSES = 15;

/** A home-page category tab: its category, and its newest courses when the server sends them. */
export interface CategoryTab {
  id: string;
  name: string;
  courses?: CourseCardData[];
}

/**
 * The home page's category tabs. Only the first, the one shown, comes with its courses: the browser fetches
 * another tab's while its spinner turns (GET /api/course/category/{slug}/newest). Six tabs of eight courses
 * were 14 KB of the home page's React payload for one tab on screen.
 */
export async function categoryTabsOf(categories: Category[]): Promise<CategoryTab[]> {
  const first = categories[0] ? (await newestCoursesOfCategory(categories[0].slug)).map(toCourseCard) : [];
  return categories.map((category, index) => ({ id: category.slug, name: category.name, courses: index === 0 ? first : undefined }));
}

export function trainingCardsOf(trainings: Training[]): TrainingCardData[] {
  return trainings.map(toTrainingCard);
}
