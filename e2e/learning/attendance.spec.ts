import fs from "node:fs";
import path from "node:path";
import { expect, test } from "../support/test";
import { dayFromToday, demoCourse, enrolActive, open, runningNow, scheduleTraining, signInAsStaff, staffApi } from "../admin/helpers";
import { logInWithApi, makeLearner } from "../auth/fixtures";
import { shoot } from "../support/screens";

// The proof-of-learning journey (sales-and-batches.md §4): a learner joins a live session from My Learning and
// lands on the meeting; staff see it in the attendance grid; staff move the batch into the past, and within the
// job's interval the certificate appears on /account and verifies publicly.
const screens = "test-results/screens";
const MEETING = "https://meet.example.com/attendance-live";

/** HH:MM in Kolkata, `minutes` from now. */
const kolkataTime = (minutes: number) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Kolkata", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(
    new Date(Date.now() + minutes * 60_000),
  );

test("a learner joins a live session, staff see it, the batch completes and the certificate verifies", async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  fs.mkdirSync(screens, { recursive: true });
  // Sessions from 00:00 to 23:59 in Kolkata, yesterday to tomorrow: today's is running now.
  const learner = await makeLearner(page.request, "Meera Attendee");
  const staff = await staffApi(baseURL!);
  const course = await demoCourse(staff, "Ansible for Infrastructure Automation");
  const { _id: trainingId } = await scheduleTraining(staff, course._id, { ...runningNow(1), meetingLink: MEETING });
  await enrolActive(staff, learner.email, trainingId);

  // The learner clicks Join now on My Learning: a new tab goes through /join/{id} to the meeting.
  await logInWithApi(page, learner.email, learner.password);
  await page.goto("/my-learning");
  const row = page.getByTestId("enrolment-row").filter({ hasText: "Ansible for Infrastructure Automation" });
  const join = row.getByRole("link", { name: /^Join now/ });
  await expect(join).toHaveAttribute("href", `/join/${trainingId}`);
  // The meeting host is not reachable from here (and Playwright's routes miss a redirect's target): the tab's
  // request for the meeting link, redirected from /join/{id}, is what proves it.
  const [meeting, toMeeting] = await Promise.all([
    page.context().waitForEvent("page"),
    page.context().waitForEvent("request", (r) => r.url() === MEETING),
    join.click(),
  ]);
  expect(toMeeting.isNavigationRequest()).toBe(true);
  expect(toMeeting.redirectedFrom()?.url()).toBe(`${baseURL}/join/${trainingId}`);
  await meeting.close();

  // Staff see today's attendance in the grid (1 of 3 sessions), and tick yesterday's by hand.
  const staffContext = await browser.newContext({ baseURL });
  const consolePage = await staffContext.newPage();
  await signInAsStaff(consolePage);
  await open(consolePage, `/admin/trainings/${trainingId}`);
  await consolePage.getByRole("link", { name: "Attendance and certificates" }).click();
  await expect(consolePage.getByRole("heading", { name: /^Attendance: Ansible/ })).toBeVisible();
  const learnerRow = consolePage.getByTestId("attendance-row").filter({ hasText: "Meera Attendee" });
  await expect(learnerRow.getByTestId("attendance-rate")).toHaveText("33.3%");
  const boxes = learnerRow.getByRole("checkbox");
  await expect(boxes).toHaveCount(3);
  await expect(boxes.nth(1)).toBeChecked();
  await expect(boxes.nth(0)).not.toBeChecked();
  await boxes.nth(0).check();
  await expect(learnerRow.getByTestId("attendance-rate")).toHaveText("66.7%");
  await shoot(consolePage, path.join(screens, "attendance-grid"), { noSidewaysScroll: true });
  const csv = await consolePage.request.get(`/api/admin/trainings/${trainingId}/attendance?format=csv`);
  expect(await csv.text()).toContain('"Meera Attendee"');

  // Staff move the batch into the past: it ends today, a minute ago. Both sessions held were attended: 100 %.
  const moved = await staff.put(`/api/admin/trainings/${trainingId}`, { data: { endDate: dayFromToday(0), endTime: kolkataTime(-1) } });
  expect(moved.status(), await moved.text()).toBe(200);
  await staff.dispose();

  // Within the job's interval (15 s) the certificate is on /account.
  await expect(async () => {
    await page.goto("/account");
    await expect(page.getByTestId("certificate-item")).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 45_000, intervals: [3_000] });
  const item = page.getByTestId("certificate-item");
  await expect(item).toContainText("Ansible for Infrastructure Automation");
  const view = item.getByRole("link", { name: /^View/ });
  const href = (await view.getAttribute("href"))!;
  expect(href).toMatch(/^\/certificates\/[a-z2-7]{32}$/);

  // The public verification page, for anyone: valid, not indexed, cacheable.
  const visitor = await browser.newContext({ baseURL });
  const publicPage = await visitor.newPage();
  const response = await publicPage.goto(href);
  expect(response!.status()).toBe(200);
  expect.soft(response!.headers()["x-robots-tag"]).toBe("noindex");
  expect.soft(response!.headers()["cache-control"]).toBe("public, max-age=300");
  await expect(publicPage.getByText("Valid certificate")).toBeVisible();
  await expect(publicPage.getByText("Meera Attendee")).toBeVisible();
  await expect(publicPage.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await shoot(publicPage, path.join(screens, "certificate-verification"), { noSidewaysScroll: true });

  const pdf = await publicPage.request.get(`${href}.pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  fs.writeFileSync(path.join(screens, "certificate.pdf"), await pdf.body());
  expect((await publicPage.request.get("/certificates/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa")).status()).toBe(404);

  // The grid now shows the certificate.
  await consolePage.reload();
  await expect(consolePage.getByTestId("attendance-row").filter({ hasText: "Meera Attendee" }).getByRole("link", { name: "View" })).toBeVisible();
  await staffContext.close();
  await visitor.close();
});
