// The GST returns, the register they add up to, the Tally import and revenue not yet earned (books.md §4–§5), on a
// month holding every kind of document: B2B within and across states, SEZ with and without IGST, B2C large and small
// (₹1,00,000.00 exactly stays small), exports with and without IGST (one in USD), credit and debit notes of each
// table, a credit note past the time limit, payments, a refund and a TDS deduction.
import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as tallyRoute } from "@/app/api/admin/exports/tally/route";
import { GET as deferredRoute } from "@/app/api/admin/reports/deferred-revenue/route";
import { GET as gstRoute } from "@/app/api/admin/reports/gst/route";
import { GET as gstr1Route } from "@/app/api/admin/reports/gstr1/route";
import { GET as gstr3bRoute } from "@/app/api/admin/reports/gstr3b/route";
import { resetEnvForTests } from "@/lib/env";
import { gstinCheckCharacter } from "@/lib/gst/gstin";
import { makeTraining, makeTwoCourses } from "../helpers/catalogue";
import { insertBooking, insertCreditNote, insertDebitNote, insertDeduction, insertInvoice, insertPayment } from "../helpers/books";
import { call, refusal } from "../helpers/http";
import { makeLearner, makeStaff, type TestUser } from "../helpers/users";

const gstin = (first14: string) => first14 + gstinCheckCharacter(first14);
const COMPANY_GSTIN = gstin("29AAACS1234F1Z");
const KA = gstin("29AAGCK4321M1Z");
const MH = gstin("27AABCT5678K1Z");
const SEZ_MH = gstin("27AABCS1111K1Z");
const SEZ_TN = gstin("33AABCS2222K1Z");
const env = {
  COMPANY_NAME: "Stackwise Academy Pvt Ltd",
  COMPANY_ADDRESS: "12 MG Road, Bengaluru",
  COMPANY_GSTIN,
  GST_RATE: "18",
  COMPANY_BANK_NAME: "HDFC Bank",
};

let staff: TestUser;
let learner: TestUser;
const ids: Record<string, string> = {};

function setEnv(values: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvForTests();
}

beforeAll(async () => {
  setEnv(env);
  [staff, learner] = await Promise.all([makeStaff(), makeLearner()]);
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
});
afterAll(() => setEnv({ COMPANY_NAME: undefined, COMPANY_ADDRESS: undefined, COMPANY_GSTIN: undefined, GST_RATE: undefined, COMPANY_BANK_NAME: undefined }));

const get = (handler: Parameters<typeof call>[0], path: string) => call(handler, { token: staff.token, path });

describe("who may call, and bad input", () => {
  it.each([
    [gstr1Route, "/api/admin/reports/gstr1?month=2026-06"],
    [gstr3bRoute, "/api/admin/reports/gstr3b?month=2026-06"],
    [tallyRoute, "/api/admin/exports/tally?from=2026-06-01&to=2026-06-30&kind=vouchers"],
    [deferredRoute, "/api/admin/reports/deferred-revenue?on=2026-06-20"],
  ])("%#: anonymous 401, a learner 403", async (handler, path) => {
    expect((await call(handler, { path })).status).toBe(401);
    expect((await call(handler, { path, token: learner.token })).status).toBe(403);
  });

  it.each([
    [gstr1Route, "/api/admin/reports/gstr1?month=2026-13", "Month must be a month like 2026-04."],
    [gstr1Route, "/api/admin/reports/gstr1", "Month must be a month like 2026-04."],
    [gstr3bRoute, "/api/admin/reports/gstr3b?month=June", "Month must be a month like 2026-04."],
    [tallyRoute, "/api/admin/exports/tally?from=2026-02-30&to=2026-06-30&kind=vouchers", "From must be a date like 2026-04-01."],
    [tallyRoute, "/api/admin/exports/tally?from=2026-06-01&kind=vouchers", "To must be a date like 2027-03-31."],
    [tallyRoute, "/api/admin/exports/tally?from=2026-06-30&to=2026-06-01&kind=vouchers", "To must be on or after from."],
    [tallyRoute, "/api/admin/exports/tally?from=2026-06-01&to=2026-06-30", "Kind must be masters or vouchers."],
    [tallyRoute, "/api/admin/exports/tally?from=2026-06-01&to=2026-06-30&kind=ledgers", "Kind must be masters or vouchers."],
    [tallyRoute, "/api/admin/exports/tally?from=2026-06-01&to=2026-06-30&kind=vouchers&format=pdf", "Format must be xml or csv."],
    [deferredRoute, "/api/admin/reports/deferred-revenue?on=31-03-2027", "On must be a date like 2027-03-31."],
  ])("%#: %s → 400 %s", async (handler, path, message) => {
    expect(refusal(await get(handler, path))).toEqual([400, message]);
  });
});

const paise = (rupees: number) => Math.round(rupees * 100);
type Detail = { txval: number; iamt: number; camt?: number; samt?: number };

describe("GET /api/admin/reports/gstr1", () => {
  it("downloads the month's file, each document in its table, adding up to the register to the paisa", async () => {
    const res = await get(gstr1Route, "/api/admin/reports/gstr1?month=2026-06");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="GSTR1_.*_062026\.json"/);
    const file = res.json;
    expect(Object.keys(file)).toEqual(["gstin", "fp", "b2b", "b2cl", "b2cs", "exp", "cdnr", "cdnur", "hsn", "doc_issue"]);
    expect(file).toMatchObject({ gstin: COMPANY_GSTIN, fp: "062026" });
    const b2b = Object.fromEntries(file.b2b.flatMap((g: { ctin: string; inv: { inum: string }[] }) => g.inv.map((i) => [i.inum, { ctin: g.ctin, ...i }])));
    expect(Object.keys(b2b).sort()).toEqual(["INV/26-27/0101", "INV/26-27/0102", "INV/26-27/0103", "INV/26-27/0104"]);
    expect(b2b["INV/26-27/0101"]).toMatchObject({ ctin: KA, idt: "05-06-2026", val: 11800, pos: "29", rchrg: "N", inv_typ: "R" });
    expect(b2b["INV/26-27/0103"]).toMatchObject({ ctin: SEZ_MH, inv_typ: "SEWOP", itms: [{ num: 1, itm_det: { rt: 0, txval: 50000, iamt: 0 } }] });
    expect(b2b["INV/26-27/0104"]).toMatchObject({ inv_typ: "SEWP", pos: "33", itms: [{ itm_det: { rt: 18, txval: 50000, iamt: 9000, camt: 0, samt: 0 } }] });
    expect(file.b2cl).toEqual([
      {
        pos: "07",
        inv: [{ inum: "INV/26-27/0105", idt: "06-06-2026", val: 118000, itms: [{ num: 1, itm_det: { rt: 18, txval: 100000, iamt: 18000, csamt: 0 } }] }],
      },
    ]);
    expect(file.b2cs).toEqual([
      { sply_ty: "INTER", pos: "07", typ: "OE", rt: 18, txval: 84745.76, iamt: 15254.24, camt: 0, samt: 0, csamt: 0 },
      { sply_ty: "INTRA", pos: "29", typ: "OE", rt: 18, txval: 4500, iamt: 0, camt: 405, samt: 405, csamt: 0 },
    ]);
    expect(file.exp).toEqual([
      { exp_typ: "WOPAY", inv: [{ inum: "INV/26-27/0108", idt: "08-06-2026", val: 83123.4, itms: [{ rt: 0, txval: 83123.4, iamt: 0, csamt: 0 }] }] },
      { exp_typ: "WPAY", inv: [{ inum: "INV/26-27/0109", idt: "08-06-2026", val: 11800, itms: [{ rt: 18, txval: 10000, iamt: 1800, csamt: 0 }] }] },
    ]);
    expect(file.cdnr).toEqual([
      {
        ctin: KA,
        nt: [
          {
            ntty: "C",
            nt_num: "CN/26-27/0011",
            nt_dt: "15-06-2026",
            val: 1180,
            pos: "29",
            rchrg: "N",
            inv_typ: "R",
            itms: [{ num: 1, itm_det: { rt: 18, txval: 1000, iamt: 0, camt: 90, samt: 90, csamt: 0 } }],
          },
        ],
      },
    ]);
    expect(file.cdnur).toEqual([
      {
        ntty: "C",
        nt_num: "CN/26-27/0012",
        nt_dt: "17-06-2026",
        val: 8312.34,
        typ: "EXPWOP",
        pos: "96",
        itms: [{ num: 1, itm_det: { rt: 0, txval: 8312.34, iamt: 0, csamt: 0 } }],
      },
      {
        ntty: "D",
        nt_num: "DN/26-27/0003",
        nt_dt: "16-06-2026",
        val: 11800,
        typ: "B2CL",
        pos: "07",
        itms: [{ num: 1, itm_det: { rt: 18, txval: 10000, iamt: 1800, csamt: 0 } }],
      },
    ]);
    expect(file.doc_issue.doc_det).toEqual([
      { doc_num: 1, docs: [{ num: 1, from: "INV/26-27/0101", to: "INV/26-27/0109", totnum: 9, cancel: 0, net_issue: 9 }] },
      { doc_num: 4, docs: [{ num: 1, from: "DN/26-27/0003", to: "DN/26-27/0003", totnum: 1, cancel: 0, net_issue: 1 }] },
      { doc_num: 5, docs: [{ num: 1, from: "CN/26-27/0011", to: "CN/26-27/0013", totnum: 3, cancel: 0, net_issue: 3 }] },
    ]);

    // The tables, notes by their sign, against the register's totals.
    const sum = { txval: 0, iamt: 0, camt: 0, samt: 0 };
    const add = (d: Detail, sign = 1) => {
      sum.txval += sign * paise(d.txval);
      sum.iamt += sign * paise(d.iamt);
      sum.camt += sign * paise(d.camt ?? 0);
      sum.samt += sign * paise(d.samt ?? 0);
    };
    for (const g of file.b2b) for (const i of g.inv) add(i.itms[0].itm_det);
    for (const g of file.b2cl) for (const i of g.inv) add(i.itms[0].itm_det);
    for (const r of file.b2cs) add(r);
    for (const g of file.exp) for (const i of g.inv) add(i.itms[0]);
    for (const g of file.cdnr) for (const n of g.nt) add(n.itms[0].itm_det, n.ntty === "C" ? -1 : 1);
    for (const n of file.cdnur) add(n.itms[0].itm_det, n.ntty === "C" ? -1 : 1);
    const hsn = { txval: 0, iamt: 0, camt: 0, samt: 0 };
    for (const r of [...file.hsn.hsn_b2b, ...file.hsn.hsn_b2c]) for (const k of ["txval", "iamt", "camt", "samt"] as const) hsn[k] += paise(r[k]);
    const register = (await get(gstRoute, "/api/admin/reports/gst?month=2026-06")).json.data;
    const totals = {
      txval: paise(register.totals.taxableValue.amount),
      iamt: paise(register.totals.igst.amount),
      camt: paise(register.totals.cgst.amount),
      samt: paise(register.totals.sgst.amount),
    };
    expect(sum).toEqual(totals);
    expect(hsn).toEqual(totals);
    // Invoices ₹5,92,869.16 taxable, notes −1,000 +10,000 −8,312.34 −500; the credit note past the time limit left out.
    expect(totals).toEqual({ txval: 5_93_056_82, iamt: 81_854_24, camt: 1_215_00, samt: 1_215_00 });
  });

  it("answers an empty month with empty tables", async () => {
    const file = (await get(gstr1Route, "/api/admin/reports/gstr1?month=2026-01")).json;
    expect(file).toMatchObject({ b2b: [], b2cl: [], b2cs: [], exp: [], cdnr: [], cdnur: [], hsn: { hsn_b2b: [], hsn_b2c: [] }, doc_issue: { doc_det: [] } });
  });
});

describe("GET /api/admin/reports/gst", () => {
  it("lists debit notes and totals invoices + debit notes − credit notes that adjust tax, foreign ones in rupees", async () => {
    const register = (await get(gstRoute, "/api/admin/reports/gst?month=2026-06")).json.data;
    expect(register.debitNotes).toEqual([
      expect.objectContaining({ number: "DN/26-27/0003", invoiceNumber: "INV/26-27/0105", gstAdjusted: true, total: { amount: 11800, currency: "INR" } }),
    ]);
    expect(register.creditNotes.map((n: { number: string; gstAdjusted: boolean }) => [n.number, n.gstAdjusted])).toEqual([
      ["CN/26-27/0011", true],
      ["CN/26-27/0012", true],
      ["CN/26-27/0013", true],
      ["CN/26-27/0014", false],
    ]);
    expect(register.totals.total).toEqual({ amount: 677341.06, currency: "INR" });
    const csv = await call(gstRoute, { token: staff.token, path: "/api/admin/reports/gst?month=2026-06&format=csv" });
    expect(csv.json).toContain(`"Debit note","DN/26-27/0003"`);
    expect(csv.json).toContain(`"Credit note (no GST adjustment)","CN/26-27/0014"`);
  });
});

describe("GET /api/admin/reports/gstr3b", () => {
  it("fills 3.1(a), 3.1(b) and 3.2 from the same documents, enveloped, in rupees", async () => {
    const res = await get(gstr3bRoute, "/api/admin/reports/gstr3b?month=2026-06");
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({
      // registered 10,000 + 2,00,000, unregistered 1,00,000 + 84,745.76 + 5,000; notes −1,000 +10,000 −500
      "3.1a": { txval: 408245.76, iamt: 71054.24, camt: 1215, samt: 1215, csamt: 0 },
      // SEZ 50,000 + 50,000, exports 83,123.40 + 10,000, credit note −8,312.34
      "3.1b": { txval: 184811.06, iamt: 10800, csamt: 0 },
      "3.2": [{ pos: "07", txval: 194745.76, iamt: 35054.24 }],
    });
  });
});

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", isArray: (name) => name.endsWith(".LIST") || name === "TALLYMESSAGE" });
type Line = { LEDGERNAME: string; ISDEEMEDPOSITIVE: string; AMOUNT: number; "BILLALLOCATIONS.LIST"?: { NAME: string; BILLTYPE: string }[] };

describe("GET /api/admin/exports/tally", () => {
  it("exports the vouchers: one per document and entry, each balancing, with stable REMOTEIDs", async () => {
    const path = "/api/admin/exports/tally?from=2026-06-01&to=2026-06-30&kind=vouchers";
    const res = await call(tallyRoute, { token: staff.token, path });
    expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment/);
    const doc = parser.parse(res.json);
    expect(doc.ENVELOPE.BODY.IMPORTDATA.REQUESTDESC.REPORTNAME).toBe("Vouchers");
    const vouchers = doc.ENVELOPE.BODY.IMPORTDATA.REQUESTDATA.TALLYMESSAGE.map((m: { VOUCHER: Record<string, unknown> }) => m.VOUCHER);
    const count = (type: string) => vouchers.filter((v: Record<string, string>) => v["@VCHTYPE"] === type).length;
    expect([count("Sales"), count("Credit Note"), count("Debit Note"), count("Receipt"), count("Journal"), count("Payment")]).toEqual([9, 4, 1, 2, 1, 1]);
    for (const v of vouchers) {
      const lines = v["ALLLEDGERENTRIES.LIST"] as Line[];
      expect(
        lines.reduce((s, l) => s + paise(l.AMOUNT), 0),
        String(v.VOUCHERNUMBER),
      ).toBe(0);
      expect(String(v.DATE)).toMatch(/^202606\d\d$/);
      expect(lines.filter((l) => l["BILLALLOCATIONS.LIST"]).map((l) => l.LEDGERNAME)).toEqual([v.PARTYLEDGERNAME]);
    }
    const sale = vouchers.find((v: Record<string, string>) => v.VOUCHERNUMBER === "INV/26-27/0101");
    expect(sale.PARTYLEDGERNAME).toBe(`Kaveri & Sons <Pvt> "Ltd"`);
    const receipt = vouchers.find((v: Record<string, string>) => v["@VCHTYPE"] === "Receipt" && v.PARTYLEDGERNAME === "Acme Inc");
    // USD 500.00 at 83.1234: ₹41,561.70 to the bank, against the invoice.
    expect(receipt["ALLLEDGERENTRIES.LIST"].map((l: Line) => [l.LEDGERNAME, l.AMOUNT])).toEqual([
      ["Acme Inc", 41561.7],
      ["HDFC Bank", -41561.7],
    ]);
    const again = parser.parse((await call(tallyRoute, { token: staff.token, path })).json);
    expect(again.ENVELOPE.BODY.IMPORTDATA.REQUESTDATA.TALLYMESSAGE.map((m: { VOUCHER: Record<string, string> }) => m.VOUCHER["@REMOTEID"])).toEqual(
      vouchers.map((v: Record<string, string>) => v["@REMOTEID"]),
    );
  });

  it("exports the masters: a ledger per buyer with GSTIN, state and registration type, and the posting ledgers", async () => {
    const res = await call(tallyRoute, { token: staff.token, path: "/api/admin/exports/tally?from=2026-06-01&to=2026-06-30&kind=masters" });
    const ledgers = parser.parse(res.json).ENVELOPE.BODY.IMPORTDATA.REQUESTDATA.TALLYMESSAGE.map((m: { LEDGER: Record<string, string> }) => m.LEDGER);
    const byName = Object.fromEntries(ledgers.map((l: Record<string, string>) => [l["@NAME"], l]));
    expect(byName["Tata Widgets"]).toMatchObject({ PARENT: "Sundry Debtors", PARTYGSTIN: MH, LEDSTATENAME: "Maharashtra", GSTREGISTRATIONTYPE: "Regular" });
    expect(byName["SEZ Pune"]).toMatchObject({ GSTREGISTRATIONTYPE: "SEZ" });
    expect(byName["Ravi Delhi"]).toMatchObject({ GSTREGISTRATIONTYPE: "Unregistered/Consumer", LEDSTATENAME: "Delhi" });
    for (const name of ["Training Fees", "Output CGST", "Output SGST", "Output IGST", "TDS Receivable", "Round Off", "HDFC Bank"])
      expect(byName[name], name).toBeDefined();
    expect(byName["July buyer"]).toBeUndefined();
  });

  it("gives the vouchers as CSV rows, formula-safe", async () => {
    const res = await call(tallyRoute, { token: staff.token, path: "/api/admin/exports/tally?from=2026-06-20&to=2026-06-23&format=csv" });
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    const rows = String(res.json)
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(rows[0]).toBe(`"date","voucherType","number","party","gstin","ledger","debit","credit","reference"`);
    expect(rows.slice(1).map((r) => r.split(",").slice(0, 2).join(","))).toEqual([
      `"2026-06-20","Receipt"`,
      `"2026-06-20","Receipt"`,
      `"2026-06-21","Payment"`,
      `"2026-06-21","Payment"`,
      `"2026-06-22","Receipt"`,
      `"2026-06-22","Receipt"`,
      `"2026-06-23","Journal"`,
      `"2026-06-23","Journal"`,
    ]);
    expect(rows.find((r) => r.includes("TDS Receivable"))).toMatch(/"TDS Receivable","20000\.00","","INV\/26-27\/0102"$/);
  });
});

describe("GET /api/admin/reports/deferred-revenue", () => {
  it("defers each invoiced booking's taxable value, net of its notes, for the sessions after the date", async () => {
    const res = await get(deferredRoute, "/api/admin/reports/deferred-revenue?on=2026-06-16");
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data.on).toBe("2026-06-16");
    const a = data.bookings.find((b: { invoiceNumber: string }) => b.invoiceNumber === "INV/26-27/0101");
    // ₹10,000 − ₹1,000 credit note = ₹9,000; 14 of 30 sessions after 16 June: 4,200.
    expect(a).toMatchObject({ taxableValue: { amount: 9000, currency: "INR" }, sessions: 30, sessionsAfter: 14, deferred: { amount: 4200, currency: "INR" } });
    // The USD invoice in rupees, its credit note of 17 June not yet issued: 83,123.40 × 14 ÷ 30 = 38,790.92.
    const h = data.bookings.find((b: { invoiceNumber: string }) => b.invoiceNumber === "INV/26-27/0108");
    expect(h).toMatchObject({ taxableValue: { amount: 83123.4, currency: "INR" }, deferred: { amount: 38790.92, currency: "INR" } });
    // Not yet issued on that date: the July invoice.
    expect(data.bookings.map((b: { invoiceNumber: string }) => b.invoiceNumber)).not.toContain("INV/26-27/0200");
    const total = data.bookings.reduce((s: number, b: { deferred: { amount: number } }) => s + paise(b.deferred.amount), 0);
    expect(paise(data.total.amount)).toBe(total);
  });
});
