import { expect, test } from "@playwright/test";

// Issue 9: public pages come from the server's page cache after their first rendering. A cached page carries a
// policy of script hashes instead of a nonce: it must run exactly as a freshly rendered one, with no CSP refusal.
for (const path of ["/", "/training-courses", "/contact"]) {
  test(`${path} from the page cache hydrates and runs with its hashed policy`, async ({ page, request }) => {
    await request.get(path);
    await expect.poll(async () => (await request.get(path)).headers()["x-page-cache"], { timeout: 10_000 }).toBe("hit");

    const refused: string[] = [];
    page.on("console", (message) => {
      if (/Content.Security.Policy|Refused to (execute|load)/i.test(message.text())) refused.push(message.text());
    });
    const response = await page.goto(path);
    expect(response!.headers()["x-page-cache"]).toBe("hit");
    expect(response!.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
    // Hydrated: the navigation's client code answers.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    expect(refused).toEqual([]);
  });
}

test("a signed-in visitor never gets the cached page", async ({ request }) => {
  await request.get("/about-us");
  const signedIn = await request.get("/about-us", { headers: { cookie: "tp_session=not-a-real-session" } });
  expect(signedIn.headers()["x-page-cache"]).toBeUndefined();
});
