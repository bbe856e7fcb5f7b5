import { expect, test } from "../support/test";
import { demoCourse, enrolActive, scheduleTraining, staffApi } from "../admin/helpers";
import { logInWithApi, makeLearner } from "../auth/fixtures";
import { latestMail, linkIn } from "../support/inbox";
import { shoot } from "../support/screens";

// The unsubscribe link of a reminder mail (sales-and-batches.md §3) opens a page of the site: its button turns
// email reminders off, and the page then says so. The address holds the token: no referrer, no index.
const screens = "test-results/screens";
/** The token with its last character changed: its signature no longer holds. */
const forge = (token: string) => token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");

/** HH:MM in `zone`, `minutes` from now. */
const timeIn = (zone: string, minutes: number) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: zone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(Date.now() + minutes * 60_000));
/** Today's date (YYYY-MM-DD) in `zone`. */
const dateIn = (zone: string) => new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());

test("the reminder's unsubscribe link opens a page whose button turns email reminders off", async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  const learner = await makeLearner(page.request, "Anita Unsubscribe");
  const staff = await staffApi(baseURL!);
  const course = await demoCourse(staff, "Ansible for Infrastructure Automation");
  // A session starting in 4 minutes with a reminder 2 minutes before: the reminder job (every 30 s) mails it soon.
  // Its zone is one where that is still today: Kolkata, or New York (10 hours apart) near Kolkata's midnight.
  const zone = timeIn("Asia/Kolkata", 0) <= "23:50" ? "Asia/Kolkata" : "America/New_York";
  const { _id: trainingId } = await scheduleTraining(staff, course._id, {
    startDate: dateIn(zone),
    endDate: dateIn(zone),
    startTime: timeIn(zone, 4),
    endTime: "23:59",
    timeZone: zone,
    reminders: [2],
    meetingLink: "https://meet.example.com/unsubscribe",
  });
  await enrolActive(staff, learner.email, trainingId);
  await staff.dispose();

  let reminder: Awaited<ReturnType<typeof latestMail>> | undefined;
  await expect(async () => {
    reminder = await latestMail(learner.email, /^Reminder:/);
  }).toPass({ timeout: 200_000, intervals: [5_000] });
  const link = linkIn(reminder!, /http:\/\/localhost:\d+\/unsubscribe\?token=/);
  const address = new URL(link);

  const visitor = await browser.newContext({ baseURL });
  const linkPage = await visitor.newPage();
  const shown = await linkPage.goto(address.pathname + address.search);
  expect(shown!.status()).toBe(200);
  expect(shown!.headers()["referrer-policy"]).toBe("no-referrer");
  expect(shown!.headers()["x-robots-tag"]).toBe("noindex");
  await expect(linkPage.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(linkPage.getByRole("heading", { level: 1, name: "Unsubscribe from session reminders" })).toBeVisible();
  await expect(linkPage.getByRole("main")).toContainText("Press Unsubscribe and you will no longer get session reminders by email.");
  await shoot(linkPage, `${screens}/unsubscribe-ask`, { noSidewaysScroll: true });
  // Opening the link changed nothing.
  await logInWithApi(page, learner.email, learner.password);
  expect((await (await page.request.get("/api/user/authVerify")).json()).data).toMatchObject({ notifyEmail: true, notifySms: true });

  await linkPage.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(linkPage.getByRole("heading", { level: 1, name: "You are unsubscribed" })).toBeVisible();
  await expect(linkPage.getByRole("main")).toContainText("You will no longer get session reminders by email.");
  await shoot(linkPage, `${screens}/unsubscribe-done`, { noSidewaysScroll: true });
  expect((await (await page.request.get("/api/user/authVerify")).json()).data).toMatchObject({ notifyEmail: false, notifySms: true });
  // Opened again, the link says it is done.
  await linkPage.reload();
  await expect(linkPage.getByRole("heading", { level: 1, name: "You are unsubscribed" })).toBeVisible();

  // A forged token: the same words as ever, as a 404.
  const forged = await linkPage.goto(`/unsubscribe?token=${forge(address.searchParams.get("token")!)}`);
  expect(forged!.status()).toBe(404);
  await expect(linkPage.getByRole("heading", { level: 1, name: "This link does not work" })).toBeVisible();
  await expect(linkPage.getByRole("main")).toContainText("This unsubscribe link is invalid.");

  // The address of older mails (and of the one-click header) still answers its page.
  const old = await visitor.request.get(`/api/user/unsubscribe${address.search}`);
  expect(old.status()).toBe(200);
  expect(await old.text()).toContain(">Unsubscribe</button>");
  await visitor.close();
});
