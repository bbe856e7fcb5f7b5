import type { Course } from "./types";

/** What a course card needs: a slim copy of the course, so client components don't carry the whole outline. */
export interface CourseCardData {
  id: string;
  slug: string;
  title: string;
  shortDescription: string;
  image: string;
  categories: string[];
  durationHours: number;
  rating: number;
  ratingCount: number;
}

export function toCourseCard(course: Course): CourseCardData {
  return {
    id: course.id,
    slug: course.slug,
    title: course.title,
    shortDescription: course.summary,
    image: course.images[0] ?? "/images/brand/og-default.svg",
    categories: course.categories.map((c) => c.name),
    durationHours: course.durationHours,
    rating: course.rating.average,
    ratingCount: course.rating.count,
  };
}
