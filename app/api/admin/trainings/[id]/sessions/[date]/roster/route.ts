import { handleRosterUpload, rosterRoute } from "@/lib/attendance/roster-route";
import { defineRoute } from "@/lib/http/contract";

export const POST = defineRoute("POST /api/admin/trainings/{id}/sessions/{date}/roster", {
  access: "staff",
  tags: ["Staff: attendance and certificates"],
  summary: "Upload a session's participant report (Zoom, Google Meet or Teams): who was present by time in the meeting",
  ...rosterRoute,
  handler: ({ user, params, body, request }) => handleRosterUpload({ userId: user._id, role: "staff" }, params, body, request),
});
