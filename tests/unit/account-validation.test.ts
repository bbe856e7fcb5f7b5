import { describe, expect, it } from "vitest";
import { PASSWORD_TOO_COMMON_MESSAGE, PASSWORD_TOO_LONG_MESSAGE } from "@/lib/validation/password";
import {
  accountMessages as m,
  changePasswordBodySchema,
  changePasswordFormSchema,
  formatCountdown,
  greetingFor,
  loginBodySchema,
  otpCodeSchema,
  otpVerifyBodySchema,
  profileBodySchema,
  registerBodySchema,
  registerFormSchema,
  resetPasswordBodySchema,
  resetPasswordFormSchema,
  otpProblem,
  safeRedirectPath,
} from "@/lib/validation/account";

const STRONG = "Str0ng!pw";
const firstMessage = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }, field?: string) =>
  result.success ? undefined : result.error!.issues.find((i) => field === undefined || i.path[0] === field)?.message;

const validRegistration = { name: "Asha Verma", email: "asha@example.com", phone: "9876543210", password: STRONG };

describe("registration rules (spec §5)", () => {
  it.each([
    ["name", "", "Username is required."],
    ["name", "Al", "Username must be between 3 and 30 characters."],
    ["name", "A".repeat(31), "Username must be between 3 and 30 characters."],
    ["name", "Asha 2", "Username can only contain letters and spaces (no numbers or special characters)."],
    ["email", "", "Email is required."],
    ["email", "asha.example.com", "Email must contain '@' symbol."],
    ["email", "asha@example", "Email format is invalid."],
    ["email", `${"a".repeat(65)}@example.com`, "Email format is invalid."],
    ["email", "as(ha)@example.com", "Local part contains invalid characters."],
    ["phone", "", m.phoneTenDigits],
    ["phone", "98765", m.phoneTenDigits],
    ["phone", "98765432101", m.phoneTenDigits],
    ["phone", "98765abcde", m.phoneTenDigits],
    ["phone", "9999999999", "Invalid or fake phone number."],
    ["password", "", "Use strong password: 1 number, 1 uppercase, 1 lowercase, 1 special character"],
    ["password", "Ab1!", "Use strong password: 1 number, 1 uppercase, 1 lowercase, 1 special character"],
    ["password", "abcdef1!", "Use strong password: 1 number, 1 uppercase, 1 lowercase, 1 special character"],
    ["password", "ABCDEF1!", "Use strong password: 1 number, 1 uppercase, 1 lowercase, 1 special character"],
    ["password", "Abcdefg!", "Use strong password: 1 number, 1 uppercase, 1 lowercase, 1 special character"],
    ["password", "Abcdef12", "Use strong password: 1 number, 1 uppercase, 1 lowercase, 1 special character"],
    ["password", `Aa1!${"x".repeat(69)}`, PASSWORD_TOO_LONG_MESSAGE],
    ["password", "P@ssw0rd", PASSWORD_TOO_COMMON_MESSAGE],
  ])("%s = %j → %s", (field, value, message) => {
    for (const schema of [registerBodySchema, registerFormSchema]) {
      expect(firstMessage(schema.safeParse({ ...validRegistration, [field]: value }), field)).toBe(message);
    }
  });

  it("accepts a valid registration and normalises it", () => {
    const parsed = registerBodySchema.parse({ ...validRegistration, name: "  Asha   Verma ", email: " Asha@Example.com " });
    expect(parsed).toEqual({ ...validRegistration, name: "Asha Verma", email: "asha@example.com" });
  });

  it("drops fields a body must not set (no mass assignment)", () => {
    const parsed = registerBodySchema.parse({ ...validRegistration, role: "staff", activatedAt: "2020-01-01", _id: "x" });
    expect(Object.keys(parsed).sort()).toEqual(["email", "name", "password", "phone"]);
  });

  it.each([
    [{ otp: "" }, "Enter OTP"],
    [{ otp: "12345" }, m.otpFailed],
    [{ otp: "12a456" }, m.otpFailed],
  ])("OTP field %j → %s", (value, message) => {
    expect(firstMessage(otpCodeSchema.safeParse(value))).toBe(message);
    // The registration modal checks with the zod-free rule (the page loads without zod): the same words.
    expect(otpProblem(value.otp)).toBe(message);
  });

  it("the zod-free OTP rule takes six digits, spaces around them ignored", () => {
    expect(otpProblem(" 123456 ")).toBeUndefined();
  });

  it.each([
    [{ phonenumber: "9876543210", ver_id: "abc", otp_code: "" }, "Enter OTP"],
    [{ phonenumber: "9876543210", ver_id: "abc", otp_code: "1234567" }, m.otpFailed],
    [{ phonenumber: "98765", ver_id: "abc", otp_code: "123456" }, m.phoneTenDigits],
  ])("otp-verify body %j → %s", (value, message) => {
    expect(firstMessage(otpVerifyBodySchema.safeParse(value))).toBe(message);
  });
});

describe("reset password rules (spec §5)", () => {
  it.each([
    [{ newPassword: STRONG, confirmPassword: "Other1!pw" }, "confirmPassword", "New Password and Confirm Password do not match."],
    [{ newPassword: "weak", confirmPassword: "weak" }, "newPassword", "Use strong password: 1 number, 1 uppercase, 1 lowercase, 1 special character"],
    [{ newPassword: STRONG, confirmPassword: "" }, "confirmPassword", m.confirmPasswordRequired],
  ])("form %j → %s: %s", (value, field, message) => {
    expect(firstMessage(resetPasswordFormSchema.safeParse(value), field)).toBe(message);
  });

  it.each([
    [{ password: "weak", activation_token: "t" }, "Use strong password: 1 number, 1 uppercase, 1 lowercase, 1 special character"],
    [{ password: STRONG, activation_token: "" }, m.tokenMissing],
    [{ password: STRONG }, m.tokenMissing],
  ])("body %j → %s", (value, message) => {
    expect(firstMessage(resetPasswordBodySchema.safeParse(value))).toBe(message);
  });

  it("accepts matching strong passwords", () => {
    expect(resetPasswordFormSchema.safeParse({ newPassword: STRONG, confirmPassword: STRONG }).success).toBe(true);
  });
});

describe("change password rules (spec §5)", () => {
  it.each([
    [{ currentPassword: "", newPassword: STRONG, confirmPassword: STRONG }, "currentPassword", m.currentPasswordRequired],
    [{ currentPassword: "Old1!pw", newPassword: STRONG, confirmPassword: "Str0ng!px" }, "confirmPassword", "New Password and Confirm Password do not match."],
    [
      { currentPassword: "Old1!pw", newPassword: "abc", confirmPassword: "abc" },
      "newPassword",
      "Use strong password: 1 number, 1 uppercase, 1 lowercase, 1 special character",
    ],
  ])("form %j → %s: %s", (value, field, message) => {
    expect(firstMessage(changePasswordFormSchema.safeParse(value), field)).toBe(message);
  });

  it.each([
    [{ password: "", npassword: STRONG }, m.currentPasswordRequired],
    [{ password: "Old1!pw", npassword: "abc" }, "Use strong password: 1 number, 1 uppercase, 1 lowercase, 1 special character"],
  ])("body %j → %s", (value, message) => {
    expect(firstMessage(changePasswordBodySchema.safeParse(value))).toBe(message);
  });
});

describe("profile rules (spec §5)", () => {
  it.each([
    [{ name: "" }, "Username is required."],
    [{ name: "Jo" }, "Username must be between 3 and 30 characters."],
    [{ name: "J0hn" }, "Username can only contain letters and spaces (no numbers or special characters)."],
    [{ name: "John Doe", organization: "x".repeat(101) }, m.organizationTooLong],
  ])("%j → %s", (value, message) => {
    expect(firstMessage(profileBodySchema.safeParse(value))).toBe(message);
  });

  it("organization is optional; email, role and ids are never read", () => {
    expect(profileBodySchema.parse({ name: "John Doe", email: "x@y.z", role: "staff", _id: "1" })).toEqual({ name: "John Doe", organization: "" });
  });
});

describe("login body", () => {
  it.each([
    [{ email: "", password: "x" }, "Email is required."],
    [{ email: "a@b.co", password: "" }, m.passwordRequired],
  ])("%j → %s", (value, message) => {
    expect(firstMessage(loginBodySchema.safeParse(value))).toBe(message);
  });

  it("does not apply the strength rule to a sign-in", () => {
    expect(loginBodySchema.safeParse({ email: "a@b.co", password: "x" }).success).toBe(true);
  });
});

describe("greeting by time of day (spec §9)", () => {
  it.each([
    [0, "Good Night"],
    [4, "Good Night"],
    [5, "Good Morning"],
    [11, "Good Morning"],
    [12, "Good Afternoon"],
    [15, "Good Afternoon"],
    [16, "Good Evening"],
    [19, "Good Evening"],
    [20, "Good Night"],
    [23, "Good Night"],
  ])("%i h → %s", (hour, greeting) => {
    expect(greetingFor(hour)).toBe(greeting);
  });
});

describe("OTP countdown formatting (spec §9)", () => {
  it.each([
    [119, "1:59"],
    [120, "2:00"],
    [60, "1:00"],
    [59, "0:59"],
    [5, "0:05"],
    [0, "0:00"],
    [-3, "0:00"],
  ])("%i s → %s", (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});

describe("where a sign-in may lead", () => {
  it.each([
    ["/my-learning", "/my-learning"],
    ["/account/edit?x=1", "/account/edit?x=1"],
    [undefined, "/account"],
    ["", "/account"],
    ["//evil.example/x", "/account"],
    ["/\\evil.example", "/account"],
    ["https://evil.example", "/account"],
    ["javascript:alert(1)", "/account"],
    ["/auth/login", "/account"],
  ])("%j → %s", (raw, target) => {
    expect(safeRedirectPath(raw)).toBe(target);
  });
});
