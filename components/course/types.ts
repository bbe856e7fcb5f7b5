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

export function toCourseCard(course: {
  _id: string;
  courseSlug: string;
  courseTitle: string;
  courseSmlDesc: string;
  courseImage: string[];
  courseCategory: { categoryName: string }[];
  courseDuration: number;
  courseRating: number;
  courseRatingCount: number;
}): CourseCardData {
  return {
    id: course._id,
    slug: course.courseSlug,
    title: course.courseTitle,
    shortDescription: course.courseSmlDesc,
    image: course.courseImage[0] ?? "/images/brand/og-default.svg",
    categories: course.courseCategory.map((c) => c.categoryName),
    durationHours: course.courseDuration,
    rating: course.courseRating,
    ratingCount: course.courseRatingCount,
  };
}
