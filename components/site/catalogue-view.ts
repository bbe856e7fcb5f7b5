import "server-only";
import { toCourseCard, type CourseCardData } from "@/lib/courses/card";
import { filterTrainings } from "@/components/training/filters";
import { toTrainingCard, type TrainingCardData } from "@/components/training/format";
import { FIRST_SCREEN } from "@/components/ui/first-screen";
import { newestCoursesOfCategory, randomCourses } from "@/lib/courses/reads";
import { listVisibleReviews } from "@/lib/reviews/reads";
import type { Category } from "@/lib/courses/types";
import type { Training } from "@/lib/trainings/types";

/** The spec's hero holds up to 15 courses, in random order (§9). */
export const HERO_MAX_COURSES = 15;
/** The home page's review slider: the latest visible reviews. */
export const HOME_REVIEW_COUNT = 16;

// What of a slider comes with the page is its first screen (FIRST_SCREEN cards; the hero's one slide); the rest
// is fetched once the page runs (useFullList), from the cached public calls below.

/** The hero's courses: a random pick, made again when the catalogue changes (GET /api/course/featured). */
export const featuredCourses = () => randomCourses(HERO_MAX_COURSES);
/** The review slider's reviews (GET /api/rating/latest). */
export const latestReviews = () => listVisibleReviews({ limit: HOME_REVIEW_COUNT });

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

/** The All tab's first screen of the site's schedule of batches (`TrainingTabs rest="showcase"` fetches the rest). */
export function firstScreenOfShowcase(trainings: Training[]): TrainingCardData[] {
  return filterTrainings(trainingCardsOf(trainings), "all").slice(0, FIRST_SCREEN);
}
