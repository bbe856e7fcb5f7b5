// The enquiries' shared schemas: the inbox's filters and the staff follow-up (the console's forms and the API).
import { describe, expect, it } from "vitest";
import { enquiryFilterWire, enquiryFollowUpWire, enquiryStatuses, trainingTypes } from "@/lib/validation/enquiries";
import { fieldErrorsOf } from "@/lib/validation/field-errors";

describe("the inbox's filters", () => {
  it("empty or 'all' means no filter", () => {
    expect(enquiryFilterWire.schema.parse({ status: "", type: "all", q: "" })).toEqual({});
    expect(enquiryFilterWire.schema.safeParse({ status: "spam" }).success).toBe(false);
  });

  it("reads the API's names into product words, and writes them back for the export link", () => {
    const filter = enquiryFilterWire.schema.parse({ status: "new", type: "Enterprise", course: " Kafka ", q: "globex" });
    expect(filter).toEqual({ status: "new", trainingType: "Enterprise", courseTitle: "Kafka", q: "globex" });
    expect(enquiryFilterWire.encode(filter)).toEqual({ status: "new", type: "Enterprise", course: "Kafka", q: "globex" });
  });

  it.each([
    [{ status: "spam" }, { status: "Status must be new, contacted or closed." }],
    [{ type: "Corporate" }, { type: "Type must be Individual or Enterprise." }],
  ])("%j → %j", (query, errors) => {
    expect(fieldErrorsOf(enquiryFilterWire.schema.safeParse(query).error!)).toEqual(errors);
  });

  it("declares each list once, in the order the console shows them", () => {
    expect(enquiryStatuses).toEqual(["new", "contacted", "closed"]);
    expect(trainingTypes).toEqual(["Individual", "Enterprise"]);
  });
});

describe("the follow-up: a status, a staff note or both", () => {
  it("the API's `note` is the staff note", () => {
    expect(enquiryFollowUpWire.schema.parse({ note: "Called back." })).toEqual({ staffNote: "Called back." });
    expect(enquiryFollowUpWire.encode({ status: "closed", staffNote: "Done." })).toEqual({ status: "closed", note: "Done." });
    expect(enquiryFollowUpWire.fieldOf("note")).toBe("staffNote");
  });

  it.each([
    [{}, { status: "Send a status, a note or both." }],
    [{ status: "spam" }, { status: "Status must be new, contacted or closed." }],
    [{ note: 42 }, { note: "The note must be text." }],
    [{ note: "x".repeat(5001) }, { note: "The note must be at most 5000 characters." }],
  ])("the API's body %j → %j", (body, errors) => {
    expect(fieldErrorsOf(enquiryFollowUpWire.schema.safeParse(body).error!)).toEqual(errors);
  });

  it("the console's form reports the same rules under its own field names", () => {
    expect(fieldErrorsOf(enquiryFollowUpWire.form.safeParse({}).error!)).toEqual({ status: "Send a status, a note or both." });
    expect(fieldErrorsOf(enquiryFollowUpWire.form.safeParse({ staffNote: "x".repeat(5001) }).error!)).toEqual({ staffNote: "The note must be at most 5000 characters." });
    expect(enquiryFollowUpWire.form.safeParse({ status: "contacted", staffNote: "" }).success).toBe(true);
  });
});
