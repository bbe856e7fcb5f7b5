// Tally's XML import (books.md §5), as Tally documents it: ENVELOPE/HEADER/TALLYREQUEST "Import Data",
// BODY/IMPORTDATA/REQUESTDESC/REPORTNAME "All Masters" or "Vouchers", REQUESTDATA/TALLYMESSAGE holding LEDGER and
// VOUCHER objects; a voucher's ALLLEDGERENTRIES.LIST lines carry AMOUNT (debits negative, ISDEEMEDPOSITIVE Yes), the
// party line its BILLALLOCATIONS.LIST (BILLTYPE "New Ref" / "Agst Ref"), and the voucher a REMOTEID Tally matches on
// a second import (help.tallysolutions.com, "Changes in XML Tags" of TallyPrime's developer reference). Pure.
import type { GstTreatment } from "../../db/schema/_columns";
import { gstStates } from "../gst/states";

/** The ledgers the vouchers post to, created by the masters file. */
export const LEDGERS = {
  fees: "Training Fees",
  cgst: "Output CGST",
  sgst: "Output SGST",
  igst: "Output IGST",
  tds: "TDS Receivable",
  roundOff: "Round Off",
} as const;

export type VoucherType = "Sales" | "Credit Note" | "Debit Note" | "Receipt" | "Journal" | "Payment";

/** A buyer's ledger under Sundry Debtors. */
export interface Party {
  name: string;
  gstin: string | null;
  stateCode: string | null;
  country: string;
  treatment: GstTreatment;
}

/** One line of a voucher: paise, negative for a debit (Tally's sign); the party's line (and only it) carries the bill it settles. */
export interface VoucherLine {
  ledger: string;
  amountPaise: number;
  bill?: { type: "New Ref" | "Agst Ref" | "On Account"; name: string };
}

export interface Voucher {
  type: VoucherType;
  /** YYYY-MM-DD. */
  date: string;
  number: string;
  /** Derived from the document's or entry's id: the same on every export. */
  remoteId: string;
  party: Party;
  /** The invoice it belongs to ("" when the booking has none yet). */
  reference: string;
  narration: string;
  lines: VoucherLine[];
}

/** Escapes a text for XML content and attribute values. */
export function xmlEscape(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

/** Paise as Tally's amount: rupees with 2 decimals, a leading minus for a debit. */
export function tallyAmount(paise: number): string {
  const abs = Math.abs(paise);
  return `${paise < 0 ? "-" : ""}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** How Tally names the buyer's GST registration type. */
export function registrationTypeOf(treatment: GstTreatment): string {
  return { registered: "Regular", sez: "SEZ", unregistered: "Unregistered/Consumer", overseas: "Overseas" }[treatment];
}

/** Tally names a country in words ("India", "United States"), not by its ISO code. */
function countryName(code: string): string {
  if (code === "IN") return "India";
  try {
    return new Intl.DisplayNames(["en"], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

const tag = (name: string, value: string) => `<${name}>${xmlEscape(value)}</${name}>`;

function envelope(report: "All Masters" | "Vouchers", messages: string[]): string {
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<ENVELOPE>`,
    `<HEADER>${tag("TALLYREQUEST", "Import Data")}</HEADER>`,
    `<BODY><IMPORTDATA>`,
    `<REQUESTDESC>${tag("REPORTNAME", report)}</REQUESTDESC>`,
    `<REQUESTDATA>`,
    ...messages.map((m) => `<TALLYMESSAGE xmlns:UDF="TallyUDF">${m}</TALLYMESSAGE>`),
    `</REQUESTDATA>`,
    `</IMPORTDATA></BODY>`,
    `</ENVELOPE>`,
    ``,
  ].join("\n");
}

function ledgerXml(name: string, parent: string, extra = ""): string {
  return `<LEDGER NAME="${xmlEscape(name)}" ACTION="Create">${tag("NAME", name)}${tag("PARENT", parent)}${extra}</LEDGER>`;
}

function partyLedgerXml(p: Party): string {
  const state = p.country === "IN" && p.stateCode ? (gstStates[p.stateCode] ?? "") : "";
  return ledgerXml(
    p.name,
    "Sundry Debtors",
    tag("ISBILLWISEON", "Yes") +
      (p.gstin ? tag("PARTYGSTIN", p.gstin) : "") +
      tag("GSTREGISTRATIONTYPE", registrationTypeOf(p.treatment)) +
      (state ? tag("LEDSTATENAME", state) : "") +
      tag("COUNTRYNAME", countryName(p.country)),
  );
}

/** The masters file: each buyer's ledger, and the ledgers the vouchers post to. */
export function tallyMastersXml(parties: Party[], bankLedger: string): string {
  const fixed = [
    ledgerXml(LEDGERS.fees, "Sales Accounts"),
    ledgerXml(LEDGERS.cgst, "Duties & Taxes", tag("TAXTYPE", "GST") + tag("GSTDUTYHEAD", "Central Tax")),
    ledgerXml(LEDGERS.sgst, "Duties & Taxes", tag("TAXTYPE", "GST") + tag("GSTDUTYHEAD", "State Tax")),
    ledgerXml(LEDGERS.igst, "Duties & Taxes", tag("TAXTYPE", "GST") + tag("GSTDUTYHEAD", "Integrated Tax")),
    ledgerXml(LEDGERS.tds, "Loans & Advances (Asset)"),
    ledgerXml(LEDGERS.roundOff, "Indirect Expenses"),
    ledgerXml(bankLedger, "Bank Accounts"),
  ];
  return envelope("All Masters", [...parties.map(partyLedgerXml), ...fixed]);
}

function lineXml(v: Voucher, line: VoucherLine): string {
  const debit = line.amountPaise < 0;
  const isParty = line.bill !== undefined;
  const bill = line.bill
    ? `<BILLALLOCATIONS.LIST>${tag("NAME", line.bill.name)}${tag("BILLTYPE", line.bill.type)}${tag("AMOUNT", tallyAmount(line.amountPaise))}</BILLALLOCATIONS.LIST>`
    : "";
  return (
    `<ALLLEDGERENTRIES.LIST>${tag("LEDGERNAME", line.ledger)}${tag("ISDEEMEDPOSITIVE", debit ? "Yes" : "No")}` +
    `${tag("ISPARTYLEDGER", isParty ? "Yes" : "No")}${tag("AMOUNT", tallyAmount(line.amountPaise))}${bill}</ALLLEDGERENTRIES.LIST>`
  );
}

function voucherXml(v: Voucher): string {
  return [
    `<VOUCHER REMOTEID="${xmlEscape(v.remoteId)}" VCHTYPE="${xmlEscape(v.type)}" ACTION="Create">`,
    tag("DATE", v.date.replace(/-/g, "")),
    tag("VOUCHERTYPENAME", v.type),
    tag("VOUCHERNUMBER", v.number),
    tag("REFERENCE", v.reference),
    tag("PARTYLEDGERNAME", v.party.name),
    v.party.gstin ? tag("PARTYGSTIN", v.party.gstin) : "",
    tag("NARRATION", v.narration),
    ...v.lines.map((line) => lineXml(v, line)),
    `</VOUCHER>`,
  ].join("");
}

/** The vouchers file. */
export function tallyVouchersXml(vouchers: Voucher[]): string {
  return envelope("Vouchers", vouchers.map(voucherXml));
}
