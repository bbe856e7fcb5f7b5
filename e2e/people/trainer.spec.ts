import { expect, test } from "../support/test";
import { dayFromToday, demoCourse, enrolActive, open, scheduleTraining, signInAsStaff, staffApi } from "../admin/helpers";
import { logInWithForm, makeLearner, newEmail, RESET_LINK } from "../auth/fixtures";
import { latestMail, linkIn } from "../support/inbox";
import { shoot } from "../support/screens";
import { setPasswordFromInvitation } from "./helpers";

const screenshots = "test-results/screenshots";

// The trainer (billing-and-delivery.md §8): invited by staff, sets a password from the mail, signs in, sees the
// week's sessions with the meeting link, and marks a learner present; the staff console stays closed to them.
test("a trainer signs in from the invitation, sees the week's sessions and marks attendance", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const staff = await staffApi(baseURL!);
  const email = newEmail("trainer");
  const made = await staff.post("/api/admin/trainers", {
    data: { name: "Tara Trainer", email, skills: ["Ansible", "Linux"], timeZone: "Asia/Kolkata", hourlyRate: { amount: 2500 } },
  });
  expect(made.status(), await made.text()).toBe(201);
  const trainerId = (await made.json()).data._id as string;

  const course = await demoCourse(staff, "Ansible for Infrastructure Automation");
  const { _id: trainingId, courseId } = await scheduleTraining(staff, course._id, {
    startDate: dayFromToday(-1),
    endDate: dayFromToday(3),
    startTime: "06:00",
    endTime: "07:30",
    timeZone: "Asia/Kolkata",
    meetingLink: "https://meet.example.com/tara-batch",
    trainerId,
  });
  const learner = await makeLearner(page.request, "Kabir Learner");
  await page.request.post("/api/user/logout");
  await enrolActive(staff, learner.email, trainingId);

  const invitation = await latestMail(email, /trainer: set your password/);
  await setPasswordFromInvitation(page, linkIn(invitation, RESET_LINK), "Tr4iner!e2e-pass");
  await logInWithForm(page, email, "Tr4iner!e2e-pass");
  await expect(page).toHaveURL(/\/account$/, { timeout: 10_000 });

  await page.goto("/trainer");
  await expect(page.getByRole("heading", { level: 1, name: "Your sessions" })).toBeVisible();
  const week = page.getByRole("region", { name: "This week" });
  await expect(week.getByTestId("trainer-session").first()).toContainText(course.courseTitle);
  await expect(week.getByTestId("trainer-session").first()).toContainText("1 learner");
  await expect(week.getByRole("link", { name: /Open the meeting of/ }).first()).toHaveAttribute("href", "https://meet.example.com/tara-batch");
  await expect(page.getByRole("region", { name: "Recent" }).getByTestId("trainer-session").first()).toContainText(course.courseTitle);
  await shoot(page, `${screenshots}/trainer-sessions`, { noSidewaysScroll: true });

  await week
    .getByRole("link", { name: /^Attendance of/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: `Attendance: ${course.courseTitle}` })).toBeVisible();
  const box = page.getByRole("checkbox", { name: /^Kabir Learner attended/ }).first();
  await expect(box).not.toBeChecked();
  await box.check();
  await expect(page.getByText("Attendance updated.")).toBeVisible();
  await expect(page.getByTestId("attendance-rate")).toHaveText("20%");
  await page.reload();
  await expect(page.getByRole("checkbox", { name: /^Kabir Learner attended/ }).first()).toBeChecked();

  // Yesterday's session has ended: its Zoom participants report goes up through the trainer's own call.
  const yesterday = dayFromToday(-1);
  const [y, m, d] = yesterday.split("-");
  const at = (time: string) => `${m}/${d}/${y} ${time}`;
  const report = [
    "Meeting ID,Topic,Start Time,End Time,User Email,Duration (Minutes),Participants",
    `912 3456 7890,Ansible batch,${at("05:55:00 AM")},${at("07:32:00 AM")},${email},97,2`,
    "",
    "Name (Original Name),User Email,Join Time,Leave Time,Duration (Minutes),Guest,Recording Consent,In Waiting Room",
    `Tara Trainer,${email},${at("05:55:00 AM")},${at("07:32:00 AM")},97,No,,No`,
    `Kabir Learner,${learner.email},${at("05:58:00 AM")},${at("07:31:00 AM")},93,No,Y,No`,
    "",
  ].join("\r\n");
  await page.getByLabel("Session").selectOption(yesterday);
  await page.getByLabel("Participant report").setInputFiles({ name: "participants.csv", mimeType: "text/csv", buffer: Buffer.from(report) });
  await page.getByRole("button", { name: "Upload roster" }).click();
  await expect(page.getByRole("status").filter({ hasText: /1 present, 0 absent/ })).toBeVisible();
  // And the batch's slides, as a link for the whole batch.
  const materials = page.getByRole("form", { name: "Add a material" });
  await materials.getByLabel("Title").fill("Ansible playbooks: slides");
  await materials.getByLabel("Link").fill("https://slides.example.com/ansible");
  await materials.getByRole("button", { name: "Add" }).click();
  await expect(page.getByRole("list", { name: "Materials of this batch" })).toContainText("Ansible playbooks: slides");
  await shoot(page, `${screenshots}/trainer-attendance`, { noSidewaysScroll: true });

  // The profile menu shows the trainer's place; the staff console is not theirs.
  await page.getByRole("button", { name: /profile menu/ }).click();
  await expect(page.getByRole("link", { name: "Trainer", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "My Learning" })).toHaveCount(0);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/forbidden$/);

  // The public batch names its trainer; staff see the trainer's month of hours on the console.
  await page.goto(`/training-courses/course/${courseId.courseSlug}`);
  await expect(page.getByRole("article").filter({ hasText: "Tara Trainer" }).first()).toBeVisible();
  const staffPage = await browser.newPage();
  await signInAsStaff(staffPage);
  await open(staffPage, `/admin/trainers/${trainerId}`);
  await expect(staffPage.getByRole("heading", { level: 1, name: "Tara Trainer" })).toBeVisible();
  await expect(staffPage.getByRole("table", { name: /^Hours in / })).toContainText(course.courseTitle);
  await shoot(staffPage, `${screenshots}/admin-trainer`, { noSidewaysScroll: true });
  await staffPage.close();
});
