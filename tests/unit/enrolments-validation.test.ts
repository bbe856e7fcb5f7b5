import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "@/lib/validation/field-errors";
import { enrolmentWire, splitEmails } from "@/lib/validation/enrolments";

describe("splitEmails: what staff paste", () => {
  it.each([
    ["a@x.com, b@x.com", ["a@x.com", "b@x.com"]],
    ["a@x.com\nb@x.com;c@x.com  d@x.com", ["a@x.com", "b@x.com", "c@x.com", "d@x.com"]],
    ["Asha Rao <asha@x.com>, Ben <ben@x.com>", ["asha@x.com", "ben@x.com"]],
    ["  ", []],
  ])("%j", (text, expected) => {
    expect(splitEmails(text)).toEqual(expected);
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
