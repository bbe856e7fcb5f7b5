import "server-only";
import { z } from "zod";
import { instant } from "../http/answer-schema";
import { userRoles } from "../validation/users";

/** An account as its owner sees it (the session's user): never the password hash or the activation state. */
export const accountUserAnswer = z
  .object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string().describe("E.164"),
    organization: z.string(),
    role: z.enum(userRoles),
    createdAt: instant,
  })
  .meta({ id: "User" });

/** The account with its reminder channels: what authVerify and updateUserDetails answer (sales-and-batches.md §3). */
export const accountProfileAnswer = accountUserAnswer
  .extend({
    notifyEmail: z.boolean().describe("Session reminders by email"),
    notifySms: z.boolean().describe("Session reminders by SMS"),
    notifyWhatsapp: z
      .boolean()
      .describe("WhatsApp messages (session reminders instead of the SMS, change notices, payment requests), opted in; false by default"),
  })
  .meta({ id: "UserWithPreferences" });
