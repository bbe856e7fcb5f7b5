import { expect, test, type APIRequestContext } from "../support/test";
import { dayFromToday, demoCourse, enrolActive, scheduleTraining, staffApi } from "../admin/helpers";
import { logInWithApi, makeLearner } from "../auth/fixtures";

// The learner's own zone: trainings in other zones name theirs.
test.use({ timezoneId: "UTC" });

async function scheduleAndEnrol(api: APIRequestContext, courseId: string, email: string, training: Record<string, string | string[]>) {
  await enrolActive(api, email, (await scheduleTraining(api, courseId, training))._id);
}

test("a learner sees their trainings with badges, dates and times, the LIVE badge, filters them, and reviews a course", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const learner = await makeLearner(page.request, "Kavya Menon");
  const staff = await staffApi(baseURL!);
  const ongoingCourse = await demoCourse(staff, "Ansible for Infrastructure Automation");
  const completedCourse = await demoCourse(staff, "Secure Coding for Developers");
  await scheduleAndEnrol(staff, ongoingCourse._id, learner.email, {
    startDate: dayFromToday(-2),
    endDate: dayFromToday(5),
    startTime: "19:00",
    endTime: "21:00",
    timeZone: "Asia/Kolkata",
    meetingLink: "https://meet.example.com/ansible-live",
  });
  await scheduleAndEnrol(staff, completedCourse._id, learner.email, {
    startDate: "2026-01-05",
    endDate: "2026-01-16",
    startTime: "07:30",
    endTime: "09:00",
    timeZone: "Europe/London",
    days: ["Sat", "Sun"],
    meetingLink: "https://meet.example.com/secure-coding",
  });
  await staff.dispose();

  await logInWithApi(page, learner.email, learner.password);
  await page.goto("/my-learning");
  const rows = page.getByTestId("enrolment-row");
  await expect(rows).toHaveCount(2);

  const ongoing = rows.filter({ hasText: "Ansible for Infrastructure Automation" });
  await expect(ongoing.locator("[data-status=Ongoing]")).toBeVisible();
  await expect(ongoing.getByText("LIVE", { exact: true })).toBeVisible();
  const [sy, sm, sd] = dayFromToday(-2).split("-");
  await expect(ongoing).toContainText(`${sd}/${sm}/${sy}`);
  await expect(ongoing).toContainText("7:00 PM – 9:00 PM");
  // Join goes through /join/{trainingId}, which records attendance and redirects to the meeting link.
  await expect(ongoing.getByRole("link", { name: /^Join/ })).toHaveAttribute("href", /^\/join\/[A-Za-z0-9]+$/);

  const completed = rows.filter({ hasText: "Secure Coding for Developers" });
  await expect(completed.locator("[data-status=Completed]")).toBeVisible();
  await expect(completed).toContainText("05/01/2026");
  await expect(completed).toContainText("16/01/2026");
  // The learner's browser is in UTC, so the London training names its zone.
  // A weekend batch says so (sales-and-batches.md §3).
  await expect(completed).toContainText("Sat & Sun, 7:30 AM – 9:00 AM (GMT)");
  await expect(completed.getByText("LIVE", { exact: true })).toHaveCount(0);

  // /account: the LIVE badge and the status filter.
  await page.goto("/account");
  const items = page.getByTestId("my-learning-item");
  await expect(items).toHaveCount(2);
  await expect(items.filter({ hasText: "Ansible" }).getByText("LIVE", { exact: true })).toBeVisible();
  await page.getByRole("tab", { name: "Completed" }).click();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText("Secure Coding for Developers");
  await page.getByRole("tab", { name: "Cancelled" }).click();
  await expect(page.getByText("There is no classes")).toBeVisible();

  // The private calendar feed: created from /account, subscribed by URL, revocable.
  await page.getByRole("button", { name: "Create my calendar link" }).click();
  const feedUrl = await page.getByLabel("Your calendar feed link").inputValue();
  const feed = await page.request.get(feedUrl);
  expect(feed.headers()["content-type"]).toContain("text/calendar");
  const ics = await feed.text();
  expect(ics).toContain("BEGIN:VTIMEZONE");
  expect(ics).toContain("SUMMARY:Ansible for Infrastructure Automation (live training)");
  // Daily until the last session ends (21:00 in Kolkata is 15:30 UTC), every weekday (sales-and-batches.md §3).
  expect(ics).toContain(`RRULE:FREQ=DAILY;UNTIL=${dayFromToday(5).replace(/-/g, "")}T153000Z`);
  await page.getByRole("button", { name: "Turn off" }).click();
  await expect(page.getByRole("button", { name: "Create my calendar link" })).toBeVisible();
  expect((await page.request.get(feedUrl)).status()).toBe(404);

  // Add Review: a rating is required, then it shows on the course page under the account's name.
  await page.goto("/my-learning");
  await completed.getByRole("button", { name: /Add Review/ }).click();
  const dialog = page.getByRole("dialog", { name: "Add review" });
  await dialog.getByLabel("Your review").fill("The threat-modelling lab changed how our team reviews pull requests.");
  await dialog.getByRole("button", { name: "Submit review" }).click();
  await expect(dialog.getByText("Please provide a rating before submitting.")).toBeVisible();
  await dialog.getByText("4.5 stars", { exact: true }).click({ force: true });
  await dialog.getByRole("button", { name: "Submit review" }).click();
  await expect(page.getByText("Thank you! Your review has been saved.")).toBeVisible();
  await expect(completed.getByRole("button", { name: /Edit Review/ })).toBeVisible();

  await page.goto(`/training-courses/course/${completedCourse.courseSlug}`);
  const review = page.getByTestId("course-review").filter({ hasText: "Kavya Menon" });
  await expect(review).toContainText("The threat-modelling lab changed how our team reviews pull requests.");
  await expect(review.getByRole("img", { name: "Rated 4.5 out of 5" })).toBeVisible();
});

test("a visitor is sent to login from My Learning", async ({ page }) => {
  await page.goto("/my-learning");
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fmy-learning/);
});
