import { z } from "zod";
import { trainingCardAnswer } from "@/components/training/card-answer";
import { defineRoute } from "@/lib/http/contract";
import { SHOWCASE_PER_KIND, showcaseTrainings } from "@/lib/trainings/reads";

export const GET = defineRoute("GET /api/training/showcase", {
  access: "public",
  cache: "public",
  summary: `The trainings the site's schedules show, as cards: up to ${SHOWCASE_PER_KIND} on-going, ${SHOWCASE_PER_KIND} upcoming and ${SHOWCASE_PER_KIND} past batches`,
  response: z.array(trainingCardAnswer),
  message: "Trainings fetched successfully.",
  handler: () => showcaseTrainings(),
});
