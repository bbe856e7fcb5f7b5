import { getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { creditNotes, debitNotes, invoices, type CreditNote, type DebitNote, type Invoice } from "@/db/schema";
import { paymentRequestsAnswer, publicPaymentRequestAnswer } from "@/lib/collection/answers";
import { creditNoteAnswer, debitNoteAnswer, invoiceAnswer } from "@/lib/invoices/answers";

// The invoice, credit-note and payment-request mappers spread the whole row and name only what the API renames:
// what leaves is what the answer's schema names, because answer() parses the mapped value through it. These pin
// that: a row's other columns (the buyer's email, the series' internals…) and any field added later never leave.

/** The names an answer's schema gives (answer() is a pipe into it). */
const namesOf = (answer: z.ZodType) => Object.keys((answer as unknown as { out: z.ZodObject }).out.shape).sort();

/** A row with every column of `table` set to a value that says where it came from (text), or a plausible one. */
function rowOf<T>(table: Parameters<typeof getTableColumns>[0], values: Partial<T>): T {
  const row: Record<string, unknown> = {};
  for (const [name, column] of Object.entries(getTableColumns(table))) {
    row[name] = column.dataType === "number" ? 100 : column.dataType === "date" ? new Date("2026-11-20T10:00:00Z") : `LEAK-${name}`;
  }
  return { ...row, ...values } as T;
}

const money = {
  currency: "INR",
  issuedOn: "2026-11-20",
  rateBasisPoints: 1800,
  taxableValueMinor: 5_000_000,
  cgstMinor: 450_000,
  sgstMinor: 450_000,
  igstMinor: 0,
  // books.md §1: the treatment is an enum and the due date a date, so they can't carry a LEAK- marker.
  gstTreatment: "registered" as const,
  dueOn: "2026-12-20",
};

describe("answers that spread a row carry only the fields their schema names", () => {
  it("an invoice: not the buyer's email, nor any other column", () => {
    const row = rowOf<Invoice>(invoices, { ...money, totalMinor: 5_900_000, placeOfSupply: "29", quantity: 2, unitPriceMinor: 2_950_000, buyerCountry: "IN" });
    const sent = invoiceAnswer.parse({ ...row, secret: "LEAK-secret" });
    expect(Object.keys(sent).sort()).toEqual(namesOf(invoiceAnswer));
    const text = JSON.stringify(sent);
    expect(text).not.toContain("LEAK-buyerEmail");
    expect(text).not.toContain("LEAK-secret");
    expect(text).toContain("LEAK-buyerName");
  });

  it("a credit note", () => {
    const row = rowOf<CreditNote>(creditNotes, { ...money, totalMinor: 5_900_000, reason: "refund", gstAdjusted: true });
    const sent = creditNoteAnswer.parse({ ...row, invoiceNumber: "INV/26-27/0001", secret: "LEAK-secret" });
    expect(Object.keys(sent).sort()).toEqual(namesOf(creditNoteAnswer));
    expect(JSON.stringify(sent)).not.toContain("LEAK-secret");
  });

  it("a debit note", () => {
    const row = rowOf<DebitNote>(debitNotes, { ...money, totalMinor: 5_900_000, gstTreatment: "registered", endorsement: null, dueOn: "2026-12-05" });
    const sent = debitNoteAnswer.parse({ ...row, invoiceNumber: "INV/26-27/0001", secret: "LEAK-secret" });
    expect(Object.keys(sent).sort()).toEqual(namesOf(debitNoteAnswer));
    expect(JSON.stringify(sent)).not.toMatch(/LEAK-(secret|issuedBy|invoiceId|exchangeRateE4|currency)/);
  });

  const request = {
    id: "r1",
    number: "PR-2026-0001",
    bookingId: "b1",
    amountMinor: 1_000_000,
    currency: "INR",
    dueOn: "2026-12-01",
    status: "open" as const,
    payUrl: "http://localhost/pay/t",
    upiUri: null,
    createdAt: new Date("2026-11-20T10:00:00Z"),
  };

  it("a payment request: not its token's hash", () => {
    const [sent] = paymentRequestsAnswer.parse([{ ...request, tokenHash: "LEAK-tokenHash", buyerEmail: "LEAK-buyerEmail" }]);
    expect(Object.keys(sent!).sort()).toEqual(Object.keys((paymentRequestsAnswer as unknown as { out: z.ZodArray<z.ZodObject> }).out.element.shape).sort());
    expect(JSON.stringify(sent)).not.toMatch(/LEAK/);
  });

  it("the public pay page's facts: nothing about the buyer", () => {
    const sent = publicPaymentRequestAnswer.parse({
      ...request,
      bookingNumber: "BK-2026-0001",
      courseTitle: "Kubernetes Operations",
      bank: null,
      buyerName: "LEAK-buyerName",
      buyerEmail: "LEAK-buyerEmail",
    });
    expect(Object.keys(sent).sort()).toEqual(namesOf(publicPaymentRequestAnswer));
    expect(JSON.stringify(sent)).not.toMatch(/LEAK/);
  });
});
