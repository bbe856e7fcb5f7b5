import "server-only";
import { z } from "zod";
import { idSchema } from "../http/request-schemas";
import { dateSchema } from "../validation/common";
import { rosterAnswer } from "./answers";
import { ROSTER_MAX_BYTES, ROSTER_TOO_LARGE } from "./roster";

/** What the staff and trainer roster routes share: path, body, answer and errors (billing-and-delivery.md §9). */
export const rosterRoute = {
  params: z.object({ id: idSchema, date: dateSchema }),
  // Multipart framing adds a little to the file itself.
  rawBody: { maxBytes: ROSTER_MAX_BYTES + 64 * 1024, tooLarge: ROSTER_TOO_LARGE, contentType: "multipart/form-data" },
  response: rosterAnswer,
  message: "Roster uploaded.",
  description:
    "Multipart field `file`: Zoom's participants report (CSV), Google Meet's attendance report (CSV) or Microsoft Teams' attendance report (UTF-16, tab-separated), exactly as exported; recognised by its content. Rows are matched to actively enrolled learners by email, then exact name; a learner's minutes are summed across rows (join and leave clipped to the session, else the duration column) and they are present at ATTENDANCE_MIN_SHARE percent (default 75) of the session's length. A new upload replaces the session's roster.",
  errors: {
    400: "Not a session of the training, an empty file, a file in none of the three formats (the message names them), or a report of more than 20,000 rows",
    404: "No such training (for a trainer: not one of theirs)",
    409: "The session has not ended yet",
    413: ROSTER_TOO_LARGE,
  },
} as const;
