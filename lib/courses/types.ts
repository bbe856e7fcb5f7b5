import type { Outline } from "../validation/courses";

/** A category as a course names it. */
export interface CategoryRef {
  id: string;
  name: string;
}

/** A category of the catalogue, with the slug of its page. */
export interface Category extends CategoryRef {
  slug: string;
}

/** A category as staff see it: how many courses use it. */
export interface StaffCategory extends Category {
  courseCount: number;
  createdAt: Date;
}

/** A course of the catalogue. */
export interface Course {
  id: string;
  /** The title's words then the id (spec §2): /training-courses/course/{slug}. */
  slug: string;
  title: string;
  /** The short description on course cards. */
  summary: string;
  /** Image URLs; the first is the card's. */
  images: string[];
  categories: CategoryRef[];
  /** Sanitised HTML (on write, and again when the public reads it). */
  overviewHtml: string;
  durationHours: number;
  rating: CourseRating;
  outline: Outline;
}

/** A course as staff see it: how many trainings it has, and when it changed. */
export interface StaffCourse extends Course {
  trainingCount: number;
  createdAt: Date;
  updatedAt: Date;
}

/** A course in a picker. */
export interface CourseChoice {
  id: string;
  title: string;
}

export interface CourseFilter {
  id?: string;
  /** Part of the title or the short description, any case. */
  q?: string;
  categoryId?: string;
}

/** A course's rating: the mean of its visible reviews (one decimal) and their number. */
export interface CourseRating {
  average: number;
  count: number;
}
