// Quotes mailed with a PDF and accepted by link (billing-and-delivery.md §3).
import { desc, eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { GET as quotePdfRoute } from "@/app/api/admin/quotes/[id]/pdf/route";
import { GET as quoteRoute, PUT as quotePut } from "@/app/api/admin/quotes/[id]/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/admin/quotes/route";
import { POST as acceptRoute } from "@/app/api/quote/accept/route";
import { bookings, enquiries, enquiryEvents, mailOutbox, trainings } from "@/db/schema";
import { setClock } from "@/lib/clock";
import { addDays } from "@/lib/schedule/schedule";
import { makeTraining, makeTwoCourses, today } from "../helpers/catalogue";
import { call, refusal } from "../helpers/http";
import { inr } from "../helpers/sales";
import { makeLearner, makeStaff, type TestUser } from "../helpers/users";
import { testDatabase } from "../setup/database";

let staff: TestUser;
let courseId: string;
const db = () => testDatabase().db;

beforeAll(async () => {
  staff = await makeStaff();
  [courseId] = await makeTwoCourses();
});
afterEach(() => setClock(undefined));

const priced = (values: Partial<typeof trainings.$inferInsert> = {}) =>
  makeTraining(courseId, { priceMinor: 2_000_000, currency: "INR", seats: 20, startDate: addDays(today, 10), endDate: addDays(today, 12), ...values });
const create = (body: Record<string, unknown>, token = staff.token) =>
  call(createRoute, {
    token,
    path: "/api/admin/quotes",
    // Quotes of ₹50,000 or more to an unregistered buyer name their address and state (books.md §1).
    body: {
      buyerName: "Meera Iyer",
      buyerEmail: "meera@acme.example",
      validUntil: addDays(today, 14),
      buyerAddress: "12 MG Road, Bengaluru",
      buyerStateCode: "29",
      ...body,
    },
  });
const accept = (token: string) => call(acceptRoute, { path: "/api/quote/accept", body: { token }, ip: `198.51.100.${Math.floor(Math.random() * 200)}` });
const tokenOf = (acceptUrl: string) => acceptUrl.split("/quotes/")[1]!;

describe("POST /api/admin/quotes", () => {
  it("prices each line (rule, group tier, override), numbers it, splits the tax, mails the PDF and link, moves the enquiry to quoted", async () => {
    const a = await priced({ groupDiscounts: [{ minSeats: 5, percentOff: 10 }] });
    const b = await priced();
    const [enquiry] = await db()
      .insert(enquiries)
      .values({ name: "Meera", email: "meera@acme.example", phone: "+91 9876543210", trainingType: "Enterprise", message: "Six seats" })
      .returning();
    const res = await create({
      enquiryId: enquiry!.id,
      lines: [
        { trainingId: a.id, seats: 5 },
        { trainingId: b.id, seats: 2, price: inr(30_000) },
      ],
      note: "Weekend batch",
    });
    expect(res.status).toBe(201);
    expect(res.json.message).toBe("Quote sent.");
    const q = res.json.data;
    expect(q.number).toMatch(/^QT-\d{4}-\d{4}$/);
    expect(q).toMatchObject({
      status: "sent",
      buyerName: "Meera Iyer",
      buyerEmail: "meera@acme.example",
      organizationId: null,
      lines: [
        { trainingId: a.id, courseTitle: "Kubernetes Operations", seats: 5, pricing: { unitPrice: inr(20_000), subtotal: inr(100_000), total: inr(90_000) } },
        { trainingId: b.id, seats: 2, pricing: { unitPrice: inr(15_000), subtotal: inr(30_000), discounts: [], total: inr(30_000) } },
      ],
      total: inr(120_000),
      // Without COMPANY_GSTIN the company charges no tax.
      tax: { taxableValue: inr(120_000), cgst: inr(0), sgst: inr(0), igst: inr(0) },
      note: "Weekend batch",
      pdfUrl: `/api/admin/quotes/${q._id}/pdf`,
      bookingIds: [],
    });
    expect(q.acceptUrl).toMatch(/^http:\/\/localhost:\d+\/quotes\/[A-Za-z0-9]+\.[A-Za-z0-9_-]{43}$/);
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, "meera@acme.example")).orderBy(desc(mailOutbox.createdAt)).limit(1);
    expect(mail!.subject).toBe(`Quote ${q.number} from Stackwise Academy`);
    expect(mail!.text).toContain(q.acceptUrl);
    expect(mail!.attachments).toEqual([expect.objectContaining({ filename: `${q.number}.pdf`, contentType: "application/pdf" })]);
    const [status] = await db().select({ status: enquiries.status }).from(enquiries).where(eq(enquiries.id, enquiry!.id));
    expect(status!.status).toBe("quoted");
    const events = await db().select().from(enquiryEvents).where(eq(enquiryEvents.enquiryId, enquiry!.id));
    expect(events.find((e) => e.kind === "quote")!.text).toContain(q.number);

    const pdf = await quotePdfRoute(new Request("http://localhost/x", { headers: { authorization: `Bearer ${staff.token}` } }), {
      params: Promise.resolve({ id: q._id }),
    });
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const text = (await extractText(await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer())), { mergePages: true })).text;
    for (const expected of [q.number, "Kubernetes Operations", "INR 1,20,000.00", "One Lakh Twenty Thousand Rupees Only"]) expect(text).toContain(expected);
  });

  it.each([
    [{ lines: [] }, "Add at least one line (at most 20)."],
    [{ validUntil: addDays(today, -1), lines: [{ trainingId: "x", seats: 1 }] }, "validUntil can't be in the past."],
    [{ lines: [{ trainingId: "nosuchtraining", seats: 1 }] }, "That training does not exist."],
    [{ buyerEmail: "nope", lines: [{ trainingId: "x", seats: 1 }] }, undefined],
  ])("refuses %j with 400", async (body, message) => {
    const t = await priced();
    const lines = (body.lines as { trainingId: string }[]).map((l) => (l.trainingId === "x" ? { ...l, trainingId: t.id } : l));
    const res = await create({ ...body, lines });
    expect(res.status).toBe(400);
    if (message) expect([res.json.message, ...Object.values(res.json.errors ?? {})]).toContain(message);
  });

  it("a training without a price needs a line price; 401 and 403", async () => {
    const t = await priced({ priceMinor: null });
    expect(refusal(await create({ lines: [{ trainingId: t.id, seats: 1 }] }))).toEqual([400, "This training has no price (fees on enquiry): give the price."]);
    expect((await create({ lines: [{ trainingId: t.id, seats: 1, price: inr(5000) }] })).status).toBe(201);
    expect((await create({ lines: [] }, "")).status).toBe(401);
    expect((await create({ lines: [] }, (await makeLearner()).token)).status).toBe(403);
  });
});

describe("GET, PUT and accept", () => {
  it("lists by status, withdraws (then 410 on accept), expires after validUntil (410)", async () => {
    const t = await priced();
    const q1 = (await create({ lines: [{ trainingId: t.id, seats: 1 }] })).json.data;
    const q2 = (await create({ lines: [{ trainingId: t.id, seats: 1 }], validUntil: today })).json.data;
    expect((await call(quoteRoute, { token: staff.token, params: { id: q1._id } })).json.data).toMatchObject({ _id: q1._id, status: "sent" });
    expect(refusal(await call(quoteRoute, { token: staff.token, params: { id: "nosuchquote" } }))).toEqual([404, "Quote not found."]);

    const withdrawn = await call(quotePut, { method: "PUT", token: staff.token, params: { id: q1._id }, body: { status: "withdrawn" } });
    expect(withdrawn.json.data.status).toBe("withdrawn");
    expect(refusal(await call(quotePut, { method: "PUT", token: staff.token, params: { id: q1._id }, body: { status: "withdrawn" } }))).toEqual([
      409,
      "Only a sent quote can be withdrawn.",
    ]);
    expect(refusal(await accept(tokenOf(q1.acceptUrl)))).toEqual([410, "This quote is no longer valid."]);

    setClock(new Date(Date.now() + 2 * 86_400_000));
    expect((await call(quoteRoute, { token: staff.token, params: { id: q2._id } })).json.data.status).toBe("expired");
    const expired = (await call(listRoute, { token: staff.token, path: "/api/admin/quotes?status=expired" })).json.data.map((q: { _id: string }) => q._id);
    expect(expired).toContain(q2._id);
    expect(expired).not.toContain(q1._id);
    expect(refusal(await accept(tokenOf(q2.acceptUrl)))).toEqual([410, "This quote is no longer valid."]);
  });

  it("accept makes one booking per line at the quote's prices and wins the enquiry; a second accept 409; unknown 404", async () => {
    const a = await priced();
    const b = await priced();
    const [enquiry] = await db()
      .insert(enquiries)
      .values({ name: "Ravi", email: "ravi@acme.example", phone: "+91 9876543210", trainingType: "Enterprise", message: "Seats" })
      .returning();
    const q = (
      await create({
        enquiryId: enquiry!.id,
        buyerEmail: "ravi@acme.example",
        lines: [
          { trainingId: a.id, seats: 3 },
          { trainingId: b.id, seats: 1, price: inr(12_345.67) },
        ],
      })
    ).json.data;
    const res = await accept(tokenOf(q.acceptUrl));
    expect(res.status).toBe(200);
    expect(res.json.data.bookingIds).toHaveLength(2);
    const made = await db().select().from(bookings).where(eq(bookings.enquiryId, enquiry!.id));
    expect(made.map((m) => [m.trainingId, m.seats, Number(m.priceMinor), m.buyerEmail]).sort()).toEqual(
      [
        [a.id, 3, 6_000_000, "ravi@acme.example"],
        [b.id, 1, 1_234_567, "ravi@acme.example"],
      ].sort(),
    );
    const [status] = await db().select({ status: enquiries.status }).from(enquiries).where(eq(enquiries.id, enquiry!.id));
    expect(status!.status).toBe("won");
    expect((await call(quoteRoute, { token: staff.token, params: { id: q._id } })).json.data).toMatchObject({
      status: "accepted",
      bookingIds: res.json.data.bookingIds,
    });
    expect(refusal(await accept(tokenOf(q.acceptUrl)))).toEqual([409, "This quote has already been accepted."]);
    expect(refusal(await accept("nosuchtoken"))).toEqual([404, "Quote not found."]);
    expect(refusal(await accept(`${q._id}.${"A".repeat(43)}`))).toEqual([404, "Quote not found."]);
  });

  it("two accepts at once make one set of bookings", async () => {
    const t = await priced();
    const q = (await create({ lines: [{ trainingId: t.id, seats: 2 }] })).json.data;
    const results = await Promise.all([accept(tokenOf(q.acceptUrl)), accept(tokenOf(q.acceptUrl)), accept(tokenOf(q.acceptUrl))]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await db().select().from(bookings).where(eq(bookings.trainingId, t.id))).toHaveLength(1);
  });

  it("a line whose batch lacks the seats: 409 and nothing created", async () => {
    const roomy = await priced();
    const small = await priced({ seats: 2 });
    const q = (
      await create({
        lines: [
          { trainingId: roomy.id, seats: 1 },
          { trainingId: small.id, seats: 3 },
        ],
      })
    ).json.data;
    const res = await accept(tokenOf(q.acceptUrl));
    expect(res.status).toBe(409);
    expect(await db().select().from(bookings).where(eq(bookings.trainingId, roomy.id))).toHaveLength(0);
    expect((await call(quoteRoute, { token: staff.token, params: { id: q._id } })).json.data.status).toBe("sent");
  });
});
