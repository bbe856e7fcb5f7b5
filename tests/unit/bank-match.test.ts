// Matching a statement's credits (books.md §6): each rule, first rule first, and their ties.
import { describe, expect, it } from "vitest";
import { matcher, numbersIn, taxableOf, type MatchBook, type OpenRequest, type PendingProof } from "@/lib/bank/match";

const request = (id: string, amountMinor: number, zeroRated = false): OpenRequest => ({
  id,
  number: `PR-2026-${id}`,
  bookingId: `b${id}`,
  amountMinor,
  zeroRated,
});
const proof = (id: string, reference: string, amountMinor = 50_000): PendingProof => ({
  id,
  reference,
  requestId: `r${id}`,
  requestNumber: `PR-2026-9${id}`,
  bookingId: `b9${id}`,
  amountMinor,
  tdsAmountMinor: null,
});
const book = (over: Partial<MatchBook> = {}): MatchBook => ({
  proofs: [],
  openRequests: [],
  requestsByNumber: new Map(),
  bookingsByNumber: new Map(),
  gstRate: 18,
  ...over,
});
const row = (creditMinor: number, description = "", reference = "") => ({ creditMinor, description, reference });

describe("numbersIn", () => {
  it.each([
    ["NEFT ACME PR-2026-0012 FEES", ["PR-2026-0012"], []],
    ["pr/2026/0012", ["PR-2026-0012"], []],
    ["UPI-PR 2026 0012", ["PR-2026-0012"], []],
    ["IMPS PR20260012 ACME", ["PR-2026-0012"], []],
    ["BK-2026-0042 and PR-2027-10001", ["PR-2027-10001"], ["BK-2026-0042"]],
    ["PR-2026-12 too short, PRICE 2026, BK-26-0001", [], []],
    ["", [], []],
  ])("%j names requests %j and bookings %j", (text, requests, bookings) => {
    expect(numbersIn(text)).toEqual({ requests, bookings });
  });
});

describe("taxableOf", () => {
  it.each([
    [118_000_00, false, 18, 100_000_00],
    [118_000_00, true, 18, 118_000_00],
    [100_00, false, 18, 84_75],
    [112_000_00, false, 12, 100_000_00],
  ])("%d paise (zero-rated %s) at %d %% is %d", (amountMinor, zeroRated, rate, taxable) => {
    expect(taxableOf({ amountMinor, zeroRated }, rate)).toBe(taxable);
  });
});

describe("matcher", () => {
  it("rule 1: a pending proof whose UTR is in the reference or the description, any case", () => {
    const match = matcher(book({ proofs: [proof("1", "UTR55667788"), proof("2", "HDFCN52026040212345")] }));
    expect(match(row(50_000, "", "utr55667788"))).toEqual({
      status: "matched",
      match: { kind: "proof", id: "1", number: "PR-2026-91", bookingId: "b91", amountMinor: 50_000, tdsMinor: null },
    });
    expect(match(row(1, "NEFT CR-HDFCN52026040212345-ACME", ""))).toMatchObject({ status: "matched", match: { kind: "proof", id: "2" } });
    expect(match(row(1, "NEFT CR-HDFCN5202604021234-ACME", ""))).toEqual({ status: "unmatched", match: null });
  });

  it("rule 1 comes first, and a line naming two pending proofs matches neither", () => {
    const requests = new Map([["PR-2026-0012", { id: "r12", number: "PR-2026-0012", bookingId: "b12", amountMinor: 10 }]]);
    const match = matcher(book({ proofs: [proof("1", "UTR000111"), proof("2", "UTR000222")], requestsByNumber: requests }));
    expect(match(row(10, "UTR000111 PR-2026-0012"))).toMatchObject({ status: "matched", match: { kind: "proof", id: "1" } });
    expect(match(row(10, "UTR000111 UTR000222 PR-2026-0012"))).toMatchObject({ status: "matched", match: { kind: "request", id: "r12" } });
  });

  it("a proof's stated TDS comes with its match", () => {
    const match = matcher(book({ proofs: [{ ...proof("1", "UTR000111"), tdsAmountMinor: 1_000 }] }));
    expect(match(row(10, "UTR000111"))).toMatchObject({ match: { kind: "proof", tdsMinor: 1_000 } });
  });

  it("rule 2: a request number, else a booking number, in the description", () => {
    const match = matcher(
      book({
        requestsByNumber: new Map([["PR-2026-0012", { id: "r12", number: "PR-2026-0012", bookingId: "b1", amountMinor: 500 }]]),
        bookingsByNumber: new Map([["BK-2026-0007", { id: "b7", number: "BK-2026-0007", bookingId: "b7", amountMinor: 900 }]]),
        openRequests: [request("1", 123)],
      }),
    );
    expect(match(row(123, "BK-2026-0007 PR-2026-0012"))).toEqual({
      status: "matched",
      match: { kind: "request", id: "r12", number: "PR-2026-0012", bookingId: "b1", amountMinor: 500, tdsMinor: null },
    });
    expect(match(row(123, "FEES BK-2026-0007"))).toMatchObject({ status: "matched", match: { kind: "booking", id: "b7", bookingId: "b7", amountMinor: 900 } });
    // A number no open record has falls to the next rules; a number in the reference alone is not read.
    expect(match(row(123, "PR-2026-9999"))).toMatchObject({ status: "suggested", match: { id: "1" } });
    expect(match(row(124, "", "PR-2026-0012"))).toEqual({ status: "unmatched", match: null });
  });

  it("rule 3: the one open request of the same amount is suggested; two of one amount suggest nothing", () => {
    const match = matcher(book({ openRequests: [request("1", 50_000), request("2", 70_000), request("3", 70_000)] }));
    expect(match(row(50_000))).toEqual({
      status: "suggested",
      match: { kind: "request", id: "1", number: "PR-2026-1", bookingId: "b1", amountMinor: 50_000, tdsMinor: null },
    });
    expect(match(row(70_000))).toEqual({ status: "unmatched", match: null });
  });

  it.each([
    // ₹1,18,000 taxed at 18 %: taxable ₹1,00,000; 10 % TDS leaves ₹1,08,000, 2 % leaves ₹1,16,000.
    ["10 % of a taxed sale", 118_000_00, false, 108_000_00, 10_000_00],
    ["2 % of a taxed sale", 118_000_00, false, 116_000_00, 2_000_00],
    ["10 %, the credit ₹1 short", 118_000_00, false, 107_999_00, 10_001_00],
    ["10 %, the credit ₹1 over", 118_000_00, false, 108_001_00, 9_999_00],
    ["10 % of a zero-rated sale (the whole amount)", 100_000_00, true, 90_000_00, 10_000_00],
    ["2 % of a zero-rated sale", 100_000_00, true, 98_000_00, 2_000_00],
  ])("rule 4: %s", (_name, amountMinor, zeroRated, credit, tds) => {
    const match = matcher(book({ openRequests: [request("1", amountMinor, zeroRated)] }));
    expect(match(row(credit))).toEqual({
      status: "suggested",
      match: { kind: "request", id: "1", number: "PR-2026-1", bookingId: "b1", amountMinor, tdsMinor: tds },
    });
  });

  it("rule 4: more than ₹1 away is no match, and two requests it could be suggest nothing", () => {
    expect(matcher(book({ openRequests: [request("1", 118_000_00)] }))(row(107_998_99))).toEqual({ status: "unmatched", match: null });
    const tie = matcher(book({ openRequests: [request("1", 118_000_00), request("2", 118_000_00)] }));
    expect(tie(row(108_000_00))).toEqual({ status: "unmatched", match: null });
    // A request whose 10 % and another's 2 % both give the credit: a tie too.
    const across = matcher(book({ openRequests: [request("1", 120_000_00, true), request("2", 110_204_08, true)] }));
    expect(across(row(108_000_00))).toEqual({ status: "unmatched", match: null });
  });

  it("rule 3 wins over rule 4, and a tie of rule 3 stops there", () => {
    const match = matcher(book({ openRequests: [request("1", 108_000_00), request("2", 118_000_00)] }));
    expect(match(row(108_000_00))).toMatchObject({ status: "suggested", match: { id: "1", tdsMinor: null } });
    const tied = matcher(book({ openRequests: [request("1", 108_000_00), request("3", 108_000_00), request("2", 118_000_00)] }));
    expect(tied(row(108_000_00))).toEqual({ status: "unmatched", match: null });
  });

  it("a debit is never matched", () => {
    const match = matcher(book({ proofs: [proof("1", "UTR55667788")], openRequests: [request("1", 500)] }));
    expect(match(row(0, "UTR55667788"))).toEqual({ status: "unmatched", match: null });
  });
});
