// GSTR-1 and GSTR-3B from a month's documents (books.md §4): each treatment × state × amount in its table, B2CS net of
// its notes, the HSN and document summaries, and for random months the tables adding up to the register to the paisa.
import { describe, expect, it } from "vitest";
import { tableOf, type ReturnDocuments, type ReturnInvoice, type ReturnNote } from "@/lib/returns/classify";
import { buildGstr1, type Gstr1 } from "@/lib/returns/gstr1";
import { buildGstr3b } from "@/lib/returns/gstr3b";
import { invoice, note } from "./returns-fixtures";

const GSTIN = "29AAACS1234F1Z5";
const gstr1 = (invoices: ReturnInvoice[], notes: ReturnNote[] = []) => buildGstr1(GSTIN, "2026-05", { invoices, notes });

/** Which table lists an invoice (b2cs by its summary row), from the built file, not from tableOf. */
function whereIs(file: Gstr1, number: string): string[] {
  const found: string[] = [];
  if (file.b2b.some((g) => g.inv.some((i) => i.inum === number))) found.push("b2b");
  if (file.b2cl.some((g) => g.inv.some((i) => i.inum === number))) found.push("b2cl");
  if (file.exp.some((g) => g.inv.some((i) => i.inum === number))) found.push("exp");
  if (file.b2cs.length > 0) found.push("b2cs");
  return found;
}

describe("each invoice lands in its table", () => {
  it.each([
    // treatment, place, total (paise), LUT, table, type
    ["registered", "29", 5_000_00, false, "b2b", "R"],
    ["registered", "27", 5_000_00, false, "b2b", "R"],
    ["sez", "29", 5_000_00, false, "b2b", "SEWP"],
    ["sez", "27", 5_000_00, true, "b2b", "SEWOP"],
    ["unregistered", "29", 5_00_000_00, false, "b2cs", "INTRA"],
    ["unregistered", "27", 50_000_00, false, "b2cs", "INTER"],
    // The ₹1,00,000 boundary: "more than one lakh rupees" (Rule 59(4)(a)(ii)), so exactly ₹1,00,000.00 is B2CS.
    ["unregistered", "27", 1_00_000_00, false, "b2cs", "INTER"],
    ["unregistered", "27", 1_00_000_01, false, "b2cl", "27"],
    // Within the company's state no amount makes it large.
    ["unregistered", "29", 1_00_000_01, false, "b2cs", "INTRA"],
    ["overseas", "96", 5_000_00, false, "exp", "WPAY"],
    ["overseas", "96", 5_000_00, true, "exp", "WOPAY"],
  ] as const)("%s in %s, %i paise, LUT %s → %s (%s)", (treatment, pos, totalPaise, lut, table, type) => {
    const inv = invoice({ treatment, pos, totalPaise, lut });
    const file = gstr1([inv]);
    expect(tableOf(inv)).toBe(table);
    if (table === "b2cs") {
      expect(file.b2cs).toEqual([expect.objectContaining({ sply_ty: type, pos, typ: "OE", rt: 18, txval: inv.inr.taxableValueMinor / 100 })]);
      expect([file.b2b, file.b2cl, file.exp].flat()).toEqual([]);
    } else expect(whereIs(file, inv.number)).toEqual([table]);
    if (table === "b2b") expect(file.b2b[0]!.inv[0]).toMatchObject({ inv_typ: type, pos, rchrg: "N", idt: "10-05-2026" });
    if (table === "exp") expect(file.exp[0]!.exp_typ).toBe(type);
    if (table === "b2cl") expect(file.b2cl[0]).toMatchObject({ pos: type, inv: [{ inum: inv.number, val: 100000.01 }] });
  });

  it("writes a B2B invoice as the portal does: ctin, item with every tax, rupee numbers", () => {
    const inv = invoice({ treatment: "registered", pos: "29", totalPaise: 1_180_00, gstin: "29AAGCK4321M1Z5", number: "INV/26-27/0007" });
    expect(gstr1([inv]).b2b).toEqual([
      {
        ctin: "29AAGCK4321M1Z5",
        inv: [
          {
            inum: "INV/26-27/0007",
            idt: "10-05-2026",
            val: 1180,
            pos: "29",
            rchrg: "N",
            inv_typ: "R",
            itms: [{ num: 1, itm_det: { rt: 18, txval: 1000, iamt: 0, camt: 90, samt: 90, csamt: 0 } }],
          },
        ],
      },
    ]);
  });
});

describe("notes follow their invoice", () => {
  it("puts notes against B2B in CDNR, against B2CL and exports in CDNUR, and nets the others into B2CS", () => {
    const b2b = invoice({ treatment: "sez", pos: "27", totalPaise: 50_000_00, lut: true });
    const b2cl = invoice({ treatment: "unregistered", pos: "33", totalPaise: 2_00_000_00 });
    const exp = invoice({ treatment: "overseas", totalPaise: 30_000_00 });
    const small = invoice({ treatment: "unregistered", pos: "29", totalPaise: 11_800_00 });
    const notes = [note("C", b2b, 5_000_00), note("D", b2cl, 11_800_00), note("C", exp, 1_000_00), note("C", small, 1_180_00)];
    const file = gstr1([], notes);
    expect(file.cdnr).toEqual([
      { ctin: b2b.buyerGstin, nt: [expect.objectContaining({ ntty: "C", nt_num: notes[0]!.number, inv_typ: "SEWOP", pos: "27", nt_dt: "20-05-2026" })] },
    ]);
    expect(file.cdnur).toEqual([
      expect.objectContaining({ ntty: "D", nt_num: notes[1]!.number, typ: "B2CL", pos: "33", val: 11800 }),
      expect.objectContaining({ ntty: "C", nt_num: notes[2]!.number, typ: "EXPWP", pos: "96", val: 1000 }),
    ]);
    // The month's B2CS row is only the credit note against an earlier small invoice: negative.
    expect(file.b2cs).toEqual([{ sply_ty: "INTRA", pos: "29", typ: "OE", rt: 18, txval: -1000, iamt: 0, camt: -90, samt: -90, csamt: 0 }]);
  });

  it("sums B2CS per supply type, place and rate, net of the month's notes", () => {
    const a = invoice({ treatment: "unregistered", pos: "29", totalPaise: 11_800_00 });
    const b = invoice({ treatment: "unregistered", pos: "29", totalPaise: 23_600_00 });
    const c = invoice({ treatment: "unregistered", pos: "07", totalPaise: 59_000_00 });
    const file = gstr1([a, b, c], [note("C", a, 5_900_00), note("D", c, 1_180_00)]);
    expect(file.b2cs).toEqual([
      { sply_ty: "INTRA", pos: "29", typ: "OE", rt: 18, txval: 25000, iamt: 0, camt: 2250, samt: 2250, csamt: 0 },
      { sply_ty: "INTER", pos: "07", typ: "OE", rt: 18, txval: 51000, iamt: 9180, camt: 0, samt: 0, csamt: 0 },
    ]);
  });
});

describe("summaries", () => {
  it("splits HSN into B2B and B2C (exports are B2C), net of notes, per rate", () => {
    const reg = invoice({ treatment: "registered", pos: "27", totalPaise: 11_800_00 });
    const sezLut = invoice({ treatment: "sez", pos: "29", totalPaise: 10_000_00, lut: true });
    const exp = invoice({ treatment: "overseas", totalPaise: 11_800_00 });
    const b2c = invoice({ treatment: "unregistered", pos: "29", totalPaise: 11_800_00 });
    const file = gstr1([reg, sezLut, exp, b2c], [note("C", reg, 1_180_00)]);
    const row = { hsn_sc: "999293", desc: "Commercial training and coaching services", uqc: "NA", qty: 0, csamt: 0 };
    expect(file.hsn.hsn_b2b).toEqual([
      { num: 1, ...row, rt: 18, txval: 9000, iamt: 1620, camt: 0, samt: 0 },
      { num: 2, ...row, rt: 0, txval: 10000, iamt: 0, camt: 0, samt: 0 },
    ]);
    expect(file.hsn.hsn_b2c).toEqual([{ num: 1, ...row, rt: 18, txval: 20000, iamt: 1800, camt: 900, samt: 900 }]);
  });

  it("counts the documents issued per series: first, last, how many, none cancelled", () => {
    const invoices = ["INV/26-27/0010", "INV/26-27/0009", "INV/26-27/0011"].map((number) =>
      invoice({ treatment: "unregistered", totalPaise: 1_000_00, number }),
    );
    const credit = note("C", invoices[0]!, 100_00);
    const file = gstr1(invoices, [credit]);
    expect(file.doc_issue).toEqual({
      doc_det: [
        { doc_num: 1, docs: [{ num: 1, from: "INV/26-27/0009", to: "INV/26-27/0011", totnum: 3, cancel: 0, net_issue: 3 }] },
        { doc_num: 5, docs: [{ num: 1, from: credit.number, to: credit.number, totnum: 1, cancel: 0, net_issue: 1 }] },
      ],
    });
    expect(file.fp).toBe("052026");
    expect(file.gstin).toBe(GSTIN);
  });

  it("fills GSTR-3B: 3.1(a) taxable other than zero-rated, 3.1(b) exports and SEZ, 3.2 inter-state unregistered by place", () => {
    const docs: ReturnDocuments = {
      invoices: [
        invoice({ treatment: "registered", pos: "27", totalPaise: 11_800_00 }),
        invoice({ treatment: "unregistered", pos: "29", totalPaise: 11_800_00 }),
        invoice({ treatment: "unregistered", pos: "07", totalPaise: 2_36_000_00 }),
        invoice({ treatment: "sez", pos: "29", totalPaise: 11_800_00 }),
        invoice({ treatment: "overseas", totalPaise: 10_000_00, lut: true }),
      ],
      notes: [],
    };
    docs.notes.push(note("C", docs.invoices[2]!, 11_800_00));
    expect(buildGstr3b(docs)).toEqual({
      "3.1a": { txval: 210000, iamt: 36000, camt: 900, samt: 900, csamt: 0 },
      "3.1b": { txval: 20000, iamt: 1800, csamt: 0 },
      "3.2": [{ pos: "07", txval: 190000, iamt: 34200 }],
    });
  });
});

/** A tiny seeded PRNG (mulberry32), so a failing month can be replayed from its seed. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomMonth(seed: number): ReturnDocuments {
  const random = prng(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const invoices = Array.from({ length: 1 + Math.floor(random() * 12) }, () =>
    invoice({
      treatment: pick(["registered", "sez", "unregistered", "unregistered", "overseas"] as const),
      pos: pick(["29", "27", "07", "33"]),
      totalPaise: pick([1_00_000_00, 1_00_000_01, 1 + Math.floor(random() * 3_00_000_00), 99 + Math.floor(random() * 50_000)]),
      lut: random() < 0.5,
    }),
  ).map((i) => (i.gstTreatment === "overseas" ? { ...i, placeOfSupply: "96" } : i));
  const notes = Array.from({ length: Math.floor(random() * 6) }, () => {
    const of = pick(invoices);
    return note(random() < 0.6 ? "C" : "D", of, 1 + Math.floor(random() * of.inr.totalMinor));
  });
  return { invoices, notes };
}

/** What the register counts: invoices plus debit notes minus credit notes, in paise. */
function registerTotals(docs: ReturnDocuments) {
  const t = { txval: 0, iamt: 0, camt: 0, samt: 0 };
  const add = (f: ReturnInvoice["inr"], sign: number) => {
    t.txval += sign * f.taxableValueMinor;
    t.iamt += sign * f.igstMinor;
    t.camt += sign * f.cgstMinor;
    t.samt += sign * f.sgstMinor;
  };
  docs.invoices.forEach((i) => add(i.inr, 1));
  docs.notes.forEach((n) => add(n.inr, n.ntty === "C" ? -1 : 1));
  return t;
}

/** The file's tables summed back, in paise (notes by their type). */
function tableTotals(file: Gstr1) {
  const t = { txval: 0, iamt: 0, camt: 0, samt: 0 };
  const add = (d: { txval: number; iamt: number; camt?: number; samt?: number }, sign = 1) => {
    t.txval += sign * Math.round(d.txval * 100);
    t.iamt += sign * Math.round(d.iamt * 100);
    t.camt += sign * Math.round((d.camt ?? 0) * 100);
    t.samt += sign * Math.round((d.samt ?? 0) * 100);
  };
  file.b2b.forEach((g) => g.inv.forEach((i) => i.itms.forEach((it) => add(it.itm_det))));
  file.b2cl.forEach((g) => g.inv.forEach((i) => i.itms.forEach((it) => add(it.itm_det))));
  file.b2cs.forEach((r) => add(r));
  file.exp.forEach((g) => g.inv.forEach((i) => i.itms.forEach((it) => add(it))));
  file.cdnr.forEach((g) => g.nt.forEach((n) => n.itms.forEach((it) => add(it.itm_det, n.ntty === "C" ? -1 : 1))));
  file.cdnur.forEach((n) => n.itms.forEach((it) => add(it.itm_det, n.ntty === "C" ? -1 : 1)));
  return t;
}

describe("for random months, GSTR-1 adds up to the register", () => {
  it("to the paisa, each document in exactly one table, the HSN summary too (400 seeded months)", () => {
    for (let seed = 1; seed <= 400; seed++) {
      const docs = randomMonth(seed);
      const file = buildGstr1(GSTIN, "2026-05", docs);
      expect(tableTotals(file), `seed ${seed}`).toEqual(registerTotals(docs));
      const hsn = { txval: 0, iamt: 0, camt: 0, samt: 0 };
      [...file.hsn.hsn_b2b, ...file.hsn.hsn_b2c].forEach((r) => {
        hsn.txval += Math.round(r.txval * 100);
        hsn.iamt += Math.round(r.iamt * 100);
        hsn.camt += Math.round(r.camt * 100);
        hsn.samt += Math.round(r.samt * 100);
      });
      expect(hsn, `seed ${seed}`).toEqual(registerTotals(docs));
      const listed = [...file.b2b.flatMap((g) => g.inv), ...file.b2cl.flatMap((g) => g.inv), ...file.exp.flatMap((g) => g.inv)].map((i) => i.inum);
      expect(new Set(listed).size, `seed ${seed}`).toBe(listed.length);
      expect(listed.sort(), `seed ${seed}`).toEqual(
        docs.invoices
          .filter((i) => tableOf(i) !== "b2cs")
          .map((i) => i.number)
          .sort(),
      );
      const notesListed = [...file.cdnr.flatMap((g) => g.nt), ...file.cdnur].map((n) => n.nt_num);
      expect(notesListed.sort(), `seed ${seed}`).toEqual(
        docs.notes
          .filter((n) => tableOf(n.invoice) !== "b2cs")
          .map((n) => n.number)
          .sort(),
      );
      for (const figure of JSON.stringify(file).match(/-?\d+\.\d+/g) ?? []) expect(figure.split(".")[1]!.length).toBeLessThanOrEqual(2);
    }
  });
});
