import { z } from "zod";
import { accountMessages, registrationPhoneProblem } from "./account-rules";
import { contactFormMessages as contactMessages, emailProblem, nameProblem } from "./contact-rules";
import { PASSWORD_STRENGTH_MESSAGE, passwordSchema } from "./password";

export * from "./account-rules";

const text = (message: string) => z.string({ message }).default("");
const ORGANIZATION_MAX = 100;

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
  addProblems<T>(ctx, [
    ["confirmPassword", value.confirmPassword && value.newPassword !== value.confirmPassword ? accountMessages.passwordMismatch : undefined],
  ]);
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
