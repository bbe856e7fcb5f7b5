import { defineRoute } from "@/lib/http/contract";
import { openMaterial } from "@/lib/materials/store";

export const GET = defineRoute("GET /api/training/{id}/materials/{materialId}", {
  access: "learner",
  tags: ["Learning"],
  summary: "Open one material: the file as an attachment, or a redirect to its link",
  description:
    "Only for a learner with an active enrolment, once the material shows (else 404). A recording past RECORDING_DAYS after the batch's last session answers 410. Files are sent with Content-Disposition: attachment and X-Content-Type-Options: nosniff.",
  produces: "application/octet-stream",
  errors: { 404: "No such material, not shown yet, or no active enrolment" },
  handler: ({ user, params }) => openMaterial(user._id, params.id, params.materialId),
});
