import { accountProfileAnswer } from "@/lib/accounts/answers";
import { defineRoute } from "@/lib/http/contract";

export const GET = defineRoute("GET /api/user/authVerify", {
  access: "learner",
  summary: "The signed-in user, or 401 for a missing, bad, expired or revoked session",
  tags: ["Accounts"],
  response: accountProfileAnswer,
  message: "Authenticated.",
  handler: async ({ user }) => user,
});
