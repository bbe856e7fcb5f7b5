// Discount codes and bookings priced by the rule (billing-and-delivery.md §2).
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { PUT as updateBookingRoute } from "@/app/api/admin/bookings/[id]/route";
import { DELETE as endRoute } from "@/app/api/admin/discount-codes/[id]/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/admin/discount-codes/route";
import { auditLog, bookings } from "@/db/schema";
import { setClock } from "@/lib/clock";
import { addDays } from "@/lib/schedule/schedule";
import { makeTraining, makeTwoCourses, today } from "../helpers/catalogue";
import { call, refusal } from "../helpers/http";
import { createBooking, inr } from "../helpers/sales";
import { makeLearner, makeStaff, type TestUser } from "../helpers/users";
import { testDatabase } from "../setup/database";

let staff: TestUser;
let learner: TestUser;
let courseId: string;
let n = 0;

beforeAll(async () => {
  [staff, learner] = await Promise.all([makeStaff(), makeLearner()]);
  [courseId] = await makeTwoCourses();
});
afterEach(() => setClock(undefined));

const uniqueCode = (prefix = "SAVE") => `${prefix}-${++n}-${Math.random().toString(36).slice(2, 6)}`;
const createCode = (body: Record<string, unknown>, token = staff.token) =>
  call(createRoute, { token, path: "/api/admin/discount-codes", body: { code: uniqueCode(), percentOff: 10, ...body } });
const listCodes = () => call(listRoute, { token: staff.token, path: "/api/admin/discount-codes" });
const endCode = (id: string) => call(endRoute, { token: staff.token, params: { id }, path: `/api/admin/discount-codes/${id}` });
/** A booking priced by the rule: no price given. */
const book = (body: Record<string, unknown>) => createBooking(staff.token, { price: undefined, ...body });
const priced = (overrides: Record<string, unknown> = {}) =>
  makeTraining(courseId, { startDate: addDays(today, 20), endDate: addDays(today, 22), priceMinor: 10_000_00, ...overrides });

describe("access", () => {
  it("answers 401 anonymous and 403 to a learner", async () => {
    expect(refusal(await call(listRoute, { path: "/api/admin/discount-codes" }))[0]).toBe(401);
    expect((await createCode({}, learner.token)).status).toBe(403);
    expect((await call(endRoute, { token: learner.token, params: { id: "abc" } })).status).toBe(403);
  });
});

describe("POST/GET/DELETE /api/admin/discount-codes", () => {
  it("creates a code (201), lists it with its uses, and ends it; audited", async () => {
    const t = await priced();
    // The answer gives back the code, last day, use limit and trainings as sent.
    const given = { code: "diwali-25", validUntil: addDays(today, 5), maxUses: 3, trainingIds: [t.id] };
    const created = await createCode({ ...given, percentOff: undefined, amountOff: inr(1500.5) });
    expect(created.status).toBe(201);
    expect(created.json.message).toBe("Discount code created.");
    expect(created.json.data).toEqual({
      ...given,
      _id: expect.any(String),
      percentOff: null,
      amountOff: { amount: 1500.5, currency: "INR" },
      uses: 0,
      endedAt: null,
    });
    const listed = await listCodes();
    expect(listed.json.data.find((c: { code: string }) => c.code === "diwali-25")).toMatchObject({ uses: 0 });
    const ended = await endCode(created.json.data._id);
    expect(ended.status).toBe(200);
    expect(ended.json.message).toBe("Discount code ended.");
    expect(refusal(await endCode(created.json.data._id))).toEqual([409, "This code has already ended."]);
    expect(refusal(await endCode("nosuchcode"))[0]).toBe(404);
    const after = (await listCodes()).json.data.find((c: { code: string }) => c.code === "diwali-25");
    expect(after.endedAt).toEqual(expect.any(String));
    const audits = await testDatabase().db.select().from(auditLog).where(eq(auditLog.entityId, created.json.data._id));
    expect(audits.map((a) => a.action).sort()).toEqual(["create", "delete"]);
  });

  it("refuses a code that exists in another case with 409", async () => {
    const code = uniqueCode("CASE");
    expect((await createCode({ code })).status).toBe(201);
    expect(refusal(await createCode({ code: code.toLowerCase() }))).toEqual([409, "That code already exists."]);
  });

  it.each([
    [{ code: "ab" }, "Codes are 3 to 32 letters, digits or hyphens."],
    [{ code: "no spaces" }, "Codes are 3 to 32 letters, digits or hyphens."],
    [{ code: "x".repeat(33) }, "Codes are 3 to 32 letters, digits or hyphens."],
    [{ percentOff: 0 }, "percentOff must be a whole number from 1 to 100."],
    [{ percentOff: 101 }, "percentOff must be a whole number from 1 to 100."],
    [{ amountOff: inr(100) }, "Give either percentOff or amountOff, not both."],
    [{ percentOff: undefined }, "Give either percentOff or amountOff, not both."],
    [{ maxUses: 0 }, "maxUses must be a whole number of at least 1."],
    [{ validUntil: addDays(today, -1) }, "validUntil can't be in the past."],
    [{ trainingIds: ["nosuchtraining"] }, "That training does not exist."],
  ])("refuses %j with 400 and words", async (body, message) => {
    const res = await createCode(body);
    expect(res.status).toBe(400);
    expect(res.json.message === message || Object.values(res.json.errors ?? {}).includes(message)).toBe(true);
  });
});

describe("POST /api/admin/bookings priced by the rule", () => {
  it("without a price: the early bird, the best group tier and a code, each rounded half up, answered as pricing", async () => {
    const t = await priced({
      priceMinor: 10_000_00,
      earlyBirdMinor: 9_000_00,
      earlyBirdUntil: addDays(today, 3),
      groupDiscounts: [
        { minSeats: 3, percentOff: 5 },
        { minSeats: 5, percentOff: 10 },
      ],
    });
    const code = uniqueCode("Spring");
    await createCode({ code, percentOff: 7 });
    const res = await book({ trainingId: t.id, seats: 5, code: code.toLowerCase() });
    expect(res.status).toBe(201);
    // 9,000 × 5 = 45,000; 10 % group: 4,500 → 40,500; 7 % code: 2,835 → 37,665.
    expect(res.json.data.price).toEqual(inr(37_665));
    expect(res.json.data.pricing).toEqual({
      unitPrice: inr(9_000),
      seats: 5,
      subtotal: inr(45_000),
      discounts: [
        { kind: "early_bird", label: `Early bird until ${addDays(today, 3)}`, amount: inr(5_000) },
        { kind: "group", label: "10% off for 5 or more seats", amount: inr(4_500) },
        { kind: "code", label: `Code ${code.toUpperCase()}: 7% off`, amount: inr(2_835) },
      ],
      total: inr(37_665),
    });
  });

  it("takes the early bird through its last day in the training's zone, on the injectable clock, and the list price after", async () => {
    const t = await priced({
      priceMinor: 10_000_00,
      earlyBirdMinor: 8_000_00,
      earlyBirdUntil: "2031-03-10",
      startDate: "2031-04-01",
      endDate: "2031-04-03",
      timeZone: "Asia/Kolkata",
    });
    setClock(new Date("2031-03-10T18:29:00Z")); // 23:59 on the 10th in Kolkata
    expect((await book({ trainingId: t.id, seats: 1 })).json.data.price).toEqual(inr(8_000));
    setClock(new Date("2031-03-10T18:31:00Z")); // 00:01 on the 11th
    const late = await book({ trainingId: t.id, seats: 1 });
    expect(late.json.data.price).toEqual(inr(10_000));
    expect(late.json.data.pricing.discounts).toEqual([]);
  });

  it("an amount off never goes below zero: a sale whose total would be zero answers 400", async () => {
    const t = await priced({ priceMinor: 1_000_00 });
    const code = uniqueCode("BIG");
    await createCode({ code, percentOff: undefined, amountOff: inr(5_000) });
    expect(refusal(await book({ trainingId: t.id, seats: 1, code }))).toEqual([400, "The total would be zero: a free seat is an enrolment, not a booking."]);
    const all = uniqueCode("ALL");
    await createCode({ code: all, percentOff: 100 });
    expect(refusal(await book({ trainingId: t.id, seats: 2, code: all }))).toEqual([
      400,
      "The total would be zero: a free seat is an enrolment, not a booking.",
    ]);
  });

  it("refuses a training without a price when none is given (400), and keeps a given price", async () => {
    const t = await makeTraining(courseId, { startDate: addDays(today, 20), endDate: addDays(today, 22) });
    expect(refusal(await book({ trainingId: t.id }))).toEqual([400, "This training has no price (fees on enquiry): give the price."]);
    const given = await createBooking(staff.token, { trainingId: t.id, price: inr(12_345) });
    expect(given.json.data.price).toEqual(inr(12_345));
    expect(given.json.data.pricing).toBeUndefined();
  });

  it("answers the code's words: unknown or not for the training 400, expired or ended 409, used up 409", async () => {
    const t = await priced();
    const other = await priced();
    expect(refusal(await book({ trainingId: t.id, code: "NOPE-NOPE" }))).toEqual([400, "That code does not exist."]);
    const onlyOther = uniqueCode();
    await createCode({ code: onlyOther, trainingIds: [other.id] });
    expect(refusal(await book({ trainingId: t.id, code: onlyOther }))).toEqual([400, "This code is not valid for this training."]);
    const soon = uniqueCode();
    await createCode({ code: soon, validUntil: today });
    setClock(new Date(Date.now() + 2 * 86_400_000));
    expect(refusal(await book({ trainingId: t.id, code: soon }))).toEqual([409, "This code has expired."]);
    setClock(undefined);
    const ended = await createCode({});
    await endCode(ended.json.data._id);
    expect(refusal(await book({ trainingId: t.id, code: ended.json.data.code }))).toEqual([409, "This code has expired."]);
    const once = uniqueCode();
    await createCode({ code: once, maxUses: 1 });
    expect((await book({ trainingId: t.id, code: once })).status).toBe(201);
    expect(refusal(await book({ trainingId: t.id, code: once }))).toEqual([409, "This code has been used up."]);
    // With a given price the code is still checked and counted.
    expect(refusal(await createBooking(staff.token, { trainingId: t.id, code: once }))).toEqual([409, "This code has been used up."]);
  });

  it("counts uses of not-cancelled bookings: cancelling one frees a use", async () => {
    const t = await priced();
    const created = await createCode({ maxUses: 1 });
    const code = created.json.data.code;
    const first = await book({ trainingId: t.id, code });
    expect((await listCodes()).json.data.find((c: { code: string }) => c.code === code).uses).toBe(1);
    await call(updateBookingRoute, { token: staff.token, params: { id: first.json.data._id }, path: "/x", body: { status: "cancelled" } });
    expect((await listCodes()).json.data.find((c: { code: string }) => c.code === code).uses).toBe(0);
    expect((await book({ trainingId: t.id, code })).status).toBe(201);
  });

  it("a code at its cap used twice at once is used once", async () => {
    const t = await priced({ seats: 50 });
    const created = await createCode({ maxUses: 1 });
    const code = created.json.data.code;
    const race = await Promise.all([book({ trainingId: t.id, code, seats: 1 }), book({ trainingId: t.id, code: code.toLowerCase(), seats: 1 })]);
    expect(race.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(race.find((r) => r.status === 409)!.json.message).toBe("This code has been used up.");
    const made = await testDatabase().db.select().from(bookings).where(eq(bookings.trainingId, t.id));
    expect(made).toHaveLength(1);
    expect((await listCodes()).json.data.find((c: { code: string }) => c.code === code).uses).toBe(1);
  });
});
