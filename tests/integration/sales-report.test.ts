// The staff dashboard's sales figures (sales-and-batches.md §2): GET /api/admin/reports/sales and its CSV.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { GET as exportRoute } from "@/app/api/admin/reports/sales/export/route";
import { GET as reportRoute } from "@/app/api/admin/reports/sales/route";
import { enquiries } from "@/db/schema";
import { setClock } from "@/lib/clock";
import { dateInZone } from "@/lib/schedule/status";
import { LARGE_TABLE_ROWS, scale } from "@/lib/at-scale";
import { setEnquiryFollowUp } from "@/lib/enquiries/pipeline";
import { createEnquiry } from "@/lib/enquiries/writes";
import { mondayOf, recentSalesReport, type SalesReport } from "@/lib/sales/report";
import { makeTraining, makeTwoCourses } from "../helpers/catalogue";
import { salesReportMessages } from "@/lib/validation/sales";
import { call, refusal } from "../helpers/http";
import { createBooking, inr, pay, refund } from "../helpers/sales";
import { makeLearner, makeStaff, type TestUser } from "../helpers/users";
import { testDatabase } from "../setup/database";

let staff: TestUser;
const bookingIds: Record<string, { _id: string; number: string }> = {};

const enquiry = (createdAt: string, status: "new" | "contacted" | "quoted" | "won" | "lost", name = "Visitor") => ({
  name,
  email: "v@example.com",
  phone: "+91 9876543210",
  trainingType: "Individual" as const,
  message: "Hello",
  status,
  createdAt: new Date(createdAt),
});

beforeAll(async () => {
  staff = await makeStaff();
  const { db } = testDatabase();
  await db.insert(enquiries).values([
    // 2025-03-03 is a Monday; 05:00 IST on Monday 10 March is still Sunday 9 March in UTC: its week is the 10th's.
    enquiry("2025-03-03T06:00:00Z", "won"),
    enquiry("2025-03-04T06:00:00Z", "lost"),
    enquiry("2025-03-09T23:30:00Z", "quoted"),
    enquiry("2025-03-20T06:00:00Z", "new"),
    enquiry("2025-03-31T12:00:00Z", "won"),
    enquiry("2025-02-27T06:00:00Z", "won"),
    enquiry("2025-04-01T06:00:00Z", "won"),
  ]);
  const [courseId] = await makeTwoCourses();
  const t = await makeTraining(courseId);
  const a = (await createBooking(staff.token, { trainingId: t.id, buyerName: "=cmd|' /C calc'!A0", price: inr(1000) })).json.data;
  const b = (await createBooking(staff.token, { trainingId: t.id, buyerName: "Beta", price: inr(800) })).json.data;
  const c = (await createBooking(staff.token, { trainingId: t.id, buyerName: "Paid", price: inr(100) })).json.data;
  const d = (await createBooking(staff.token, { trainingId: t.id, buyerName: "Dollar", price: { amount: 50, currency: "USD" } })).json.data;
  Object.assign(bookingIds, { a, b, c, d });
  await pay(staff.token, a._id, { amount: inr(400.5), paidOn: "2025-03-15" });
  await pay(staff.token, b._id, { amount: inr(300), paidOn: "2025-04-02" });
  await pay(staff.token, c._id, { amount: inr(100), paidOn: "2025-03-31" });
  await pay(staff.token, d._id, { amount: { amount: 20, currency: "USD" }, paidOn: "2025-03-10" });
  await pay(staff.token, b._id, { amount: inr(50), paidOn: "2025-01-31" });
  await refund(staff.token, a._id, { amount: inr(100.25), paidOn: "2025-04-10" });
});

afterEach(() => setClock(undefined));

const report = (query = "", token = staff.token) => call(reportRoute, { token, path: `/api/admin/reports/sales${query}` });

describe("GET /api/admin/reports/sales", () => {
  it("answers 401 anonymous, 403 to a learner, 400 for a bad range", async () => {
    expect((await call(reportRoute, { path: "/api/admin/reports/sales" })).status).toBe(401);
    expect((await report("", (await makeLearner()).token)).status).toBe(403);
    expect(refusal(await report("?from=2025-04-01&to=2025-03-01"))[0]).toBe(400);
    expect((await report("?from=2025-13-01")).status).toBe(400);
  });

  it("refuses a range longer than the report covers (issue 21: bounded work), also with `to` left to today", async () => {
    expect(refusal(await report("?from=2020-01-01&to=2025-01-01"))).toEqual([400, salesReportMessages.rangeTooLong]);
    expect(refusal(await report("?from=2001-01-01"))).toEqual([400, salesReportMessages.rangeTooLong]);
    expect((await report("?from=2022-01-01&to=2024-12-31")).status).toBe(200);
  });

  it("counts the range's enquiries by stage and by week (Mondays, in the company's zone), with the conversion rate", async () => {
    const res = await report("?from=2025-03-01&to=2025-03-31");
    expect(res.status).toBe(200);
    expect(res.json.data.enquiries).toEqual({
      byStatus: { new: 1, contacted: 0, quoted: 1, won: 2, lost: 1 },
      byWeek: [
        { week: "2025-02-24", count: 0 },
        { week: "2025-03-03", count: 2 },
        { week: "2025-03-10", count: 1 },
        { week: "2025-03-17", count: 1 },
        { week: "2025-03-24", count: 0 },
        { week: "2025-03-31", count: 1 },
      ],
    });
    expect(res.json.data.conversionRate).toBe(40);
    const three = await report("?from=2025-03-01&to=2025-03-10");
    expect(three.json.data.conversionRate).toBe(33.3);
    expect((await report("?from=2024-01-01&to=2024-01-31")).json.data.conversionRate).toBeNull();
  });

  it("sums revenue by month of paidOn (payments minus refunds), per currency, and lists every outstanding balance", async () => {
    const res = await report("?from=2025-01-01&to=2025-04-30");
    expect(res.json.data.revenue).toEqual([
      { month: "2025-01", amount: 50, currency: "INR" },
      { month: "2025-03", amount: 500.5, currency: "INR" },
      { month: "2025-03", amount: 20, currency: "USD" },
      { month: "2025-04", amount: 199.75, currency: "INR" },
    ]);
    expect(res.json.data.outstanding).toEqual([
      { bookingId: bookingIds.a!._id, number: bookingIds.a!.number, buyerName: "=cmd|' /C calc'!A0", balance: inr(699.75) },
      { bookingId: bookingIds.b!._id, number: bookingIds.b!.number, buyerName: "Beta", balance: inr(450) },
      { bookingId: bookingIds.d!._id, number: bookingIds.d!.number, buyerName: "Dollar", balance: { amount: 30, currency: "USD" } },
    ]);
  });

  it("defaults to the last 12 months", async () => {
    setClock(new Date("2025-04-15T06:00:00Z"));
    const res = await report();
    expect(res.json.data.enquiries.byStatus).toEqual({ new: 1, contacted: 0, quoted: 1, won: 4, lost: 1 });
    expect(res.json.data.enquiries.byWeek[0].week).toBe(mondayOf("2024-04-16"));
    expect(res.json.data.enquiries.byWeek.at(-1).week).toBe("2025-04-14");
    expect(res.json.data.revenue.map((r: { month: string }) => r.month)).toEqual(["2025-01", "2025-03", "2025-03", "2025-04"]);
  });
});

describe("GET /api/admin/reports/sales/export", () => {
  it("answers the numbers as CSV, formula-safe", async () => {
    expect((await call(exportRoute, { path: "/api/admin/reports/sales/export" })).status).toBe(401);
    const res = await exportRoute(
      new Request("http://localhost/api/admin/reports/sales/export?from=2025-03-01&to=2025-03-31", { headers: { authorization: `Bearer ${staff.token}` } }),
      {
        params: Promise.resolve({}),
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="sales-2025-03-01-to-2025-03-31.csv"');
    const text = await res.text();
    expect(text).toContain('"Enquiries by stage","won","2",""');
    expect(text).toContain('"Enquiries by week","2025-03-03","2",""');
    expect(text).toContain('"Conversion rate (%)","won / created","40",""');
    expect(text).toContain('"Revenue by month","2025-03","500.50","INR"');
    expect(text).toContain(`"Outstanding","${bookingIds.a!.number} =cmd|' /C calc'!A0","699.75","INR"`);
    expect(text).not.toMatch(/(^|,)"=/m);
  });
});

describe("the start page's report at a large company's size", () => {
  it("is worked out once per change: a new enquiry, a status change and a payment through the domain count at once", async () => {
    const today = dateInZone(new Date(), "Asia/Kolkata");
    scale.largeFrom = 0;
    try {
      const before = await recentSalesReport();
      // Written past the domain: the kept report does not see it.
      await testDatabase()
        .db.insert(enquiries)
        .values(enquiry(new Date(Date.now() - 3_600_000).toISOString(), "new"));
      expect((await recentSalesReport()).enquiries.byStatus.new).toBe(before.enquiries.byStatus.new);

      const { id } = await createEnquiry({ name: "Asha", email: "asha@example.com", phone: "+91 9876543210", trainingType: "Individual", message: "Hello" });
      expect((await recentSalesReport()).enquiries.byStatus.new).toBe(before.enquiries.byStatus.new + 2);
      await setEnquiryFollowUp(staff.user.id, id, { status: "contacted", staffNote: undefined, lostReason: undefined });
      expect((await recentSalesReport()).enquiries.byStatus).toMatchObject({
        new: before.enquiries.byStatus.new + 1,
        contacted: before.enquiries.byStatus.contacted + 1,
      });

      const thisMonth = (r: SalesReport) => r.revenue.find((m) => m.month === today.slice(0, 7) && m.currency === "INR")?.amount ?? 0;
      await pay(staff.token, bookingIds.b!._id, { amount: inr(10), paidOn: today });
      expect(thisMonth(await recentSalesReport())).toBe(thisMonth(before) + 10);
    } finally {
      scale.largeFrom = LARGE_TABLE_ROWS;
    }
  });
});
