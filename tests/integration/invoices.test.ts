// Tax invoices, credit notes, their PDFs and the GST register (billing-and-delivery.md §4).
import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { POST as invoiceRoute } from "@/app/api/admin/bookings/[id]/invoice/route";
import { GET as bookingRoute, PUT as updateRoute } from "@/app/api/admin/bookings/[id]/route";
import { GET as creditNotePdfRoute } from "@/app/api/admin/credit-notes/[id]/pdf/route";
import { GET as invoicePdfRoute } from "@/app/api/admin/invoices/[id]/pdf/route";
import { GET as gstRoute } from "@/app/api/admin/reports/gst/route";
import { GET as myCreditNoteRoute } from "@/app/api/booking/credit-notes/[id]/route";
import { GET as myBookings } from "@/app/api/booking/getMyBookings/route";
import { GET as myInvoiceRoute } from "@/app/api/booking/invoices/[id]/route";
import { bookings, organizations } from "@/db/schema";
import { setClock } from "@/lib/clock";
import { financialYearOf } from "@/lib/gst/financial-year";
import { dateInZone } from "@/lib/schedule/status";
import { makeTraining } from "../helpers/catalogue";
import { call, refusal } from "../helpers/http";
import { assign, createBooking, inr, pay, refund } from "../helpers/sales";
import { makeLearner } from "../helpers/users";
import { setUpCompany, staff, courseId, setEnv, gstin, COMPANY_GSTIN } from "../helpers/tax-documents";
import { testDatabase } from "../setup/database";

const MAHARASHTRA_GSTIN = gstin("27AABCT5678K1Z");
const companyEnv = {
  COMPANY_NAME: "Stackwise Academy Pvt Ltd",
  COMPANY_ADDRESS: "12 MG Road, Bengaluru, Karnataka 560001, India",
  COMPANY_GSTIN,
  GST_RATE: "18",
};

setUpCompany(companyEnv);
afterEach(() => {
  setClock(undefined);
  setEnv({ COMPANY_LUT: undefined, COMPANY_LUT_FY: undefined, COMPANY_STATE_CODE: undefined, ...companyEnv });
});
afterAll(() => setEnv({ COMPANY_NAME: undefined, COMPANY_ADDRESS: undefined, COMPANY_GSTIN: undefined, GST_RATE: undefined, COMPANY_LUT: undefined }));

async function booking(body: Record<string, unknown> = {}, billing: Partial<typeof bookings.$inferInsert> = {}) {
  const t = await makeTraining(courseId);
  const b = (await createBooking(staff.token, { trainingId: t.id, seats: 2, price: inr(50_000), ...body })).json.data;
  if (Object.keys(billing).length) await testDatabase().db.update(bookings).set(billing).where(eq(bookings.id, b._id));
  return b as { _id: string; number: string; buyerEmail: string };
}
const issue = (id: string, token = staff.token) => call(invoiceRoute, { token, params: { id }, path: `/api/admin/bookings/${id}/invoice`, body: {} });
const getBooking = async (id: string) => (await call(bookingRoute, { token: staff.token, params: { id } })).json.data;
const cancel = (id: string) => call(updateRoute, { method: "PUT", token: staff.token, params: { id }, body: { status: "cancelled" } });
const setPrice = (id: string, amount: number) => call(updateRoute, { method: "PUT", token: staff.token, params: { id }, body: { price: inr(amount) } });
const serial = (n: string) => Number(n.split("/")[2]);

async function pdfText(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/pdf");
  const buffer = new Uint8Array(await response.arrayBuffer());
  return (await extractText(await getDocumentProxy(buffer), { mergePages: true })).text;
}
type PdfHandler = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;
const pdfOf = (handler: PdfHandler, id: string, token = staff.token) =>
  handler(new Request("http://localhost/x", { headers: { authorization: `Bearer ${token}` } }), { params: Promise.resolve({ id }) });

describe("POST /api/admin/bookings/{id}/invoice", () => {
  it("issues a tax invoice: supplier from the configuration, buyer of unknown state split CGST + SGST, exact to the paisa", async () => {
    const b = await booking({ price: inr(999.99), seats: 1, buyerName: "Ravi Kumar" });
    const res = await issue(b._id);
    expect(res.status).toBe(201);
    expect(res.json.message).toBe("Invoice issued.");
    const inv = res.json.data;
    expect(inv.number).toMatch(/^INV\/\d{2}-\d{2}\/\d{4,}$/);
    expect(inv.number.length).toBeLessThanOrEqual(16);
    expect(inv).toMatchObject({
      bookingId: b._id,
      supplier: { name: "Stackwise Academy Pvt Ltd", address: companyEnv.COMPANY_ADDRESS, gstin: COMPANY_GSTIN, stateCode: "29" },
      buyer: { name: "Ravi Kumar", address: "", gstin: null, stateCode: null, country: "IN" },
      placeOfSupply: "29",
      lines: [{ sac: "999293", quantity: 1, unitPrice: inr(999.99), taxableValue: inr(847.45) }],
      taxableValue: inr(847.45),
      cgst: inr(76.27),
      sgst: inr(76.27),
      igst: inr(0),
      total: inr(999.99),
      totalInWords: "Nine Hundred Ninety Nine Rupees And Ninety Nine Paise Only",
      pdfUrl: `/api/admin/invoices/${inv._id}/pdf`,
    });
    expect(inv.lines[0].description).toContain(b.number);
    expect((await getBooking(b._id)).invoice).toMatchObject({ _id: inv._id, number: inv.number });
    expect((await getBooking(b._id)).creditNotes).toEqual([]);
  });

  it("an odd paisa of tax goes to SGST", async () => {
    // 101 × 100 / 118 = 85.593… → 85.59; tax 15.41: CGST 7.70 (half rounded down), SGST 7.71.
    const b = await booking({ price: inr(101), seats: 1 });
    expect((await issue(b._id)).json.data).toMatchObject({ taxableValue: inr(85.59), cgst: inr(7.7), sgst: inr(7.71), igst: inr(0), total: inr(101) });
  });

  it("an organisation in another state: its name, address and GSTIN, IGST, place of supply its state", async () => {
    const [org] = await testDatabase()
      .db.insert(organizations)
      .values({ name: "Tata Widgets Ltd", gstin: MAHARASHTRA_GSTIN, billingAddress: "5 Nariman Point\nMumbai 400021", stateCode: "27", country: "IN" })
      .returning();
    const b = await booking({ price: inr(50_000), seats: 2 }, { organizationId: org!.id });
    const inv = (await issue(b._id)).json.data;
    expect(inv).toMatchObject({
      buyer: { name: "Tata Widgets Ltd", address: "5 Nariman Point\nMumbai 400021", gstin: MAHARASHTRA_GSTIN, stateCode: "27", country: "IN" },
      placeOfSupply: "27",
      lines: [{ quantity: 2, unitPrice: inr(25_000), taxableValue: inr(42_372.88) }],
      taxableValue: inr(42_372.88),
      cgst: inr(0),
      sgst: inr(0),
      igst: inr(7_627.12),
      total: inr(50_000),
      totalInWords: "Fifty Thousand Rupees Only",
    });
    const text = await pdfText(await pdfOf(invoicePdfRoute, inv._id));
    for (const expected of [
      COMPANY_GSTIN,
      MAHARASHTRA_GSTIN,
      inv.number,
      "TAX INVOICE",
      "Tata Widgets Ltd",
      "999293",
      "IGST @ 18%",
      "INR 7,627.12",
      "INR 42,372.88",
      "INR 50,000.00",
      "Fifty Thousand Rupees Only",
      "27 Maharashtra",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("an individual buyer's own billing details; within Karnataka CGST and SGST at 9% each on the PDF", async () => {
    const buyerGstin = gstin("29AAGCK4321M1Z");
    const b = await booking({ price: inr(11_800), seats: 1 }, { buyerAddress: "4 Residency Road, Bengaluru", buyerGstin, buyerStateCode: null });
    const inv = (await issue(b._id)).json.data;
    expect(inv).toMatchObject({
      buyer: { gstin: buyerGstin, stateCode: "29", address: "4 Residency Road, Bengaluru" },
      placeOfSupply: "29",
      taxableValue: inr(10_000),
      cgst: inr(900),
      sgst: inr(900),
      igst: inr(0),
    });
    const text = await pdfText(await pdfOf(invoicePdfRoute, inv._id));
    for (const expected of [
      COMPANY_GSTIN,
      buyerGstin,
      inv.number,
      "CGST @ 9%",
      "SGST @ 9%",
      "INR 900.00",
      "Eleven Thousand Eight Hundred Rupees Only",
      "29 Karnataka",
    ])
      expect(text).toContain(expected);
  });

  it("a buyer abroad: zero-rated under LUT with its declaration, else IGST", async () => {
    // books.md §1: the treatment decides (overseas), and an LUT applies only in its own financial year.
    setEnv({ COMPANY_LUT: "AD290324000123X", COMPANY_LUT_FY: financialYearOf(dateInZone(new Date(), "Asia/Kolkata")) });
    const abroad = await booking({ price: { amount: 1180, currency: "USD" }, seats: 1, buyerCountry: "US", buyerAddress: "1 Market St, San Francisco" });
    const lut = (await issue(abroad._id)).json.data;
    expect(lut).toMatchObject({
      placeOfSupply: "96",
      buyer: { country: "US" },
      taxableValue: { amount: 1180, currency: "USD" },
      igst: { amount: 0, currency: "USD" },
      total: { amount: 1180, currency: "USD" },
    });
    const text = await pdfText(await pdfOf(invoicePdfRoute, lut._id));
    expect(text).toContain("SUPPLY MEANT FOR EXPORT UNDER LETTER OF UNDERTAKING WITHOUT PAYMENT OF INTEGRATED TAX");
    expect(text).toContain("96 Outside India");
    setEnv({ COMPANY_LUT: undefined });
    const taxed = await booking({ price: inr(1180), seats: 1 }, { buyerCountry: "AE", buyerGstTreatment: "overseas" });
    expect((await issue(taxed._id)).json.data).toMatchObject({ placeOfSupply: "96", taxableValue: inr(1000), igst: inr(180), cgst: inr(0) });
  });

  it("without COMPANY_GSTIN the invoice carries no tax", async () => {
    setEnv({ COMPANY_GSTIN: undefined });
    const b = await booking({ price: inr(5000), seats: 1 });
    const inv = (await issue(b._id)).json.data;
    expect(inv).toMatchObject({
      supplier: { gstin: null, stateCode: null },
      taxableValue: inr(5000),
      cgst: inr(0),
      sgst: inr(0),
      igst: inr(0),
      total: inr(5000),
    });
  });

  it("one invoice a booking (409), none for a cancelled one (409), 404, 401, 403", async () => {
    const b = await booking();
    expect((await issue(b._id)).status).toBe(201);
    expect(refusal(await issue(b._id))).toEqual([409, "This booking already has an invoice."]);
    const c = await booking();
    await cancel(c._id);
    expect(refusal(await issue(c._id))).toEqual([409, "This booking is cancelled: it can't be invoiced."]);
    expect(refusal(await issue("nosuchbooking"))).toEqual([404, "Booking not found."]);
    expect((await issue(b._id, "")).status).toBe(401);
    expect((await issue(b._id, (await makeLearner()).token)).status).toBe(403);
  });

  it("two invoices issued at once get consecutive numbers; two issues of one booking make one invoice", async () => {
    const [x, y] = [await booking(), await booking()];
    const [a, c] = await Promise.all([issue(x._id), issue(y._id)]);
    expect([a.status, c.status]).toEqual([201, 201]);
    const numbers = [serial(a.json.data.number), serial(c.json.data.number)].sort((p, q) => p - q);
    expect(numbers[1]).toBe(numbers[0]! + 1);
    const z = await booking();
    const both = await Promise.all([issue(z._id), issue(z._id)]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    const next = await issue((await booking())._id);
    expect(serial(next.json.data.number)).toBe(numbers[1]! + 2);
  });

  it("numbers follow the financial year in DEFAULT_TIME_ZONE: 31 March 23:59 IST is 26-27, 1 April 00:00 IST 27-28 from 0001", async () => {
    setClock(new Date("2027-03-31T18:29:00Z"));
    const march = (await issue((await booking())._id)).json.data;
    expect(march.number).toMatch(/^INV\/26-27\/\d{4}$/);
    expect(march.issuedOn).toBe("2027-03-31");
    setClock(new Date("2027-03-31T18:30:00Z"));
    const april = (await issue((await booking())._id)).json.data;
    expect(april).toMatchObject({ number: "INV/27-28/0001", issuedOn: "2027-04-01" });
  });
});

describe("invoices with payments, and credit notes", () => {
  it("the first payment issues the invoice in its own request; later payments issue no other", async () => {
    const b = await booking({ price: inr(30_000), seats: 1 });
    expect((await pay(staff.token, b._id, { amount: inr(10_000) })).status).toBe(201);
    const first = (await getBooking(b._id)).invoice;
    expect(first).toMatchObject({ total: inr(30_000), bookingId: b._id });
    await pay(staff.token, b._id, { amount: inr(20_000) });
    expect((await getBooking(b._id)).invoice._id).toBe(first._id);
  });

  it("a lowered price, a cancellation and refunds credit what is no longer owed, split like the invoice, never more than it", async () => {
    const b = await booking({ price: inr(50_000), seats: 2 });
    await pay(staff.token, b._id, { amount: inr(20_000) });
    const inv = (await getBooking(b._id)).invoice;
    expect(inv.total).toEqual(inr(50_000));

    await setPrice(b._id, 40_000);
    let notes = (await getBooking(b._id)).creditNotes;
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      invoiceNumber: inv.number,
      bookingId: b._id,
      reason: "price_reduced",
      taxableValue: inr(8474.58),
      cgst: inr(762.71),
      sgst: inr(762.71),
      igst: inr(0),
      total: inr(10_000),
    });
    expect(notes[0].number).toMatch(/^CN\/\d{2}-\d{2}\/\d{4,}$/);
    expect(notes[0].pdfUrl).toBe(`/api/admin/credit-notes/${notes[0]._id}/pdf`);

    await setPrice(b._id, 45_000); // a raise issues no credit note (a debit note of 5,000: books.md §3)
    expect((await getBooking(b._id)).debitNotes.map((n: { total: { amount: number } }) => n.total.amount)).toEqual([5_000]);
    await cancel(b._id); // 20,000 paid and kept: 50,000 + 5,000 debited − 10,000 credited − 20,000 = 25,000
    notes = (await getBooking(b._id)).creditNotes;
    expect(notes.map((n: { reason: string; total: { amount: number } }) => [n.reason, n.total.amount])).toEqual([
      ["price_reduced", 10_000],
      ["cancelled", 25_000],
    ]);
    expect(serial(notes[1].number)).toBe(serial(notes[0].number) + 1);

    await refund(staff.token, b._id, { amount: inr(5_000.01), reason: "Goodwill" });
    await refund(staff.token, b._id, { amount: inr(14_999.99), reason: "Rest" });
    notes = (await getBooking(b._id)).creditNotes;
    expect(notes.map((n: { reason: string; total: { amount: number } }) => [n.reason, n.total.amount])).toEqual([
      ["price_reduced", 10_000],
      ["cancelled", 25_000],
      ["refund", 5_000.01],
      ["refund", 14_999.99],
    ]);
    // The invoice and its debit note are credited in full: every column nets to zero, to the paisa.
    const [debit] = (await getBooking(b._id)).debitNotes;
    for (const key of ["taxableValue", "cgst", "sgst", "igst", "total"]) {
      const credited = notes.reduce((sum: number, n: Record<string, { amount: number }>) => sum + Math.round(n[key]!.amount * 100), 0);
      expect(credited).toBe(Math.round(inv[key].amount * 100) + Math.round(debit[key].amount * 100));
    }
    const text = await pdfText(await pdfOf(creditNotePdfRoute, notes[2]._id));
    for (const expected of ["CREDIT NOTE", notes[2].number, inv.number, COMPANY_GSTIN, "CGST @ 9%", "Five Thousand Rupees And One Paisa Only", "Goodwill"])
      expect(text).toContain(expected);
    expect(refusal(await call(creditNotePdfRoute, { token: staff.token, params: { id: "nosuchnote" } }))).toEqual([404, "Credit note not found."]);
    expect(refusal(await call(invoicePdfRoute, { token: staff.token, params: { id: "nosuchinvoice" } }))).toEqual([404, "Invoice not found."]);
    expect((await call(invoicePdfRoute, { token: (await makeLearner()).token, params: { id: inv._id } })).status).toBe(403);
  });

  it("a refund on an active invoiced booking that keeps its price credits nothing; one after a cancellation does", async () => {
    const b = await booking({ price: inr(10_000), seats: 1 });
    await pay(staff.token, b._id, { amount: inr(12_000) });
    await refund(staff.token, b._id, { amount: inr(2_000), reason: "Paid twice" });
    expect((await getBooking(b._id)).creditNotes).toEqual([]);
  });
});

describe("the buyer's documents", () => {
  it("the buyer sees and downloads the invoice and credit notes; a seat holder and a stranger get 404", async () => {
    const buyer = await makeLearner({ email: "finance.buyer@example.com" });
    const seatHolder = await makeLearner();
    const stranger = await makeLearner();
    const b = await booking({ buyerEmail: "Finance.Buyer@example.com", price: inr(20_000), seats: 2 });
    await assign(staff.token, b._id, [seatHolder.user.email]);
    await pay(staff.token, b._id, { amount: inr(20_000) });
    await setPrice(b._id, 18_000);
    const { invoice, creditNotes } = await getBooking(b._id);

    const mine = (await call(myBookings, { token: buyer.token })).json.data.find((x: { _id: string }) => x._id === b._id);
    expect(mine.invoice).toEqual({ number: invoice.number, url: `/api/booking/invoices/${invoice._id}` });
    expect(mine.creditNotes).toEqual([{ number: creditNotes[0].number, url: `/api/booking/credit-notes/${creditNotes[0]._id}` }]);
    const theirs = (await call(myBookings, { token: seatHolder.token })).json.data.find((x: { _id: string }) => x._id === b._id);
    expect(theirs).not.toHaveProperty("invoice");
    expect(theirs).not.toHaveProperty("creditNotes");

    expect(await pdfText(await pdfOf(myInvoiceRoute, invoice._id, buyer.token))).toContain(invoice.number);
    expect(await pdfText(await pdfOf(myCreditNoteRoute, creditNotes[0]._id, buyer.token))).toContain(creditNotes[0].number);
    for (const who of [seatHolder, stranger]) {
      expect(refusal(await call(myInvoiceRoute, { token: who.token, params: { id: invoice._id } }))).toEqual([404, "Invoice not found."]);
      expect(refusal(await call(myCreditNoteRoute, { token: who.token, params: { id: creditNotes[0]._id } }))).toEqual([404, "Credit note not found."]);
    }
    expect((await call(myInvoiceRoute, { params: { id: invoice._id } })).status).toBe(401);
  });
});

describe("GET /api/admin/reports/gst", () => {
  it("lists the month's invoices and credit notes, totals invoices minus credit notes; CSV one row a document, formula-safe", async () => {
    setClock(new Date("2027-06-10T06:00:00Z"));
    const x = await booking({ buyerName: '=HYPERLINK("http://evil")', price: inr(11_800), seats: 1 });
    await issue(x._id);
    const [org] = await testDatabase()
      .db.insert(organizations)
      .values({ name: "Delhi Co", gstin: gstin("07AAACD1111E1Z"), stateCode: "07", billingAddress: "Delhi" })
      .returning();
    const y = await booking({ price: inr(23_600), seats: 1 }, { organizationId: org!.id });
    await issue(y._id);
    await setPrice(y._id, 11_800);
    setClock(new Date("2027-07-01T06:00:00Z"));
    await issue((await booking({ price: inr(1000), seats: 1 }))._id);

    const res = await call(gstRoute, { token: staff.token, path: "/api/admin/reports/gst?month=2027-06" });
    expect(res.status).toBe(200);
    expect(res.json.data.invoices).toHaveLength(2);
    expect(res.json.data.creditNotes).toHaveLength(1);
    expect(res.json.data.creditNotes[0]).toMatchObject({ buyerGstin: org!.gstin, placeOfSupply: "07", igst: inr(1800), total: inr(11_800) });
    expect(res.json.data.totals).toEqual({ taxableValue: inr(20_000), cgst: inr(900), sgst: inr(900), igst: inr(1800), total: inr(23_600) });

    const csv = await gstRoute(
      new Request("http://localhost/api/admin/reports/gst?month=2027-06&format=csv", { headers: { authorization: `Bearer ${staff.token}` } }),
      { params: Promise.resolve({}) },
    );
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(lines[3]).toMatch(/^"Credit note","CN\//);

    expect(refusal(await call(gstRoute, { token: staff.token, path: "/api/admin/reports/gst?month=2027-13" }))).toEqual([400, expect.any(String)]);
    expect((await call(gstRoute, { path: "/api/admin/reports/gst?month=2027-06" })).status).toBe(401);
  });
});
