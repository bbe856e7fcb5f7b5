import { z } from "zod";
import { attendanceQuery } from "@/lib/attendance/validation";
import { defineRoute } from "@/lib/http/contract";
import { bookingAttendance, bookingAttendanceResponse } from "@/lib/leads/attendance";

export const GET = defineRoute("GET /api/org/bookings/{id}/attendance", {
  access: "lead",
  summary: "A booking's attendance: one row per learner, one column per session date (present, absent, or nothing yet), and the rate",
  description:
    "`?format=csv` answers a download (UTF-8 with a byte-order mark; cells that would run as formulas get a leading apostrophe). Another organisation's booking answers 404.",
  query: attendanceQuery,
  response: z.object({
    sessions: z.array(z.iso.date()),
    learners: z.array(
      z.object({
        userId: z.string(),
        name: z.string(),
        email: z.string(),
        marks: z.array(z.enum(["present", "absent", ""])).describe("one per session date"),
        rate: z.number(),
      }),
    ),
  }),
  errors: { 404: "No such booking, or another organisation's" },
  handler: async ({ user, params, query }) => {
    const grid = await bookingAttendance(user._id, params.id);
    return query.format === "csv" ? bookingAttendanceResponse(grid) : { sessions: grid.sessions, learners: grid.learners };
  },
});
