import { verifyOtp } from "@/lib/accounts/otp";
import { clientIp } from "@/lib/http/client-ip";
import { ok } from "@/lib/http/envelope";
import { apiRoute, readJson } from "@/lib/http/route";
import { otpVerifyBodySchema } from "@/lib/validation/account";

// POST /auth/otp-verify – checks a code against its verification id and phone; the server alone marks the phone verified
export const POST = apiRoute(async (request) => {
  const { phonenumber, ver_id, otp_code } = await readJson(request, otpVerifyBodySchema);
  await verifyOtp(phonenumber, ver_id, otp_code, clientIp(request));
  return ok(undefined, "Phone number verified.");
});
