import { defineRoute } from "@/lib/http/contract";
import { materialListAnswer } from "@/lib/materials/answers";
import { learnerMaterials } from "@/lib/materials/store";

export const GET = defineRoute("GET /api/training/{id}/materials", {
  access: "learner",
  tags: ["Learning"],
  summary: "A batch's materials and recordings for a learner with an active enrolment",
  description:
    "Materials show once their session has started (at once without a date); recordings until RECORDING_DAYS (default 30) after the batch's last session. Every `url` is this portal's checked address. Anyone without an active enrolment: 404.",
  response: materialListAnswer,
  errors: { 404: "No such training, or no active enrolment in it" },
  handler: ({ user, params }) => learnerMaterials(user._id, params.id),
});
