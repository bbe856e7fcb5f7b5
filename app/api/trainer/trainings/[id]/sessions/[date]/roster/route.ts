import { rosterRoute } from "@/lib/attendance/roster-route";
import { defineRoute } from "@/lib/http/contract";
import { fileOfBody } from "@/lib/http/upload";
import { uploadRoster } from "@/lib/operations/attendance/upload-roster";

export const POST = defineRoute("POST /api/trainer/trainings/{id}/sessions/{date}/roster", {
  access: "trainer",
  summary: "The batch's trainer uploads a session's participant report (their own trainings only)",
  ...rosterRoute,
  handler: async ({ user, params, body, request }) => {
    const file = await fileOfBody(body, request.headers.get("content-type"));
    return uploadRoster({ userId: user._id, role: "trainer" }, params.id, params.date, file.bytes, file.name);
  },
});
