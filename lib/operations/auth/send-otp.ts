import "server-only";
import { sendOtp as domainSendOtp } from "../../accounts/otp";

/** POST /auth/otp-send: a 6-digit code by SMS to the phone, within its countdown and rate limits (lib/accounts). */
export const sendOtp: typeof domainSendOtp = (...args) => domainSendOtp(...args);
