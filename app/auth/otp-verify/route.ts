import { verifyOtp } from "@/lib/operations/auth/verify-otp";
import { defineRoute } from "@/lib/http/contract";
import { otpVerifyBodySchema } from "@/lib/validation/account";

export const POST = defineRoute("POST /auth/otp-verify", {
  access: "public",
  summary: "Check a code (bound to its verification id and phone; 10 minutes; 5 attempts; single use); the server alone marks the phone verified",
  tags: ["Accounts"],
  body: otpVerifyBodySchema,
  message: "Phone number verified.",
  errors: { 429: "Too many attempts" },
  handler: async ({ body, ip }) => {
    await verifyOtp(body.phonenumber, body.ver_id, body.otp_code, ip);
  },
});
