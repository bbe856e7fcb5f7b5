// Matching a statement's credits to what is owed (books.md §6), first rule first: (1) a pending proof whose UTR is in
// the row's reference or description; (2) a payment request or booking number in the description; (3) the one open
// payment request of the same amount; (4) the one open request whose amount less a 10 % or 2 % TDS on its taxable
// value is the credit within ₹1. Pure: the caller loads what is open once and this indexes it in maps, so a statement
// of 20,000 rows is matched without a query per row. Browser-safe.
import type { BankMatchKind } from "../../db/schema";
import { divideHalfUp } from "../gst/tax";

/** A proof of payment waiting for review. */
export interface PendingProof {
  id: string;
  /** The UTR the buyer gave. */
  reference: string;
  requestId: string;
  requestNumber: string;
  bookingId: string;
  amountMinor: number;
  /** The TDS the buyer says it deducted, if any. */
  tdsAmountMinor: number | null;
}

/** A payment request neither paid nor cancelled, in rupees. */
export interface OpenRequest {
  id: string;
  number: string;
  bookingId: string;
  amountMinor: number;
  /** Its sale carries no GST (zero-rated, or the company is not registered): the whole amount is the taxable value. */
  zeroRated: boolean;
}

/** A request or booking a description names (rule 2), with what it still asks for. */
export interface NamedRecord {
  id: string;
  number: string;
  bookingId: string;
  amountMinor: number;
}

export interface MatchBook {
  proofs: PendingProof[];
  openRequests: OpenRequest[];
  /** Requests (not cancelled) and bookings (not cancelled) by number, for those the statement names. */
  requestsByNumber: Map<string, NamedRecord>;
  bookingsByNumber: Map<string, NamedRecord>;
  /** GST_RATE, percent. */
  gstRate: number;
}

export interface RowMatch {
  status: "matched" | "suggested" | "unmatched";
  match: { kind: BankMatchKind; id: string; number: string; bookingId: string; amountMinor: number; tdsMinor: number | null } | null;
}

/** The TDS rates rule 4 tries, percent of the taxable value. */
export const TDS_RATES = [10, 2] as const;
/** Rule 4's tolerance: ₹1. */
const TOLERANCE_MINOR = 100;
/** The shortest UTR a proof takes (lib/validation/collection.ts): the length of the keys the UTR index uses. */
const UTR_KEY = 6;

const isDigit = (c: string | undefined) => c !== undefined && c >= "0" && c <= "9";
const isSeparator = (c: string | undefined) => c === "-" || c === "/" || c === " " || c === "_";

function digitsAt(text: string, from: number): string {
  let end = from;
  while (end < text.length && isDigit(text[end]) && end - from < 12) end++;
  return text.slice(from, end);
}

/** The number starting at `at` (after its 2-letter prefix): `PR-2026-0012`, `PR/2026/0012`, `PR 2026 0012`, `PR20260012`. */
function numberAt(text: string, at: number, prefix: string): string | null {
  let i = at + 2;
  if (isSeparator(text[i])) i++;
  const run = digitsAt(text, i);
  if (run.length >= 8) return run.length < 12 ? `${prefix}-${run.slice(0, 4)}-${run.slice(4)}` : null;
  if (run.length !== 4 || !isSeparator(text[i + 4])) return null;
  const seq = digitsAt(text, i + 5);
  return seq.length >= 4 && seq.length < 12 ? `${prefix}-${run}-${seq}` : null;
}

/** The payment request (`PR-…`) and booking (`BK-…`) numbers a text names, as the series writes them; one pass. */
export function numbersIn(text: string): { requests: string[]; bookings: string[] } {
  const upper = text.toUpperCase();
  const found = { requests: [] as string[], bookings: [] as string[] };
  for (let i = 0; i + 1 < upper.length; i++) {
    const two = upper[i]! + upper[i + 1]!;
    if (two !== "PR" && two !== "BK") continue;
    const number = numberAt(upper, i, two);
    if (number) (two === "PR" ? found.requests : found.bookings).push(number);
  }
  return found;
}

/** The taxable value of a request's amount: without GST for a taxed sale, the whole amount for a zero-rated one. */
export function taxableOf(request: Pick<OpenRequest, "amountMinor" | "zeroRated">, gstRate: number): number {
  if (request.zeroRated) return request.amountMinor;
  const basis = BigInt(Math.round(gstRate * 100));
  return Number(divideHalfUp(BigInt(request.amountMinor) * 10000n, 10000n + basis));
}

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

/** Indexes what is open once; the answer matches one row in time linear in its text. */
export function matcher(book: MatchBook): (row: { creditMinor: number; reference: string; description: string }) => RowMatch {
  const proofsByKey = new Map<string, PendingProof[]>();
  for (const proof of book.proofs) {
    const utr = proof.reference.toUpperCase();
    if (utr.length >= UTR_KEY) push(proofsByKey, utr.slice(0, UTR_KEY), { ...proof, reference: utr });
  }
  const byAmount = new Map<number, OpenRequest[]>();
  // Rule 4's candidates by the rupee of what would arrive: a credit looks in its rupee and the two beside it.
  const byNet = new Map<number, { request: OpenRequest; net: number }[]>();
  for (const request of book.openRequests) {
    push(byAmount, request.amountMinor, request);
    const taxable = taxableOf(request, book.gstRate);
    for (const rate of TDS_RATES) {
      const net = request.amountMinor - Number(divideHalfUp(BigInt(taxable) * BigInt(rate), 100n));
      push(byNet, Math.floor(net / 100), { request, net });
    }
  }

  const proofIn = (text: string): PendingProof | null => {
    const hits = new Map<string, PendingProof>();
    for (let i = 0; i + UTR_KEY <= text.length; i++) {
      const candidates = proofsByKey.get(text.slice(i, i + UTR_KEY));
      if (candidates) for (const p of candidates) if (text.startsWith(p.reference, i)) hits.set(p.id, p);
    }
    // Two pending proofs found in one line: neither is certain.
    return hits.size === 1 ? [...hits.values()][0]! : null;
  };

  const named = (description: string): RowMatch["match"] => {
    const { requests, bookings } = numbersIn(description);
    for (const n of requests) {
      const r = book.requestsByNumber.get(n);
      if (r) return { kind: "request", ...r, tdsMinor: null };
    }
    for (const n of bookings) {
      const b = book.bookingsByNumber.get(n);
      if (b) return { kind: "booking", ...b, tdsMinor: null };
    }
    return null;
  };

  const lessTds = (credit: number): RowMatch["match"] => {
    const found = new Map<string, OpenRequest>();
    for (let bucket = Math.floor(credit / 100) - 1; bucket <= Math.floor(credit / 100) + 1; bucket++)
      for (const { request, net } of byNet.get(bucket) ?? [])
        if (Math.abs(net - credit) <= TOLERANCE_MINOR && request.amountMinor > credit) found.set(request.id, request);
    if (found.size !== 1) return null;
    const r = [...found.values()][0]!;
    return { kind: "request", id: r.id, number: r.number, bookingId: r.bookingId, amountMinor: r.amountMinor, tdsMinor: r.amountMinor - credit };
  };

  return (row) => {
    if (row.creditMinor <= 0) return { status: "unmatched", match: null };
    const proof = proofIn(`${row.reference.toUpperCase()}\u0000${row.description.toUpperCase()}`);
    if (proof)
      return {
        status: "matched",
        match: {
          kind: "proof",
          id: proof.id,
          number: proof.requestNumber,
          bookingId: proof.bookingId,
          amountMinor: proof.amountMinor,
          tdsMinor: proof.tdsAmountMinor,
        },
      };
    const byNumber = named(row.description);
    if (byNumber) return { status: "matched", match: byNumber };
    const same = byAmount.get(row.creditMinor);
    if (same?.length === 1) {
      const r = same[0]!;
      return {
        status: "suggested",
        match: { kind: "request", id: r.id, number: r.number, bookingId: r.bookingId, amountMinor: r.amountMinor, tdsMinor: null },
      };
    }
    if (same && same.length > 1) return { status: "unmatched", match: null };
    const net = lessTds(row.creditMinor);
    return net ? { status: "suggested", match: net } : { status: "unmatched", match: null };
  };
}
