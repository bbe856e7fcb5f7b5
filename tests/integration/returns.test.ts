// GSTR-1, GSTR-3B and the GST register they add up to (books.md §4), on a month with every kind of document
// (tests/helpers/books-month.ts), on PGlite and PostgreSQL.
import { GET as gstRoute } from "@/app/api/admin/reports/gst/route";
import { GET as gstr1Route } from "@/app/api/admin/reports/gstr1/route";
import { GET as gstr3bRoute } from "@/app/api/admin/reports/gstr3b/route";
import { COMPANY_GSTIN, KA, SEZ_MH, get, learner, paise, setUpBooksMonth, staff } from "../helpers/books-month";
import { describe, expect, it } from "vitest";
import { call, refusal } from "../helpers/http";

setUpBooksMonth();

describe("who may call, and bad input", () => {
  it.each([
    [gstr1Route, "/api/admin/reports/gstr1?month=2026-06"],
    [gstr3bRoute, "/api/admin/reports/gstr3b?month=2026-06"],
  ])("%#: anonymous 401, a learner 403", async (handler, path) => {
    expect((await call(handler, { path })).status).toBe(401);
    expect((await call(handler, { path, token: learner.token })).status).toBe(403);
  });

  it.each([
    [gstr1Route, "/api/admin/reports/gstr1?month=2026-13", "Month must be a month like 2026-04."],
    [gstr1Route, "/api/admin/reports/gstr1", "Month must be a month like 2026-04."],
    [gstr3bRoute, "/api/admin/reports/gstr3b?month=June", "Month must be a month like 2026-04."],
  ])("%#: %s → 400 %s", async (handler, path, message) => {
    expect(refusal(await get(handler, path))).toEqual([400, message]);
  });
});

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
    // The USD invoice in its own figures, then in rupees at its rate.
    expect(csv.json).toContain(
      `"INV/26-27/0108","2026-06-08","","Acme Inc","","96","export_lut","0","USD","1000.00","0.00","0.00","0.00","1000.00","83.1234","83123.40","0.00","0.00","0.00","83123.40"`,
    );
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
