// A course's and a category's fields and messages, once: the console's forms, the staff API, the import file and
// the database's outline column use them (no server imports).
import { z } from "zod";
import { idField, imageUrlSchema } from "./common";
import { wire, type FieldCodec } from "./wire";

// ---------------------------------------------------------------- the outline

const outlineTitle = z.string().trim().min(1, "Title is required.").max(200, "Title must be at most 200 characters.");

/** A course's outline: modules, their topics, the topics' subtopics (the course page's accordion). */
export const outlineSchema = z
  .array(
    z.object({
      title: outlineTitle,
      topics: z
        .array(
          z.object({
            title: outlineTitle,
            subtopics: z
              .array(z.object({ title: outlineTitle }))
              .max(50)
              .default([]),
          }),
        )
        .max(50)
        .default([]),
    }),
  )
  .max(50);
export type Outline = z.output<typeof outlineSchema>;
export type OutlineModule = Outline[number];

/** The outline as the API spells it (moduleTitle, subModules, subsubModules). */
const legacyOutlineSchema = z
  .array(
    z.object({
      moduleTitle: outlineTitle,
      subModules: z
        .array(
          z.object({
            subModuleTitle: outlineTitle,
            subsubModules: z
              .array(z.object({ subSubModuleTitle: outlineTitle }))
              .max(50)
              .default([]),
          }),
        )
        .max(50)
        .default([]),
    }),
  )
  .max(50);

export const outlineCodec: FieldCodec<Outline> = {
  schema: legacyOutlineSchema.transform((modules) =>
    modules.map((m) => ({
      title: m.moduleTitle,
      topics: m.subModules.map((t) => ({ title: t.subModuleTitle, subtopics: t.subsubModules.map((s) => ({ title: s.subSubModuleTitle })) })),
    })),
  ) as unknown as z.ZodType<Outline>,
  encode: (outline) =>
    outline.map((m) => ({
      moduleTitle: m.title,
      subModules: m.topics.map((t) => ({ subModuleTitle: t.title, subsubModules: t.subtopics.map((s) => ({ subSubModuleTitle: s.title })) })),
    })),
};

// ---------------------------------------------------------------- a course

const courseCore = {
  title: z
    .string({ message: "Course title is required." })
    .trim()
    .min(3, "Course title must be at least 3 characters.")
    .max(150, "Course title must be at most 150 characters."),
  summary: z
    .string({ message: "Short description is required." })
    .trim()
    .min(10, "Short description must be at least 10 characters.")
    .max(400, "Short description must be at most 400 characters."),
  images: z.array(imageUrlSchema).max(10).default([]),
  overviewHtml: z.string().max(100_000, "Overview is too long.").default(""),
  durationHours: z.coerce
    .number({ message: "Duration must be a number of hours." })
    .int("Duration must be a whole number of hours.")
    .min(1, "Duration must be at least 1 hour.")
    .max(10_000),
  outline: outlineSchema.default([]),
};

/** A course as staff write it; categories by id. */
const categoryIdList = z.array(idField).max(20, "At most 20 categories.");
export const courseFields = z.object({ ...courseCore, categoryIds: categoryIdList.default([]) });
export type CourseFields = z.output<typeof courseFields>;

const courseNames = {
  title: "courseTitle",
  summary: "courseSmlDesc",
  images: "courseImage",
  overviewHtml: "courseOverview",
  durationHours: "courseDuration",
  outline: "courseContent",
  categoryIds: "courseCategory",
} as const;

/** POST /api/admin/courses. */
export const courseWire = wire(courseFields, courseNames, undefined, { outline: outlineCodec });
/** PUT /api/admin/courses/{id}: any of the fields; the merged course must still be valid. */
// An edit leaves out what it does not name: no default may fill in an empty list of categories.
export const coursePatchWire = wire(courseFields.extend({ categoryIds: categoryIdList }).partial(), courseNames, undefined, { outline: outlineCodec });

// ---------------------------------------------------------------- a category

export const categoryNameSchema = z
  .string({ message: "Category name is required." })
  .trim()
  .min(1, "Category name is required.")
  .max(60, "Category name must be at most 60 characters.");

export const categoryFields = z.object({ name: categoryNameSchema });
export type CategoryFields = z.output<typeof categoryFields>;
/** POST /api/admin/categories, PUT /api/admin/categories/{id}: {categoryName}. */
export const categoryWire = wire(categoryFields, { name: "categoryName" });

// ---------------------------------------------------------------- the import file

/** A course of the import file: categories by name (created when missing). */
const { categoryIds: _byId, ...courseCoreNames } = courseNames;
export const importedCourseWire = wire(
  z.object({ ...courseCore, categoryNames: z.array(categoryNameSchema).default([]) }),
  { ...courseCoreNames, categoryNames: "courseCategory" },
  undefined,
  { outline: outlineCodec },
);
export type ImportedCourse = z.output<typeof importedCourseWire.schema>;
