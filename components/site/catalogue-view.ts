import "server-only";
import { toCourseCard, type CourseCardData } from "@/components/course/types";
import { toTrainingCard, type TrainingCardData } from "@/components/training/format";
import type { CategoryView, CourseView } from "@/lib/courses/service";
import { courseMatchesCategory } from "@/lib/courses/slug";
import type { PublicTrainingView } from "@/lib/trainings/service";

/** The spec's hero holds up to 15 courses, in random order (§9). */
export const HERO_MAX_COURSES = 15;

/** Fisher–Yates on a copy: the hero's random order, chosen on the server per request. */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

export function categoryTabsOf(categories: CategoryView[], courses: CourseView[]): { id: string; name: string; courses: CourseCardData[] }[] {
  return categories.map((category) => ({
    id: category.categorySlug,
    name: category.categoryName,
    courses: courses.filter((course) => courseMatchesCategory(course, category.categorySlug)).map(toCourseCard),
  }));
}

export function trainingCardsOf(trainings: PublicTrainingView[]): TrainingCardData[] {
  return trainings.map(toTrainingCard);
}
