import "server-only";
import { verifyOtp as domainVerifyOtp } from "../../accounts/otp";

/** POST /auth/otp-verify: the code checked against its verification id; the phone counts as verified for registering (lib/accounts). */
export const verifyOtp: typeof domainVerifyOtp = (...args) => domainVerifyOtp(...args);
