import { expect, test } from "../support/test";
import { dayFromToday, demoCourse, enrolActive, scheduleTraining, staffApi } from "../admin/helpers";
import { logInWithApi, makeLearner } from "../auth/fixtures";
import { shoot } from "../support/screens";

// The Join button outside the window (sales-and-batches.md §4): /join/{id} sends the learner to its waiting page,
// a page of the site saying when the next session opens; without an enrolment it is the 404 page.
const screens = "test-results/screens";

test("Join before the window lands on the waiting page; a learner not enrolled gets the 404 page", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const learner = await makeLearner(page.request, "Ravi Early");
  const staff = await staffApi(baseURL!);
  const course = await demoCourse(staff, "Ansible for Infrastructure Automation");
  const { _id: trainingId } = await scheduleTraining(staff, course._id, {
    startDate: dayFromToday(3),
    endDate: dayFromToday(5),
    startTime: "19:00",
    endTime: "21:00",
    timeZone: "Asia/Kolkata",
    meetingLink: "https://meet.example.com/join-waiting",
  });
  await enrolActive(staff, learner.email, trainingId);
  await staff.dispose();

  await logInWithApi(page, learner.email, learner.password);
  const answer = await page.goto(`/join/${trainingId}`);
  await expect(page).toHaveURL(`${baseURL}/join/${trainingId}/waiting`);
  expect(answer!.status()).toBe(200);
  expect(answer!.headers()["cache-control"]).toContain("no-store");
  await expect(page.getByRole("heading", { level: 1, name: "The session is not open yet" })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main).toContainText("The next session of Ansible for Infrastructure Automation opens for joining at 6:45 pm on");
  await expect(main).toContainText("(Asia/Kolkata)");
  await expect(main.getByRole("link", { name: "Try again" })).toHaveAttribute("href", `/join/${trainingId}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  // The site's own frame: its header and footer around the notice.
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await shoot(page, `${screens}/join-waiting`, { noSidewaysScroll: true });
  await main.getByRole("link", { name: "Back to My Learning" }).click();
  await expect(page).toHaveURL(/\/my-learning$/);

  // Someone else, signed in but not enrolled: the 404 page, the same words as any other.
  const stranger = await browser.newContext({ baseURL });
  const strangerPage = await stranger.newPage();
  const other = await makeLearner(strangerPage.request, "Sunil Stranger");
  await logInWithApi(strangerPage, other.email, other.password);
  const refused = await strangerPage.goto(`/join/${trainingId}`);
  expect(refused!.status()).toBe(404);
  await expect(strangerPage.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await stranger.close();

  // A visitor signs in first.
  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/join/${trainingId}`);
  await expect(visitorPage).toHaveURL(`${baseURL}/auth/login?redirect=${encodeURIComponent(`/join/${trainingId}`)}`);
  await visitor.close();
});
