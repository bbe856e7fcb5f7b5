import { expect, test } from "../support/test";
import { latestMail, latestSms, linkIn } from "../support/inbox";
import { ACTIVATION_LINK, PASSWORD, RESET_LINK, codeIn, field, logInWithApi, logInWithForm, makeLearner, newEmail, newPhone, watchCsp } from "./fixtures";

test("register with the OTP modal, activate from the mail, log in", async ({ page }) => {
  const csp = watchCsp(page);
  const email = newEmail("journey");
  const phone = newPhone();
  await page.goto("/auth/register");
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();

  await field(page, "Full name").fill("Kavya Nair");
  await field(page, "Email").fill(email);
  const register = page.getByRole("button", { name: "Register" });
  await expect(register).toBeDisabled();
  await expect(page.getByTestId("verify-hint")).toHaveText("Please verify phone number");

  await field(page, "Phone number").fill("12345");
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(page.getByText("Enter Phone No. & number should be 10 digit")).toBeVisible();

  await field(page, "Phone number").fill(phone);
  await page.getByRole("button", { name: "Send OTP" }).click();
  const dialog = page.getByRole("dialog", { name: "Verify your phone number" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("otp-countdown")).toHaveText(/^1:5\d$/);
  await expect(dialog.getByRole("button", { name: "Resend OTP" })).toBeDisabled();

  await dialog.getByRole("button", { name: "Verify" }).click();
  await expect(dialog.getByText("Enter OTP", { exact: true })).toBeVisible();
  const code = codeIn((await latestSms(`+91${phone}`)).body);
  await dialog.getByLabel("OTP").fill(code === "000000" ? "111111" : "000000");
  await dialog.getByRole("button", { name: "Verify" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Verification failed. Please try again.");

  await dialog.getByLabel("OTP").fill(code);
  await dialog.getByRole("button", { name: "Verify" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Verified", { exact: true })).toBeVisible();
  await expect(field(page, "Phone number")).toHaveAttribute("readonly", "");

  await field(page, "Password").fill("weakpass");
  await expect(register).toBeEnabled();
  await register.click();
  await expect(page.getByText("Use strong password: 1 number, 1 uppercase, 1 lowercase, 1 special character")).toBeVisible();
  await field(page, "Password").fill(PASSWORD);
  await register.click();
  await expect(page.getByText("Registration successful! Please check your email to activate your account.")).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/, { timeout: 10_000 });

  // Not activated yet: no session, the same refusal as a wrong password, and a way to resend.
  await logInWithForm(page, email);
  await expect(page.getByText("Just registered? Your account is not activated yet. Please check your email for the activation link.").first()).toBeVisible();
  const resentAt = new Date().toISOString();
  await page.getByRole("button", { name: "Resend activation email" }).click();
  await expect(page.getByText(/we have sent a new activation link/)).toBeVisible();

  // Only the newest link works: the resend made the first one useless.
  const link = linkIn(await latestMail(email, /Activate/, resentAt), ACTIVATION_LINK);
  await page.goto(link);
  await expect(page.getByText("Activating your account…").first()).toBeVisible();
  await expect(page.getByText("Your account has been activated. You can now log in.")).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/auth\/login$/, { timeout: 15_000 });

  await logInWithForm(page, email);
  await expect(page.getByText("Login successfully done!")).toBeVisible();
  await expect(page).toHaveURL(/\/account$/, { timeout: 10_000 });
  await expect(page.getByRole("heading", { level: 1, name: /^Good (Morning|Afternoon|Evening|Night), Kavya$/ })).toBeVisible();
  // The session cookie is HttpOnly: page scripts never see it.
  expect(await page.evaluate(() => document.cookie)).not.toContain("tp_session");
  expect(await page.evaluate(() => localStorage.getItem("isLoggedIn"))).toBe("true");

  // Opening the used link again fails in red.
  await page.goto(link);
  await expect(page.getByTestId("activation-error")).toHaveText("This activation link is invalid or has expired. Please request a new one.", {
    timeout: 15_000,
  });
  await expect(page.getByTestId("activation-error")).toHaveClass(/\btext-red-700\b/);
  expect(csp).toEqual([]);
});

test("forget the password and reset it from the mail", async ({ page, request }) => {
  const learner = await makeLearner(request);
  await page.goto("/auth/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/auth\/forget-password$/);
  await field(page, "Email").fill(learner.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "If an account exists for that email" })).toBeVisible();

  const link = linkIn(await latestMail(learner.email, /Reset/), RESET_LINK);
  const response = await page.goto(link);
  expect(response!.headers()["referrer-policy"]).toBe("no-referrer");
  await field(page, "New password").fill("N3w!e2e-pass");
  await field(page, "Confirm password").fill("N3w!e2e-pasz");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByText("New Password and Confirm Password do not match.")).toBeVisible();
  await field(page, "Confirm password").fill("N3w!e2e-pass");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByText("Your password has been reset. Please log in with your new password.").first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/, { timeout: 10_000 });

  await logInWithForm(page, learner.email, PASSWORD);
  await expect(page.getByText("Invalid email or password.")).toBeVisible();
  await logInWithForm(page, learner.email, "N3w!e2e-pass");
  await expect(page).toHaveURL(/\/account$/, { timeout: 10_000 });
});

test("a signed-in visitor on the login page is told so and sent to /account", async ({ page, request }) => {
  const learner = await makeLearner(request);
  await logInWithApi(page, learner.email);
  await page.goto("/auth/login");
  await expect(page.getByText("You are already logged in.").first()).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
});
