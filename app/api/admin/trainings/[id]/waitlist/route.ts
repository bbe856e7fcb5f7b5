import { z } from "zod";
import { waitlistEntryAnswer } from "@/lib/batches/waitlist-answers";
import { listWaitlist } from "@/lib/batches/waitlist";
import { defineRoute } from "@/lib/http/contract";

export const GET = defineRoute("GET /api/admin/trainings/{id}/waitlist", {
  access: "staff",
  summary: "A training's waitlist, oldest first, with when each person was told a seat is free",
  response: z.array(waitlistEntryAnswer),
  message: "Waitlist fetched.",
  errors: { 404: "Training not found." },
  handler: ({ params }) => listWaitlist(params.id),
});
