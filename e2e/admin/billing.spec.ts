import { writeFileSync } from "node:fs";
import { expect, test } from "../support/test";
import { shoot } from "../support/screens";
import { dayFromToday, open, signInAsStaff, suffix } from "./helpers";

// billing-and-delivery.md §1–§2: staff add an organisation with a training lead (GSTIN checked as they save), and
// price a batch (list price, early bird, group tiers) that the course page then shows.

const screens = "test-results/screenshots";

test("an organisation with a training lead: a wrong GSTIN is refused in words, a valid one sets the state", async ({ page }) => {
  const tag = suffix();
  await signInAsStaff(page);
  await open(page, "/admin/organizations/new");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(`Globex ${tag}`);
  await page.getByLabel("GSTIN").fill("29aaacg1234c1z0");
  await page.getByLabel("Billing address").fill("12 MG Road\nBengaluru 560001");
  await page.getByLabel("Contact 1 name").fill("Priya Lead");
  await page.getByLabel("Contact 1 email").fill(`priya.${tag}@globex.example`);
  await expect(page.getByRole("checkbox", { name: /Training lead/ })).toBeChecked();
  await page.getByRole("button", { name: "Add contact" }).click();
  await page.getByLabel("Contact 2 name").fill("Ravi Finance");
  await page.getByLabel("Contact 2 email").fill(`ravi.${tag}@globex.example`);
  await page.getByRole("button", { name: "Create organisation" }).click();
  await expect(page.getByText("Enter a valid GSTIN.")).toBeVisible();
  await page.getByLabel("GSTIN").fill("29aaacg1234c1z6");
  await page.getByRole("button", { name: "Create organisation" }).click();
  await expect(page).toHaveURL(/\/admin\/organizations\/(?!new)[a-z0-9]+$/);
  await page.locator("html[data-console-ready]").waitFor({ state: "attached" });
  await expect(page.getByRole("heading", { level: 1, name: `Globex ${tag}` })).toBeVisible();
  await expect(page.getByText("GSTIN 29AAACG1234C1Z6")).toBeVisible();
  await expect(page.getByRole("combobox", { name: "State", exact: true })).toHaveValue("29");
  await expect(page.getByText("Account linked")).toHaveCount(1);
  await expect(page.getByText("No bookings yet.")).toBeVisible();
  await shoot(page, `${screens}/billing-organization-form`, { noSidewaysScroll: true });

  // The list finds it by a contact's email.
  await open(page, `/admin/organizations?q=ravi.${tag}`);
  await expect(page.getByRole("link", { name: `Globex ${tag}` })).toBeVisible();
});

test("a batch's prices on its form: the course page shows the early-bird price, the list price struck through and the deadline", async ({ page, browser }) => {
  await signInAsStaff(page);
  const start = dayFromToday(40);
  const until = dayFromToday(20);
  await open(page, "/admin/trainings/new");
  await page.getByRole("combobox", { name: "Course" }).selectOption({ index: 2 });
  await page.getByLabel("Start date").fill(start);
  await page.getByLabel("End date").fill(dayFromToday(44));
  await page.getByLabel("Start time").fill("18:00");
  await page.getByLabel("End time").fill("20:00");
  await page.getByLabel("Time zone").fill("Asia/Kolkata");
  await page.getByLabel("List price").fill("25000");
  await page.getByLabel("Early-bird price").fill("30000");
  await page.getByLabel("Early bird until").fill(until);
  await page.getByLabel("Group tiers").fill("5:10, 10:15");
  await page.getByRole("button", { name: "Schedule training" }).click();
  await expect(page.getByText("The early-bird price must be below the list price.")).toBeVisible();
  await page.getByLabel("Early-bird price").fill("20000");
  await expect(page.getByText("The early-bird price must be below the list price.")).toBeHidden();
  await shoot(page, `${screens}/billing-batch-prices`, { noSidewaysScroll: true });
  await page.getByRole("button", { name: "Schedule training" }).click();
  await expect(page).toHaveURL(/\/admin\/trainings\/(?!new)[a-z0-9]+$/);
  await page.locator("html[data-console-ready]").waitFor({ state: "attached" });
  await expect(page.getByLabel("List price")).toHaveValue("25000");
  await expect(page.getByLabel("Group tiers")).toHaveValue("5:10, 10:15");
  await expect(page.getByLabel("Early-bird price")).toHaveValue("20000");
  const trainingId = page.url().split("/").pop()!;
  const saved = (await (await page.request.get(`/api/admin/trainings/${trainingId}`)).json()) as { data: { courseId: { courseSlug: string } } };

  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  await publicPage.goto(`/training-courses/course/${saved.data.courseId.courseSlug}`);
  const card = publicPage.getByRole("listitem").filter({ hasText: "₹20,000" });
  await expect(card).toContainText("per seat");
  // The struck price says what it is to a screen reader, in visually hidden words.
  await expect(card.locator("s")).toHaveText("list price ₹25,000");
  await expect(card).toContainText("Early bird until");
  await card.scrollIntoViewIfNeeded();
  await shoot(publicPage, `${screens}/billing-course-card`, { noSidewaysScroll: true });
  const scripts = await publicPage.evaluate(() => [...document.querySelectorAll('script[type="application/ld+json"]')].map((el) => el.textContent ?? ""));
  const course = scripts.map((text) => JSON.parse(text) as { "@type": string; offers?: unknown[] }).find((data) => data["@type"] === "Course");
  expect(course?.offers).toContainEqual(
    expect.objectContaining({ price: "20000.00", priceCurrency: "INR", validThrough: until, availability: "https://schema.org/InStock" }),
  );
  // The page as served, for a structured-data validator run outside the test (the closing note names it).
  writeFileSync("test-results/billing-course-page.html", await publicPage.content());
  await visitor.close();
});
