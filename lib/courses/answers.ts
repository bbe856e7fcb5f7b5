import "server-only";
import { z } from "zod";
import { answer, instant } from "../http/answer-schema";
import { cacheTags } from "../cache";
import type { WholeList } from "../http/whole-list";
import { courseChunks } from "./reads";
import { outlineCodec } from "../validation/courses";
import { toCourseCard } from "./card";
import type { Category, Course, StaffCategory, StaffCourse } from "./types";

// The API's names for courses and categories (api.md §3–4), here and only here.

const subSubModule = z.object({ subSubModuleTitle: z.string() });
const subModule = z.object({ subModuleTitle: z.string(), subsubModules: z.array(subSubModule) });
const courseModule = z.object({ moduleTitle: z.string(), subModules: z.array(subModule) }).meta({ id: "CourseModule" });

const legacyCourse = {
  _id: z.string(),
  courseSlug: z.string().describe("the title's words, a hyphen, then the id"),
  courseTitle: z.string(),
  courseSmlDesc: z.string().describe("the short description of course cards"),
  courseImage: z.array(z.string()).describe("image URLs; the first is the card's"),
  courseCategory: z.array(z.object({ _id: z.string(), categoryName: z.string() })),
  courseOverview: z.string().describe("sanitised HTML"),
  courseDuration: z.number().int().describe("hours"),
  courseRating: z.number().describe("mean of the visible reviews, one decimal"),
  courseRatingCount: z.number().int(),
  courseContent: z.array(courseModule),
};
export const legacyCourseOf = (c: Course) => ({
  _id: c.id,
  courseSlug: c.slug,
  courseTitle: c.title,
  courseSmlDesc: c.summary,
  courseImage: c.images,
  courseCategory: c.categories.map((ref) => ({ _id: ref.id, categoryName: ref.name })),
  courseOverview: c.overviewHtml,
  courseDuration: c.durationHours,
  courseRating: c.rating.average,
  courseRatingCount: c.rating.count,
  courseContent: outlineCodec.encode(c.outline) as z.input<typeof courseModule>[],
});

/** The Course of api.md §3 (also embedded in trainings). */
export const legacyCourseSchema = z.object(legacyCourse).meta({ id: "Course" });
export const courseAnswer = answer(legacyCourseSchema, legacyCourseOf);

/** A course card (newer calls speak the product's words): what a card of a list shows, nothing more. */
export const courseCardAnswer = answer(
  z
    .object({
      id: z.string(),
      slug: z.string(),
      title: z.string(),
      shortDescription: z.string(),
      image: z.string().describe("the card's picture (the course's first image)"),
      categories: z.array(z.string()).describe("category names"),
      durationHours: z.number().int(),
      rating: z.number().describe("mean of the visible reviews, one decimal"),
      ratingCount: z.number().int(),
    })
    .meta({ id: "CourseCard" }),
  toCourseCard,
);

export const staffCourseAnswer = answer(
  z.object({ ...legacyCourse, trainingCount: z.number().int(), createdAt: instant, updatedAt: instant }).meta({ id: "StaffCourse" }),
  (c: StaffCourse) => ({ ...legacyCourseOf(c), trainingCount: c.trainingCount, createdAt: c.createdAt.toISOString(), updatedAt: c.updatedAt.toISOString() }),
);

const legacyCategory = { _id: z.string(), categoryName: z.string(), categorySlug: z.string() };
const legacyCategoryOf = (c: Category) => ({ _id: c.id, categoryName: c.name, categorySlug: c.slug });

export const categoryAnswer = answer(z.object(legacyCategory).meta({ id: "Category" }), legacyCategoryOf);

export const staffCategoryAnswer = answer(
  z.object({ ...legacyCategory, courseCount: z.number().int(), createdAt: instant }).meta({ id: "StaffCategory" }),
  (c: StaffCategory) => ({ ...legacyCategoryOf(c), courseCount: c.courseCount, createdAt: c.createdAt.toISOString() }),
);

/** The whole legacy list of courses, built as compressed bytes once per change (lib/http/whole-list.ts). */
export const wholeCourseList = {
  key: "/api/course/getAllCoursesForUser" as const,
  tags: [cacheTags.courses, cacheTags.categories, cacheTags.anyCourse],
  async *items() {
    for await (const chunk of courseChunks()) yield chunk.map((course) => JSON.stringify(courseAnswer.parse(course)));
  },
} satisfies WholeList;
