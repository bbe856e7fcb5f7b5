// The Tally import file and its CSV (books.md §5): escaping, balanced vouchers, bill references, stable REMOTEIDs;
// and revenue not yet earned.
import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { ledgerCsv } from "@/lib/ledger-export/csv";
import { deferredOf, deferredRevenue } from "@/lib/ledger-export/deferred";
import { tallyAmount, tallyMastersXml, tallyVouchersXml, xmlEscape, type Party } from "@/lib/ledger-export/tally";
import { partiesOf, vouchersOf, type LedgerEntries } from "@/lib/ledger-export/vouchers";

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", isArray: (name) => name.endsWith(".LIST") || name === "TALLYMESSAGE" });

const tricky: Party = { name: `Smith & Sons <"Trading"> O'Neil`, gstin: "27AABCT5678K1Z5", stateCode: "27", country: "IN", treatment: "registered" };
const overseas: Party = { name: "Acme GmbH", gstin: null, stateCode: null, country: "DE", treatment: "overseas" };
const doc = (party: Party, over: Partial<LedgerEntries["invoices"][number]> = {}) => ({
  id: "i1",
  number: "INV/26-27/0001",
  issuedOn: "2026-05-10",
  exchangeRateE4: null,
  taxableValueMinor: 1_000_00,
  cgstMinor: 0,
  sgstMinor: 0,
  igstMinor: 180_00,
  totalMinor: 1_180_00,
  invoiceNumber: "INV/26-27/0001",
  party,
  ...over,
});
const money = (party: Party, over: Partial<LedgerEntries["payments"][number]> = {}) => ({
  id: "p1",
  number: "RCT-2026-0001",
  date: "2026-05-12",
  amountMinor: 1_180_00,
  currency: "INR",
  exchangeRateE4: null,
  bookingNumber: "BK-2026-0001",
  invoiceNumber: "INV/26-27/0001" as string | null,
  party,
  ...over,
});

const entries: LedgerEntries = {
  invoices: [doc(tricky), doc(overseas, { id: "i2", number: "INV/26-27/0002", invoiceNumber: "INV/26-27/0002", exchangeRateE4: 83_1234 })],
  creditNotes: [doc(tricky, { id: "c1", number: "CN/26-27/0001", issuedOn: "2026-05-15", taxableValueMinor: 100_00, igstMinor: 18_00, totalMinor: 118_00 })],
  debitNotes: [doc(tricky, { id: "d1", number: "DN/26-27/0001", issuedOn: "2026-05-16", taxableValueMinor: 200_00, igstMinor: 36_00, totalMinor: 236_00 })],
  payments: [
    money(tricky),
    money(overseas, { id: "p2", number: "RCT-2026-0002", amountMinor: 50_00, currency: "USD", exchangeRateE4: 83_1234, invoiceNumber: null }),
  ],
  refunds: [money(tricky, { id: "r1", number: "RCT-2026-0003", amountMinor: 100_00, date: "2026-05-20" })],
  deductions: [money(tricky, { id: "t1", number: "TDS/BK-2026-0001/abc123", amountMinor: 100_00, date: "2026-05-18" })],
};

type Line = { LEDGERNAME: string; ISDEEMEDPOSITIVE: string; AMOUNT: number; "BILLALLOCATIONS.LIST"?: { NAME: string; BILLTYPE: string; AMOUNT: number }[] };
type ParsedVoucher = { "@REMOTEID": string; "@VCHTYPE": string; DATE: number; VOUCHERNUMBER: string; PARTYLEDGERNAME: string; "ALLLEDGERENTRIES.LIST": Line[] };

function parsedVouchers(xml: string): ParsedVoucher[] {
  const doc = parser.parse(xml);
  expect(doc.ENVELOPE.HEADER.TALLYREQUEST).toBe("Import Data");
  expect(doc.ENVELOPE.BODY.IMPORTDATA.REQUESTDESC.REPORTNAME).toBe("Vouchers");
  return doc.ENVELOPE.BODY.IMPORTDATA.REQUESTDATA.TALLYMESSAGE.map((m: { VOUCHER: ParsedVoucher }) => m.VOUCHER);
}

describe("Tally vouchers", () => {
  const vouchers = vouchersOf(entries, "HDFC Bank & Co");
  const xml = tallyVouchersXml(vouchers);

  it("escapes &, <, > and quotes in every text, so the file parses and names come back whole", () => {
    expect(xmlEscape(`a & b < c > d " e ' f`)).toBe("a &amp; b &lt; c &gt; d &quot; e &apos; f");
    expect(xml).not.toContain(`Smith & Sons`);
    const parsed = parsedVouchers(xml);
    expect(parsed.filter((v) => v.PARTYLEDGERNAME === tricky.name)).toHaveLength(6);
    expect(parsed.find((v) => v["@VCHTYPE"] === "Receipt")!["ALLLEDGERENTRIES.LIST"].map((l) => l.LEDGERNAME)).toContain("HDFC Bank & Co");
  });

  it("balances every voucher to zero, debits negative and deemed positive, the party's line carrying its bill", () => {
    const parsed = parsedVouchers(xml);
    expect(parsed.map((v) => v["@VCHTYPE"])).toEqual(["Sales", "Sales", "Receipt", "Receipt", "Credit Note", "Debit Note", "Journal", "Payment"]);
    for (const v of parsed) {
      const lines = v["ALLLEDGERENTRIES.LIST"];
      expect(
        lines.reduce((sum, l) => sum + Math.round(l.AMOUNT * 100), 0),
        v.VOUCHERNUMBER,
      ).toBe(0);
      for (const l of lines) expect(l.ISDEEMEDPOSITIVE).toBe(l.AMOUNT < 0 ? "Yes" : "No");
      const party = lines.filter((l) => l["BILLALLOCATIONS.LIST"]);
      expect(party).toHaveLength(1);
      expect(party[0]!.LEDGERNAME).toBe(v.PARTYLEDGERNAME);
      expect(String(v.DATE)).toMatch(/^202605\d\d$/);
    }
    const bill = (type: string) => parsed.find((v) => v["@VCHTYPE"] === type)!["ALLLEDGERENTRIES.LIST"][0]!["BILLALLOCATIONS.LIST"]![0]!;
    expect(bill("Sales")).toEqual({ NAME: "INV/26-27/0001", BILLTYPE: "New Ref", AMOUNT: -1180 });
    expect(bill("Credit Note")).toEqual({ NAME: "INV/26-27/0001", BILLTYPE: "Agst Ref", AMOUNT: 118 });
    expect(bill("Journal")).toMatchObject({ NAME: "INV/26-27/0001", BILLTYPE: "Agst Ref", AMOUNT: 100 });
    expect(bill("Payment")).toMatchObject({ BILLTYPE: "Agst Ref", AMOUNT: -100 });
  });

  it("counts a foreign invoice and receipt in rupees, each figure half up, and gives each voucher a stable REMOTEID", () => {
    const parsed = parsedVouchers(xml);
    const usd = parsed.find((v) => v.VOUCHERNUMBER === "INV/26-27/0002")!;
    // 1,000.00 USD × 83.1234 = 83,123.40; IGST 180.00 × 83.1234 = 14,962.21 (half up); total their sum.
    expect(usd["ALLLEDGERENTRIES.LIST"].map((l) => l.AMOUNT)).toEqual([-98085.61, 83123.4, 14962.21]);
    const advance = parsed.find((v) => v.VOUCHERNUMBER === "RCT-2026-0002")!;
    expect(advance["ALLLEDGERENTRIES.LIST"][0]!["BILLALLOCATIONS.LIST"]![0]).toEqual({ NAME: "BK-2026-0001", BILLTYPE: "On Account", AMOUNT: 4156.17 });
    expect(parsed.map((v) => v["@REMOTEID"])).toEqual(parsedVouchers(tallyVouchersXml(vouchersOf(entries, "HDFC Bank & Co"))).map((v) => v["@REMOTEID"]));
    expect(new Set(parsed.map((v) => v["@REMOTEID"])).size).toBe(parsed.length);
  });

  it("writes amounts as rupees with two decimals", () => {
    expect([tallyAmount(-118000), tallyAmount(5), tallyAmount(0), tallyAmount(-1)]).toEqual(["-1180.00", "0.05", "0.00", "-0.01"]);
  });
});

describe("Tally masters", () => {
  it("has a ledger per buyer under Sundry Debtors with GSTIN, state and registration type, and the posting ledgers", () => {
    const xml = tallyMastersXml(partiesOf(vouchersOf(entries, "HDFC Bank & Co")), "HDFC Bank & Co");
    const doc = parser.parse(xml);
    expect(doc.ENVELOPE.BODY.IMPORTDATA.REQUESTDESC.REPORTNAME).toBe("All Masters");
    const ledgers = doc.ENVELOPE.BODY.IMPORTDATA.REQUESTDATA.TALLYMESSAGE.map((m: { LEDGER: Record<string, string> }) => m.LEDGER);
    expect(ledgers.map((l: Record<string, string>) => l["@NAME"])).toEqual([
      "Acme GmbH",
      tricky.name,
      "Training Fees",
      "Output CGST",
      "Output SGST",
      "Output IGST",
      "TDS Receivable",
      "Round Off",
      "HDFC Bank & Co",
    ]);
    expect(ledgers[1]).toMatchObject({
      PARENT: "Sundry Debtors",
      PARTYGSTIN: "27AABCT5678K1Z5",
      LEDSTATENAME: "Maharashtra",
      GSTREGISTRATIONTYPE: "Regular",
      COUNTRYNAME: "India",
    });
    expect(ledgers[0]).toMatchObject({ PARENT: "Sundry Debtors", GSTREGISTRATIONTYPE: "Overseas", COUNTRYNAME: "Germany" });
  });
});

describe("the vouchers as CSV", () => {
  it("gives one formula-safe row a ledger line, debit or credit in rupees", () => {
    const hostile: Party = { ...tricky, name: "=HYPERLINK(1)" };
    const csv = ledgerCsv(
      vouchersOf({ ...entries, invoices: [doc(hostile)], creditNotes: [], debitNotes: [], payments: [], refunds: [], deductions: [] }, "Bank"),
    );
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(`"date","voucherType","number","party","gstin","ledger","debit","credit","reference"`);
    expect(lines.slice(1)).toEqual([
      `"2026-05-10","Sales","INV/26-27/0001","'=HYPERLINK(1)","27AABCT5678K1Z5","'=HYPERLINK(1)","1180.00","","INV/26-27/0001"`,
      `"2026-05-10","Sales","INV/26-27/0001","'=HYPERLINK(1)","27AABCT5678K1Z5","Training Fees","","1000.00","INV/26-27/0001"`,
      `"2026-05-10","Sales","INV/26-27/0001","'=HYPERLINK(1)","27AABCT5678K1Z5","Output IGST","","180.00","INV/26-27/0001"`,
    ]);
  });
});

describe("revenue not yet earned", () => {
  const batch = { startDate: "2027-03-29", endDate: "2027-04-02", startTime: "19:00", endTime: "21:00", timeZone: "Asia/Kolkata" };
  it.each([
    // on, sessions after (of 5), deferred of ₹10,000.01
    ["2027-03-28", 5, 1_000_001],
    ["2027-03-31", 2, 400_000], // 10,000.01 × 2 ÷ 5 = 4,000.004 → 4,000.00
    ["2027-04-01", 1, 200_000], // 2,000.002 → 2,000.00
    ["2027-04-02", 0, 0],
  ])("on %s: %i sessions after, %i paise deferred", (on, after, deferred) => {
    expect(deferredOf({ bookingNumber: "BK-1", invoiceNumber: "INV-1", taxableValuePaise: 1_000_001, batch }, on)).toEqual({
      bookingNumber: "BK-1",
      invoiceNumber: "INV-1",
      taxableValuePaise: 1_000_001,
      sessions: 5,
      sessionsAfter: after,
      deferredPaise: deferred,
    });
  });

  it("rounds half up to the paisa and totals the bookings with sessions still to come", () => {
    // 3 sessions, 2 after: 1.00 × 2 ÷ 3 = 0.666… → 0.67; 0.05 × 1 ÷ 2 = 0.025 → 0.03.
    const three = { ...batch, endDate: "2027-03-31" };
    const two = { ...batch, endDate: "2027-03-30", days: ["Mon", "Tue"] as const };
    const result = deferredRevenue(
      [
        { bookingNumber: "BK-2", invoiceNumber: "I2", taxableValuePaise: 100, batch: three },
        { bookingNumber: "BK-3", invoiceNumber: "I3", taxableValuePaise: 5, batch: { ...two, startDate: "2027-03-29", days: [...two.days] } },
        { bookingNumber: "BK-1", invoiceNumber: "I1", taxableValuePaise: 999, batch: { ...batch, endDate: "2027-03-29" } },
      ],
      "2027-03-29",
    );
    expect(result.bookings.map((b) => [b.bookingNumber, b.deferredPaise])).toEqual([
      ["BK-2", 67],
      ["BK-3", 3],
    ]);
    expect(result.totalPaise).toBe(70);
  });
});
