import "server-only";
import { toCourseCard, type CourseCardData } from "@/components/course/types";
import { toTrainingCard, type TrainingCardData } from "@/components/training/format";
import { courseMatchesCategory } from "@/lib/courses/slug";
import type { Category, Course } from "@/lib/courses/types";
import type { Training } from "@/lib/trainings/types";

/** The spec's hero holds up to 15 courses, in random order (§9). */
export const HERO_MAX_COURSES = 15;

/** The hero's choice of courses is random on the server (per rendering); their order, in the browser (per visit). */
export { shuffle } from "@/lib/shuffle";

export function categoryTabsOf(categories: Category[], courses: Course[]): { id: string; name: string; courses: CourseCardData[] }[] {
  return categories.map((category) => ({
    id: category.slug,
    name: category.name,
    courses: courses.filter((course) => courseMatchesCategory(course, category.slug)).map(toCourseCard),
  }));
}

export function trainingCardsOf(trainings: Training[]): TrainingCardData[] {
  return trainings.map(toTrainingCard);
}
