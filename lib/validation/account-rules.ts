// The account forms' words and plain rules, without zod: the sign-in and registration pages show these before
// their schemas (lib/validation/account.ts) and the schema library load, which is when a form is first checked.
import { contactFormMessages as contactMessages } from "./contact-rules";
import { PASSWORD_STRENGTH_MESSAGE } from "./password-rules";

// The spec's (§5, §8) account messages, held once: the auth forms and the /api/user calls use them.
export const accountMessages = {
  phoneTenDigits: "Enter Phone No. & number should be 10 digit",
  phoneFake: contactMessages.phoneFake,
  phoneNotVerified: "Please verify phone number",
  otpRequired: "Enter OTP",
  otpFailed: "Verification failed. Please try again.",
  otpSendFailed: "Something went wrong while sending OTP.",
  passwordStrength: PASSWORD_STRENGTH_MESSAGE,
  passwordRequired: "Password is required.",
  currentPasswordRequired: "Current password is required.",
  confirmPasswordRequired: "Please confirm the new password.",
  passwordMismatch: "New Password and Confirm Password do not match.",
  passwordUnchanged: "The new password must be different from the current one.",
  currentPasswordWrong: "The current password is incorrect.",
  organizationTooLong: "Organization must be at most 100 characters.",
  tokenMissing: "This link is incomplete. Please use the full link from the email.",
  loginSuccess: "Login successfully done!",
  loginFailed: "Login failed.",
  invalidCredentials: "Invalid email or password.",
  notActivated: "Just registered? Your account is not activated yet. Please check your email for the activation link.",
  alreadyLoggedIn: "You are already logged in.",
  registered: "Registration successful! Please check your email to activate your account.",
  activated: "Your account has been activated. You can now log in.",
  activationFailed: "Activation failed. Please try again.",
  activationLinkInvalid: "This activation link is invalid or has expired. Please request a new one.",
  activationResent: "If that account is waiting for activation, we have sent a new activation link to its email.",
  activationRequestFailed: "Something went wrong. Please try again.",
  resetRequested: "If an account exists for that email, we have sent a link to reset the password. Please check your inbox.",
  resetDone: "Your password has been reset. Please log in with your new password.",
  resetLinkInvalid: "This password reset link is invalid or has expired. Please request a new one.",
  passwordUpdated: "Password updated successfully.",
  profileUpdated: "Profile updated successfully.",
  loggedOut: "You have been logged out.",
  tooManyLogins: "Too many sign-in attempts. Please try again later, or reset your password.",
  tooManyOtps: "Too many OTP requests. Please try again later.",
  otpResendTooSoon: "Please wait for the countdown to end before requesting another OTP.",
  tooManyOtpChecks: "Too many attempts. Please try again later.",
  tooManyRequests: "Too many requests. Please try again later.",
} as const;

/** The registration phone: exactly 10 digits (the dial code comes from DEFAULT_DIAL_CODE), not all the same digit. */
export function registrationPhoneProblem(raw: string): string | undefined {
  const digits = raw.trim();
  if (!/^\d{10}$/.test(digits)) return accountMessages.phoneTenDigits;
  if (/^(\d)\1*$/.test(digits)) return accountMessages.phoneFake;
  return undefined;
}

/** The OTP of the registration modal: its message when it is not six digits (otpCodeSchema's rule). */
export function otpProblem(raw: string): string | undefined {
  const code = raw.trim();
  if (!code) return accountMessages.otpRequired;
  return /^\d{6}$/.test(code) ? undefined : accountMessages.otpFailed;
}

/** Only a path of this site may follow a sign-in ("/account", not "//evil.example" or "https://…"). */
export function safeRedirectPath(raw: string | null | undefined, fallback = "/account"): string {
  if (!raw || !raw.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\") || /[\u0000-\u001f]/.test(raw)) return fallback;
  if (raw.startsWith("/auth/") || raw === "/auth") return fallback;
  return raw;
}

/** The spec's greeting (§9): 5–12 Morning, 12–16 Afternoon, 16–20 Evening, otherwise Night. */
export function greetingFor(hour: number): "Good Morning" | "Good Afternoon" | "Good Evening" | "Good Night" {
  if (hour >= 5 && hour < 12) return "Good Morning";
  if (hour >= 12 && hour < 16) return "Good Afternoon";
  if (hour >= 16 && hour < 20) return "Good Evening";
  return "Good Night";
}

/** OTP countdown (§9): seconds as minutes:seconds, e.g. 119 → "1:59", 5 → "0:05". */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

export const OTP_COUNTDOWN_SECONDS = 119;
