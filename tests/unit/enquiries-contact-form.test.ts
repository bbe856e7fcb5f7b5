import { describe, expect, it } from "vitest";
// The contact form's rules and messages (spec §5), one row per message: the browser form and the API share them.
import { contactBody, contactWire } from "@/lib/validation/contact";
import { contactFormMessages as m, emailProblem, nameProblem, phoneProblem } from "@/lib/validation/contact-rules";

const valid = {
  contactName: "Asha Verma",
  contactEmail: "asha@example.com",
  contactCountry: "IN",
  contactPhone: "+91 9876543210",
  contactTrainingType: "Individual",
  contactMessage: "I would like to join the next Kubernetes batch.",
};

/** The first message the route's body schema gives for a body, keyed by field (the API's names). */
function errorsOf(body: Record<string, unknown>): Record<string, string> {
  const result = contactBody.safeParse(body);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe("spec §5, name: one row per message", () => {
  it.each([
    ["", m.nameRequired],
    ["   ", m.nameRequired],
    ["Al", m.nameLength],
    ["A".repeat(31), m.nameLength],
    ["R2D2 Droid", m.nameCharacters],
    ["Asha_Verma", m.nameCharacters],
    ["Asha <b>", m.nameCharacters],
    ["Ann", undefined],
    ["A".repeat(30), undefined],
    ["José Ñúñez", undefined],
    ["محمد علي", undefined],
  ])("%j → %s", (name, expected) => {
    expect(nameProblem(name)).toBe(expected);
    expect(errorsOf({ ...valid, contactName: name }).contactName).toBe(expected);
  });
});

describe("spec §5, email: required, one '@', 64/253/254 limits, format, local-part characters", () => {
  const domain253 = `${"a".repeat(61)}.${"b".repeat(61)}.${"c".repeat(61)}.${"d".repeat(61)}.com`.slice(0, 253);
  it.each([
    ["", m.emailRequired],
    ["asha.example.com", m.emailAt],
    ["asha@@example.com", m.emailFormat],
    ["as ha@example.com", m.emailFormat],
    ["@example.com", m.emailFormat],
    [`${"a".repeat(65)}@example.com`, m.emailFormat],
    ["asha@", m.emailFormat],
    ["asha@localhost", m.emailFormat],
    [`asha@${"a".repeat(250)}.com`, m.emailFormat],
    [`${"a".repeat(64)}@${domain253}`, m.emailFormat],
    ["asha(at)home@example.com", m.emailLocalCharacters],
    ['asha"x@example.com', m.emailLocalCharacters],
    [".asha@example.com", m.emailFormat],
    ["asha..v@example.com", m.emailFormat],
    ["asha@-example.com", m.emailFormat],
    ["asha@example.c", m.emailFormat],
    ["asha@example.com", undefined],
    ["a.v+tag@sub.example.co.in", undefined],
    [`${"a".repeat(64)}@example.com`, undefined],
  ])("%j → %s", (email, expected) => {
    expect(emailProblem(email)).toBe(expected);
    expect(errorsOf({ ...valid, contactEmail: email }).contactEmail).toBe(expected);
  });
});

describe("spec §5, phone: dropdown, dial code, per-country length, digits, fake numbers", () => {
  it.each([
    ["IN", "+91 9876543210", undefined],
    ["", "+91 9876543210", m.phoneSelectCountry],
    ["ZZ", "+91 9876543210", m.phoneSelectCountry],
    ["IN", "9876543210", m.phoneEnterCountryCode],
    ["IN", "+44 7911123456", m.phoneSelectCountry],
    [undefined, "+999 12345678", m.phoneSelectCountry],
    ["IN", "+91 ", m.phoneRequired],
    ["IN", "", m.phoneRequired],
    ["IN", "+91 98765abcde", m.phoneDigits],
    ["IN", "+91 987654321", "Phone number must be 10 digits."],
    ["IN", "+91 98765432101", "Phone number must be 10 digits."],
    ["DE", "+49 151234567", "Phone number must be 10 or 11 digits."],
    ["DE", "+49 15123456789", undefined],
    ["AT", "+43 664123", "Phone number must be between 7 and 13 digits."],
    ["AT", "+43 6641234567", undefined],
    ["IN", "+91 9999999999", m.phoneFake],
    ["IN", "+91 98765-43210", undefined],
    [undefined, "+91 9876543210", undefined],
    [undefined, "+1 2015550123", undefined],
  ])("country %j, phone %j → %s", (country, phone, expected) => {
    expect(phoneProblem(phone, country)).toBe(expected);
    const body: Record<string, unknown> = { ...valid, contactPhone: phone };
    if (country === undefined) delete body.contactCountry;
    else body.contactCountry = country;
    expect(errorsOf(body).contactPhone).toBe(expected);
  });
});

describe("spec §5, training type and message", () => {
  it.each([
    [{ contactTrainingType: "" }, "contactTrainingType", m.trainingTypeRequired],
    [{ contactTrainingType: "Corporate" }, "contactTrainingType", m.trainingTypeRequired],
    [{ contactTrainingType: "Enterprise" }, "contactTrainingType", undefined],
    [{ contactMessage: "" }, "contactMessage", m.messageRequired],
    [{ contactMessage: "  \n " }, "contactMessage", m.messageRequired],
    [{ contactMessage: "x".repeat(3001) }, "contactMessage", m.messageTooLong],
    [{ contactCourse: "  " }, "contactCourse", m.courseRequired],
    [{ contactCourse: "Docker and Kubernetes Fundamentals" }, "contactCourse", undefined],
  ])("%j → %s", (patch, field, expected) => {
    expect(errorsOf({ ...valid, ...patch })[field]).toBe(expected);
  });

  it("a missing field is reported with its own message, not a type error", () => {
    expect(errorsOf({})).toMatchObject({
      contactName: m.nameRequired,
      contactEmail: m.emailRequired,
      contactPhone: m.phoneRequired,
      contactTrainingType: m.trainingTypeRequired,
      contactMessage: m.messageRequired,
    });
  });

  it("normalises what it stores: trimmed text, '+<dial> <digits>' phone, unknown fields dropped, product words out", () => {
    const parsed = contactBody.parse({ ...valid, contactName: "  Asha   Verma ", contactPhone: "+91 98765-43210", role: "staff", status: "closed" });
    expect(parsed).toEqual({
      name: "Asha Verma",
      email: "asha@example.com",
      phone: "+91 9876543210",
      trainingType: "Individual",
      message: valid.contactMessage,
      courseTitle: undefined,
    });
  });

  it("keeps the visitor's source (contactSource), dropping fields too long or not text, never refusing", () => {
    const parsed = contactBody.parse({
      ...valid,
      contactSource: { page: "/contact?utm_source=ads", referrer: "r".repeat(501), utmSource: "ads", utmMedium: 7 },
    });
    expect(parsed.source).toEqual({ page: "/contact?utm_source=ads", referrer: null, utmSource: "ads", utmMedium: null, utmCampaign: null });
    for (const contactSource of ["x", 1, null, [], { page: 5 }]) {
      const result = contactBody.safeParse({ ...valid, contactSource });
      expect(result.success).toBe(true);
      expect(result.data!.source).toBeUndefined();
    }
  });

  it("the form checks the same rules under its own field names, and the browser sends the API's", () => {
    const form = contactWire.form.safeParse({
      name: "Jo",
      email: "asha@example.com",
      country: "IN",
      phone: "+91 9876543210",
      trainingType: "Individual",
      message: "Hi",
    });
    expect(form.success).toBe(false);
    expect(form.error!.issues.map((i) => [i.path.join("."), i.message])).toEqual([["name", m.nameLength]]);
    expect(contactWire.encode({ name: "Asha", courseTitle: "Kafka" })).toEqual({ contactName: "Asha", contactCourse: "Kafka" });
    expect(contactWire.fieldOf("contactTrainingType")).toBe("trainingType");
  });
});
