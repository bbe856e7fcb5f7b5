import { expect, test } from "../support/test";

test("the home page lists the demo courses and a course page opens from its slug", async ({ page }) => {
  await page.goto("/");
  // The sliders add their later courses as they near the viewport: the visitor scrolls down the page, half a screen
  // a frame apart (a jump to the end would pass them by).
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((next) => requestAnimationFrame(() => requestAnimationFrame(next)));
    }
  });
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
