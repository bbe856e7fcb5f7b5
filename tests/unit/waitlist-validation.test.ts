import { describe, expect, it } from "vitest";
import { scheduleText, seatsText, timeZoneLabel } from "@/components/training/format";
import { contactFormMessages } from "@/lib/validation/contact-rules";
import { fieldErrorsOf } from "@/lib/validation/field-errors";
import { waitlistBody, waitlistWire } from "@/lib/validation/waitlist";

// sales-and-batches.md §3: the waitlist form has the contact form's rules and words.
describe("the waitlist's fields", () => {
  const ok = { name: "Asha Rao", email: "asha@example.com", phone: "+91 98765 43210" };

  it("stores the contact form's way: trimmed, one space, '+<dial> <digits>'", () => {
    expect(waitlistBody.parse({ ...ok, name: "  Asha   Rao " })).toEqual({ name: "Asha Rao", email: "asha@example.com", phone: "+91 9876543210" });
  });

  it.each([
    [{ name: "" }, "name", contactFormMessages.nameRequired],
    [{ name: "Asha 2" }, "name", contactFormMessages.nameCharacters],
    [{ email: "" }, "email", contactFormMessages.emailRequired],
    [{ email: "a@b" }, "email", contactFormMessages.emailFormat],
    [{ phone: "" }, "phone", contactFormMessages.phoneRequired],
    [{ phone: "+91 98765abcde" }, "phone", contactFormMessages.phoneDigits],
    [{ phone: "+91 98765 43210", country: "" }, "phone", contactFormMessages.phoneSelectCountry],
  ])("%j → %s: %s", (change, field, message) => {
    const parsed = waitlistWire.schema.safeParse({ ...ok, ...change });
    expect(fieldErrorsOf(parsed.error!)[field]).toBe(message);
    expect(fieldErrorsOf(waitlistWire.form.safeParse({ ...ok, ...change }).error!)[field]).toBe(message);
  });
});

describe("a batch's schedule and seats in words", () => {
  it.each([
    [{ days: ["Sat", "Sun"] as const, startTime: "10:00", endTime: "13:00", timeZone: "Asia/Kolkata" }, "Sat & Sun, 10:00 AM – 1:00 PM IST"],
    [{ days: undefined, startTime: "19:00", endTime: "21:00", timeZone: "Europe/London" }, "Every day, 7:00 PM – 9:00 PM BST"],
    [
      { days: ["Mon", "Tue", "Wed", "Thu", "Fri"] as const, startTime: "09:30", endTime: "11:00", timeZone: "America/New_York" },
      "Mon – Fri, 9:30 AM – 11:00 AM EDT",
    ],
  ])("%j → %s", (t, text) => {
    expect(scheduleText({ ...t, days: t.days && [...t.days], startDate: "2026-05-02" })).toBe(text);
  });

  it("names a zone where English does, else its offset", () => {
    expect(timeZoneLabel("Asia/Singapore", "2026-05-02")).toBe("GMT+8");
    expect(timeZoneLabel("Europe/London", "2026-12-02")).toBe("GMT");
  });

  it.each([
    [{ seats: null, left: null, isFull: false }, "No seat limit"],
    [{ seats: 5, left: 3, isFull: false }, "3 seats left"],
    [{ seats: 5, left: 1, isFull: false }, "1 seat left"],
    [{ seats: 5, left: 0, isFull: true }, "Full"],
  ])("%j → %s", (seats, text) => expect(seatsText(seats)).toBe(text));
});
