import { rosterRoute } from "@/lib/attendance/roster-route";
import { defineRoute } from "@/lib/http/contract";
import { fileOfBody } from "@/lib/http/upload";
import { uploadRoster } from "@/lib/operations/attendance/upload-roster";

export const POST = defineRoute("POST /api/admin/trainings/{id}/sessions/{date}/roster", {
  access: "staff",
  tags: ["Staff: attendance and certificates"],
  summary: "Upload a session's participant report (Zoom, Google Meet or Teams): who was present by time in the meeting",
  ...rosterRoute,
  handler: async ({ user, params, body, request }) => {
    const file = await fileOfBody(body, request.headers.get("content-type"));
    return uploadRoster({ userId: user._id, role: "staff" }, params.id, params.date, file.bytes, file.name);
  },
});
