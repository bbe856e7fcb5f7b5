// Every buyer's GST treatment and the fields accounts payable need, on organisations, bookings and quotes (books.md §1).
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { POST as invoiceRoute } from "@/app/api/admin/bookings/[id]/invoice/route";
import { PUT as bookingPut } from "@/app/api/admin/bookings/[id]/route";
import { PUT as orgPut } from "@/app/api/admin/organizations/[id]/route";
import { POST as orgCreate } from "@/app/api/admin/organizations/route";
import { POST as quoteCreate } from "@/app/api/admin/quotes/route";
import { POST as acceptRoute } from "@/app/api/quote/accept/route";
import { auditLog, bookings } from "@/db/schema";
import { gstinCheckCharacter } from "@/lib/gst/gstin";
import { addDays } from "@/lib/schedule/schedule";
import { makeTraining, today } from "../helpers/catalogue";
import { call, refusal } from "../helpers/http";
import { createBooking, inr } from "../helpers/sales";
import { setUpCompany, staff, courseId, setEnv } from "../helpers/tax-documents";
import { testDatabase } from "../setup/database";

const gstinOf = (first14: string) => first14 + gstinCheckCharacter(first14);
const db = () => testDatabase().db;

const companyEnv = { COMPANY_GSTIN: gstinOf("29AAACS1234F1Z"), GST_RATE: "18" };

setUpCompany(companyEnv);

afterAll(() => setEnv({ COMPANY_GSTIN: undefined, GST_RATE: undefined }));

const gstin = (state: string, pan = "AAACB") => `${state}${pan}1234C1Z` + gstinCheckCharacter(`${state}${pan}1234C1Z`);
const org = (body: Record<string, unknown>) =>
  call(orgCreate, {
    token: staff.token,
    path: "/api/admin/organizations",
    body: { name: "Infosys SEZ Unit", billingAddress: "Electronics City, Bengaluru", ...body },
  });
const quote = (body: Record<string, unknown>) =>
  call(quoteCreate, {
    token: staff.token,
    path: "/api/admin/quotes",
    body: { buyerName: "Meera Iyer", buyerEmail: "meera@acme.example", validUntil: addDays(today, 14), ...body },
  });
const accept = (body: Record<string, unknown>) => call(acceptRoute, { path: "/api/quote/accept", body, ip: `198.51.100.${Math.floor(Math.random() * 200)}` });
const tokenOf = (acceptUrl: string) => acceptUrl.split("/quotes/")[1]!;
const training = () =>
  makeTraining(courseId, { priceMinor: 2_000_000, currency: "INR", seats: 50, startDate: addDays(today, 10), endDate: addDays(today, 12) });

describe("organisations: treatment, accounts email, terms and PAN", () => {
  it.each([
    ["a GSTIN: registered", { gstin: gstin("29") }, "registered"],
    ["a country other than IN: overseas", { country: "US" }, "overseas"],
    ["neither: unregistered", {}, "unregistered"],
    ["sez given with a GSTIN", { gstin: gstin("29"), gstTreatment: "sez" }, "sez"],
  ])("%s", async (_, body, treatment) => {
    const res = await org(body);
    expect(res.status).toBe(201);
    expect(res.json.data.gstTreatment).toBe(treatment);
  });

  it.each([
    [{ gstTreatment: "registered" }, "Enter a valid GSTIN.", "gstin"],
    [{ gstTreatment: "sez" }, "Enter a valid GSTIN.", "gstin"],
    [{ gstTreatment: "overseas" }, "An overseas buyer is outside India.", "country"],
    [{ gstTreatment: "overseas", country: "IN" }, "An overseas buyer is outside India.", "country"],
    [{ gstin: gstin("29"), country: "US" }, "A GSTIN belongs to a buyer in India.", "gstin"],
    [{ gstin: gstin("29"), billingAddress: " " }, "Enter the billing address.", "billingAddress"],
    [{ gstTreatment: "exempt" }, "GST treatment must be one of registered, sez, unregistered, overseas.", "gstTreatment"],
    [{ paymentTermsDays: 121 }, "Payment terms must be a whole number of days from 0 to 120.", "paymentTermsDays"],
    [{ paymentTermsDays: -1 }, "Payment terms must be a whole number of days from 0 to 120.", "paymentTermsDays"],
    [{ paymentTermsDays: 1.5 }, "Payment terms must be a whole number of days from 0 to 120.", "paymentTermsDays"],
    [{ accountsEmail: "nope" }, "Enter the accounts email address.", "accountsEmail"],
  ])("refuses %o: 400 %s", async (body, message, field) => {
    const res = await org(body);
    expect(refusal(res)).toEqual([400, message]);
    expect(res.json.errors?.[field]).toBe(message);
  });

  it("stores the accounts address, terms and the PAN from the GSTIN; PUT changes them, audited", async () => {
    const g = gstin("29", "AABCI");
    const created = (await org({ gstin: g, gstTreatment: "sez", accountsEmail: "AP@Infosys.example", paymentTermsDays: 45 })).json.data;
    expect(created).toMatchObject({ gstTreatment: "sez", accountsEmail: "ap@infosys.example", paymentTermsDays: 45, pan: "AABCI1234C" });
    const put = await call(orgPut, {
      token: staff.token,
      params: { id: created._id },
      path: `/api/admin/organizations/${created._id}`,
      body: { name: "Infosys", billingAddress: "Hinjawadi, Pune", gstin: gstin("27", "AABCI"), paymentTermsDays: 30, accountsEmail: "" },
    });
    expect(put.status).toBe(200);
    expect(put.json.data).toMatchObject({ gstTreatment: "registered", stateCode: "27", accountsEmail: null, paymentTermsDays: 30, pan: "AABCI1234C" });
    const audits = await db().select().from(auditLog).where(eq(auditLog.entityId, created._id));
    expect(audits.map((a) => a.action).sort()).toEqual(["create", "update"]);
  });
});

describe("bookings: the buyer's treatment, purchase order, terms and exchange rate", () => {
  it.each([
    [{ buyerGstTreatment: "registered" }, "Enter a valid GSTIN.", "buyerGstin"],
    [{ buyerGstTreatment: "sez" }, "Enter a valid GSTIN.", "buyerGstin"],
    [{ buyerGstTreatment: "overseas" }, "An overseas buyer is outside India.", "buyerCountry"],
    [{ buyerGstin: gstin("29"), buyerCountry: "AE", buyerAddress: "Dubai" }, "A GSTIN belongs to a buyer in India.", "buyerGstin"],
    [{ buyerGstin: gstin("29") }, "Enter the billing address.", "buyerAddress"],
    [{ price: { amount: 1000, currency: "USD" }, exchangeRate: undefined }, "Enter the exchange rate (INR per unit).", "exchangeRate"],
    [{ price: { amount: 1000, currency: "USD" }, exchangeRate: 0 }, "Enter the exchange rate (INR per unit).", "exchangeRate"],
    [{ price: { amount: 1000, currency: "USD" }, exchangeRate: 83.12345 }, "Enter the exchange rate (INR per unit).", "exchangeRate"],
    [{ price: inr(59_000) }, "Enter the buyer's address and state: invoices of ₹50,000 or more name them.", "buyerAddress"],
    [{ price: inr(59_000), buyerAddress: "Koramangala" }, "Enter the buyer's address and state: invoices of ₹50,000 or more name them.", "buyerAddress"],
    [{ purchaseOrder: "P".repeat(41) }, "The purchase order can have at most 40 characters.", "purchaseOrder"],
    [{ paymentTermsDays: 121 }, "Payment terms must be a whole number of days from 0 to 120.", "paymentTermsDays"],
  ])("refuses %o: 400 %s", async (body, message, field) => {
    const t = await training();
    const res = await createBooking(staff.token, { trainingId: t.id, seats: 1, price: inr(1000), ...body });
    expect(refusal(res)).toEqual([400, message]);
    expect(res.json.errors?.[field]).toBe(message);
  });

  it("₹58,999.99 (taxable ₹49,999.99) needs no address; ₹59,000 does, and passes with address and state", async () => {
    const t = await training();
    expect((await createBooking(staff.token, { trainingId: t.id, seats: 1, price: inr(58_999.99) })).status).toBe(201);
    const named = await createBooking(staff.token, {
      trainingId: t.id,
      seats: 1,
      price: inr(59_000),
      buyerAddress: "Koramangala, Bengaluru",
      buyerStateCode: "29",
    });
    expect(named.status).toBe(201);
    expect(named.json.data.buyerGstTreatment).toBe("unregistered");
  });

  it("takes the organisation's treatment and terms; keeps PO, terms and the rate; PUT changes them and checks repricing", async () => {
    const o = (await org({ gstin: gstin("29"), gstTreatment: "sez", paymentTermsDays: 30 })).json.data;
    const t = await training();
    const b = await createBooking(staff.token, {
      trainingId: t.id,
      seats: 1,
      organizationId: o._id,
      purchaseOrder: "PO-4471",
      price: { amount: 1000, currency: "USD" },
      exchangeRate: 83.1234,
    });
    expect(b.status).toBe(201);
    expect(b.json.data).toMatchObject({ buyerGstTreatment: "sez", purchaseOrder: "PO-4471", paymentTermsDays: 30, exchangeRate: 83.1234 });
    const [row] = await db().select().from(bookings).where(eq(bookings.id, b.json.data._id));
    expect(Number(row!.exchangeRateE4)).toBe(831_234);
    const put = (body: Record<string, unknown>) => call(bookingPut, { method: "PUT", token: staff.token, params: { id: b.json.data._id }, body });
    expect((await put({ purchaseOrder: "PO-4472", paymentTermsDays: 60, exchangeRate: 84 })).json.data).toMatchObject({
      purchaseOrder: "PO-4472",
      paymentTermsDays: 60,
      exchangeRate: 84,
    });
    expect((await put({ price: inr(2000) })).json.data).toMatchObject({ price: inr(2000), exchangeRate: null });
    expect(refusal(await put({ price: { amount: 10, currency: "EUR" } }))).toEqual([400, "Enter the exchange rate (INR per unit)."]);

    const individual = (await createBooking(staff.token, { trainingId: t.id, seats: 1, price: inr(1000) })).json.data;
    const reprice = await call(bookingPut, { method: "PUT", token: staff.token, params: { id: individual._id }, body: { price: inr(60_000) } });
    expect(refusal(reprice)).toEqual([400, "Enter the buyer's address and state: invoices of ₹50,000 or more name them."]);
    expect(individual).toMatchObject({ paymentTermsDays: 0, purchaseOrder: "", exchangeRate: null });
  });
});

describe("quotes: the individual buyer's billing data, carried into the bookings with the purchase order", () => {
  it.each([
    [{ buyerGstTreatment: "sez" }, "Enter a valid GSTIN."],
    [{ buyerGstTreatment: "overseas" }, "An overseas buyer is outside India."],
    [{ buyerGstin: gstin("29"), buyerCountry: "US", buyerAddress: "NYC" }, "A GSTIN belongs to a buyer in India."],
    [{ buyerGstin: gstin("29") }, "Enter the billing address."],
    [{ seats: 3 }, "Enter the buyer's address and state: invoices of ₹50,000 or more name them."],
    [{ purchaseOrder: "P".repeat(41) }, "The purchase order can have at most 40 characters."],
  ])("refuses %o: 400 %s", async (body, message) => {
    const t = await training();
    const { seats = 1, ...rest } = body as { seats?: number };
    expect(refusal(await quote({ lines: [{ trainingId: t.id, seats }], ...rest }))).toEqual([400, message]);
  });

  it("a foreign-currency quote needs its rate", async () => {
    const t = await makeTraining(courseId, { priceMinor: 100_000, currency: "USD", seats: 10, startDate: addDays(today, 10), endDate: addDays(today, 12) });
    expect(refusal(await quote({ buyerCountry: "US", lines: [{ trainingId: t.id, seats: 1 }] }))).toEqual([400, "Enter the exchange rate (INR per unit)."]);
    const ok = await quote({ buyerCountry: "US", buyerAddress: "1 Market St", exchangeRate: 83.5, lines: [{ trainingId: t.id, seats: 1 }] });
    expect(ok.json.data).toMatchObject({ buyerGstTreatment: "overseas", exchangeRate: 83.5, tax: { placeOfSupply: "96" } });
  });

  it("an accepted quote's bookings carry its buyer, treatment, terms, rate and the buyer's PO; the tax split is the quote's", async () => {
    const t = await training();
    const g = gstin("27", "AABCT");
    const q = (
      await quote({
        buyerGstin: g,
        buyerGstTreatment: "sez",
        buyerAddress: "SEZ Tower, Pune",
        paymentTermsDays: 15,
        purchaseOrder: "FROM-STAFF",
        lines: [{ trainingId: t.id, seats: 1, price: inr(11_800) }],
      })
    ).json.data;
    expect(q).toMatchObject({
      buyerGstTreatment: "sez",
      buyerStateCode: "27",
      paymentTermsDays: 15,
      tax: { igst: inr(1800), cgst: inr(0), placeOfSupply: "27" },
    });
    expect(q.tax.endorsement).toMatch(/^SUPPLY MEANT FOR SEZ UNIT/);
    expect(refusal(await accept({ token: tokenOf(q.acceptUrl), purchaseOrder: "P".repeat(41) }))).toEqual([
      400,
      "The purchase order can have at most 40 characters.",
    ]);
    const res = await accept({ token: tokenOf(q.acceptUrl), purchaseOrder: " PO/2026/981 " });
    expect(res.status).toBe(200);
    const [made] = await db().select().from(bookings).where(eq(bookings.id, res.json.data.bookingIds[0]));
    expect(made).toMatchObject({
      buyerGstin: g,
      buyerStateCode: "27",
      buyerAddress: "SEZ Tower, Pune",
      buyerGstTreatment: "sez",
      purchaseOrder: "PO/2026/981",
      paymentTermsDays: 15,
    });
    const invoice = (await call(invoiceRoute, { token: staff.token, params: { id: made!.id }, body: {} })).json.data;
    expect(invoice).toMatchObject({ gstTreatment: "sez", purchaseOrder: "PO/2026/981", placeOfSupply: "27", endorsement: q.tax.endorsement });
    expect([invoice.taxableValue, invoice.cgst, invoice.sgst, invoice.igst]).toEqual([q.tax.taxableValue, q.tax.cgst, q.tax.sgst, q.tax.igst]);
  });
});
