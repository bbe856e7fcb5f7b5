// Bank statements (books.md §6): upload (columns, preamble, formats, refusals), rows kept once, the four matching
// rules on real records, list, detail, ignore, who may call them, and the retention of a statement's text.
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GET as listRoute } from "@/app/api/admin/bank-statements/route";
import { bankStatementRows } from "@/db/schema";
import { statementMessages } from "@/lib/bank/parse";
import { BANK_ROW_TEXT_DAYS, clearExpiredStatementText } from "@/lib/bank/retention";
import { setClock } from "@/lib/clock";
import { gstinCheckCharacter } from "@/lib/gst/gstin";
import { log } from "@/lib/log";
import { applyRows, getStatement, hdfcCsv, ignoreRow, rowsByRef, uploadStatement } from "../helpers/bank";
import { today } from "../helpers/catalogue";
import { sendProof } from "../helpers/collection";
import { call, refusal } from "../helpers/http";
import { inr } from "../helpers/sales";
import { booking, learner, setGstin, staff, setUpRegisteredCompany, withRequest } from "../helpers/bank-bookings";
import { testDatabase } from "../setup/database";

setUpRegisteredCompany();
afterEach(() => setClock(undefined));

describe("POST /api/admin/bank-statements", () => {
  it("keeps every line, matches each credit by the first rule that fits, and counts them", async () => {
    const proofCase = await withRequest(10_101);
    expect((await sendProof(proofCase.token, { reference: "HDFCN52026111", paidOn: today, amount: "10101" })).status).toBe(201);
    const numbered = await withRequest(20_202);
    const byBooking = await booking(30_303);
    const unique = await withRequest(40_404);
    const taxed = await withRequest(11_800);
    await withRequest(50_505);
    await withRequest(50_505);

    const res = await uploadStatement(
      staff.token,
      hdfcCsv([
        { narration: "NEFT CR-HDFC0000001-ACME LTD-HDFCN52026111", ref: "HDFCN52026111", credit: "10,101.00" },
        { narration: `NEFT ACME ${numbered.request.number}`, ref: "N111", credit: "1.00" },
        { narration: `IMPS ${byBooking.number.replaceAll("-", "")} ACME`, ref: "N222", credit: "30,303.00" },
        { narration: "UPI/612345678901/ACME", ref: "612345678901", credit: "40,404.00" },
        { narration: "NEFT ACME TRAINING FEES LESS TDS", ref: "N333", credit: "10,800.00" },
        { narration: "NEFT ACME", ref: "N444", credit: "50,505.00" },
        { narration: "ATM WDL", ref: "N555", debit: "5,000.00" },
      ]),
      "hdfc-april.csv",
    );
    expect(res.status).toBe(201);
    expect(res.json.message).toBe("Statement uploaded.");
    expect(res.json.data).toEqual({ _id: expect.any(String), fileName: "hdfc-april.csv", rows: 7, credits: 6, matched: 3, suggested: 2, unmatched: 1 });
    const rows = await rowsByRef(staff.token, res.json.data._id);
    expect(rows.get("HDFCN52026111")).toMatchObject({
      status: "matched",
      match: { kind: "proof", number: proofCase.request.number, bookingId: proofCase.booking._id, amount: inr(10_101), tdsAmount: null },
    });
    expect(rows.get("N111")).toMatchObject({
      status: "matched",
      match: { kind: "request", id: numbered.request._id, number: numbered.request.number, amount: inr(20_202) },
    });
    expect(rows.get("N222")).toMatchObject({ status: "matched", match: { kind: "booking", id: byBooking._id, number: byBooking.number, amount: inr(30_303) } });
    expect(rows.get("612345678901")).toMatchObject({ status: "suggested", match: { kind: "request", id: unique.request._id, tdsAmount: null } });
    // ₹11,800 with 18 % GST: ₹10,000 taxable, 10 % TDS ₹1,000.
    expect(rows.get("N333")).toMatchObject({
      status: "suggested",
      match: { kind: "request", id: taxed.request._id, amount: inr(11_800), tdsAmount: inr(1_000) },
    });
    expect(rows.get("N444")).toMatchObject({ status: "unmatched", match: null });
    expect(rows.get("N555")).toMatchObject({ status: "unmatched", match: null, credit: inr(0), debit: inr(5_000) });
  });

  it("rule 4 takes the TDS on the whole amount of a sale without GST (the company not registered)", async () => {
    setGstin(undefined);
    try {
      const zero = await withRequest(20_000);
      const res = await uploadStatement(staff.token, hdfcCsv([{ narration: "NEFT LESS TDS", ref: "Z2P", credit: "19,600.00" }]));
      expect(res.json.data).toMatchObject({ suggested: 1 });
      expect((await rowsByRef(staff.token, res.json.data._id)).get("Z2P")).toMatchObject({ match: { id: zero.request._id, tdsAmount: inr(400) } });
    } finally {
      setGstin(`29AAACS1234F1Z${gstinCheckCharacter("29AAACS1234F1Z")}`);
    }
  });

  it("a row uploaded again (an overlapping statement) adds nothing", async () => {
    const first = hdfcCsv([
      { narration: "NEFT ONE", ref: "OV1", credit: "1.11" },
      { narration: "NEFT TWO", ref: "OV2", credit: "2.22" },
    ]);
    expect((await uploadStatement(staff.token, first)).json.data).toMatchObject({ rows: 2, credits: 2 });
    expect((await uploadStatement(staff.token, first)).json.data).toMatchObject({ rows: 0, credits: 0, matched: 0, suggested: 0, unmatched: 0 });
    const overlapping = hdfcCsv([
      { narration: "NEFT TWO", ref: "OV2", credit: "2.22" },
      { narration: "NEFT THREE", ref: "OV3", credit: "3.33" },
    ]);
    const res = await uploadStatement(staff.token, overlapping);
    expect(res.json.data).toMatchObject({ rows: 1, credits: 1 });
    expect([...(await rowsByRef(staff.token, res.json.data._id)).keys()]).toEqual(["OV3"]);
  });

  it("reads another bank's spelling: Txn Date, Description, Ref No./Cheque No., Credit, Debit, DD-Mon-YYYY", async () => {
    const date = new Date(`${today}T00:00:00Z`)
      .toLocaleDateString("en-GB", { day: "2-digit", month: "short", year: "numeric", timeZone: "UTC" })
      .replaceAll(" ", "-");
    const csv = `Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance\n${date},${date},BY TRANSFER,SBI1,,"1,234.50",9\n`;
    const res = await uploadStatement(staff.token, csv, "sbi.csv");
    expect(res.json.data).toMatchObject({ rows: 1, credits: 1 });
    const [row] = (await getStatement(staff.token, res.json.data._id)).json.data.rows;
    expect(row).toEqual({
      _id: expect.any(String),
      date: today,
      description: "BY TRANSFER",
      reference: "SBI1",
      credit: inr(1234.5),
      debit: inr(0),
      status: "unmatched",
      match: null,
    });
  });

  it.each([
    ["no file", null, [400, "Choose a file to upload."]],
    ["no date or credit column", "Posted,Narration,Amount\n01/04/2026,x,1\n", [400, statementMessages.columns]],
    ["an amount that is not a number", "Date,Credit\n01/04/2026,ten\n", [400, statementMessages.amount(2)]],
    [
      "more than 20,000 rows",
      `Date,Reference,Credit\n${Array.from({ length: 20_001 }, (_, i) => `01/04/2026,X${i},1`).join("\n")}`,
      [400, statementMessages.tooManyRows],
    ],
    ["more than 5 MB", "x".repeat(5 * 1024 * 1024 + 70 * 1024), [413, statementMessages.tooLarge]],
  ])("refuses %s", async (_name, content, expected) => {
    if (content === null) {
      const form = new FormData();
      form.set("note", "no file");
      const { POST } = await import("@/app/api/admin/bank-statements/route");
      const response = await POST(
        new Request("http://localhost:3000/api/admin/bank-statements", { method: "POST", headers: { authorization: `Bearer ${staff.token}` }, body: form }),
        { params: Promise.resolve({}) },
      );
      expect([response.status, (await response.json()).message]).toEqual(expected);
      return;
    }
    const res = await uploadStatement(staff.token, content);
    expect([res.status, res.json.message]).toEqual(expected);
  });

  it("logs nothing of a statement's rows", async () => {
    const spies = (["debug", "info", "warn", "error"] as const).map((level) => vi.spyOn(log, level));
    await uploadStatement(staff.token, hdfcCsv([{ narration: "NEFT SECRET PAYER 9876543210", ref: "PRIV1", credit: "9.99" }]));
    await uploadStatement(staff.token, "Date,Credit\n01/04/2026,SECRET PAYER\n");
    for (const spy of spies) {
      expect(JSON.stringify(spy.mock.calls)).not.toContain("SECRET PAYER");
      spy.mockRestore();
    }
  });
});

describe("GET /api/admin/bank-statements and /{id}", () => {
  it("lists statements newest first with their counts; one statement's rows in the file's order; 404 for another id", async () => {
    const older = await uploadStatement(staff.token, hdfcCsv([{ narration: "A", ref: "L1", credit: "3.01" }]), "older.csv");
    const newer = await uploadStatement(
      staff.token,
      hdfcCsv([
        { narration: "B", ref: "L2", credit: "3.02" },
        { narration: "C", ref: "L3", debit: "1" },
      ]),
      "newer.csv",
    );
    const list = await call(listRoute, { token: staff.token, path: "/api/admin/bank-statements" });
    expect(list.status).toBe(200);
    const ids = (list.json.data as { _id: string }[]).map((s) => s._id);
    expect(ids.indexOf(newer.json.data._id)).toBeLessThan(ids.indexOf(older.json.data._id));
    expect(list.json.data[ids.indexOf(newer.json.data._id)]).toEqual({
      _id: newer.json.data._id,
      fileName: "newer.csv",
      uploadedAt: expect.any(String),
      rows: 2,
      credits: 1,
      matched: 0,
      suggested: 0,
      unmatched: 1,
      applied: 0,
      ignored: 0,
    });
    const one = await getStatement(staff.token, newer.json.data._id);
    expect(one.json.data).toMatchObject({ _id: newer.json.data._id, fileName: "newer.csv", uploadedAt: expect.any(String) });
    expect(one.json.data.rows.map((r: { reference: string }) => r.reference)).toEqual(["L2", "L3"]);
    expect(refusal(await getStatement(staff.token, "nosuchstatement"))).toEqual([404, "Statement not found."]);
  });
});

describe("POST /api/admin/bank-statements/{id}/rows/{rowId}/ignore", () => {
  it("ignores a row (again: the same), refuses an applied one, 404 for a row of another statement", async () => {
    const b = await booking(4_444);
    const res = await uploadStatement(
      staff.token,
      hdfcCsv([
        { narration: "X", ref: "IG1", credit: "4.41" },
        { narration: "Y", ref: "IG2", credit: "4.42" },
      ]),
    );
    const id = res.json.data._id as string;
    const rows = await rowsByRef(staff.token, id);
    const ignored = await ignoreRow(staff.token, id, rows.get("IG1")!._id);
    expect(ignored.status).toBe(200);
    expect(ignored.json).toMatchObject({ message: "Row ignored.", data: { _id: rows.get("IG1")!._id, status: "ignored" } });
    expect((await ignoreRow(staff.token, id, rows.get("IG1")!._id)).json.data.status).toBe("ignored");
    expect((await applyRows(staff.token, id, [{ rowId: rows.get("IG2")!._id, bookingId: b._id }])).status).toBe(200);
    expect(refusal(await ignoreRow(staff.token, id, rows.get("IG2")!._id))).toEqual([409, "An applied row can't be ignored."]);
    const other = await uploadStatement(staff.token, hdfcCsv([{ narration: "Z", ref: "IG3", credit: "4.43" }]));
    expect(refusal(await ignoreRow(staff.token, other.json.data._id, rows.get("IG1")!._id))).toEqual([404, "That row is not on this statement."]);
    expect(refusal(await ignoreRow(staff.token, "nosuchstatement", rows.get("IG1")!._id))).toEqual([404, "Statement not found."]);
  });
});

describe("who may call", () => {
  it("anonymous 401, a learner 403, on every call", async () => {
    const res = await uploadStatement(staff.token, hdfcCsv([{ narration: "W", ref: "W1", credit: "5.01" }]));
    const id = res.json.data._id as string;
    const [row] = (await getStatement(staff.token, id)).json.data.rows;
    for (const [token, status] of [
      [undefined, 401],
      [learner.token, 403],
    ] as const) {
      expect((await uploadStatement(token, hdfcCsv([]))).status).toBe(status);
      expect((await call(listRoute, { token, path: "/api/admin/bank-statements" })).status).toBe(status);
      expect((await getStatement(token, id)).status).toBe(status);
      expect((await applyRows(token, id, [{ rowId: row._id }])).status).toBe(status);
      expect((await ignoreRow(token, id, row._id)).status).toBe(status);
    }
  });
});

describe("retention", () => {
  it(`clears the text of rows not applied ${BANK_ROW_TEXT_DAYS} days after the upload; applied rows keep theirs`, async () => {
    const b = await booking(6_666);
    const uploadedAt = new Date();
    setClock(uploadedAt);
    const res = await uploadStatement(
      staff.token,
      hdfcCsv([
        { narration: "KEEP ME", ref: "RT1", credit: "6.61" },
        { narration: "CLEAR ME", ref: "RT2", credit: "6.62" },
        { narration: "DEBIT", ref: "RT3", debit: "6.63" },
      ]),
    );
    const id = res.json.data._id as string;
    const rows = await rowsByRef(staff.token, id);
    await applyRows(staff.token, id, [{ rowId: rows.get("RT1")!._id, bookingId: b._id }]);
    const day = 86_400_000;
    await clearExpiredStatementText(new Date(uploadedAt.getTime() + (BANK_ROW_TEXT_DAYS - 1) * day));
    expect((await getStatement(staff.token, id)).json.data.rows.map((r: { description: string }) => r.description)).toEqual(["KEEP ME", "CLEAR ME", "DEBIT"]);
    setClock(new Date(uploadedAt.getTime() + BANK_ROW_TEXT_DAYS * day + 1000));
    expect(await clearExpiredStatementText()).toBeGreaterThanOrEqual(2);
    const after = (await getStatement(staff.token, id)).json.data.rows as { description: string; reference: string; credit: unknown; status: string }[];
    expect(after.map((r) => [r.description, r.reference, r.status])).toEqual([
      ["KEEP ME", "RT1", "applied"],
      ["", "", "unmatched"],
      ["", "", "unmatched"],
    ]);
    expect(after[1]!.credit).toEqual(inr(6.62));
    // The fingerprint stays: the same statement uploaded again adds nothing.
    expect(await testDatabase().db.select().from(bankStatementRows).where(eq(bankStatementRows.statementId, id))).toHaveLength(3);
    expect(await clearExpiredStatementText()).toBe(0);
  });
});
