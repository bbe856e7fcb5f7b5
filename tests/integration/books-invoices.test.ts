// What accounts payable check on invoices and credit notes, foreign currency, and the documents' mail (books.md §1).
import { desc, eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { POST as invoiceRoute } from "@/app/api/admin/bookings/[id]/invoice/route";
import { GET as bookingRoute, PUT as updateRoute } from "@/app/api/admin/bookings/[id]/route";
import { GET as creditNotePdfRoute } from "@/app/api/admin/credit-notes/[id]/pdf/route";
import { GET as invoicePdfRoute } from "@/app/api/admin/invoices/[id]/pdf/route";
import { POST as orgCreate } from "@/app/api/admin/organizations/route";
import { mailOutbox } from "@/db/schema";
import { setClock } from "@/lib/clock";
import { makeTraining } from "../helpers/catalogue";
import { call, refusal } from "../helpers/http";
import { createBooking, inr } from "../helpers/sales";
import { setUpCompany, staff, courseId, setEnv, gstin, COMPANY_GSTIN } from "../helpers/tax-documents";
import { testDatabase } from "../setup/database";

const companyEnv = {
  COMPANY_NAME: "Stackwise Academy Pvt Ltd",
  COMPANY_ADDRESS: "12 MG Road, Bengaluru, Karnataka 560001, India",
  COMPANY_GSTIN,
  GST_RATE: "18",
  COMPANY_BANK_NAME: "HDFC Bank, Koramangala",
  COMPANY_BANK_ACCOUNT: "50200012345678",
  COMPANY_BANK_IFSC: "HDFC0000053",
  COMPANY_LUT: "AD290426000123X",
  COMPANY_LUT_FY: "2026-27",
};
const DAY = new Date("2026-11-26T06:00:00Z"); // 26 Nov 2026 in Asia/Kolkata: financial year 2026-27

setUpCompany(companyEnv);
afterEach(() => {
  setClock(undefined);
  setEnv(companyEnv);
});
afterAll(() => setEnv(Object.fromEntries(Object.keys(companyEnv).map((k) => [k, undefined]))));

const sezOrg = async (accountsEmail?: string) =>
  (
    await call(orgCreate, {
      token: staff.token,
      path: "/api/admin/organizations",
      body: {
        name: "Wipro SEZ Unit",
        gstin: gstin("29AAACW1234C1Z"),
        gstTreatment: "sez",
        billingAddress: "Electronic City, Bengaluru",
        accountsEmail,
        paymentTermsDays: 30,
      },
    })
  ).json.data as { _id: string };
const issue = (id: string) => call(invoiceRoute, { token: staff.token, params: { id }, path: `/api/admin/bookings/${id}/invoice`, body: {} });
async function pdfText(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  const buffer = new Uint8Array(await response.arrayBuffer());
  // Lines wrap where the page is narrow: compare words, not line breaks.
  return (await extractText(await getDocumentProxy(buffer), { mergePages: true })).text.replace(/\s+/g, " ");
}
type PdfHandler = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;
const pdfOf = (handler: PdfHandler, id: string) =>
  handler(new Request("http://localhost/x", { headers: { authorization: `Bearer ${staff.token}` } }), { params: Promise.resolve({ id }) });
const mailsTo = (to: string) => testDatabase().db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt));

describe("invoices accounts payable accept", () => {
  it("an SEZ client under this year's LUT: zero-rated with its endorsement, PO, due date, per-seat value; mailed with the PDF, cc accounts", async () => {
    setClock(DAY);
    const org = await sezOrg("ap@wipro.example");
    const t = await makeTraining(courseId);
    const b = (
      await createBooking(staff.token, {
        trainingId: t.id,
        seats: 2,
        price: inr(23_600),
        organizationId: org._id,
        purchaseOrder: "4500012345",
        buyerEmail: "buyer.sez@wipro.example",
      })
    ).json.data;
    const res = await issue(b._id);
    expect(res.status).toBe(201);
    const inv = res.json.data;
    expect(inv).toMatchObject({
      gstTreatment: "sez",
      endorsement: "SUPPLY MEANT FOR SEZ UNIT OR SEZ DEVELOPER FOR AUTHORISED OPERATIONS UNDER LETTER OF UNDERTAKING WITHOUT PAYMENT OF INTEGRATED TAX",
      reverseCharge: false,
      purchaseOrder: "4500012345",
      issuedOn: "2026-11-26",
      dueOn: "2026-12-26",
      placeOfSupply: "29",
      taxableValue: inr(23_600),
      igst: inr(0),
      cgst: inr(0),
      exchangeRate: null,
      inr: null,
    });
    expect(inv.lines[0]).toMatchObject({ unitPrice: inr(11_800), unitTaxableValue: inr(11_800) });

    const text = await pdfText(await pdfOf(invoicePdfRoute, inv._id));
    for (const expected of [
      "Purchase order",
      "4500012345",
      "Due date",
      "26 Dec 2026",
      "PAN: AAACS1234F",
      "HDFC Bank, Koramangala",
      "50200012345678",
      "HDFC0000053",
      "Tax payable on reverse charge: No",
      "SUPPLY MEANT FOR SEZ UNIT OR SEZ DEVELOPER FOR AUTHORISED OPERATIONS UNDER LETTER OF UNDERTAKING WITHOUT PAYMENT OF INTEGRATED TAX",
      "AD290426000123X",
      "Rate per seat (excl. GST)",
    ])
      expect(text).toContain(expected);

    const [mail] = (await mailsTo(b.buyerEmail)).filter((m) => m.subject.startsWith("Tax invoice"));
    expect(mail).toMatchObject({ cc: "ap@wipro.example", subject: expect.stringContaining(inv.number) });
    expect(mail!.attachments).toEqual([expect.objectContaining({ filename: `${inv.number.replace(/\//g, "-")}.pdf`, contentType: "application/pdf" })]);
    const attached = new Uint8Array(Buffer.from(mail!.attachments![0]!.contentBase64, "base64"));
    expect((await extractText(await getDocumentProxy(attached), { mergePages: true })).text).toContain(inv.number);
  });

  it("an SEZ client with last year's LUT pays IGST with the other endorsement; no accounts address, no cc", async () => {
    setClock(DAY);
    setEnv({ COMPANY_LUT_FY: "2025-26" });
    const org = await sezOrg();
    const t = await makeTraining(courseId);
    const b = (
      await createBooking(staff.token, { trainingId: t.id, seats: 1, price: inr(11_800), organizationId: org._id, buyerEmail: "buyer.igst@wipro.example" })
    ).json.data;
    const inv = (await issue(b._id)).json.data;
    expect(inv).toMatchObject({
      endorsement: "SUPPLY MEANT FOR SEZ UNIT OR SEZ DEVELOPER FOR AUTHORISED OPERATIONS ON PAYMENT OF INTEGRATED TAX",
      taxableValue: inr(10_000),
      igst: inr(1_800),
      cgst: inr(0),
      purchaseOrder: "",
    });
    expect(inv.lines[0].unitTaxableValue).toEqual(inr(10_000));
    const text = await pdfText(await pdfOf(invoicePdfRoute, inv._id));
    expect(text).toContain("IGST @ 18%");
    expect(text).not.toContain("Letter of Undertaking ARN");
    const [mail] = (await mailsTo(b.buyerEmail)).filter((m) => m.subject.startsWith("Tax invoice"));
    expect(mail!.cc).toBeNull();
  });

  it("a foreign-currency export: the rate and the rupee values on the answer, the PDF and its credit note", async () => {
    setClock(DAY);
    setEnv({ COMPANY_LUT: undefined });
    const t = await makeTraining(courseId);
    const b = (
      await createBooking(staff.token, {
        trainingId: t.id,
        seats: 1,
        price: { amount: 1180, currency: "USD" },
        exchangeRate: 83.3333,
        buyerEmail: "buyer@acme-us.example",
        buyerCountry: "US",
        buyerAddress: "1 Market St, San Francisco",
        paymentTermsDays: 15,
      })
    ).json.data;
    expect(b).toMatchObject({ buyerGstTreatment: "overseas", exchangeRate: 83.3333, paymentTermsDays: 15 });
    const inv = (await issue(b._id)).json.data;
    expect(inv).toMatchObject({
      gstTreatment: "overseas",
      endorsement: "SUPPLY MEANT FOR EXPORT ON PAYMENT OF INTEGRATED TAX",
      placeOfSupply: "96",
      igst: { amount: 180, currency: "USD" },
      dueOn: "2026-12-11",
      exchangeRate: 83.3333,
      // $1,000.00 × 83.3333 = ₹83,333.30; $180.00 → ₹14,999.99 (half up); the total their sum.
      inr: { taxableValue: inr(83_333.3), igst: inr(14_999.99), total: inr(98_333.29) },
    });
    const text = await pdfText(await pdfOf(invoicePdfRoute, inv._id));
    expect(text).toContain("Exchange rate: 1 USD");
    expect(text).toContain("83,333.30");
    expect(text).toContain("SUPPLY MEANT FOR EXPORT ON PAYMENT OF INTEGRATED TAX");

    const lowered = await call(updateRoute, { method: "PUT", token: staff.token, params: { id: b._id }, body: { price: { amount: 590, currency: "USD" } } });
    expect(lowered.status).toBe(200);
    const { creditNotes } = (await call(bookingRoute, { token: staff.token, params: { id: b._id } })).json.data;
    expect(creditNotes[0]).toMatchObject({
      gstTreatment: "overseas",
      endorsement: "SUPPLY MEANT FOR EXPORT ON PAYMENT OF INTEGRATED TAX",
      reverseCharge: false,
      dueOn: "2026-12-11",
      exchangeRate: 83.3333,
      total: { amount: 590, currency: "USD" },
      inr: { taxableValue: inr(41_666.65), igst: inr(7_500), total: inr(49_166.65) },
    });
    const noteText = await pdfText(await pdfOf(creditNotePdfRoute, creditNotes[0]._id));
    for (const expected of ["CREDIT NOTE", "Tax payable on reverse charge: No", "SUPPLY MEANT FOR EXPORT ON PAYMENT OF INTEGRATED TAX", "Exchange rate: 1 USD"])
      expect(noteText).toContain(expected);
    const mails = (await mailsTo(b.buyerEmail)).filter((m) => /^(Tax invoice|Credit note) /.test(m.subject));
    expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining(creditNotes[0].number), expect.stringContaining(inv.number)]);
    expect(mails[0]!.attachments?.[0]?.contentType).toBe("application/pdf");
  });

  it("an invoice to an individual in another state: IGST, no endorsement; a second issue is still 409", async () => {
    const t = await makeTraining(courseId);
    const b = (await createBooking(staff.token, { trainingId: t.id, seats: 1, price: inr(1180), buyerStateCode: "27", buyerAddress: "Pune" })).json.data;
    const inv = (await issue(b._id)).json.data;
    expect(inv).toMatchObject({ gstTreatment: "unregistered", endorsement: null, placeOfSupply: "27", igst: inr(180), purchaseOrder: "", dueOn: inv.issuedOn });
    expect(refusal(await issue(b._id))).toEqual([409, "This booking already has an invoice."]);
  });
});
