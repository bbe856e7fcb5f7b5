import type { RateLimitRule } from "../http/rate-limit";
import { accountMessages } from "../validation/account";

const MINUTE = 60;
const HOUR = 60 * MINUTE;

// Each rule counts attempts per subject (an address, a phone, an account) in a fixed window shared by every instance.
// Per-address limits are generous (offices and campuses share one address); the per-phone and per-account limits
// do the fine-grained work.
export const accountLimits = {
  otpSendPhone: { name: "otp-send:phone", limit: 5, windowSeconds: HOUR, message: accountMessages.tooManyOtps },
  // Per phone and requesting address, counted before the phone's own budget: a stranger from one address is
  // refused before spending more than this of it, and refused sends spend nothing.
  otpSendPhoneRequester: { name: "otp-send:phone-ip", limit: 3, windowSeconds: HOUR, message: accountMessages.tooManyOtps },
  otpSendIp: { name: "otp-send:ip", limit: 50, windowSeconds: HOUR, message: accountMessages.tooManyOtps },
  otpVerifyIp: { name: "otp-verify:ip", limit: 30, windowSeconds: 10 * MINUTE, message: accountMessages.tooManyOtpChecks },
  registerIp: { name: "register:ip", limit: 50, windowSeconds: HOUR, message: accountMessages.tooManyRequests },
  loginIp: { name: "login:ip", limit: 60, windowSeconds: 15 * MINUTE, message: accountMessages.tooManyLogins },
  // Per account and address: an attacker's failures from one address do not lock the owner out of another.
  loginAccountAddress: { name: "login:account-address", limit: 10, windowSeconds: 15 * MINUTE, message: accountMessages.tooManyLogins },
  // Per account from every address: looser, against guessing spread over many addresses.
  loginAccount: { name: "login:account", limit: 30, windowSeconds: 15 * MINUTE, message: accountMessages.tooManyLogins },
  forgetIp: { name: "forget:ip", limit: 10, windowSeconds: HOUR, message: accountMessages.tooManyRequests },
  forgetEmail: { name: "forget:email", limit: 5, windowSeconds: HOUR, message: accountMessages.tooManyRequests },
  resendIp: { name: "resend-activation:ip", limit: 10, windowSeconds: HOUR, message: accountMessages.tooManyRequests },
  resendEmail: { name: "resend-activation:email", limit: 3, windowSeconds: HOUR, message: accountMessages.tooManyRequests },
  tokenIp: { name: "token:ip", limit: 30, windowSeconds: HOUR, message: accountMessages.tooManyRequests },
  changePasswordUser: { name: "change-password:user", limit: 5, windowSeconds: 15 * MINUTE, message: accountMessages.tooManyRequests },
} satisfies Record<string, RateLimitRule>;
