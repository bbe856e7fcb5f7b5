import { describe, expect, it } from "vitest";
import { paymentRequestsWire, proofWire } from "@/lib/validation/collection";
import { enquiryQuoteWire } from "@/lib/validation/enquiry-quotes";
import { discountCodeWire } from "@/lib/validation/pricing";
import { quoteWire } from "@/lib/validation/quotes";
import { bookingEditWire, bookingWire, paymentWire, refundWire } from "@/lib/validation/sales";
import { trainerCreateWire, trainerUpdateWire } from "@/lib/validation/trainers";
import { formWire, fromText, type FormWire } from "@/lib/validation/wire";
import { z } from "zod";

/** The form's values as typed → the body sent: the form accepts them, encodes them so, and the route's body schema accepts the body. */
function expectEncodes<Form, FormInput, Body, Context>(wire: FormWire<Form, FormInput, Body, Context>, typed: FormInput, context: Context, body: unknown) {
  const values = wire.form.parse(typed);
  const sent = JSON.parse(JSON.stringify(wire.encode(values, context)));
  expect(sent).toEqual(body);
  expect(wire.schema.safeParse(sent).success).toBe(true);
}

const booking = {
  trainingId: "t1",
  buyerName: " Asha Rao ",
  buyerEmail: "asha@example.com",
  buyerPhone: "",
  organization: "",
  seats: "3",
  amount: "",
  currency: "inr",
  code: "",
  organizationId: "",
};
const buyer = { trainingId: "t1", buyerName: "Asha Rao", buyerEmail: "asha@example.com", buyerPhone: "", organization: "" };

describe("form ↔ wire: values typed → the body sent", () => {
  it.each([
    ["no price typed: the rule prices it", booking, { ruleAmount: "" }, { ...buyer, seats: 3 }],
    ["the rule's own total is left to the server", { ...booking, amount: "75000" }, { ruleAmount: "75000" }, { ...buyer, seats: 3 }],
    [
      "a total typed over the rule's, with a code, an organisation and the enquiry",
      { ...booking, amount: "70000.50", code: "EARLY-10", organizationId: "o1" },
      { ruleAmount: "75000", enquiryId: "e1" },
      { ...buyer, seats: 3, price: { amount: 70000.5, currency: "INR" }, code: "EARLY-10", organizationId: "o1", enquiryId: "e1" },
    ],
  ])("a new booking: %s", (_, typed, page, body) => expectEncodes(bookingWire, typed, page, body));

  it("a quote: each line's seats, an optional code and an optional line total in the default currency; from an enquiry", () => {
    const quote = { buyerName: " Asha Rao ", buyerEmail: "asha@example.com", buyerPhone: "", validUntil: "2099-01-31", note: "" };
    const line = { trainingId: "t1", seats: "2", code: "", price: "" };
    expectEncodes(
      quoteWire,
      { ...quote, lines: [line, { trainingId: "t2", seats: "10", code: "TEAM-5", price: "59000.50" }] },
      { enquiryId: "e1" },
      {
        ...quote,
        buyerName: "Asha Rao",
        enquiryId: "e1",
        lines: [
          { trainingId: "t1", seats: 2 },
          { trainingId: "t2", seats: 10, code: "TEAM-5", price: { amount: 59000.5, currency: "INR" } },
        ],
      },
    );
    expect(quoteWire.form.safeParse({ ...quote, lines: [] }).error?.issues[0]?.message).toBe("Add at least one line (at most 20).");
    expect(quoteWire.form.safeParse({ ...quote, lines: [{ ...line, seats: "0x" }] }).error?.issues[0]?.message).toBe(
      "Seats must be a whole number from 1 to 10000.",
    );
  });

  it("a booking's invoicing fields (books.md §1): PO, terms, the rate of a foreign currency, an individual's GST data", () => {
    const typed = { ...booking, amount: "1180", currency: "usd", purchaseOrder: " PO-1 ", paymentTermsDays: "30", exchangeRate: "83.1234" };
    expectEncodes(
      bookingWire,
      { ...typed, buyerGstin: "29AAACS1234F1ZO", buyerAddress: "MG Road", buyerGstTreatment: "sez" },
      { ruleAmount: "" },
      {
        ...buyer,
        seats: 3,
        price: { amount: 1180, currency: "USD" },
        purchaseOrder: "PO-1",
        paymentTermsDays: 30,
        exchangeRate: 83.1234,
        buyerGstin: "29AAACS1234F1ZO",
        buyerAddress: "MG Road",
        buyerGstTreatment: "sez",
      },
    );
    expect(bookingWire.form.safeParse({ ...typed, exchangeRate: "83.12345" }).error?.issues[0]?.message).toBe("Enter the exchange rate (INR per unit).");
    expect(bookingWire.form.safeParse({ ...typed, paymentTermsDays: "1.5" }).error?.issues[0]?.message).toBe(
      "Payment terms must be a whole number of days from 0 to 120.",
    );
    expect(bookingWire.form.safeParse({ ...typed, purchaseOrder: "P".repeat(41) }).error?.issues[0]?.message).toBe(
      "The purchase order can have at most 40 characters.",
    );
  });

  it("a quote for an organisation with the buyer's purchase order", () => {
    const quote = { buyerName: "Asha Rao", buyerEmail: "asha@example.com", buyerPhone: "", validUntil: "2099-01-31", note: "" };
    expectEncodes(
      quoteWire,
      { ...quote, organizationId: "o1", purchaseOrder: "4500012345", lines: [{ trainingId: "t1", seats: "2", code: "", price: "" }] },
      {},
      { ...quote, organizationId: "o1", purchaseOrder: "4500012345", lines: [{ trainingId: "t1", seats: 2 }] },
    );
  });

  it("a booking's seats and price, in the booking's currency", () =>
    expectEncodes(bookingEditWire, { seats: "2", amount: "50000.25" }, { currency: "USD" }, { seats: 2, price: { amount: 50000.25, currency: "USD" } }));

  it("a payment and a refund, in the booking's currency", () => {
    const payment = { amount: "1000.10", method: "upi" as const, reference: " UTR123456 ", paidOn: "2026-11-20", note: "" };
    expectEncodes(paymentWire, payment, { currency: "INR" }, { ...payment, reference: "UTR123456", amount: { amount: 1000.1, currency: "INR" } });
    expectEncodes(refundWire, { amount: "500", reason: " Cancelled " }, { currency: "EUR" }, { amount: { amount: 500, currency: "EUR" }, reason: "Cancelled" });
  });

  it("instalments, each in the booking's currency", () =>
    expectEncodes(
      paymentRequestsWire,
      {
        instalments: [
          { amount: "25000", dueOn: "2099-01-05" },
          { amount: "25000.50", dueOn: "2099-02-05" },
        ],
      },
      { currency: "INR" },
      {
        instalments: [
          { amount: { amount: 25000, currency: "INR" }, dueOn: "2099-01-05" },
          { amount: { amount: 25000.5, currency: "INR" }, dueOn: "2099-02-05" },
        ],
      },
    ));

  it("a proof of payment's text fields (multipart: text)", () =>
    expectEncodes(proofWire, { reference: "UTR123456", paidOn: "2026-11-20", amount: "25000.50" }, undefined, {
      reference: "UTR123456",
      paidOn: "2026-11-20",
      amount: "25000.5",
    }));

  const code = { code: "EARLY-10", kind: "percent" as const, value: "10", currency: "INR", validUntil: "", maxUses: "", trainingId: "" };
  it.each([
    ["a percent off, nothing else", code, { code: "EARLY-10", percentOff: 10 }],
    [
      "an amount off without a currency is INR",
      { ...code, kind: "amount" as const, value: "2500.50", currency: "" },
      { code: "EARLY-10", amountOff: { amount: 2500.5, currency: "INR" } },
    ],
    [
      "a last day, a cap and one training",
      { ...code, validUntil: "2099-12-31", maxUses: "50", trainingId: "t1" },
      { code: "EARLY-10", percentOff: 10, validUntil: "2099-12-31", maxUses: 50, trainingIds: ["t1"] },
    ],
  ])("a discount code: %s", (_, typed, body) => expectEncodes(discountCodeWire, typed, undefined, body));

  it("an enquiry's quote: the text only when given", () => {
    expectEncodes(enquiryQuoteWire, { amount: "45000", currency: "usd", text: "" }, undefined, { amount: { amount: 45000, currency: "USD" } });
    expectEncodes(enquiryQuoteWire, { amount: "45000.5", currency: "INR", text: "for 3 seats" }, undefined, {
      amount: { amount: 45000.5, currency: "INR" },
      text: "for 3 seats",
    });
  });

  const trainer = {
    name: "Ravi Kumar",
    email: "Ravi@Example.com",
    phone: "",
    skills: "AWS, Terraform",
    timeZone: "Asia/Kolkata",
    rate: "",
    currency: "INR",
    active: false,
  };
  const profile = { name: "Ravi Kumar", phone: "", skills: "AWS, Terraform", timeZone: "Asia/Kolkata" };
  it("a trainer: invited with the email, saved with active; an empty rate is not agreed (null)", () => {
    expectEncodes(trainerCreateWire, trainer, undefined, { ...profile, hourlyRate: null, email: "ravi@example.com" });
    expectEncodes(trainerUpdateWire, { ...trainer, rate: "2500.50" }, undefined, {
      ...profile,
      hourlyRate: { amount: 2500.5, currency: "INR" },
      active: false,
    });
  });
});

describe("form ↔ wire: the server's error names → the form's fields", () => {
  const wires = {
    bookingWire,
    bookingEditWire,
    paymentWire,
    refundWire,
    paymentRequestsWire,
    proofWire,
    discountCodeWire,
    enquiryQuoteWire,
    trainerCreateWire,
    trainerUpdateWire,
    quoteWire,
  };
  it.each([
    ["bookingWire", "price", "amount"],
    ["bookingWire", "price.amount", "amount"],
    ["bookingWire", "price.currency", "currency"],
    ["bookingWire", "seats", "seats"],
    ["bookingWire", "buyerEmail", "buyerEmail"],
    ["bookingEditWire", "price.amount", "amount"],
    ["paymentWire", "amount.amount", "amount"],
    ["refundWire", "reason", "reason"],
    ["paymentRequestsWire", "instalments.1.amount.amount", "instalments.1.amount"],
    ["paymentRequestsWire", "instalments.0.dueOn", "instalments.0.dueOn"],
    ["paymentRequestsWire", "instalments", "instalments"],
    ["proofWire", "reference", "reference"],
    ["discountCodeWire", "percentOff", "value"],
    ["discountCodeWire", "amountOff.amount", "value"],
    ["discountCodeWire", "amountOff.currency", "currency"],
    ["discountCodeWire", "trainingIds.0", "trainingId"],
    ["enquiryQuoteWire", "amount.currency", "currency"],
    ["trainerCreateWire", "hourlyRate.amount", "rate"],
    ["trainerUpdateWire", "hourlyRate.currency", "currency"],
    ["quoteWire", "lines.1.price.amount", "lines.1.price"],
    ["quoteWire", "lines.0.trainingId", "lines.0.trainingId"],
    ["quoteWire", "code", "lines"],
    ["quoteWire", "price", "lines"],
    ["quoteWire", "lines", "lines"],
    ["quoteWire", "validUntil", "validUntil"],
  ] as [keyof typeof wires, string, string][])("%s: %s → %s", (name, wireName, field) => {
    expect(wires[name].fieldOf(wireName)).toBe(field);
  });
});

describe("formWire and fromText", () => {
  it("the longest declared path wins and list indexes are kept", () => {
    const wire = formWire(z.object({ rows: z.array(z.object({ n: z.string() })) }), z.object({ lines: z.array(z.object({ count: z.number() })) }), {
      encode: (v) => ({ lines: v.rows.map((row) => ({ count: fromText.count(row.n) })) }),
      fields: { lines: "rows", "lines.*.count": "rows.*.n" },
    });
    expect(wire.fieldOf("lines")).toBe("rows");
    expect(wire.fieldOf("lines.2.count")).toBe("rows.2.n");
    expect(wire.fieldOf("lines.2")).toBe("rows");
    expect(wire.fieldOf("other")).toBe("other");
  });

  it("text becomes the wire's values", () => {
    expect(fromText.count("12")).toBe(12);
    expect(fromText.money("0.29", "INR")).toEqual({ amount: 0.29, currency: "INR" });
    expect(fromText.optional("")).toBeUndefined();
    expect(fromText.optional("x")).toBe("x");
    expect(fromText.optional("7", fromText.count)).toBe(7);
  });
});
