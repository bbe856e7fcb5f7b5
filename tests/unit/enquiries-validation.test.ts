// The enquiries' shared schemas: the inbox's filters, the pipeline's changes and the visitor's source (the console's forms and the API).
import { describe, expect, it } from "vitest";
import { trainingTypes } from "@/lib/validation/contact-rules";
import { cleanEnquirySource, enquiryFilterWire, enquiryFollowUpWire, enquiryNoteBody, enquiryStatuses } from "@/lib/validation/enquiries";
import { fieldErrorsOf } from "@/lib/validation/field-errors";

const STATUS = "Status must be new, contacted, quoted, won or lost.";

describe("the inbox's filters", () => {
  it("empty or 'all' means no filter", () => {
    expect(enquiryFilterWire.schema.parse({ status: "", type: "all", q: "", owner: "", followUpBefore: "" })).toEqual({});
    expect(enquiryFilterWire.schema.safeParse({ status: "spam" }).success).toBe(false);
  });

  it("reads the API's names into product words, and writes them back for the export link", () => {
    const query = { status: "new", type: "Enterprise", course: "Kafka", q: "globex", owner: "abc123", followUpBefore: "2026-05-01" };
    const filter = enquiryFilterWire.schema.parse({ ...query, course: " Kafka " });
    expect(filter).toEqual({ status: "new", trainingType: "Enterprise", courseTitle: "Kafka", q: "globex", ownerId: "abc123", followUpBefore: "2026-05-01" });
    expect(enquiryFilterWire.encode(filter)).toEqual(query);
  });

  it("reads the earlier `closed` as lost", () => {
    expect(enquiryFilterWire.schema.parse({ status: "closed" })).toEqual({ status: "lost" });
  });

  it.each([
    [{ status: "spam" }, { status: STATUS }],
    [{ type: "Corporate" }, { type: "Type must be Individual or Enterprise." }],
    [{ owner: "../x" }, { owner: "Owner must be a staff member's id or none." }],
    [{ followUpBefore: "2026-02-30" }, { followUpBefore: "followUpBefore must be a date (YYYY-MM-DD)." }],
  ])("%j → %j", (query, errors) => {
    expect(fieldErrorsOf(enquiryFilterWire.schema.safeParse(query).error!)).toEqual(errors);
  });

  it("declares each list once, in the order the console shows them", () => {
    expect(enquiryStatuses).toEqual(["new", "contacted", "quoted", "won", "lost"]);
    expect(trainingTypes).toEqual(["Individual", "Enterprise"]);
  });
});

describe("the pipeline's changes", () => {
  it("the API's `note` is a note to append; empty values clear the owner and the follow-up date", () => {
    expect(enquiryFollowUpWire.schema.parse({ note: " Called back. " })).toEqual({ staffNote: "Called back." });
    expect(enquiryFollowUpWire.encode({ status: "lost", staffNote: "Done.", lostReason: "Budget" })).toEqual({
      status: "lost",
      note: "Done.",
      lostReason: "Budget",
    });
    expect(enquiryFollowUpWire.fieldOf("note")).toBe("staffNote");
    expect(enquiryFollowUpWire.schema.parse({ ownerId: "", followUpOn: null })).toEqual({ ownerId: null, followUpOn: null });
    expect(enquiryFollowUpWire.schema.parse({ status: "closed" })).toEqual({ status: "closed" });
  });

  it.each([
    [{}, { status: "Send a change: a status, a note, an owner, a follow-up date or a lost reason." }],
    [{ status: "spam" }, { status: STATUS }],
    [{ status: "lost" }, { lostReason: "Give the reason the enquiry was lost." }],
    [{ status: "lost", lostReason: "  " }, { lostReason: "Give the reason the enquiry was lost." }],
    [{ status: "lost", lostReason: "x".repeat(501) }, { lostReason: "The lost reason must be at most 500 characters." }],
    [{ note: 42 }, { note: "The note must be text." }],
    [{ note: "x".repeat(5001) }, { note: "The note must be at most 5000 characters." }],
    [{ ownerId: "not an id" }, { ownerId: "The owner must be a staff member." }],
    [{ followUpOn: "tomorrow" }, { followUpOn: "The follow-up date must be a date (YYYY-MM-DD)." }],
  ])("the API's body %j → %j", (body, errors) => {
    expect(fieldErrorsOf(enquiryFollowUpWire.schema.safeParse(body).error!)).toEqual(errors);
  });

  it("the console's form reports the same rules under its own field names", () => {
    expect(fieldErrorsOf(enquiryFollowUpWire.form.safeParse({ staffNote: "x".repeat(5001) }).error!)).toEqual({
      staffNote: "The note must be at most 5000 characters.",
    });
    expect(enquiryFollowUpWire.form.safeParse({ status: "contacted", staffNote: "" }).success).toBe(true);
  });

  it("a note needs text", () => {
    expect(fieldErrorsOf(enquiryNoteBody.safeParse({ text: "  " }).error!)).toEqual({ text: "Write a note." });
    expect(fieldErrorsOf(enquiryNoteBody.safeParse({}).error!)).toEqual({ text: "Write a note." });
    expect(enquiryNoteBody.parse({ text: " Sent the quote. " })).toEqual({ text: "Sent the quote." });
  });
});

describe("the visitor's source", () => {
  it("keeps strings of at most 500 characters and drops anything else, never failing", () => {
    expect(cleanEnquirySource({ page: "/contact?utm_source=x", referrer: "x".repeat(501), utmSource: 42, utmMedium: "email", extra: "y" })).toEqual({
      page: "/contact?utm_source=x",
      referrer: null,
      utmSource: null,
      utmMedium: "email",
      utmCampaign: null,
    });
    expect(cleanEnquirySource({ page: "x".repeat(500) })?.page).toHaveLength(500);
    expect(cleanEnquirySource("a string")).toBeUndefined();
    expect(cleanEnquirySource([1])).toBeUndefined();
    expect(cleanEnquirySource({ page: "" })).toBeUndefined();
    expect(cleanEnquirySource(null)).toBeUndefined();
  });
});
