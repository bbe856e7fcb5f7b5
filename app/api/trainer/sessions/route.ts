import { z } from "zod";
import { defineRoute } from "@/lib/http/contract";
import { RECENT_DAYS, trainerSessions, UPCOMING_DAYS } from "@/lib/trainers/portal";

const zoned = z.iso.datetime({ offset: true }).describe("ISO 8601 with the offset of the batch's zone");

export const GET = defineRoute("GET /api/trainer/sessions", {
  access: "trainer",
  summary: `The trainer's sessions from ${RECENT_DAYS} days ago to ${UPCOMING_DAYS} days ahead, in order: each with its batch, course, meeting link and active learners`,
  response: z.array(
    z
      .object({
        trainingId: z.string(),
        courseTitle: z.string(),
        courseSlug: z.string(),
        date: z.iso.date().describe("in the batch's zone"),
        startsAt: zoned,
        endsAt: zoned,
        timeZone: z.string(),
        meetingLink: z.string(),
        learners: z.number().int().describe("learners with an active enrolment"),
      })
      .meta({ id: "TrainerSession" }),
  ),
  message: "Sessions fetched.",
  handler: ({ user }) => trainerSessions(user._id),
});
