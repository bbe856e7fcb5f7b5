import { sendOtp } from "@/lib/accounts/otp";
import { clientIp } from "@/lib/http/client-ip";
import { ok } from "@/lib/http/envelope";
import { apiRoute, readJson } from "@/lib/http/route";
import { otpSendBodySchema } from "@/lib/validation/account";

// POST /auth/otp-send – a code by SMS to the phone; the answer carries the verification id only, never the code
export const POST = apiRoute(async (request) => {
  const { phonenumber } = await readJson(request, otpSendBodySchema);
  const { verificationId, expiresInSeconds } = await sendOtp(phonenumber, clientIp(request));
  return ok({ verificationId, expiresInSeconds }, verificationId);
});
