// The quote and GST register inputs (billing-and-delivery.md §3, §4): each message a row.
import { describe, expect, it } from "vitest";
import { gstReportMessages, gstReportQuery } from "@/lib/validation/invoices";
import { quoteAcceptBody, quoteCreateBody, quoteMessages, quoteUpdateBody } from "@/lib/validation/quotes";

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);
const line = { trainingId: "abc123", seats: 2 };
const quote = { buyerName: "Meera Iyer", buyerEmail: "Meera@Acme.example", lines: [line], validUntil: "2026-12-31" };

describe("quoteCreateBody", () => {
  it("accepts a quote and lower-cases the email", () => {
    const parsed = quoteCreateBody.parse(quote);
    expect(parsed).toMatchObject({ buyerEmail: "meera@acme.example", buyerPhone: "", note: "" });
  });
  it.each([
    [{ lines: [] }, quoteMessages.lines],
    [{ lines: Array.from({ length: 21 }, () => line) }, quoteMessages.lines],
    [{ validUntil: "2026-02-30" }, "Dates must be real calendar dates."],
    [{ lines: [{ ...line, price: { amount: 10.001, currency: "INR" } }] }, "Amounts can have at most 2 decimals."],
    [{ note: "x".repeat(2001) }, "The note can have at most 2000 characters."],
  ])("%j → %s", (change, message) => {
    expect(messagesOf(quoteCreateBody.safeParse({ ...quote, ...change }))).toContain(message);
  });
});

describe("quoteUpdateBody and quoteAcceptBody", () => {
  it.each([
    [quoteUpdateBody, { status: "accepted" }, quoteMessages.status],
    [quoteAcceptBody, { token: "" }, quoteMessages.token],
    [quoteAcceptBody, {}, quoteMessages.token],
  ] as const)("%#: %j → %s", (schema, body, message) => {
    expect(messagesOf(schema.safeParse(body))).toContain(message);
  });
});

describe("gstReportQuery", () => {
  it.each([
    [{ month: "2026-13" }, gstReportMessages.month],
    [{ month: "2026-4" }, gstReportMessages.month],
    [{}, gstReportMessages.month],
    [{ month: "2026-04", format: "xlsx" }, gstReportMessages.format],
  ])("%j → %s", (query, message) => {
    expect(messagesOf(gstReportQuery.safeParse(query))).toContain(message);
  });
  it("accepts a month and csv", () => {
    expect(gstReportQuery.parse({ month: "2027-03", format: "csv" })).toEqual({ month: "2027-03", format: "csv" });
  });
});
