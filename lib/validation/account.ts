import { z } from "zod";
import { contactFormMessages as contactMessages, emailProblem, nameProblem } from "./contact-rules";
import { PASSWORD_STRENGTH_MESSAGE, passwordSchema } from "./password";

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

const text = (message: string) => z.string({ message }).default("");
const ORGANIZATION_MAX = 100;

/** The registration phone: exactly 10 digits (the dial code comes from DEFAULT_DIAL_CODE), not all the same digit. */
export function registrationPhoneProblem(raw: string): string | undefined {
  const digits = raw.trim();
  if (!/^\d{10}$/.test(digits)) return accountMessages.phoneTenDigits;
  if (/^(\d)\1*$/.test(digits)) return accountMessages.phoneFake;
  return undefined;
}

const addProblems = <T extends Record<string, unknown>>(ctx: z.RefinementCtx, problems: [keyof T & string, string | undefined][]) => {
  for (const [path, message] of problems) if (message) ctx.addIssue({ code: "custom", path: [path], message });
};

const emailField = text(contactMessages.emailRequired)
  .superRefine((value, ctx) => {
    const problem = emailProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  })
  .transform((value) => value.trim().toLowerCase());

const nameField = text(contactMessages.nameRequired)
  .superRefine((value, ctx) => {
    const problem = nameProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  })
  .transform((value) => value.trim().replace(/ +/g, " "));

const phoneField = text(accountMessages.phoneTenDigits)
  .superRefine((value, ctx) => {
    const problem = registrationPhoneProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  })
  .transform((value) => value.trim());

const strongPassword = z.string({ message: PASSWORD_STRENGTH_MESSAGE }).default("").pipe(passwordSchema);
const requiredText = (message: string) => text(message).refine((v) => v.length > 0, message);
const tokenField = requiredText(accountMessages.tokenMissing).pipe(z.string().max(200, accountMessages.tokenMissing));

/** POST /api/user/register. Any other field (role, verified, _id…) is dropped, never stored. */
export const registerBodySchema = z.object({ name: nameField, email: emailField, phone: phoneField, password: strongPassword });
export type RegisterBody = z.output<typeof registerBodySchema>;

/** POST /auth/otp-send. */
export const otpSendBodySchema = z.object({ phonenumber: phoneField });

/** POST /auth/otp-verify: the code is 6 digits; anything else fails like a wrong code (no hint). */
export const otpVerifyBodySchema = z.object({
  phonenumber: phoneField,
  ver_id: requiredText(accountMessages.otpFailed).pipe(z.string().max(64, accountMessages.otpFailed)),
  otp_code: requiredText(accountMessages.otpRequired)
    .transform((v) => v.trim())
    .pipe(z.string().regex(/^\d{6}$/, accountMessages.otpFailed)),
});

/** The OTP field of the registration modal. */
export const otpCodeSchema = z.object({
  otp: requiredText(accountMessages.otpRequired).pipe(z.string().regex(/^\d{6}$/, accountMessages.otpFailed)),
});

/** POST /api/user/login: no strength rule here (an old password must still be typed in), only presence. */
export const loginBodySchema = z.object({
  email: emailField,
  password: requiredText(accountMessages.passwordRequired).pipe(z.string().max(1000, accountMessages.invalidCredentials)),
});

/** POST /api/user/activateEmail. */
export const activateBodySchema = z.object({ activation_token: tokenField });

/** POST /api/user/forgetPassword and POST /api/user/resendActivation. */
export const emailOnlyBodySchema = z.object({ email: emailField });

/** POST /api/user/resetPassword. */
export const resetPasswordBodySchema = z.object({ password: strongPassword, activation_token: tokenField });

/** POST /api/user/updateUserPassword: `password` is the current one, `npassword` the new. */
export const changePasswordBodySchema = z.object({
  password: requiredText(accountMessages.currentPasswordRequired).pipe(z.string().max(1000, accountMessages.currentPasswordWrong)),
  npassword: strongPassword,
});

/** PUT /api/user/updateUserDetails: name, organization and the reminder channels (email is read-only). */
export const profileBodySchema = z.object({
  notifyEmail: z.boolean({ message: "notifyEmail must be true or false." }).optional(),
  notifySms: z.boolean({ message: "notifySms must be true or false." }).optional(),
  notifyWhatsapp: z.boolean({ message: "notifyWhatsapp must be true or false." }).optional(),
  name: nameField,
  organization: z
    .string()
    .nullish()
    .transform((v) => (v ?? "").trim())
    .pipe(z.string().max(ORGANIZATION_MAX, accountMessages.organizationTooLong)),
});

// Browser forms: the same rules, plus the confirmation fields only a form has.

export const registerFormSchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  password: strongPassword,
});

export const loginFormSchema = loginBodySchema;
export const emailFormSchema = emailOnlyBodySchema;

const matchingPasswords = <T extends { newPassword: string; confirmPassword: string }>(value: T, ctx: z.RefinementCtx) => {
  addProblems<T>(ctx, [["confirmPassword", value.confirmPassword && value.newPassword !== value.confirmPassword ? accountMessages.passwordMismatch : undefined]]);
};

export const resetPasswordFormSchema = z
  .object({ newPassword: strongPassword, confirmPassword: requiredText(accountMessages.confirmPasswordRequired) })
  .superRefine(matchingPasswords);

export const changePasswordFormSchema = z
  .object({
    currentPassword: requiredText(accountMessages.currentPasswordRequired),
    newPassword: strongPassword,
    confirmPassword: requiredText(accountMessages.confirmPasswordRequired),
  })
  .superRefine(matchingPasswords);

export const profileFormSchema = profileBodySchema;

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
