import { z } from "zod";
import { accountUserAnswer } from "@/lib/accounts/answers";
import { signIn } from "@/lib/operations/auth/sign-in";
import { sessionCookies } from "@/lib/auth/session";
import { defineRoute, reply } from "@/lib/http/contract";
import { accountMessages, loginBodySchema } from "@/lib/validation/account";

export const POST = defineRoute("POST /api/user/login", {
  access: "public",
  summary: "Sign in: sets the session cookie for the web pages and answers the same token as accessToken (Authorization: Bearer)",
  // Login CSRF: another site must not sign a visitor into an account of its choosing.
  refuseCrossSite: true,
  body: loginBodySchema,
  response: accountUserAnswer,
  extra: { accessToken: z.string().describe("the signed session token") },
  errors: {
    400: "'Invalid email or password.' (the same for an unknown email)",
    403: "The account is not activated yet (after a correct password), or a cross-site request",
    429: "Too many attempts",
  },
  handler: async ({ body, ip, request }) => {
    const { token, user } = await signIn(body.email, body.password, ip, request.headers.get("user-agent") ?? "");
    return reply(user, { message: accountMessages.loginSuccess, extra: { accessToken: token }, headers: sessionCookies(token) });
  },
});
