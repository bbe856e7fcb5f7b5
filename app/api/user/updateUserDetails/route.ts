import { accountProfileAnswer } from "@/lib/accounts/answers";
import { updateProfile } from "@/lib/operations/accounts/update-profile";
import { defineRoute } from "@/lib/http/contract";
import { accountMessages, profileBodySchema } from "@/lib/validation/account";

export const PUT = defineRoute("PUT /api/user/updateUserDetails", {
  access: "learner",
  summary: "Change the caller's name, organization and reminder channels (notifyEmail, notifySms, notifyWhatsapp); any other field is ignored",
  body: profileBodySchema,
  response: accountProfileAnswer,
  message: accountMessages.profileUpdated,
  handler: ({ user, body }) => updateProfile(user._id, body),
});
