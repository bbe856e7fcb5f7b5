import { describe, expect, it } from "vitest";
import { detectImageType, unsafeSvgReason } from "@/lib/uploads/store";
import { courseBodySchema, enquiryQuerySchema, enrolmentCreateSchema, issuesByField, splitEmails, trainingBodySchema } from "@/lib/validation/admin";

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

describe("shared schemas (the console's forms and the API)", () => {
  it("a course needs a title, a description and a duration; the rest has defaults", () => {
    const parsed = courseBodySchema.parse({ courseTitle: "  Kafka  ", courseSmlDesc: "Streams for everyone.", courseDuration: "12" });
    expect(parsed).toEqual({ courseTitle: "Kafka", courseSmlDesc: "Streams for everyone.", courseDuration: 12, courseImage: [], courseOverview: "", courseContent: [], courseCategory: [] });
    const bad = courseBodySchema.safeParse({});
    expect(bad.success).toBe(false);
    expect(issuesByField(bad.error!)).toMatchObject({ courseTitle: "Course title is required.", courseSmlDesc: "Short description is required." });
  });

  it("a training's end date may not precede its start", () => {
    const bad = trainingBodySchema.safeParse({ courseId: "abc", startDate: "2030-01-05", endDate: "2030-01-04", startTime: "10:00", endTime: "11:00" });
    expect(issuesByField(bad.error!)).toEqual({ endDate: "End date must be on or after the start date." });
  });

  it("an enrolment names one email or a list", () => {
    expect(enrolmentCreateSchema.safeParse({ trainingId: "t1", userEmail: "A@X.com" }).success).toBe(true);
    expect(enrolmentCreateSchema.safeParse({ trainingId: "t1", userEmails: "a@x.com b@x.com" }).success).toBe(true);
    expect(issuesByField(enrolmentCreateSchema.safeParse({ trainingId: "t1" }).error!)).toEqual({ userEmail: "Learner email is required." });
  });

  it("enquiry filters: empty or 'all' means no filter", () => {
    expect(enquiryQuerySchema.parse({ status: "", type: "all", q: "" })).toEqual({});
    expect(enquiryQuerySchema.safeParse({ status: "spam" }).success).toBe(false);
  });
});

describe("uploads: the bytes decide the type", () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
  it.each([
    ["png", png, "png"],
    ["jpeg", new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0]), "jpg"],
    ["webp", new TextEncoder().encode("RIFF\u0000\u0000\u0000\u0000WEBPVP8 "), "webp"],
    ["svg", new TextEncoder().encode('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'), "svg"],
    ["html", new TextEncoder().encode("<html><body>hi</body></html>"), undefined],
    ["gif", new TextEncoder().encode("GIF89a...."), undefined],
  ])("%s", (_name, bytes, expected) => {
    expect(detectImageType(bytes)).toBe(expected);
  });

  it("refuses SVGs that can run script or load other documents", () => {
    expect(unsafeSvgReason('<svg><rect width="1" height="1"/></svg>')).toBeUndefined();
    for (const evil of ["<svg><script/></svg>", '<svg onload="x()"/>', '<svg><a href="javascript:x()"/></svg>', '<svg><image href="https://evil.example/x.png"/></svg>', "<svg><style>@import url(x)</style></svg>"]) {
      expect(unsafeSvgReason(evil), evil).toBeDefined();
    }
  });
});
