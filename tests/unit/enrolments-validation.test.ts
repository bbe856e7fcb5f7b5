import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "@/lib/validation/field-errors";
import { enrolmentWire, splitEmails } from "@/lib/validation/enrolments";

describe("splitEmails: what staff paste", () => {
  it.each([
    ["a@x.com, b@x.com", ["a@x.com", "b@x.com"]],
    ["a@x.com\nb@x.com;c@x.com  d@x.com", ["a@x.com", "b@x.com", "c@x.com", "d@x.com"]],
    ["Asha Rao <asha@x.com>, Ben <ben@x.com>", ["asha@x.com", "ben@x.com"]],
    ["  ", []],
    ["Asha <asha@x.com> Ben <ben@x.com>", ["asha@x.com", "ben@x.com"]],
    ["Asha <asha@x.com, b@x.com", ["Asha", "<asha@x.com", "b@x.com"]],
  ])("%j", (text, expected) => {
    expect(splitEmails(text)).toEqual(expected);
  });

  // The largest list staff may paste (200 addresses of 320 characters) is read in time proportional to its length,
  // whatever it holds: a name pattern tried from every character of a long run backtracked quadratically.
  it.each([
    ["one long name before an unclosed <", `${"a".repeat(64_000)}<x`],
    ["a long name of spaces", `${" ".repeat(64_000)}<x`],
    ["many <", "a<".repeat(32_000)],
  ])("%s is split within 100 ms", (_name, text) => {
    const started = performance.now();
    splitEmails(text);
    expect(performance.now() - started).toBeLessThan(100);
  });
});

describe("an enrolment names one email or a list", () => {
  it("accepts either, in the API's names", () => {
    expect(enrolmentWire.schema.parse({ trainingId: "t1", userEmail: "A@X.com" })).toMatchObject({ trainingId: "t1", email: "A@X.com", isActive: true });
    expect(enrolmentWire.schema.parse({ trainingId: "t1", userEmails: "a@x.com b@x.com" })).toMatchObject({ emails: "a@x.com b@x.com" });
  });

  it.each([
    [{}, "userEmail", "Learner email is required."],
    [{ userEmail: "nope" }, "userEmail", "Email format is invalid."],
    [{ userEmails: " ;; " }, "userEmails", "Paste at least one email address."],
  ])("%j: %s says %s", (body, field, message) => {
    expect(fieldErrorsOf(enrolmentWire.schema.safeParse({ trainingId: "t1", ...body }).error!)).toEqual({ [field]: message });
  });
});
