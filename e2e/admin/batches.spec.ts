import { expect, test } from "../support/test";
import { addDays } from "../support/dates";
import { latestMail } from "../support/inbox";
import { shoot } from "../support/screens";
import { dayFromToday, open, registerLearner, signInAsStaff, suffix } from "./helpers";

// sales-and-batches.md §3: staff schedule a weekend batch with 2 seats, two learners fill it, the course page
// shows "Full" and the waitlist, a third person joins, staff free a seat, and the third person is mailed.

/** The first Saturday at least a week away (Asia/Kolkata). */
function nextSaturday(): string {
  for (let d = 7; ; d++) if (new Date(`${dayFromToday(d)}T12:00:00Z`).getUTCDay() === 6) return dayFromToday(d);
}

const screens = "test-results/screens";
/** The token with its last character changed: its signature no longer holds. */
const forge = (token: string) => token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");

/** The job runs every 15 s and the outbox every 5 s: the mail arrives within a minute. */
async function mailWithinAMinute(to: string, subject: RegExp) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await latestMail(to, subject);
    } catch (err) {
      if (attempt >= 3) throw err;
    }
  }
}

test("a full weekend batch offers its waitlist, and a freed seat mails the first person waiting", async ({ page, browser, request }) => {
  test.setTimeout(240_000);
  const tag = suffix();
  const [first, second] = [await registerLearner(request, "Anita Weekend"), await registerLearner(request, "Bala Weekend")];
  await signInAsStaff(page);

  // Staff schedule a weekend batch with 2 seats, skipping its second Sunday, and see the sessions before saving.
  const start = nextSaturday();
  await open(page, "/admin/trainings/new");
  await page.getByRole("combobox", { name: "Course" }).selectOption({ index: 1 });
  await page.getByLabel("Start date").fill(start);
  await page.getByLabel("End date").fill(addDays(start, 22));
  await page.getByLabel("Start time").fill("10:00");
  await page.getByLabel("End time").fill("13:00");
  await page.getByLabel("Time zone").fill("Asia/Kolkata");
  await page.getByLabel("Meeting link").fill(`https://meet.example.com/weekend-${tag}`);
  for (const day of ["Mon", "Tue", "Wed", "Thu", "Fri"]) await page.getByRole("checkbox", { name: day, exact: true }).uncheck();
  const preview = page.getByRole("region", { name: "Sessions preview" });
  await expect(preview).toContainText("8 sessions");
  await expect(preview).toContainText("Sat & Sun, 10:00 AM – 1:00 PM IST");
  await page.getByLabel("Date to skip").fill(addDays(start, 8));
  await page.getByRole("button", { name: "Add date" }).click();
  await expect(preview).toContainText("7 sessions");
  await page.getByLabel("Seats").fill("2");
  await shoot(page, `${screens}/batches-training-form`);
  await page.getByRole("button", { name: "Schedule training" }).click();
  await expect(page).toHaveURL(/\/admin\/trainings\/(?!new)[a-z0-9]+$/);
  const trainingId = page.url().split("/").pop()!;
  const saved = (await (await page.request.get(`/api/admin/trainings/${trainingId}`)).json()) as {
    data: { courseId: { courseSlug: string }; seats: number; days: string[]; sessions: unknown[] };
  };
  expect(saved.data).toMatchObject({ seats: 2, days: ["Sat", "Sun"] });
  expect(saved.data.sessions).toHaveLength(7);

  // Two learners take both seats.
  await page.getByLabel("Enrol learners by email").fill(`${first.email}\n${second.email}`);
  await page.getByRole("button", { name: "Enrol", exact: true }).click();
  await expect(page.getByText(`Enrolled ${first.email}, ${second.email}.`)).toBeVisible();

  // The course page shows the batch Full, with the waitlist form; a third person joins it.
  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  await publicPage.goto(`/training-courses/course/${saved.data.courseId.courseSlug}`);
  const waitlist = publicPage.getByRole("group", { name: `Waitlist of the batch from ${start}` });
  await expect(waitlist).toContainText("This batch is full.");
  const card = publicPage.getByRole("listitem").filter({ has: waitlist });
  await expect(card.getByText("Full", { exact: true })).toBeVisible();
  await expect(card).toContainText("Sat & Sun, 10:00 AM – 1:00 PM IST");
  const form = waitlist.getByRole("form", { name: "Join the waitlist" });
  await waitlist.scrollIntoViewIfNeeded();
  await shoot(publicPage, `${screens}/batches-course-full-waitlist`);
  await form.getByRole("button", { name: "Join the waitlist" }).click();
  await expect(form.getByLabel("Full name")).toHaveAccessibleDescription("Username is required.");
  const third = `chitra.${tag}@example.com`;
  await form.getByLabel("Full name").fill("Chitra Waiting");
  await form.getByLabel("Email").fill(third);
  await form.getByLabel("Phone number", { exact: true }).fill("9876543210");
  await form.getByRole("button", { name: "Join the waitlist" }).click();
  await expect(waitlist.getByRole("status")).toHaveText("Check your email: confirm your address with the link we sent to join the waitlist.");

  // Until she confirms her address, her entry holds no place; the mailed link shows a button that confirms it.
  await open(page, `/admin/trainings/${trainingId}`);
  const staffList = page.getByRole("table", { name: "Waitlist" });
  await expect(staffList.getByRole("row").filter({ hasText: third })).toContainText("Unconfirmed");
  const confirmation = await mailWithinAMinute(third, /Confirm your place on the waitlist/);
  // The mail links to the site's page; its address holds the token (no referrer, no index).
  const confirmUrl = new URL(/https?:\/\/\S+\/waitlist\/confirm\?token=[\w.-]+/.exec(confirmation.text)![0]);
  const confirmPage = await publicPage.goto(confirmUrl.pathname + confirmUrl.search);
  expect(confirmPage!.headers()["referrer-policy"]).toBe("no-referrer");
  await expect(publicPage.getByRole("heading", { level: 1, name: "Confirm your place on the waitlist" })).toBeVisible();
  await shoot(publicPage, `${screens}/waitlist-confirm-ask`, { noSidewaysScroll: true });
  await publicPage.getByRole("button", { name: "Confirm" }).click();
  await expect(publicPage.getByRole("heading", { level: 1, name: "You are on the waitlist" })).toBeVisible();
  await shoot(publicPage, `${screens}/waitlist-confirm-done`, { noSidewaysScroll: true });
  // A forged token: the old words, as a 404.
  expect((await publicPage.goto(`/waitlist/confirm?token=${forge(confirmUrl.searchParams.get("token")!)}`))!.status()).toBe(404);
  await expect(publicPage.getByRole("main")).toContainText("This confirmation link is invalid or the entry was removed.");

  // Staff see her waiting, free a seat, and she is mailed within a minute.
  await page.reload();
  await expect(staffList.getByRole("row").filter({ hasText: third })).toContainText("Waiting");
  await page.getByRole("button", { name: `Deactivate ${first.email}` }).click();
  await expect(page.getByRole("button", { name: `Activate ${first.email}` })).toBeVisible();
  const mail = await mailWithinAMinute(third, /A seat is free/);
  expect(mail.text).toContain(`/training-courses/course/${saved.data.courseId.courseSlug}`);
  await page.reload();
  await expect(staffList.getByRole("row").filter({ hasText: third })).toContainText("Told");
  await visitor.close();
});
