import { z } from "zod";
import { sendOtp } from "@/lib/operations/auth/send-otp";
import { defineRoute, reply } from "@/lib/http/contract";
import { otpSendBodySchema } from "@/lib/validation/account";

export const POST = defineRoute("POST /auth/otp-send", {
  access: "public",
  summary: "Send a 6-digit code by SMS to a 10-digit phone (DEFAULT_DIAL_CODE in front); `message` is the verification id, never the code",
  tags: ["Accounts"],
  body: otpSendBodySchema,
  response: z.object({ verificationId: z.string(), expiresInSeconds: z.number().int() }),
  errors: { 429: "Too many codes for this phone or address", 503: "The SMS provider failed: 'Something went wrong while sending OTP.' Nothing is verified." },
  handler: async ({ body, ip }) => {
    const sent = await sendOtp(body.phonenumber, ip);
    return reply(sent, { message: sent.verificationId });
  },
});
