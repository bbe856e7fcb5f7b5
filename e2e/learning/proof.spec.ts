import path from "node:path";
import { expect, request as playwrightRequest, test } from "../support/test";
import { dayFromToday, demoCourse, enrolActive, open, scheduleTraining, signInAsStaff, staffApi } from "../admin/helpers";
import { logInWithApi, makeLearner } from "../auth/fixtures";
import { latestMail, linkIn } from "../support/inbox";
import { shoot } from "../support/screens";

// Proof that holds (billing-and-delivery.md §9–§11): staff upload the meetings' Zoom participant reports, the grid
// shows each mark's source, the batch completes and only the learner the rosters saw gets a certificate; that learner
// opens the session's materials on My Learning and answers the survey mailed at completion.
const screens = "test-results/screenshots";
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

/** Zoom's participants report of one 09:00–11:00 session: Asha stays, leaves and comes back; Ravi leaves after 40 minutes. */
function zoomReport(date: string, present: { name: string; email: string }, absent: { name: string; email: string }): string {
  const [y, m, d] = date.split("-");
  const at = (time: string) => `${m}/${d}/${y} ${time}`;
  return [
    "Meeting ID,Topic,Start Time,End Time,User Email,Duration (Minutes),Participants",
    `912 3456 7890,Terraform batch,${at("08:55:00 AM")},${at("11:03:00 AM")},trainer@stackwise.example,128,3`,
    "",
    "Name (Original Name),User Email,Join Time,Leave Time,Duration (Minutes),Guest,Recording Consent,In Waiting Room",
    `Priya Trainer,trainer@stackwise.example,${at("08:55:00 AM")},${at("11:03:00 AM")},128,No,,No`,
    `${present.name},${present.email},${at("08:58:10 AM")},${at("10:05:00 AM")},67,No,Y,No`,
    `${absent.name},${absent.email},${at("09:01:00 AM")},${at("09:41:00 AM")},40,No,Y,No`,
    `${present.name},${present.email},${at("10:07:30 AM")},${at("11:02:00 AM")},55,No,Y,No`,
    "",
  ].join("\r\n");
}

test("rosters decide attendance, the certificate goes only to the present learner, who opens the materials and answers the survey", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const asha = await makeLearner(page.request, "Asha Present");
  const ravi = await makeLearner(page.request, "Ravi Absent");
  const staff = await staffApi(baseURL!);
  const course = await demoCourse(staff, /Terraform/);
  // Sessions 09:00–11:00 in Kolkata from two days ago to tomorrow: the first two have ended.
  const [first, second] = [dayFromToday(-2), dayFromToday(-1)];
  const { _id: trainingId } = await scheduleTraining(staff, course._id, {
    startDate: first,
    endDate: dayFromToday(1),
    startTime: "09:00",
    endTime: "11:00",
    timeZone: "Asia/Kolkata",
    meetingLink: "https://meet.example.com/proof",
  });
  for (const l of [asha, ravi]) await enrolActive(staff, l.email, trainingId);

  // Staff upload the first session's report on the grid; the second's through the API.
  const consoleContext = await browser.newContext({ baseURL });
  const consolePage = await consoleContext.newPage();
  await signInAsStaff(consolePage);
  await open(consolePage, `/admin/trainings/${trainingId}/attendance`);
  await expect(consolePage.getByRole("heading", { name: /^Attendance:/ })).toBeVisible();
  await consolePage.getByLabel("Session").selectOption(first);
  await consolePage
    .getByLabel("Participant report")
    .setInputFiles({ name: "participants.csv", mimeType: "text/csv", buffer: Buffer.from(zoomReport(first, asha, ravi)) });
  await consolePage.getByRole("button", { name: "Upload roster" }).click();
  await expect(consolePage.getByRole("status").filter({ hasText: "1 present, 1 absent, 1 not matched (Priya Trainer)" })).toBeVisible();
  const second_ = await staff.post(`/api/admin/trainings/${trainingId}/sessions/${second}/roster`, {
    multipart: { file: { name: "participants.csv", mimeType: "text/csv", buffer: Buffer.from(zoomReport(second, asha, ravi)) } },
  });
  expect(second_.status(), await second_.text()).toBe(200);
  const unknown = await staff.post(`/api/admin/trainings/${trainingId}/sessions/${second}/roster`, {
    multipart: { file: { name: "list.csv", mimeType: "text/csv", buffer: Buffer.from("Student,Minutes\nAsha,120\n") } },
  });
  expect(unknown.status()).toBe(400);
  expect((await unknown.json()).message).toMatch(/Zoom.*Google Meet.*Microsoft Teams/);

  // The grid shows where each mark comes from.
  await consolePage.reload();
  const ashaRow = consolePage.getByTestId("attendance-row").filter({ hasText: "Asha Present" });
  const raviRow = consolePage.getByTestId("attendance-row").filter({ hasText: "Ravi Absent" });
  await expect(ashaRow.getByTestId("mark-source")).toHaveText(["Roster: Present by the roster", "Roster: Present by the roster"]);
  await expect(raviRow.getByTestId("mark-source")).toHaveText(["Roster: Absent by the roster", "Roster: Absent by the roster"]);
  await expect(ashaRow.getByRole("checkbox").nth(0)).toBeChecked();
  await expect(raviRow.getByRole("checkbox").nth(0)).not.toBeChecked();

  // Materials for the first session: the slides as a file, the recording as a link.
  const slides = await staff.post(`/api/admin/trainings/${trainingId}/materials`, {
    multipart: { title: "Day 1 slides", kind: "material", sessionDate: first, file: { name: "day1-slides.pdf", mimeType: "application/pdf", buffer: PDF } },
  });
  expect(slides.status(), await slides.text()).toBe(201);
  // The recording's link is added on the console.
  const addMaterial = consolePage.getByRole("form", { name: "Add a material" });
  await addMaterial.getByLabel("Title").fill("Day 1 recording");
  await addMaterial.getByLabel("Kind").selectOption("recording");
  await addMaterial.getByLabel("For").selectOption(first);
  await addMaterial.getByLabel("Link").fill("https://recordings.example.com/day1");
  await addMaterial.getByRole("button", { name: "Add" }).click();
  const shared = consolePage.getByRole("list", { name: "Materials of this batch" });
  await expect(shared.getByRole("listitem").filter({ hasText: "Day 1 recording" })).toContainText("Recording");
  await expect(shared.getByRole("listitem").filter({ hasText: "Day 1 slides" })).toBeVisible();
  // Ravi, absent by the roster, is mailed the first session's links within the job's interval.
  await expect(async () => {
    const missed = await latestMail(ravi.email, /^You missed/);
    expect(missed.text).toContain("Day 1 slides");
  }).toPass({ timeout: 60_000 });

  // The batch ends with the second session: its certificates and surveys follow within the jobs' interval.
  const moved = await staff.put(`/api/admin/trainings/${trainingId}`, { data: { endDate: second } });
  expect(moved.status(), await moved.text()).toBe(200);
  await expect(async () => {
    await consolePage.reload();
    await expect(ashaRow.getByRole("link", { name: "View" })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000, intervals: [3_000] });
  await expect(raviRow.getByRole("link", { name: "View" })).toHaveCount(0);
  await expect(raviRow.getByRole("button", { name: "Issue" })).toBeVisible();
  await shoot(consolePage, path.join(screens, "proof-attendance-grid"), { noSidewaysScroll: true });
  await staff.dispose();

  // Asha opens the slides from My Learning.
  await logInWithApi(page, asha.email);
  await page.goto("/my-learning");
  const materials = page.getByRole("region", { name: "Materials and recordings" });
  await expect(materials.getByRole("link", { name: "Day 1 slides" })).toBeVisible();
  await expect(materials.getByRole("link", { name: "Day 1 recording" })).toBeVisible();
  const href = (await materials.getByRole("link", { name: "Day 1 slides" }).getAttribute("href"))!;
  const file = await page.request.get(href);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-disposition"]).toContain('attachment; filename="day1-slides.pdf"');
  expect(file.headers()["x-content-type-options"]).toBe("nosniff");
  expect(Buffer.from(await file.body()).equals(PDF)).toBe(true);
  await shoot(page, path.join(screens, "proof-my-learning-materials"), { noSidewaysScroll: true });
  // Someone not enrolled gets nothing.
  const stranger = await playwrightRequest.newContext({ baseURL });
  expect((await stranger.get(href)).status()).toBe(401);
  await stranger.dispose();

  // The survey mailed at completion, answered on the phone-sized page.
  let link = "";
  await expect(async () => {
    link = linkIn(await latestMail(asha.email, /^How was/), /http:\/\/localhost:\d+\/feedback\//);
  }).toPass({ timeout: 60_000 });
  const phone = await browser.newContext({ baseURL, viewport: { width: 375, height: 800 } });
  const surveyPage = await phone.newPage();
  await surveyPage.goto(new URL(link).pathname);
  await expect(surveyPage.getByRole("heading", { level: 1 })).toHaveText(course.courseTitle);
  await shoot(surveyPage, path.join(screens, "proof-survey"), { noSidewaysScroll: true });
  await surveyPage.setViewportSize({ width: 375, height: 800 });
  await surveyPage
    .getByRole("group", { name: /recommend this course/ })
    .getByText("9", { exact: true })
    .click();
  await surveyPage.getByRole("group", { name: "How would you rate the trainer?" }).getByText("5", { exact: true }).click();
  await surveyPage.getByRole("group", { name: "How would you rate the course content?" }).getByText("4", { exact: true }).click();
  await surveyPage.getByRole("group", { name: "The pace of the sessions was" }).getByText("About right").click();
  await surveyPage.getByLabel(/Anything else/).fill("The rosters made attendance fair.");
  await surveyPage.getByRole("button", { name: "Send feedback" }).click();
  await expect(surveyPage.getByRole("status")).toContainText("Thank you for your feedback!");
  await surveyPage.reload();
  await expect(surveyPage.getByText("You have already answered this survey. Thank you!")).toBeVisible();

  // The console's report counts it.
  await open(consolePage, `/admin/reports/feedback?trainingId=${trainingId}`);
  await expect(consolePage.getByTestId("feedback-responses")).toHaveText("1");
  await expect(consolePage.getByTestId("feedback-nps")).toHaveText("100");
  await expect(consolePage.getByText("The rosters made attendance fair.")).toBeVisible();
  await shoot(consolePage, path.join(screens, "proof-feedback-report"), { noSidewaysScroll: true });
  await phone.close();
  await consoleContext.close();
});
