// The government's statement of TDS (Form 26AS / AIS as CSV) matched to deductions, and the TDS report (books.md §2).
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { auditLog, tdsEntries } from "@/db/schema";
import { setClock } from "@/lib/clock";
import { makeTraining } from "../helpers/catalogue";
import { refusal } from "../helpers/http";
import { createBooking, inr } from "../helpers/sales";
import { certify, deduct, removeEntry, STATEMENT_HEADER, tdsReport, uploadStatement } from "../helpers/tds";
import { makeLearner } from "../helpers/users";
import { courseId, setUpStaffAndCourse, staff } from "../helpers/staff-course";
import { testDatabase } from "../setup/database";

setUpStaffAndCourse();
afterEach(() => setClock(undefined));

let tanCounter = 0;
/** A TAN of its own per test, so the tests' statements never match each other's entries. */
const freshTan = () => `MUMT${String(10000 + tanCounter++).padStart(5, "0")}A`;

async function booking(organization = "Northwind Logistics") {
  const t = await makeTraining(courseId);
  // Invoices of ₹50,000 or more name the buyer's address and state (books.md §1).
  const billing = { buyerAddress: "4 Residency Road, Bengaluru", buyerStateCode: "29" };
  return (await createBooking(staff.token, { trainingId: t.id, seats: 1, price: inr(118_000), organization, ...billing })).json.data;
}
const entryRow = async (id: string) => (await testDatabase().db.select().from(tdsEntries).where(eq(tdsEntries.id, id)))[0]!;

describe("POST /api/admin/tds/statement", () => {
  it("matches by TAN, amount within ₹1 and quarter; each row one entry; a second upload changes nothing", async () => {
    setClock(new Date("2026-11-20T06:00:00Z"));
    const tan = freshTan();
    const b = await booking();
    const a = (await deduct(staff.token, b._id, { tan, amount: inr(5_000), deductedOn: "2026-05-10" })).json.data;
    const c = (await deduct(staff.token, b._id, { tan, amount: inr(5_000), deductedOn: "2026-06-30" })).json.data;
    const other = (await deduct(staff.token, b._id, { tan, amount: inr(3_000), deductedOn: "2026-07-01" })).json.data;
    const csv = [
      "Form 26AS,,,,,",
      "PAN,AAACS1234K,,,,",
      "",
      STATEMENT_HEADER,
      `${tan.toLowerCase()},Northwind Logistics,194J,15-Jun-2026,"50,000.00","4,999.20"`,
      `${tan},Northwind Logistics,194J,2026-04-02,50000,5000.99`,
      `${tan},Northwind Logistics,194J,2026-04-02,50000,5000.99`,
      `${tan},Northwind Logistics,194J,30-Jun-2026,"30,000.00","3,000.00"`,
      `${tan},Northwind Logistics,194J,31-Feb-2026,100,10`,
    ].join("\r\n");
    const res = await uploadStatement(staff.token, csv);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Statement imported.");
    expect(res.json.data.rows).toBe(5);
    expect(res.json.data.matched).toBe(2);
    expect(res.json.data.unmatched).toMatchObject([
      { line: 7, tan, transactionDate: "2026-04-02", tdsDeposited: inr(5_000.99) },
      { line: 8, tan, transactionDate: "2026-06-30", tdsDeposited: inr(3_000) },
      { line: 9, transactionDate: null, tdsDeposited: inr(10) },
    ]);
    for (const e of [a, c]) expect(await entryRow(e._id)).toMatchObject({ matchedOn: "2026-11-20" });
    expect(await entryRow(other._id)).toMatchObject({ matchedOn: null });

    setClock(new Date("2026-11-25T06:00:00Z"));
    const again = await uploadStatement(staff.token, csv);
    expect(again.json.data).toMatchObject({ rows: 5, matched: 2 });
    expect(again.json.data.unmatched).toHaveLength(3);
    for (const e of [a, c]) expect(await entryRow(e._id)).toMatchObject({ matchedOn: "2026-11-20" });
    expect(refusal(await removeEntry(staff.token, a._id))).toEqual([409, "Only a deduction the government's statement has not shown yet can be removed."]);
    const audits = await testDatabase().db.select().from(auditLog).where(eq(auditLog.entity, "tds_statement"));
    expect(audits.length).toBeGreaterThanOrEqual(2);
  });

  it("still matches an entry whose certificate came first (status stays certificate, matchedOn is set)", async () => {
    setClock(new Date("2026-11-20T06:00:00Z"));
    const tan = freshTan();
    const b = await booking();
    const e = (await deduct(staff.token, b._id, { tan, amount: inr(2_000), deductedOn: "2026-08-01" })).json.data;
    await certify(staff.token, e._id, "CERT-1");
    const res = await uploadStatement(staff.token, `${STATEMENT_HEADER}\n${tan},X,194J,2026-09-30,20000,2000`);
    expect(res.json.data).toMatchObject({ rows: 1, matched: 1, unmatched: [] });
    expect(await entryRow(e._id)).toMatchObject({ matchedOn: "2026-11-20", certificateNumber: "CERT-1" });
  });

  it.each([
    ["no header", "a,b,c\n1,2,3", "The statement needs the columns TAN of Deductor, Section, Transaction Date and TDS Deposited."],
    [
      "a header without TDS Deposited",
      "TAN of Deductor,Section,Transaction Date\nX,194J,2026-01-01",
      "The statement needs the columns TAN of Deductor, Section, Transaction Date and TDS Deposited.",
    ],
    ["too many rows", `${STATEMENT_HEADER}\n${"BLRN12345C,X,194J,2026-01-01,1,1\n".repeat(5001)}`, "A statement has at most 5000 rows."],
    ["too large", `${STATEMENT_HEADER}\n${"x".repeat(2 * 1024 * 1024)}`, "Upload the statement as a CSV file up to 2 MB."],
  ])("refuses %s with 400", async (_name, csv, message) => {
    const res = await uploadStatement(staff.token, csv);
    expect([res.status, res.json.message]).toEqual([400, message]);
  });

  it("answers 401 and 403", async () => {
    const learner = await makeLearner();
    expect((await uploadStatement("", STATEMENT_HEADER)).status).toBe(401);
    expect((await uploadStatement(learner.token, STATEMENT_HEADER)).status).toBe(403);
  });
});

describe("GET /api/admin/reports/tds", () => {
  it("lists the year's entries by quarter with totals; the unmatched ones past their statement's due day first; CSV formula-safe", async () => {
    setClock(new Date("2027-02-16T06:00:00Z"));
    const tan = freshTan();
    const b = await booking("=HYPERLINK(1)");
    const q1 = (await deduct(staff.token, b._id, { tan, amount: inr(1_000), deductedOn: "2026-06-30" })).json.data;
    const q3 = (await deduct(staff.token, b._id, { tan, amount: inr(2_000), deductedOn: "2026-12-31" })).json.data;
    const q4 = (await deduct(staff.token, b._id, { tan, amount: inr(3_000), deductedOn: "2027-01-01" })).json.data;
    await deduct(staff.token, b._id, { tan, amount: inr(500), deductedOn: "2026-03-31" });
    await certify(staff.token, q1._id, "C-1");

    const res = await tdsReport(staff.token, "fy=2026-27");
    expect(res.status).toBe(200);
    const mine = (list: { _id: string; bookingNumber: string }[]) => list.filter((e) => e.bookingNumber === b.number);
    const r = res.json.data;
    expect(r.fy).toBe("2026-27");
    expect(r.quarters.map((q: { quarter: string; dueOn: string }) => [q.quarter, q.dueOn])).toEqual([
      ["Q1", "2026-08-15"],
      ["Q2", "2026-11-15"],
      ["Q3", "2027-02-15"],
      ["Q4", "2027-05-15"],
    ]);
    expect(mine(r.quarters[0].entries)).toMatchObject([
      {
        _id: q1._id,
        buyer: "=HYPERLINK(1)",
        tan,
        section: "194J",
        amount: inr(1_000),
        deductedOn: "2026-06-30",
        status: "certificate",
        certificateNumber: "C-1",
      },
    ]);
    expect(mine(r.quarters[2].entries)).toMatchObject([{ _id: q3._id, status: "unmatched" }]);
    expect(mine(r.quarters[3].entries)).toMatchObject([{ _id: q4._id }]);
    // Q3's statement was due on 15 February; Q4's is not yet.
    expect(mine(r.unmatched).map((e: { _id: string }) => e._id)).toEqual([q3._id]);
    expect(r.total.amount).toBeGreaterThanOrEqual(6_000);

    const csv = await tdsReport(staff.token, "fy=2026-27&format=csv");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    const text = String(csv.json);
    expect(text).toContain(`"Q3","${b.number}","'=HYPERLINK(1)","${tan}","194J","2000.00","2026-12-31","unmatched"`);
  });

  it.each([["fy=2026"], ["fy=2026-28"], ["fy=2026-27&format=xml"]])("refuses %s with 400", async (query) => {
    expect((await tdsReport(staff.token, query)).status).toBe(400);
  });

  it("defaults to the current financial year in DEFAULT_TIME_ZONE", async () => {
    setClock(new Date("2027-03-31T19:00:00Z")); // 1 April 2027, 00:30 in Kolkata
    expect((await tdsReport(staff.token, "")).json.data.fy).toBe("2027-28");
  });

  it("answers 401 and 403", async () => {
    const learner = await makeLearner();
    expect((await tdsReport("", "fy=2026-27")).status).toBe(401);
    expect((await tdsReport(learner.token, "fy=2026-27")).status).toBe(403);
  });
});
