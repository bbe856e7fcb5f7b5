// Corrections within the law (books.md §3): debit notes on a price rise, refunds that lower the price, and credit
// notes past the time limit.
import { describe, expect, it } from "vitest";
import { GET as debitNotePdfRoute } from "@/app/api/admin/debit-notes/[id]/pdf/route";
import { GET as myDebitNoteRoute } from "@/app/api/booking/debit-notes/[id]/route";
import { GET as myBookings } from "@/app/api/booking/getMyBookings/route";
import { eq } from "drizzle-orm";
import { invoices, organizations } from "@/db/schema";
import { setClock } from "@/lib/clock";
import {
  bookingOf,
  COMPANY_GSTIN,
  getBooking,
  gstin,
  issueInvoice,
  pdfOf,
  pdfText,
  serial,
  setPrice,
  setUpCorrections,
  staff,
  courseId,
} from "../helpers/tax-documents";
import { call, refusal } from "../helpers/http";
import { assign, inr, pay, refund } from "../helpers/sales";
import { makeLearner } from "../helpers/users";
import { testDatabase } from "../setup/database";

setUpCorrections();

const booking = (body: Record<string, unknown> = {}, billing = {}) => bookingOf(staff.token, courseId, body, billing);

describe("debit notes", () => {
  it("raising the price of an invoiced booking issues a debit note for the increase, split like the invoice, with its PDF", async () => {
    const [org] = await testDatabase()
      .db.insert(organizations)
      .values({
        name: "Pune Widgets Ltd",
        gstin: gstin("27AABCT5678K1Z"),
        gstTreatment: "registered",
        billingAddress: "Pune",
        stateCode: "27",
        paymentTermsDays: 15,
      })
      .returning();
    const b = await booking({ price: inr(50_000) }, { organizationId: org!.id, paymentTermsDays: 15 });
    const inv = (await issueInvoice(staff.token, b._id)).json.data;
    // What accounts payable checks comes from the invoice (whoever wrote it there): set it on the row.
    await testDatabase().db.update(invoices).set({ purchaseOrder: "PO-7781", gstTreatment: "registered" }).where(eq(invoices.id, inv._id));
    expect((await setPrice(staff.token, b._id, 61_800)).status).toBe(200);
    const { debitNotes, creditNotes } = await getBooking(staff.token, b._id);
    expect(creditNotes).toEqual([]);
    expect(debitNotes).toHaveLength(1);
    const dn = debitNotes[0];
    expect(dn.number).toMatch(/^DN\/\d{2}-\d{2}\/\d{4,}$/);
    expect(dn).toMatchObject({
      invoiceNumber: inv.number,
      bookingId: b._id,
      reason: "Price raised from INR 50,000.00 to INR 61,800.00",
      taxableValue: inr(10_000),
      cgst: inr(0),
      sgst: inr(0),
      igst: inr(1_800),
      total: inr(11_800),
      gstTreatment: "registered",
      endorsement: null,
      reverseCharge: false,
      purchaseOrder: "PO-7781",
      pdfUrl: `/api/admin/debit-notes/${dn._id}/pdf`,
    });
    expect(dn.dueOn > dn.issuedOn).toBe(true);
    const text = await pdfText(await pdfOf(debitNotePdfRoute, dn._id, staff.token));
    for (const expected of ["DEBIT NOTE", dn.number, inv.number, COMPANY_GSTIN, "Pune Widgets Ltd", "IGST @ 18%", "INR 11,800.00", "Price raised from"])
      expect(text).toContain(expected);

    // A lower price afterwards credits against the same invoice, within what it now stands for.
    await setPrice(staff.token, b._id, 55_900);
    const after = await getBooking(staff.token, b._id);
    expect(after.creditNotes.map((n: { total: { amount: number } }) => n.total.amount)).toEqual([5_900]);
    expect(after.debitNotes).toHaveLength(1);
  });

  it("no debit note for a booking not invoiced, a lower price or the same price; 404, 401 and 403 on the PDF", async () => {
    const b = await booking({ price: inr(10_000), seats: 1 });
    await setPrice(staff.token, b._id, 12_000);
    expect((await getBooking(staff.token, b._id)).debitNotes).toEqual([]);
    await issueInvoice(staff.token, b._id);
    await setPrice(staff.token, b._id, 12_000);
    await setPrice(staff.token, b._id, 11_000);
    expect((await getBooking(staff.token, b._id)).debitNotes).toEqual([]);
    expect(refusal(await call(debitNotePdfRoute, { token: staff.token, params: { id: "nosuchnote" } }))).toEqual([404, "Debit note not found."]);
    await setPrice(staff.token, b._id, 13_000);
    const [dn] = (await getBooking(staff.token, b._id)).debitNotes;
    expect(dn.total).toEqual(inr(2_000));
    expect((await call(debitNotePdfRoute, { params: { id: dn._id } })).status).toBe(401);
    expect((await call(debitNotePdfRoute, { token: (await makeLearner()).token, params: { id: dn._id } })).status).toBe(403);
  });

  it("two raises at once get consecutive numbers", async () => {
    const [x, y] = [await booking(), await booking()];
    await Promise.all([issueInvoice(staff.token, x._id), issueInvoice(staff.token, y._id)]);
    // Below a taxable ₹50,000 (an unregistered buyer with no address: Rule 46 would ask for it, books.md §1).
    const [a, c] = await Promise.all([setPrice(staff.token, x._id, 55_000), setPrice(staff.token, y._id, 58_000)]);
    expect([a.status, c.status]).toEqual([200, 200]);
    const numbers = [(await getBooking(staff.token, x._id)).debitNotes[0].number, (await getBooking(staff.token, y._id)).debitNotes[0].number]
      .map(serial)
      .sort((p, q) => p - q);
    expect(numbers[1]).toBe(numbers[0]! + 1);
  });

  it("the buyer sees and downloads the debit notes; a seat holder and a stranger get 404", async () => {
    const buyer = await makeLearner({ email: "dn.buyer@example.com" });
    const seatHolder = await makeLearner();
    const b = await booking({ buyerEmail: "DN.Buyer@example.com", price: inr(20_000) });
    await assign(staff.token, b._id, [seatHolder.user.email]);
    await pay(staff.token, b._id, { amount: inr(20_000) });
    await setPrice(staff.token, b._id, 23_600);
    const [dn] = (await getBooking(staff.token, b._id)).debitNotes;
    const mine = (await call(myBookings, { token: buyer.token })).json.data.find((x: { _id: string }) => x._id === b._id);
    expect(mine.debitNotes).toEqual([{ number: dn.number, url: `/api/booking/debit-notes/${dn._id}` }]);
    const theirs = (await call(myBookings, { token: seatHolder.token })).json.data.find((x: { _id: string }) => x._id === b._id);
    expect(theirs).not.toHaveProperty("debitNotes");
    expect(await pdfText(await pdfOf(myDebitNoteRoute, dn._id, buyer.token))).toContain(dn.number);
    for (const who of [seatHolder, await makeLearner()])
      expect(refusal(await call(myDebitNoteRoute, { token: who.token, params: { id: dn._id } }))).toEqual([404, "Debit note not found."]);
    expect((await call(myDebitNoteRoute, { params: { id: dn._id } })).status).toBe(401);
  });
});

describe("refunds that lower the price", () => {
  it("lowers the price in the same transaction, credits the invoiced amount, and reopens no balance", async () => {
    const b = await booking({ price: inr(50_000) });
    await pay(staff.token, b._id, { amount: inr(50_000) });
    const inv = (await getBooking(staff.token, b._id)).invoice;
    const res = await refund(staff.token, b._id, { amount: inr(11_800), reason: "Two days missed", lowerPrice: true });
    expect(res.status).toBe(201);
    const after = await getBooking(staff.token, b._id);
    expect(after).toMatchObject({ price: inr(38_200), paid: inr(38_200), balance: inr(0), status: "paid" });
    expect(after.creditNotes).toHaveLength(1);
    expect(after.creditNotes[0]).toMatchObject({
      invoiceNumber: inv.number,
      reason: "refund",
      note: "Two days missed",
      taxableValue: inr(10_000),
      cgst: inr(900),
      sgst: inr(900),
      total: inr(11_800),
      gstAdjusted: true,
    });
    // A plain refund still leaves the price: a balance reopens and no credit note issues.
    await refund(staff.token, b._id, { amount: inr(1_000), reason: "Paid twice" });
    expect(await getBooking(staff.token, b._id)).toMatchObject({ price: inr(38_200), balance: inr(1_000), status: "awaiting_payment" });
    expect((await getBooking(staff.token, b._id)).creditNotes).toHaveLength(1);
  });

  it("without an invoice the price drops and nothing is credited", async () => {
    const b = await booking({ price: inr(20_000) });
    await pay(staff.token, b._id, { amount: inr(5_000) });
    await testDatabase().db.delete(invoices).where(eq(invoices.bookingId, b._id));
    expect((await refund(staff.token, b._id, { amount: inr(1_000), reason: "Goodwill", lowerPrice: true })).status).toBe(201);
    expect(await getBooking(staff.token, b._id)).toMatchObject({ price: inr(19_000), paid: inr(4_000), balance: inr(15_000), creditNotes: [], invoice: null });
  });

  it.each([
    [20_000, "A refund that lowers the price must be less than the price (INR 20,000.00): cancel the booking to refund it all."],
    [25_000, "A refund that lowers the price must be less than the price (INR 20,000.00): cancel the booking to refund it all."],
    [30_000.01, "A refund can't be more than was paid (INR 30,000.00)."],
  ])("refuses %s against a price of 20,000 with 30,000 paid: %s", async (amount, message) => {
    const b = await booking({ price: inr(20_000) });
    await pay(staff.token, b._id, { amount: inr(30_000) });
    expect(refusal(await refund(staff.token, b._id, { amount: inr(amount), reason: "Too much", lowerPrice: true }))).toEqual([400, message]);
    expect(await getBooking(staff.token, b._id)).toMatchObject({ price: inr(20_000), paid: inr(30_000) });
  });

  it("refuses a lowerPrice that is not true or false", async () => {
    const b = await booking();
    expect(refusal(await refund(staff.token, b._id, { lowerPrice: "yes" }))).toEqual([400, "lowerPrice is true or false."]);
  });
});

describe("the time limit of CGST Act section 34(2)", () => {
  // Section 34(2) of the CGST Act, as amended by section 102 of the Finance Act 2022 (in force 1 October 2022): a
  // credit note is declared "not later than the thirtieth day of November following the end of the financial year
  // in which such supply was made"; after that it reduces no output tax.
  it("a credit note on 30 November (IST) after the invoice's year adjusts tax; one on 1 December adjusts none", async () => {
    setClock(new Date("2026-06-10T06:00:00Z"));
    const b = await booking({ price: inr(50_000) });
    const inv = (await issueInvoice(staff.token, b._id)).json.data;
    expect(inv.number).toMatch(/^INV\/26-27\//);
    setClock(new Date("2027-11-30T18:29:00Z")); // 30 Nov 2027, 23:59 IST
    await setPrice(staff.token, b._id, 38_200);
    setClock(new Date("2027-11-30T18:30:00Z")); // 1 Dec 2027, 00:00 IST
    await setPrice(staff.token, b._id, 26_400);
    const notes = (await getBooking(staff.token, b._id)).creditNotes;
    expect(notes.map((n: { issuedOn: string }) => n.issuedOn)).toEqual(["2027-11-30", "2027-12-01"]);
    expect(notes[0]).toMatchObject({ gstAdjusted: true, taxableValue: inr(10_000), cgst: inr(900), sgst: inr(900), total: inr(11_800) });
    expect(notes[1]).toMatchObject({ gstAdjusted: false, taxableValue: inr(11_800), cgst: inr(0), sgst: inr(0), igst: inr(0), total: inr(11_800) });
  });
});
