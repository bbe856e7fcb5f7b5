import { handleRosterUpload, rosterRoute } from "@/lib/attendance/roster-route";
import { defineRoute } from "@/lib/http/contract";

export const POST = defineRoute("POST /api/trainer/trainings/{id}/sessions/{date}/roster", {
  access: "trainer",
  summary: "The batch's trainer uploads a session's participant report (their own trainings only)",
  ...rosterRoute,
  handler: ({ user, params, body, request }) => handleRosterUpload({ userId: user._id, role: "trainer" }, params, body, request),
});
