import { z } from "zod";
import { courseOutlineSchema } from "./course";

export const timePattern = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
export const datePattern = /^\d{4}-\d{2}-\d{2}$/;

const isRealDate = (value: string) => {
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
};
export const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat("en", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

export const categoryNameSchema = z
  .string({ message: "Category name is required." })
  .trim()
  .min(1, "Category name is required.")
  .max(60, "Category name must be at most 60 characters.");

export const imageUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v.startsWith("/") || /^https?:\/\//i.test(v), "Image must be an http(s) URL or a path on this site.");

export const meetingLinkSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === "" || /^https?:\/\/[^\s]+$/i.test(v), "Meeting link must be an http(s) URL.");

export const dateSchema = z.string().regex(datePattern, "Dates must be YYYY-MM-DD.").refine(isRealDate, "Dates must be real calendar dates.");
export const timeSchema = z.string().regex(timePattern, "Times must be HH:MM (24 h).");
export const timeZoneSchema = z.string().trim().refine(isTimeZone, "Time zone must be an IANA name such as Asia/Kolkata.");

/** The fields of a course, shared by the staff API, the console and the import file. */
export const courseFieldsSchema = z.object({
  courseTitle: z.string({ message: "Course title is required." }).trim().min(3, "Course title must be at least 3 characters.").max(150, "Course title must be at most 150 characters."),
  courseSmlDesc: z.string({ message: "Short description is required." }).trim().min(10, "Short description must be at least 10 characters.").max(400, "Short description must be at most 400 characters."),
  courseImage: z.array(imageUrlSchema).max(10).default([]),
  courseOverview: z.string().max(100_000, "Overview is too long.").default(""),
  courseDuration: z.coerce.number({ message: "Duration must be a number of hours." }).int("Duration must be a whole number of hours.").min(1, "Duration must be at least 1 hour.").max(10_000),
  courseContent: courseOutlineSchema.default([]),
});

export const trainingScheduleSchema = z
  .object({
    startDate: dateSchema,
    endDate: dateSchema,
    startTime: timeSchema,
    endTime: timeSchema,
    timeZone: timeZoneSchema.optional(),
    meetingLink: meetingLinkSchema.default(""),
  })
  .refine((t) => t.endDate >= t.startDate, { message: "End date must be on or after the start date.", path: ["endDate"] });

/** A catalogue file for `npm run content:import` (and the seed): API shapes, categories and courses named. */
export const catalogueImportSchema = z.object({
  categories: z.array(z.object({ categoryName: categoryNameSchema })).default([]),
  courses: z
    .array(courseFieldsSchema.extend({ courseCategory: z.array(categoryNameSchema).default([]) }))
    .default([]),
  trainings: z
    .array(
      trainingScheduleSchema.and(
        z.object({
          courseTitle: z.string().trim().min(1, "A training names its course by courseTitle."),
          tcStatus: z.string().optional(),
        }),
      ),
    )
    .default([]),
  clients: z.array(z.object({ clientName: z.string().trim().min(1).max(100), clientImage: imageUrlSchema })).default([]),
});
export type CatalogueImport = z.infer<typeof catalogueImportSchema>;
export type CatalogueImportInput = z.input<typeof catalogueImportSchema>;
