import type { CourseOutline } from "../validation/course";

/** A course as the API and the pages show it (field names of the earlier product). */
export interface CourseView {
  _id: string;
  courseSlug: string;
  courseTitle: string;
  courseSmlDesc: string;
  courseImage: string[];
  courseCategory: { _id: string; categoryName: string }[];
  courseOverview: string;
  courseDuration: number;
  courseRating: number;
  courseRatingCount: number;
  courseContent: CourseOutline;
}

export interface CategoryView {
  _id: string;
  categoryName: string;
  categorySlug: string;
}
