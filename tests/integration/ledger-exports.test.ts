// The Tally import and its CSV, and revenue not yet earned (books.md §5), on a month with every kind of document
// (tests/helpers/books-month.ts), on PGlite and PostgreSQL.
import { XMLParser } from "fast-xml-parser";
import { GET as tallyRoute } from "@/app/api/admin/exports/tally/route";
import { GET as deferredRoute } from "@/app/api/admin/reports/deferred-revenue/route";
import { MH, get, learner, paise, setUpBooksMonth, staff } from "../helpers/books-month";
import { describe, expect, it } from "vitest";
import { call, refusal } from "../helpers/http";

setUpBooksMonth();

describe("who may call, and bad input", () => {
  it.each([
    [tallyRoute, "/api/admin/exports/tally?from=2026-06-01&to=2026-06-30&kind=vouchers"],
    [deferredRoute, "/api/admin/reports/deferred-revenue?on=2026-06-20"],
  ])("%#: anonymous 401, a learner 403", async (handler, path) => {
    expect((await call(handler, { path })).status).toBe(401);
    expect((await call(handler, { path, token: learner.token })).status).toBe(403);
  });

  it.each([
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
