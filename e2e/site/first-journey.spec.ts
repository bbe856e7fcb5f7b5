import { expect, test } from "../support/test";

test("the home page lists the demo courses and a course page opens from its slug", async ({ page }) => {
  await page.goto("/");
  const links = page.getByRole("link", { name: "Docker and Kubernetes Fundamentals" });
  await expect(links.first()).toBeVisible();
  await links.first().click();
  await expect(page).toHaveURL(/\/training-courses\/course\/docker-and-kubernetes-fundamentals-[a-z0-9]+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Docker and Kubernetes Fundamentals" })).toBeVisible();
});

test("a course slug whose id is unknown answers 404", async ({ page }) => {
  const response = await page.goto("/training-courses/course/no-such-course-000000000000000000000000");
  expect(response?.status()).toBe(404);
});
