import fs from "node:fs";
import { expect, test } from "../support/test";
import { dayFromToday, open, registerLearner, signInAsStaff, suffix } from "./helpers";

test("visitors are sent to login and learners get the 403 screen", async ({ page, browser }) => {
  const response = await page.goto("/admin/courses");
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fadmin%2Fcourses/);
  expect(response?.status()).toBeLessThan(500);
  const api = await page.request.get("/api/admin/courses");
  expect(api.status()).toBe(401);

  const learnerContext = await browser.newContext();
  const learner = await registerLearner(learnerContext.request, "Lena Learner");
  const learnerPage = await learnerContext.newPage();
  await learnerPage.request.post("/api/user/login", { data: { email: learner.email, password: learner.password } });
  await learnerPage.goto("/admin");
  await expect(learnerPage).toHaveURL(/\/forbidden$/);
  await expect(learnerPage.getByRole("heading", { name: "This area is for staff only" })).toBeVisible();
  expect((await learnerPage.request.get("/api/admin/courses")).status()).toBe(403);
  await learnerContext.close();
});

test("staff build a course with a two-module outline, schedule it, enrol a learner; the public site and the learner see it", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const tag = suffix();
  const learnerContext = await browser.newContext();
  const learner = await registerLearner(learnerContext.request, "Nisha Learner");

  await signInAsStaff(page);

  // A category.
  await open(page, "/admin/categories");
  const categoryName = `Platform ${tag}`;
  await page.getByLabel("New category").fill(categoryName);
  await page.getByRole("button", { name: "Add category" }).click();
  await expect(page.getByRole("cell", { name: categoryName, exact: true })).toBeVisible();
  // The form shows the schema's message beside the field.
  await page.getByRole("button", { name: "Add category" }).click();
  await expect(page.getByLabel("New category")).toHaveAccessibleDescription("Category name is required.");

  // A course with a two-module outline.
  const courseTitle = `Platform Engineering ${tag}`;
  await open(page, "/admin/courses/new");
  await page.getByRole("button", { name: "Create course" }).click();
  await expect(page.getByLabel("Title")).toHaveAccessibleDescription("Course title must be at least 3 characters.");
  await page.getByLabel("Title").fill(courseTitle);
  await page.getByLabel("Duration (hours)").fill("32");
  await page.getByLabel("Short description").fill("Build an internal developer platform, end to end.");
  await page.getByLabel(categoryName).check();
  const editor = page.getByRole("textbox", { name: "Overview" });
  await editor.click();
  await editor.pressSequentially("Golden paths for every team.");
  await page.getByRole("button", { name: "+ Add module" }).click();
  await page.getByLabel("Module 1 title").fill("Foundations");
  await page.getByRole("button", { name: "+ Sub-module in module 1" }).click();
  await page.getByLabel("Module 1, sub-module 1 title").fill("What a platform is");
  await page.getByRole("button", { name: "+ Add module" }).click();
  await page.getByLabel("Module 2 title").fill("Self-service infrastructure");
  await page.getByRole("button", { name: "Create course" }).click();
  await expect(page).toHaveURL(/\/admin\/courses\/(?!new$)[a-z0-9]+$/);
  const courseId = page.url().split("/").pop()!;
  await expect(page.getByRole("heading", { level: 1, name: courseTitle })).toBeVisible();

  // The public site shows it at once, with its outline.
  const publicPage = await browser.newPage();
  await publicPage.goto("/training-courses");
  await expect(publicPage.getByRole("link", { name: courseTitle }).first()).toBeVisible();
  await publicPage.getByRole("link", { name: courseTitle }).first().click();
  await expect(publicPage.getByRole("heading", { level: 1, name: courseTitle })).toBeVisible();
  await expect(publicPage.getByText("Foundations").first()).toBeVisible();
  await expect(publicPage.getByText("Self-service infrastructure").first()).toBeVisible();

  // A training of it.
  await open(page, `/admin/trainings/new?courseId=${courseId}`);
  await page.getByLabel("Start date").fill(dayFromToday(0));
  await page.getByLabel("End date").fill(dayFromToday(10));
  await page.getByLabel("Start time").fill("00:00");
  await page.getByLabel("End time").fill("23:59");
  await page.getByLabel("Meeting link").fill(`https://meet.example.com/platform-${tag}`);
  await page.getByRole("button", { name: "Schedule training" }).click();
  await expect(page).toHaveURL(/\/admin\/trainings\/(?!new)[a-z0-9]+$/);
  const trainingId = page.url().split("/").pop()!;

  // Enrol the learner, and an address without an account: staff are told.
  await page.getByLabel("Enrol learners by email").fill(`${learner.email}\nnobody.${tag}@example.com`);
  await page.getByRole("button", { name: "Enrol", exact: true }).click();
  await expect(page.getByText(`Enrolled ${learner.email}.`)).toBeVisible();
  await expect(page.getByText(`No account uses nobody.${tag}@example.com.`)).toBeVisible();
  await expect(page.getByRole("table", { name: "Enrolled learners" }).getByText(learner.email)).toBeVisible();

  // The learner sees the training, with its meeting link.
  const mine = await learnerContext.request.post("/api/user/login", { data: { email: learner.email, password: learner.password } });
  expect(mine.status()).toBe(200);
  const learnerPage = await learnerContext.newPage();
  await learnerPage.goto("/my-learning");
  await expect(learnerPage.getByText(courseTitle).filter({ visible: true }).first()).toBeVisible();
  const enrolments = (await (await learnerContext.request.get("/api/enrollment/getAllEnrollmentsByUserId")).json()) as {
    data: { trainingId: { _id: string; meetingLink?: string } }[];
  };
  expect(enrolments.data.find((e) => e.trainingId._id === trainingId)?.trainingId.meetingLink).toBe(`https://meet.example.com/platform-${tag}`);

  // The learner reviews the course; staff hide the review and it leaves the home page at once.
  const reviewText = `Loved the golden paths ${tag}`;
  const rated = await learnerContext.request.put(`/api/course/updateCourseRating/${courseId}`, { data: { newRating: 4.5, review: reviewText } });
  expect(rated.status(), await rated.text()).toBe(200);
  await publicPage.goto("/");
  await expect(publicPage.getByText(reviewText).first()).toBeAttached();
  await open(page, `/admin/reviews?q=${encodeURIComponent(tag)}`);
  await page.getByRole("button", { name: "Hide the review by Nisha Learner" }).click();
  await expect(page.getByRole("button", { name: "Show the review by Nisha Learner" })).toBeVisible();
  await publicPage.goto("/");
  await expect(publicPage.getByText(reviewText)).toHaveCount(0);
  await learnerContext.close();
  await publicPage.close();
});

test("staff mark an enquiry contacted with a note and export the CSV", async ({ page }) => {
  const tag = suffix();
  const name = `Priya Enquirer ${"abcdefghij"[Math.floor(Math.random() * 10)]}`;
  const message = `We need a Kubernetes batch for 20 people ${tag}`;
  const sent = await page.request.post("/api/contact/postContactMessage", {
    data: {
      contactName: name,
      contactEmail: `priya.${tag}@example.com`,
      contactPhone: "+91 9876543210",
      contactTrainingType: "Enterprise",
      contactMessage: message,
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);

  await signInAsStaff(page);
  await open(page, `/admin/enquiries?q=${tag}`);
  await page.getByRole("link", { name }).click();
  await expect(page).toHaveURL(/\/admin\/enquiries\/[a-z0-9]+$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText(message)).toBeVisible();
  await page.getByLabel("Status").selectOption("contacted");
  await page.getByLabel("Staff note").fill(`Called back ${tag}; sending a quote.`);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Enquiry saved.")).toBeVisible();
  await expect(page.getByRole("main").getByText("contacted", { exact: true })).toBeVisible();

  await open(page, `/admin/enquiries?status=contacted&q=${tag}`);
  await expect(page.getByRole("link", { name })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: /Export CSV/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path())!, "utf8");
  expect(csv.startsWith("\uFEFF")).toBe(true);
  const lines = csv.trim().split("\r\n");
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`"${name}"`);
  expect(lines[1]).toContain('"contacted"');
  expect(lines[1]).toContain(`"Called back ${tag}; sending a quote."`);
  expect(lines[1]).toContain(`"'+91 9876543210"`);
});

test("a category in use can't be deleted: the console says why", async ({ page }) => {
  await signInAsStaff(page);
  await open(page, "/admin/categories");
  const row = page.getByRole("row", { name: /^Cloud / });
  await row.getByRole("button", { name: "Delete Cloud" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete category" });
  await expect(dialog).toContainText("can't be deleted");
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(/"Cloud" is used by \d+ courses/)).toBeVisible();
  await expect(page.getByRole("cell", { name: "Cloud", exact: true })).toBeVisible();
});

test("an uploaded logo is served from /uploads with its type, nosniff and a CSP that runs no script", async ({ page }) => {
  await signInAsStaff(page);
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#4338ca"/></svg>';
  const uploaded = await page.request.post("/api/admin/uploads", {
    multipart: { file: { name: "logo.svg", mimeType: "image/svg+xml", buffer: Buffer.from(svg) } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { data } = (await uploaded.json()) as { data: { url: string } };
  const served = await page.request.get(data.url);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/svg+xml");
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");
  // Uploaded files are served sandboxed: an SVG opened directly can't run script.
  expect(served.headers()["content-security-policy"]).toMatch(/^sandbox;/);
  const evil = await page.request.post("/api/admin/uploads", {
    multipart: { file: { name: "evil.svg", mimeType: "image/svg+xml", buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>') } },
  });
  expect(evil.status()).toBe(400);
});
