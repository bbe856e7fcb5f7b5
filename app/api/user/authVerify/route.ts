import { z } from "zod";
import { accountProfileAnswer } from "@/lib/accounts/answers";
import { defineRoute } from "@/lib/http/contract";
import { myLedOrganizations } from "@/lib/leads/overview";

export const GET = defineRoute("GET /api/user/authVerify", {
  access: "learner",
  summary: "The signed-in user, or 401 for a missing, bad, expired or revoked session",
  response: accountProfileAnswer
    .extend({
      organizations: z
        .array(z.object({ _id: z.string(), name: z.string() }))
        .optional()
        .describe("only for a client's training lead: the organisations they lead (billing-and-delivery.md §7)"),
    })
    .meta({ id: "VerifiedUser" }),
  message: "Authenticated.",
  handler: async ({ user }) => {
    const organizations = await myLedOrganizations(user._id);
    return organizations.length ? { ...user, organizations: organizations.map((o) => ({ _id: o.id, name: o.name })) } : user;
  },
});
