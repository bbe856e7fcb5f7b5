import "server-only";
import { z } from "zod";
import { answer, instant } from "../http/answer-schema";
import type { TrainerView } from "./types";

const moneySchema = z.object({ amount: z.number(), currency: z.string() });

/** A trainer as the staff API answers it (billing-and-delivery.md §8). */
export const trainerAnswer = answer(
  z
    .object({
      _id: z.string(),
      userId: z.string(),
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      skills: z.array(z.string()),
      timeZone: z.string().describe("IANA zone of the trainer: time off dates are in it"),
      hourlyRate: moneySchema.nullable().describe("per hour; null: not agreed"),
      active: z.boolean(),
      timeOff: z
        .array(z.object({ _id: z.string(), from: z.iso.date(), to: z.iso.date(), reason: z.string() }))
        .describe("days off, inclusive, in the trainer's zone"),
      createdAt: instant,
    })
    .meta({ id: "Trainer" }),
  (t: TrainerView) => ({
    _id: t.id,
    userId: t.userId,
    name: t.name,
    email: t.email,
    phone: t.phone,
    skills: t.skills,
    timeZone: t.timeZone,
    hourlyRate: t.hourlyRate,
    active: t.active,
    timeOff: t.timeOff.map((o) => ({ _id: o.id, from: o.from, to: o.to, reason: o.reason })),
    createdAt: t.createdAt.toISOString(),
  }),
);
