import { expect, test, type Page } from "../support/test";
import { courseSlugByTitle, holdScripts } from "./helpers";

const THANK_YOU = "Your message has been received. We'll contact you soon.";
const SEND_FAILED = "Failed to send message. Please try again later.";

async function fill(page: Page, values: Partial<Record<"name" | "email" | "country" | "dial" | "number" | "type" | "message", string>>) {
  const form = page.getByRole("form");
  if (values.name !== undefined) await form.getByLabel("Full name").fill(values.name);
  if (values.email !== undefined) await form.getByLabel("Email").fill(values.email);
  if (values.country !== undefined) await form.getByLabel("Country code").selectOption(values.country);
  if (values.dial !== undefined) await form.getByLabel("Dial code").fill(values.dial);
  if (values.number !== undefined) await form.getByLabel("Phone number", { exact: true }).fill(values.number);
  if (values.type) await form.getByRole("radio", { name: values.type }).check();
  if (values.message !== undefined) await form.getByLabel("Message").fill(values.message);
}

const good = {
  name: "Asha Verma",
  email: "asha@example.com",
  country: "IN",
  number: "9876543210",
  type: "Individual",
  message: "Please call me about the next batch.",
};

// One row per message of spec §5, as a visitor sees it under the field.
const rows: [string, Partial<typeof good> & { dial?: string }, string][] = [
  ["name required", { name: "" }, "Username is required."],
  ["name too short", { name: "Al" }, "Username must be between 3 and 30 characters."],
  ["name too long", { name: "A".repeat(31) }, "Username must be between 3 and 30 characters."],
  ["name with digits", { name: "Agent 007" }, "Username can only contain letters and spaces (no numbers or special characters)."],
  ["email required", { email: "" }, "Email is required."],
  ["email without @", { email: "asha.example.com" }, "Email must contain '@' symbol."],
  ["email with two @", { email: "asha@home@example.com" }, "Email format is invalid."],
  ["email with a space", { email: "asha v@example.com" }, "Email format is invalid."],
  ["local part over 64", { email: `${"a".repeat(65)}@example.com` }, "Email format is invalid."],
  ["domain without a dot", { email: "asha@example" }, "Email format is invalid."],
  ["local part characters", { email: "as(ha)@example.com" }, "Local part contains invalid characters."],
  ["no country chosen", { country: "" }, "Please select country code from dropdown"],
  ["dial code removed", { dial: "" }, "Enter Country Code"],
  ["unknown dial code", { dial: "+999" }, "Please select country code from dropdown"],
  ["India needs 10 digits", { number: "98765" }, "Phone number must be 10 digits."],
  ["Germany takes 10 or 11", { country: "DE", number: "151234567" }, "Phone number must be 10 or 11 digits."],
  ["Austria takes 7 to 13", { country: "AT", number: "664123" }, "Phone number must be between 7 and 13 digits."],
  ["letters in the number", { number: "98765abcde" }, "Phone number can only contain digits."],
  ["all the same digit", { number: "9999999999" }, "Invalid or fake phone number."],
  ["no training type", { type: "" }, "Please select a training type: Individual or Enterprise."],
  ["no message", { message: "" }, "Message is required."],
];

test.describe("the main contact form (/contact)", () => {
  for (const [name, patch, message] of rows) {
    test(`${name}: '${message}'`, async ({ page }) => {
      let posted = false;
      await page.route("**/api/contact/postContactMessage", (route) => {
        posted = true;
        return route.abort();
      });
      await page.goto("/contact");
      await fill(page, { ...good, ...patch });
      await page.getByRole("button", { name: "Send message" }).click();
      await expect(page.getByRole("form").getByText(message, { exact: true })).toBeVisible();
      expect(posted).toBe(false);
    });
  }

  test("a typed dial code picks its country", async ({ page }) => {
    await page.goto("/contact");
    await fill(page, { dial: "+44" });
    await expect(page.getByLabel("Country code")).toHaveValue(/^(GB|GG|IM|JE)$/);
  });

  test("sending: the thank-you popup, and the form is cleared", async ({ page }) => {
    await page.goto("/contact");
    await fill(page, { ...good, type: "Enterprise" });
    const request = page.waitForRequest("**/api/contact/postContactMessage");
    await page.getByRole("button", { name: "Send message" }).click();
    const body = (await request).postDataJSON();
    expect(body).toMatchObject({ contactName: "Asha Verma", contactPhone: "+91 9876543210", contactCountry: "IN", contactTrainingType: "Enterprise" });
    expect(body).not.toHaveProperty("contactCourse");
    const dialog = page.getByRole("dialog", { name: "Thank you!" });
    await expect(dialog.getByText(THANK_YOU)).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel("Full name")).toHaveValue("");
  });

  test("a failed send shows the toast and keeps the visitor's input", async ({ page }) => {
    await page.route("**/api/contact/postContactMessage", (route) =>
      route.fulfill({ status: 500, json: { success: false, message: "Something went wrong." } }),
    );
    await page.goto("/contact");
    await fill(page, good);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText(SEND_FAILED)).toBeVisible();
    await expect(page.getByLabel("Full name")).toHaveValue(good.name);
    await expect(page.getByLabel("Message")).toHaveValue(good.message);
    await expect(page.getByRole("dialog")).toBeHidden();

    // A second failure replaces the toast rather than stacking another.
    await page.route("**/api/contact/postContactMessage", (route) => route.abort());
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText(SEND_FAILED)).toHaveCount(1);
  });

  test("a 400 from the server shows its message", async ({ page }) => {
    await page.route("**/api/contact/postContactMessage", (route) =>
      route.fulfill({ status: 400, json: { success: false, message: "Email format is invalid.", errors: { contactEmail: "Email format is invalid." } } }),
    );
    await page.goto("/contact");
    await fill(page, good);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.locator("[data-sonner-toast]").getByText("Email format is invalid.")).toBeVisible();
    await expect(page.getByRole("form").getByText("Email format is invalid.")).toBeVisible();
  });
});

test.describe("the course page's contact form", () => {
  test("every field is required and the course is read-only; sending shows the thank-you popup", async ({ page }) => {
    await page.goto(`/training-courses/course/${await courseSlugByTitle(page, "Docker and Kubernetes Fundamentals")}`);
    await page.getByRole("button", { name: "Send message" }).click();
    const form = page.getByRole("form", { name: "Enquire about this course" });
    for (const message of [
      "Username is required.",
      "Email is required.",
      "Phone number is required.",
      "Please select a training type: Individual or Enterprise.",
      "Message is required.",
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(form.getByLabel("Course")).toHaveAttribute("readonly", "");
    await fill(page, good);
    const request = page.waitForRequest("**/api/contact/postContactMessage");
    await page.getByRole("button", { name: "Send message" }).click();
    expect((await request).postDataJSON()).toMatchObject({ contactCourse: "Docker and Kubernetes Fundamentals" });
    await expect(page.getByRole("dialog", { name: "Thank you!" }).getByText(THANK_YOU)).toBeVisible();
  });

  for (const [name, patch, message] of rows.filter(([n]) =>
    ["name required", "email without @", "no country chosen", "India needs 10 digits", "all the same digit", "no message"].includes(n),
  )) {
    test(`${name}: '${message}'`, async ({ page }) => {
      await page.goto(`/training-courses/course/${await courseSlugByTitle(page, "Docker and Kubernetes Fundamentals")}`);
      await fill(page, { ...good, ...patch });
      await page.getByRole("button", { name: "Send message" }).click();
      await expect(page.getByRole("form").getByText(message, { exact: true })).toBeVisible();
    });
  }
});

// Issue 26: the page brings the form as plain HTML and its code (react-hook-form, the schema) loads on first use.
// Whatever the visitor does before that code arrives must survive the swap: every character, the focus, a submit.
test.describe("the contact form before its code has loaded", () => {
  const typed = { name: "Asha Verma", email: "asha.verma@example.com", number: "9876543210", message: "Two seats for the May batch, please — weekends only." };

  async function typeEverything(page: Page) {
    const form = page.getByRole("form", { name: "Contact us" });
    await form.getByLabel("Full name").focus();
    await page.keyboard.type(typed.name);
    await form.getByLabel("Email").focus();
    await page.keyboard.type(typed.email);
    await form.getByLabel("Phone number", { exact: true }).focus();
    await page.keyboard.type(typed.number);
    await form.getByRole("radio", { name: "Enterprise" }).check();
    await form.getByLabel("Message").focus();
    await page.keyboard.type(typed.message);
    await form.getByRole("checkbox").check();
  }

  const expectSent = (body: Record<string, unknown>) =>
    expect(body).toMatchObject({
      contactName: typed.name,
      contactEmail: typed.email,
      contactPhone: `+91 ${typed.number}`,
      contactCountry: "IN",
      contactTrainingType: "Enterprise",
      contactMessage: typed.message,
      contactWhatsapp: true,
    });

  test("typed right after the page loads, every character arrives", async ({ page }) => {
    await page.goto("/contact");
    await typeEverything(page);
    const request = page.waitForRequest("**/api/contact/postContactMessage");
    await page.getByRole("button", { name: "Send message" }).click();
    expectSent((await request).postDataJSON());
    await expect(page.getByRole("dialog", { name: "Thank you!" }).getByText(THANK_YOU)).toBeVisible();
  });

  test("on a slow network the focus and caret stay where they were when the form's code arrives", async ({ page }) => {
    await page.goto("/contact");
    const scripts = await holdScripts(page);
    const name = page.getByRole("form", { name: "Contact us" }).getByLabel("Full name");
    await name.focus();
    await page.keyboard.type("Asha Vrma");
    // The caret moved back into the word: the rest is typed there after the swap.
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => scripts.held.length).toBeGreaterThan(0);
    scripts.release();
    // The real form is in: it lists every country (the plain one only the default).
    await expect(page.getByLabel("Country code").locator("option")).not.toHaveCount(2);
    await page.keyboard.type("e");
    await expect(name).toBeFocused();
    await expect(name).toHaveValue("Asha Verma");
  });

  test("on a slow network a submit before the form's code arrives is queued and sent once, with every character", async ({ page }) => {
    let posts = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/contact/postContactMessage")) posts += 1;
    });
    await page.goto("/contact");
    const scripts = await holdScripts(page);
    await typeEverything(page);
    await page.getByRole("button", { name: "Send message" }).click();
    await page.getByRole("button", { name: "Send message" }).click();
    // Nothing has gone yet: the form's code is still on its way, and what was typed is on the screen.
    await expect.poll(() => scripts.held.length).toBeGreaterThan(0);
    expect(posts).toBe(0);
    await expect(page.getByLabel("Message")).toHaveValue(typed.message);
    const request = page.waitForRequest("**/api/contact/postContactMessage");
    scripts.release();
    expectSent((await request).postDataJSON());
    await expect(page.getByRole("dialog", { name: "Thank you!" }).getByText(THANK_YOU)).toBeVisible();
    expect(posts).toBe(1);
  });
});
