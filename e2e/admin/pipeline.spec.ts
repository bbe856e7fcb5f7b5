// The enquiry pipeline (sales-and-batches.md §1): an enquiry from a course page, its source in the console, the
// board moved with the keyboard and the buttons, owner, follow-up and a note, and "My follow-ups today".
import path from "node:path";
import { expect, test } from "../support/test";
import { e2eBoardOverflow, e2eStaff } from "../support/env";
import { shoot } from "../support/screens";
import { courseSlugByTitle } from "../site/helpers";
import { dayFromToday, open, signInAsStaff, suffix } from "./helpers";

const screens = path.join(process.cwd(), "test-results", "screens", "pipeline");

/** A name of letters only (the contact form refuses digits), different on every run. */
const lettersName = (first: string) => `${first} ${Array.from({ length: 6 }, () => "abcdefghijklmnopqrstuvwxyz"[Math.floor(Math.random() * 26)]).join("")}`;

test("an enquiry from a course page is worked through the pipeline by staff", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const tag = suffix();
  const name = lettersName("Ravi");
  const message = `Weekend Kubernetes batch for two people, ref ${tag}`;

  // A visitor arrives on a course page from a newsletter and sends the course page's form.
  const visitor = await browser.newPage();
  const slug = await courseSlugByTitle(visitor, "Docker and Kubernetes Fundamentals");
  await visitor.goto(`/training-courses/course/${slug}?utm_source=newsletter&utm_medium=email&utm_campaign=spring-${tag}`, {
    referer: "https://news.example.com/issue-12",
  });
  const form = visitor.getByRole("form", { name: "Enquire about this course" });
  await form.getByLabel("Full name").fill(name);
  await form.getByLabel("Email").fill(`ravi.${tag}@example.com`);
  await form.getByLabel("Country code").selectOption("IN");
  await form.getByLabel("Phone number", { exact: true }).fill("9876501234");
  await form.getByRole("radio", { name: "Individual" }).check();
  await form.getByLabel("Message").fill(message);
  const sent = visitor.waitForRequest("**/api/contact/postContactMessage");
  await form.getByRole("button", { name: "Send message" }).click();
  expect((await sent).postDataJSON().contactSource).toMatchObject({ utmSource: "newsletter", utmMedium: "email", utmCampaign: `spring-${tag}` });
  await expect(visitor.getByRole("dialog", { name: "Thank you!" })).toBeVisible();
  await visitor.close();

  // Staff find it, with where it came from.
  await signInAsStaff(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, `/admin/enquiries?q=${tag}`);
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const source = page.locator("section", { has: page.getByRole("heading", { name: "Source", exact: true }) });
  await expect(source.getByText("newsletter", { exact: true })).toBeVisible();
  await expect(source.getByText(`spring-${tag}`, { exact: true })).toBeVisible();
  await expect(source.getByText(`/training-courses/course/${slug}?utm_source=newsletter`, { exact: false })).toBeVisible();
  await expect(source.getByText("https://news.example.com/issue-12")).toBeVisible();
  const enquiryUrl = page.url();

  // The board: the keyboard moves the card from New to Contacted, a button to Quoted.
  await open(page, `/admin/enquiries/board?q=${tag}`);
  const card = (stage: string) => page.getByRole("article", { name: `${name}, ${stage}` });
  await card("New").focus();
  await page.keyboard.press("ArrowRight");
  await expect(card("Contacted")).toBeVisible();
  await expect(card("Contacted")).toBeFocused();
  await page.getByRole("button", { name: `Move ${name} to Quoted` }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("region", { name: "Quoted" }).getByRole("article", { name: `${name}, Quoted` })).toBeVisible();
  await shoot(page, `${screens}-board`);

  // The enquiry page: owner, follow-up today and a note; each lands in the timeline.
  await open(page, enquiryUrl);
  await expect(page.getByRole("main").getByText("quoted", { exact: true })).toBeVisible();
  await page.getByLabel("Owner").selectOption({ label: e2eStaff.name });
  await page.getByLabel("Follow-up on").fill(dayFromToday(0));
  await page.getByLabel("Staff note").fill(`Quote sent for two seats (${tag}).`);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Enquiry saved.")).toBeVisible();
  const timeline = page.getByRole("list", { name: "Timeline" });
  await expect(timeline.getByText(`Quote sent for two seats (${tag}).`)).toBeVisible();
  await expect(timeline.getByText(`Owner: ${e2eStaff.name}`)).toBeVisible();
  await expect(timeline.getByText(`Follow up on ${dayFromToday(0)}`)).toBeVisible();
  await expect(timeline.getByText("Contacted → Quoted")).toBeVisible();
  await expect(timeline.getByText("New → Contacted")).toBeVisible();
  await expect(page.getByLabel("Staff note")).toHaveValue("");
  await shoot(page, `${screens}-enquiry`);

  // The console's start page lists it under My follow-ups today.
  await open(page, "/admin");
  await expect(page.getByRole("list", { name: "My follow-ups today" }).getByRole("link", { name })).toBeVisible();
});

test("moving a card to lost on the board asks for the reason", async ({ page }) => {
  const tag = suffix();
  const name = lettersName("Lena");
  const sent = await page.request.post("/api/contact/postContactMessage", {
    data: {
      contactName: name,
      contactEmail: `lena.${tag}@example.com`,
      contactPhone: "+91 9876512345",
      contactTrainingType: "Enterprise",
      contactMessage: `Team of five, ref ${tag}`,
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  await signInAsStaff(page);
  await open(page, `/admin/enquiries/board?q=${tag}`);
  await page.getByRole("button", { name: `Mark ${name} lost` }).click();
  const dialog = page.getByRole("dialog", { name: `Why was ${name} lost?` });
  await dialog.getByRole("button", { name: "Mark lost" }).click();
  await expect(dialog.getByText("Give the reason the enquiry was lost.")).toBeVisible();
  await dialog.getByLabel("Lost reason").fill("Chose an in-house trainer");
  await dialog.getByRole("button", { name: "Mark lost" }).click();
  await expect(page.getByRole("region", { name: "Lost" }).getByRole("article", { name: `${name}, Lost` })).toBeVisible();
  await open(page, `/admin/enquiries?status=lost&q=${tag}`);
  await expect(page.getByText("Lost: Chose an in-house trainer")).toBeVisible();
});

test("a column with more enquiries than it shows counts them all and links to the rest in the list, with the board's filters", async ({ page }) => {
  const { marker, count, longTail } = e2eBoardOverflow;
  await signInAsStaff(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, `/admin/enquiries/board?q=${marker}`);
  // Narrowed to the seeded enquiries' owner with the board's own filter form.
  await page.getByLabel("Owner").selectOption({ label: e2eStaff.name });
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/[?&]owner=[A-Za-z0-9]+/);
  const owner = new URL(page.url()).searchParams.get("owner")!;
  const contacted = page.getByRole("region", { name: "Contacted" });
  // The header counts the stage's enquiries, not the cards shown; the column shows its 30 newest.
  await expect(contacted.getByRole("heading", { name: "Contacted" })).toHaveText(`Contacted ${count}`);
  await expect(contacted.getByRole("article")).toHaveCount(30);
  // The newest one's long message is cut on the server: the page carries its start, never its end.
  await expect(
    contacted
      .getByRole("article")
      .first()
      .getByText(/^Individual: Dates and fees/),
  ).toHaveText(/Our team of twelve.*…$/);
  expect(await page.content()).not.toContain(longTail);
  await expect(page.getByRole("region", { name: /^New \d/ }).getByText("No enquiry here.")).toBeVisible();
  const more = contacted.getByRole("link", { name: `${count - 30} more in the list` });
  await expect(more).toBeVisible();
  await shoot(page, `${screens}-board-more`, { show: contacted });

  // The list, filtered to the stage with the same owner and search: every one of them, newest first.
  await more.click();
  await expect(page).toHaveURL(/\/admin\/enquiries\?/);
  const params = new URL(page.url()).searchParams;
  expect(Object.fromEntries(params)).toEqual({ status: "contacted", q: marker, owner });
  await expect(page.getByLabel("Status")).toHaveValue("contacted");
  await expect(page.getByLabel("Owner")).toHaveValue(owner);
  await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue(marker);
  await expect(page.getByRole("table", { name: "Enquiries" }).getByRole("link", { name: /^Overflow Visitor / })).toHaveCount(count);
});
