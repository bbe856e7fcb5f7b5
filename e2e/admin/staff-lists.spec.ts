import { expect, test } from "../support/test";
import { shoot } from "../support/screens";
import { open, signInAsStaff, suffix } from "./helpers";

// The staff list kit (issue 27, issue 20 item 4): pages of a list keep their filters across Next page and
// Previous, a bad query value falls back to its default, and the API answers a page with its cursors.

const screens = "test-results/screens/staff-list";

test("organisations page 2 at a time with their search kept; Previous comes back; the API pages by default", async ({ page }) => {
  await signInAsStaff(page);
  const tag = `Pager ${suffix()}`;
  for (const n of [1, 2, 3]) {
    const made = await page.request.post("/api/admin/organizations", { data: { name: `${tag} ${n}`, country: "IN", stateCode: "29", contacts: [] } });
    expect(made.status(), await made.text()).toBe(201);
  }
  await open(page, `/admin/organizations?q=${encodeURIComponent(tag)}&limit=2`);
  const table = page.getByRole("table", { name: "Organisations" });
  await expect(table.getByRole("link", { name: `${tag} 1` })).toBeVisible();
  await expect(table.getByRole("link", { name: `${tag} 2` })).toBeVisible();
  await expect(table.getByRole("link", { name: `${tag} 3` })).toHaveCount(0);
  await shoot(page, `${screens}-organizations`);
  await page.getByRole("link", { name: "Next page" }).click();
  await expect(table.getByRole("link", { name: `${tag} 3` })).toBeVisible();
  await expect(page).toHaveURL(/q=Pager/);
  await expect(page.getByRole("link", { name: "Next page" })).toHaveCount(0);
  await page.getByRole("link", { name: "Previous" }).click();
  await expect(table.getByRole("link", { name: `${tag} 1` })).toBeVisible();

  const api = await (await page.request.get(`/api/admin/organizations?q=${encodeURIComponent(tag)}&limit=2`)).json();
  expect(api).toMatchObject({ success: true, limit: 2, prev: null });
  expect(api.data).toHaveLength(2);
  const next = await (await page.request.get(`/api/admin/organizations?q=${encodeURIComponent(tag)}&limit=2&after=${api.next}`)).json();
  expect(next.data.map((o: { name: string }) => o.name)).toEqual([`${tag} 3`]);
  expect(next.next).toBeNull();
  const whole = await (await page.request.get(`/api/admin/organizations?q=${encodeURIComponent(tag)}&all=true`)).json();
  expect(whole.data).toHaveLength(3);
  expect(whole.next).toBeUndefined();
  const csv = await page.request.get(`/api/admin/organizations?q=${encodeURIComponent(tag)}&format=csv`);
  expect(csv.headers()["content-disposition"]).toBe('attachment; filename="organisations.csv"');
  expect(await csv.text()).toContain(`"${tag} 3"`);
});

test("a bad value in a list's address shows the list with its default, never an error", async ({ page }) => {
  await signInAsStaff(page);
  for (const url of [
    "/admin/bookings?status=nonsense&limit=abc&after=%%%",
    "/admin/quotes?status=zzz&before=bad",
    "/admin/payment-proofs?status=maybe",
    "/admin/discount-codes?state=x",
    "/admin/trainers?limit=0",
  ]) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(200);
    await expect(page.getByRole("table")).toBeVisible();
  }
  await open(page, "/admin/bookings");
  await shoot(page, `${screens}-bookings`);
  expect((await page.request.get("/api/admin/bookings?after=bad")).status()).toBe(400);
});
