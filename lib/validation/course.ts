import { z } from "zod";

const title = z.string().trim().min(1, "Title is required.").max(200, "Title must be at most 200 characters.");

export const subSubModuleSchema = z.object({ subSubModuleTitle: title });
export const subModuleSchema = z.object({
  subModuleTitle: title,
  subsubModules: z.array(subSubModuleSchema).max(50).default([]),
});
export const courseModuleSchema = z.object({
  moduleTitle: title,
  subModules: z.array(subModuleSchema).max(50).default([]),
});
/** A course outline: modules, sub-modules, sub-sub-modules. */
export const courseOutlineSchema = z.array(courseModuleSchema).max(50);

export type CourseModule = z.infer<typeof courseModuleSchema>;
export type CourseOutline = z.infer<typeof courseOutlineSchema>;
