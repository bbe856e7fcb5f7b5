import "server-only";
import { z } from "zod";
import { answer } from "@/lib/http/answer-schema";
import { trainingStatuses } from "@/lib/schedule/status";
import type { Training } from "@/lib/trainings/types";
import { toTrainingCard } from "./format";

/** A training card (newer calls speak the product's words): what the site's training sliders show, formatted. */
export const trainingCardAnswer = answer(
  z
    .object({
      id: z.string(),
      status: z.enum(trainingStatuses),
      courseTitle: z.string(),
      courseSlug: z.string(),
      image: z.string().describe("the course's first picture"),
      durationHours: z.number().int(),
      startDate: z.iso.date(),
      endDate: z.iso.date(),
      dates: z.string().describe('"12 Sept 2026 – 11 Oct 2026" (en-GB)'),
      times: z.string().describe('"Sat & Sun, 10:00 AM – 1:00 PM IST": days, 12-hour times and the zone\'s short name'),
      seatsLeft: z.number().int().nullable().describe("null when there is no limit"),
      isFull: z.boolean(),
      price: z.string().nullable().describe('today\'s per-seat price, formatted ("₹25,000"); null: fees on enquiry'),
      listPrice: z.string().nullable().describe("the list price while an early bird runs (shown struck through), else null"),
      priceUntil: z.string().nullable().describe('the early bird\'s last day while it runs ("10 Mar 2026"), else null'),
      trainerName: z.string().nullish().describe("who teaches it; null: not assigned yet"),
    })
    .meta({ id: "TrainingCard" }),
  (training: Training) => toTrainingCard(training),
);
