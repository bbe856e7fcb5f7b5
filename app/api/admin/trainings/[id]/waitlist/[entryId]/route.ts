import { removeWaitlistEntry } from "@/lib/operations/trainings/remove-waitlist-entry";
import { defineRoute } from "@/lib/http/contract";

export const DELETE = defineRoute("DELETE /api/admin/trainings/{id}/waitlist/{entryId}", {
  access: "staff",
  summary: "Remove a person from a training's waitlist (audited)",
  message: "Removed from the waitlist.",
  errors: { 404: "Waitlist entry not found." },
  handler: async ({ user, params }) => {
    await removeWaitlistEntry(user._id, params.id, params.entryId);
  },
});
