// A training's (batch's) fields and messages, once: the console's form, the staff API and the import file.
import { z } from "zod";
import { dateSchema, idField, meetingLinkSchema, timeSchema, timeZoneSchema } from "./common";
import { wire, type FieldCodec } from "./wire";

export const END_BEFORE_START = "End date must be on or after the start date.";

const schedule = {
  startDate: dateSchema,
  endDate: dateSchema,
  startTime: timeSchema,
  endTime: timeSchema,
  /** DEFAULT_TIME_ZONE when absent. */
  timeZone: timeZoneSchema.optional(),
  meetingLink: meetingLinkSchema.default(""),
  /** Staff cancel a training; it is reinstated by setting this false (the status then follows the schedule). */
  isCancelled: z.boolean().optional(),
};

/** A training as staff write it. */
export const trainingFields = z.object({ courseId: z.string({ message: "Choose the course." }).trim().min(1, "Choose the course.").pipe(idField), ...schedule });
export type TrainingFields = z.output<typeof trainingFields>;

/** The one rule across a training's fields: it ends on or after the day it starts. */
export function trainingDatesProblem(fields: { startDate: string; endDate: string }): string | undefined {
  return fields.endDate < fields.startDate ? END_BEFORE_START : undefined;
}

/**
 * On the wire a cancellation is `tcStatus: "Cancelled"`; any other value reinstates the training, and no value
 * leaves it as it is (api.md §4: the status otherwise follows the schedule).
 */
const cancellationCodec: FieldCodec<boolean> = {
  schema: z
    .string({ message: "tcStatus must be text." })
    .trim()
    .max(20)
    .transform((status) => (status === "" ? undefined : status === "Cancelled")) as unknown as z.ZodType<boolean>,
  encode: (isCancelled) => (isCancelled ? "Cancelled" : "Scheduled"),
};

const trainingNames = { isCancelled: "tcStatus" } as const;
const dateRule = {
  check(value: { startDate?: string; endDate?: string }, issue: (field: "endDate", message: string) => void) {
    if (value.startDate && value.endDate) {
      const problem = trainingDatesProblem({ startDate: value.startDate, endDate: value.endDate });
      if (problem) issue("endDate", problem);
    }
  },
};

/** POST /api/admin/trainings. */
export const trainingWire = wire(trainingFields, trainingNames, dateRule, { isCancelled: cancellationCodec });
/** PUT /api/admin/trainings/{id}: any of the fields; the merged training must still be valid. */
export const trainingPatchWire = wire(trainingFields.partial(), trainingNames, dateRule, { isCancelled: cancellationCodec });

/** A training of the import file: its course by title. */
export const importedTrainingWire = wire(
  z.object({ courseTitle: z.string().trim().min(1, "A training names its course by courseTitle."), ...schedule }),
  trainingNames,
  dateRule,
  { isCancelled: cancellationCodec },
);
