// One month (June 2026) holding every kind of document, written as the schema holds them: B2B within and across
// states, SEZ with and without IGST, B2C large and small (₹1,00,000.00 exactly stays small), exports with and without
// IGST (one in USD at 83.1234), credit and debit notes of each table, a credit note past the time limit, another
// month's invoices, payments, a refund and a TDS deduction. Each integration file has its own database.
import { afterAll, beforeAll } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { gstinCheckCharacter } from "@/lib/gst/gstin";
import { makeTraining, makeTwoCourses } from "./catalogue";
import { call } from "./http";
import { makeLearner, makeStaff, type TestUser } from "./users";
import { insertBooking, insertCreditNote, insertDebitNote, insertDeduction, insertInvoice, insertPayment } from "./books";

const gstin = (first14: string) => first14 + gstinCheckCharacter(first14);
export const COMPANY_GSTIN = gstin("29AAACS1234F1Z");
export const KA = gstin("29AAGCK4321M1Z");
export const MH = gstin("27AABCT5678K1Z");
export const SEZ_MH = gstin("27AABCS1111K1Z");
export const SEZ_TN = gstin("33AABCS2222K1Z");
const companyEnv = {
  COMPANY_NAME: "Stackwise Academy Pvt Ltd",
  COMPANY_ADDRESS: "12 MG Road, Bengaluru",
  COMPANY_GSTIN,
  GST_RATE: "18",
  COMPANY_BANK_NAME: "HDFC Bank",
};

function setEnv(values: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvForTests();
}

/** The company's settings for these tests, and their removal. */
export const useBooksEnv = () => setEnv(companyEnv);
export const clearBooksEnv = () => setEnv(Object.fromEntries(Object.keys(companyEnv).map((k) => [k, undefined])));

/** Writes the month; answers the booking id of each invoice by its letter (a … i, old). */
// The people of a books test, as live bindings: set by the file's beforeAll, read by its tests.
export let staff: TestUser;
export let learner: TestUser;

/** Registers the file's hooks: the company's settings, a staff member, a learner and the month before; the settings cleared after. */
export function setUpBooksMonth() {
  beforeAll(async () => {
    useBooksEnv();
    [staff, learner] = await Promise.all([makeStaff(), makeLearner()]);
    await seedBooksMonth();
  });
  afterAll(clearBooksEnv);
}

/** A GET of a report or an export as the staff member. */
export const get = (handler: Parameters<typeof call>[0], path: string) => call(handler, { token: staff.token, path });
export const paise = (rupees: number) => Math.round(rupees * 100);

export async function seedBooksMonth(): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  const [courseId] = await makeTwoCourses();
  const june = await makeTraining(courseId!, { startDate: "2026-06-01", endDate: "2026-06-30" });
  const booking = async (name: string, currency = "INR", exchangeRateE4: number | null = null) =>
    (await insertBooking(june.id, { buyerName: name, organization: name, currency, exchangeRateE4 })).id;
  const inv = async (key: string, row: Parameters<typeof insertInvoice>[1]) => {
    const made = await insertInvoice(await booking(row.buyerName ?? key, row.currency, row.exchangeRateE4), row);
    ids[key] = made.bookingId;
    return made;
  };
  const june5 = "2026-06-05";
  const a = await inv("a", {
    number: "INV/26-27/0101",
    issuedOn: june5,
    treatment: "registered",
    supplyKind: "intra_state",
    placeOfSupply: "29",
    buyerGstin: KA,
    buyerName: 'Kaveri & Sons <Pvt> "Ltd"',
    taxableValueMinor: 10_000_00,
    cgstMinor: 900_00,
    sgstMinor: 900_00,
  });
  await inv("b", {
    number: "INV/26-27/0102",
    issuedOn: june5,
    treatment: "registered",
    supplyKind: "inter_state",
    placeOfSupply: "27",
    buyerGstin: MH,
    buyerName: "Tata Widgets",
    taxableValueMinor: 2_00_000_00,
    igstMinor: 36_000_00,
  });
  await inv("c", {
    number: "INV/26-27/0103",
    issuedOn: june5,
    treatment: "sez",
    supplyKind: "sez_lut",
    placeOfSupply: "27",
    buyerGstin: SEZ_MH,
    buyerName: "SEZ Pune",
    rate: 0,
    taxableValueMinor: 50_000_00,
  });
  await inv("d", {
    number: "INV/26-27/0104",
    issuedOn: june5,
    treatment: "sez",
    supplyKind: "sez_igst",
    placeOfSupply: "33",
    buyerGstin: SEZ_TN,
    buyerName: "SEZ Chennai",
    taxableValueMinor: 50_000_00,
    igstMinor: 9_000_00,
  });
  const e = await inv("e", {
    number: "INV/26-27/0105",
    issuedOn: "2026-06-06",
    treatment: "unregistered",
    supplyKind: "inter_state",
    placeOfSupply: "07",
    buyerName: "Ravi Delhi",
    taxableValueMinor: 1_00_000_00,
    igstMinor: 18_000_00,
  });
  await inv("f", {
    number: "INV/26-27/0106",
    issuedOn: "2026-06-06",
    treatment: "unregistered",
    supplyKind: "inter_state",
    placeOfSupply: "07",
    buyerName: "Meena Delhi",
    taxableValueMinor: 84_745_76,
    igstMinor: 15_254_24,
  });
  const g = await inv("g", {
    number: "INV/26-27/0107",
    issuedOn: "2026-06-07",
    treatment: "unregistered",
    supplyKind: "intra_state",
    placeOfSupply: "29",
    buyerName: "Asha Rao",
    taxableValueMinor: 5_000_00,
    cgstMinor: 450_00,
    sgstMinor: 450_00,
  });
  const h = await inv("h", {
    number: "INV/26-27/0108",
    issuedOn: "2026-06-08",
    treatment: "overseas",
    supplyKind: "export_lut",
    placeOfSupply: "96",
    buyerName: "Acme Inc",
    rate: 0,
    currency: "USD",
    exchangeRateE4: 83_1234,
    taxableValueMinor: 1_000_00,
  });
  await inv("i", {
    number: "INV/26-27/0109",
    issuedOn: "2026-06-08",
    treatment: "overseas",
    supplyKind: "export_igst",
    placeOfSupply: "96",
    buyerName: "Globex Ltd",
    taxableValueMinor: 10_000_00,
    igstMinor: 1_800_00,
  });
  // Another month's invoice and a credit note against last year's invoice issued past the time limit.
  const old = await inv("old", {
    number: "INV/25-26/0042",
    issuedOn: "2025-05-02",
    treatment: "unregistered",
    supplyKind: "intra_state",
    placeOfSupply: "29",
    buyerName: "Old Buyer",
    taxableValueMinor: 10_000_00,
    cgstMinor: 900_00,
    sgstMinor: 900_00,
  });
  await insertCreditNote(a, "CN/26-27/0011", "2026-06-15", { taxableValueMinor: 1_000_00, cgstMinor: 90_00, sgstMinor: 90_00 });
  await insertDebitNote(e, "DN/26-27/0003", "2026-06-16", { taxableValueMinor: 10_000_00, igstMinor: 1_800_00 });
  await insertCreditNote(h, "CN/26-27/0012", "2026-06-17", { taxableValueMinor: 100_00 });
  await insertCreditNote(g, "CN/26-27/0013", "2026-06-18", { taxableValueMinor: 500_00, cgstMinor: 45_00, sgstMinor: 45_00 });
  await insertCreditNote(old, "CN/26-27/0014", "2026-06-19", { taxableValueMinor: 2_000_00 }, false);
  await insertInvoice(await booking("July buyer"), {
    number: "INV/26-27/0200",
    issuedOn: "2026-07-01",
    treatment: "unregistered",
    supplyKind: "intra_state",
    placeOfSupply: "29",
    taxableValueMinor: 1_000_00,
    cgstMinor: 90_00,
    sgstMinor: 90_00,
  });
  await insertPayment(ids.a!, "payment", 11_800_00, "2026-06-20");
  await insertPayment(ids.a!, "refund", 1_180_00, "2026-06-21");
  await insertPayment(ids.h!, "payment", 500_00, "2026-06-22", "USD");
  await insertDeduction(ids.b!, 20_000_00, "2026-06-23");
  return ids;
}
