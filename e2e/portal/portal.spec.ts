import { expect, test } from "../support/test";
import { PASSWORD, field, logInWithApi, logInWithForm, makeLearner, watchCsp } from "../auth/fixtures";

test("a protected page bounces to login and comes back after signing in", async ({ page, request }) => {
  const learner = await makeLearner(request);
  await page.goto("/my-learning");
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fmy-learning$/);
  await logInWithForm(page, learner.email);
  await expect(page).toHaveURL(/\/my-learning$/, { timeout: 10_000 });
  await expect(page.getByRole("heading", { level: 1, name: "My Learning" })).toBeVisible();
  await expect(page.getByText("There is no classes")).toBeVisible();
});

test("/account: greeting, My Learning with its status filter, the profile card; signed-in pages are not stored", async ({ page, request }) => {
  const csp = watchCsp(page);
  const learner = await makeLearner(request, "Farah Khan");
  await logInWithApi(page, learner.email);
  const response = await page.goto("/account");
  expect(response!.headers()["cache-control"]).toContain("no-store");
  const policy = response!.headers()["content-security-policy"]!;
  expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  // Next puts this response's nonce on its scripts.
  const nonce = /'nonce-([^']+)'/.exec(policy)![1]!;
  expect(await page.locator(`script[nonce]`).count()).toBeGreaterThan(0);
  // Every script the page was sent with; chunks loaded later (the navigation's profile menu) come from a trusted
  // script, which 'strict-dynamic' allows without a nonce (the policy-refusal check below would catch one).
  const sent = [...(await response!.text()).matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !tag.includes('type="application/ld+json"'));
  expect(sent.length).toBeGreaterThan(0);
  expect(sent.filter((tag) => !tag.includes(`nonce="${nonce}"`))).toEqual([]);

  await expect(page.getByTestId("session-check")).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: /^Good (Morning|Afternoon|Evening|Night), Farah$/ })).toBeVisible();
  const filters = page.getByRole("tablist", { name: "Filter my trainings by status" });
  for (const name of ["All", "Upcoming", "Ongoing", "Completed", "Cancelled"]) await expect(filters.getByRole("tab", { name })).toBeVisible();
  await filters.getByRole("tab", { name: "Completed" }).click();
  await expect(page.getByText("There is no classes")).toBeVisible();
  await expect(page.getByTestId("member-since")).toHaveText(/^Member since \d{1,2} [A-Z][a-z]+ \d{4}$/);
  await expect(page.getByText(learner.email)).toBeVisible();
  expect(csp).toEqual([]);
});

test("edit the profile: name and organization change, the email is read-only", async ({ page, request }) => {
  const learner = await makeLearner(request);
  await logInWithApi(page, learner.email);
  await page.goto("/account/edit");
  await expect(field(page, "Email")).toHaveAttribute("readonly", "");
  await expect(field(page, "Email")).toHaveValue(learner.email);
  await field(page, "Full name").fill("R2");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Username must be between 3 and 30 characters.")).toBeVisible();
  await field(page, "Full name").fill("Rohan Mehta");
  await field(page, "Organization").fill("Acme Cloud");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Profile updated successfully.")).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { level: 2, name: "Rohan Mehta" })).toBeVisible();
  await expect(page.getByText("Acme Cloud")).toBeVisible();
});

test("change the password: every session ends and the old password stops working", async ({ page, request }) => {
  const learner = await makeLearner(request);
  await logInWithApi(page, learner.email);
  await page.goto("/account-settings");
  await field(page, "Current password").fill(PASSWORD);
  await field(page, "New password").fill("Chang3d!pass");
  await field(page, "Confirm new password").fill("Chang3d!pasx");
  await page.getByRole("button", { name: "Update password" }).click();
  await expect(page.getByText("New Password and Confirm Password do not match.")).toBeVisible();
  await field(page, "Confirm new password").fill("Chang3d!pass");
  await page.getByRole("button", { name: "Update password" }).click();
  await expect(page.getByText("Password updated successfully.")).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/, { timeout: 10_000 });
  expect(await page.evaluate(() => localStorage.getItem("isLoggedIn"))).toBeNull();

  await page.goto("/account");
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Faccount$/);
  await logInWithForm(page, learner.email, PASSWORD);
  await expect(page.getByText("Invalid email or password.")).toBeVisible();
  await logInWithForm(page, learner.email, "Chang3d!pass");
  await expect(page).toHaveURL(/\/account$/, { timeout: 10_000 });
});

test("a session revoked while the page is open: the next navigation signs out locally and goes to login", async ({ page, request }) => {
  const learner = await makeLearner(request);
  await logInWithApi(page, learner.email);
  await page.goto("/account");
  await page.evaluate(() => localStorage.setItem("isLoggedIn", "true"));
  await expect(page.getByTestId("session-check")).toBeHidden();
  // The same browser's cookie, revoked on the server behind the page's back.
  expect((await page.request.post("/api/user/logout")).status()).toBe(200);
  await page.getByRole("navigation", { name: "Your account" }).getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Faccount-settings$/);
  expect(await page.evaluate(() => localStorage.getItem("isLoggedIn"))).toBeNull();
});

test("log out with the confirmation", async ({ page, request }) => {
  const learner = await makeLearner(request, "Nikhil Rao");
  await logInWithApi(page, learner.email);
  await page.goto("/account");
  await page.getByRole("button", { name: /Nikhil Rao.*profile menu/ }).click();
  await page.getByRole("button", { name: "Logout" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Are you sure you want to logout?");
  await confirm.getByRole("button", { name: /^(Yes|Logout)/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Login" }).first()).toBeVisible();
  await page.goto("/account");
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Faccount$/);
});
