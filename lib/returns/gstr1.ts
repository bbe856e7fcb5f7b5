// GSTR-1 as the GST portal's offline tool imports it (books.md §4). Keys and shapes follow the portal's published
// GSTR-1 JSON (offline tool schema: b2b[].ctin/inv[].inum/idt/val/pos/rchrg/inv_typ/itms[].num/itm_det, b2cl[].pos/inv,
// b2cs[].sply_ty/pos/typ/rt/txval/iamt/camt/samt/csamt, exp[].exp_typ/inv, cdnr[].ctin/nt[].ntty/nt_num/nt_dt,
// cdnur[].typ, hsn, doc_issue.doc_det[].doc_num/docs[]); books.md's keys win where they differ. Pure.
import type { TaxedFigures } from "../gst/inr";
import { TRAINING_SAC } from "../gst/tax";
import { hsnSummary, type HsnRow, type PortalRateFigures } from "./hsn";
import { documentsIssued, type DocumentsIssued } from "./doc-issue";
import {
  exportTypeOf,
  invoiceTypeOf,
  isInterState,
  portalDate,
  rupees,
  signOf,
  tableOf,
  type ReturnDocuments,
  type ReturnInvoice,
  type ReturnNote,
} from "./classify";

type ItemDetail = PortalRateFigures;
type Item = { num: number; itm_det: ItemDetail };
type IgstItem = { num: number; itm_det: Omit<ItemDetail, "camt" | "samt"> };

export interface Gstr1 {
  gstin: string;
  fp: string;
  b2b: { ctin: string; inv: { inum: string; idt: string; val: number; pos: string; rchrg: "N"; inv_typ: string; itms: Item[] }[] }[];
  b2cl: { pos: string; inv: { inum: string; idt: string; val: number; itms: IgstItem[] }[] }[];
  b2cs: { sply_ty: "INTRA" | "INTER"; pos: string; typ: "OE"; rt: number; txval: number; iamt: number; camt: number; samt: number; csamt: number }[];
  exp: { exp_typ: "WPAY" | "WOPAY"; inv: { inum: string; idt: string; val: number; itms: { rt: number; txval: number; iamt: number; csamt: number }[] }[] }[];
  cdnr: { ctin: string; nt: { ntty: "C" | "D"; nt_num: string; nt_dt: string; val: number; pos: string; rchrg: "N"; inv_typ: string; itms: Item[] }[] }[];
  cdnur: { ntty: "C" | "D"; nt_num: string; nt_dt: string; val: number; typ: "B2CL" | "EXPWP" | "EXPWOP"; pos: string; itms: IgstItem[] }[];
  hsn: { hsn_b2b: HsnRow[]; hsn_b2c: HsnRow[] };
  doc_issue: DocumentsIssued;
}

const detail = (rate: number, f: TaxedFigures): ItemDetail => ({
  rt: rate,
  txval: rupees(f.taxableValueMinor),
  iamt: rupees(f.igstMinor),
  camt: rupees(f.cgstMinor),
  samt: rupees(f.sgstMinor),
  csamt: 0,
});
const items = (rate: number, f: TaxedFigures): Item[] => [{ num: 1, itm_det: detail(rate, f) }];
const igstItems = (rate: number, f: TaxedFigures): IgstItem[] => [
  { num: 1, itm_det: { rt: rate, txval: rupees(f.taxableValueMinor), iamt: rupees(f.igstMinor), csamt: 0 } },
];

/** Groups in first-seen order. */
function groupBy<T>(list: T[], key: (t: T) => string): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const t of list) groups.set(key(t), [...(groups.get(key(t)) ?? []), t]);
  return [...groups];
}

function b2bTable(invoices: ReturnInvoice[]): Gstr1["b2b"] {
  return groupBy(invoices, (i) => i.buyerGstin ?? "").map(([ctin, list]) => ({
    ctin,
    inv: list.map((i) => ({
      inum: i.number,
      idt: portalDate(i.issuedOn),
      val: rupees(i.inr.totalMinor),
      pos: i.placeOfSupply,
      rchrg: "N" as const,
      inv_typ: invoiceTypeOf(i),
      itms: items(i.rate, i.inr),
    })),
  }));
}

function b2clTable(invoices: ReturnInvoice[]): Gstr1["b2cl"] {
  return groupBy(invoices, (i) => i.placeOfSupply).map(([pos, list]) => ({
    pos,
    inv: list.map((i) => ({ inum: i.number, idt: portalDate(i.issuedOn), val: rupees(i.inr.totalMinor), itms: igstItems(i.rate, i.inr) })),
  }));
}

function expTable(invoices: ReturnInvoice[]): Gstr1["exp"] {
  return groupBy(invoices, exportTypeOf).map(([type, list]) => ({
    exp_typ: type as "WPAY" | "WOPAY",
    inv: list.map((i) => ({
      inum: i.number,
      idt: portalDate(i.issuedOn),
      val: rupees(i.inr.totalMinor),
      itms: [{ rt: i.rate, txval: rupees(i.inr.taxableValueMinor), iamt: rupees(i.inr.igstMinor), csamt: 0 }],
    })),
  }));
}

/** B2CS: the small unregistered invoices summed per supply type, place and rate, net of the month's notes against them. */
function b2csTable(invoices: ReturnInvoice[], notes: ReturnNote[]): Gstr1["b2cs"] {
  const sums = new Map<string, { invoice: ReturnInvoice; f: TaxedFigures }>();
  const add = (invoice: ReturnInvoice, f: TaxedFigures, sign: number) => {
    const key = `${isInterState(invoice) ? "INTER" : "INTRA"}|${invoice.placeOfSupply}|${invoice.rate}`;
    const s = sums.get(key) ?? { invoice, f: { taxableValueMinor: 0, cgstMinor: 0, sgstMinor: 0, igstMinor: 0, totalMinor: 0 } };
    for (const k of ["taxableValueMinor", "cgstMinor", "sgstMinor", "igstMinor", "totalMinor"] as const) s.f[k] += sign * f[k];
    sums.set(key, s);
  };
  for (const i of invoices) add(i, i.inr, 1);
  for (const n of notes) add(n.invoice, n.inr, signOf(n));
  return [...sums.values()].map(({ invoice, f }) => ({
    sply_ty: isInterState(invoice) ? ("INTER" as const) : ("INTRA" as const),
    pos: invoice.placeOfSupply,
    typ: "OE" as const,
    ...detail(invoice.rate, f),
  }));
}

function cdnrTable(notes: ReturnNote[]): Gstr1["cdnr"] {
  return groupBy(notes, (n) => n.invoice.buyerGstin ?? "").map(([ctin, list]) => ({
    ctin,
    nt: list.map((n) => ({
      ntty: n.ntty,
      nt_num: n.number,
      nt_dt: portalDate(n.issuedOn),
      val: rupees(n.inr.totalMinor),
      pos: n.invoice.placeOfSupply,
      rchrg: "N" as const,
      inv_typ: invoiceTypeOf(n.invoice),
      itms: items(n.invoice.rate, n.inr),
    })),
  }));
}

function cdnurTable(notes: ReturnNote[]): Gstr1["cdnur"] {
  return notes.map((n) => ({
    ntty: n.ntty,
    nt_num: n.number,
    nt_dt: portalDate(n.issuedOn),
    val: rupees(n.inr.totalMinor),
    typ: tableOf(n.invoice) === "b2cl" ? ("B2CL" as const) : exportTypeOf(n.invoice) === "WPAY" ? ("EXPWP" as const) : ("EXPWOP" as const),
    pos: n.invoice.placeOfSupply,
    itms: igstItems(n.invoice.rate, n.inr),
  }));
}

/** The month's GSTR-1: each document in exactly one table, notes in the table their invoice decides. */
export function buildGstr1(gstin: string, month: string, docs: ReturnDocuments): Gstr1 {
  const invoicesIn = (t: string) => docs.invoices.filter((i) => tableOf(i) === t);
  const notesIn = (...tables: string[]) => docs.notes.filter((n) => tables.includes(tableOf(n.invoice)));
  return {
    gstin,
    fp: `${month.slice(5, 7)}${month.slice(0, 4)}`,
    b2b: b2bTable(invoicesIn("b2b")),
    b2cl: b2clTable(invoicesIn("b2cl")),
    b2cs: b2csTable(invoicesIn("b2cs"), notesIn("b2cs")),
    exp: expTable(invoicesIn("exp")),
    cdnr: cdnrTable(notesIn("b2b")),
    cdnur: cdnurTable(notesIn("b2cl", "exp")),
    hsn: hsnSummary(docs, TRAINING_SAC),
    doc_issue: documentsIssued(docs),
  };
}
