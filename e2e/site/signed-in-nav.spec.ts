import { expect, test } from "../support/test";
import { logInWithApi, makeLearner } from "../auth/fixtures";
import { allPublicPages } from "./helpers";

// Issue 26: the navigation is server HTML with the session as a client island; a signed-in learner still sees
// their name in it on every page, at desktop width in the bar and on a phone in the mobile menu.
test("a signed-in learner sees their name in the navigation on every page", async ({ page, request }) => {
  test.setTimeout(120_000);
  const learner = await makeLearner(request, "Island Learner");
  await logInWithApi(page, learner.email);
  const pages = [...(await allPublicPages(page)), "/account", "/my-learning"];
  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByRole("banner").getByRole("button", { name: /Island Learner.*profile menu/ }), path).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" }), path).toBeHidden();
  }
  // Moving between pages in the browser keeps the name (the layout's island is not drawn again).
  await page.goto("/about-us");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact", exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("banner").getByRole("button", { name: /Island Learner.*profile menu/ })).toBeVisible();

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/training-courses");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("banner").getByText("Signed in as")).toContainText("Island Learner");
});
