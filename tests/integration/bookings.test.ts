// Staff API: bookings, seats, learner assignment and the access rule (sales-and-batches.md §2).
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as removeLearnerRoute } from "@/app/api/admin/bookings/[id]/learners/[userId]/route";
import { GET as getBookingRoute, PUT as updateRoute } from "@/app/api/admin/bookings/[id]/route";
import { GET as listRoute } from "@/app/api/admin/bookings/route";
import { PUT as enrolmentRoute } from "@/app/api/admin/enrollments/[id]/route";
import { POST as forgetPassword } from "@/app/api/user/forgetPassword/route";
import { POST as resetPassword } from "@/app/api/user/resetPassword/route";
import { enquiries, enquiryEvents, enrolments, mailOutbox, users } from "@/db/schema";
import { auditRows } from "../helpers/audit";
import { sevenDayInvitation } from "../helpers/auth-flows";
import { makeTraining, makeTwoCourses } from "../helpers/catalogue";
import { call, refusal } from "../helpers/http";
import { assign, createBooking, inr, pay, refund } from "../helpers/sales";
import { makeLearner, makeStaff, type TestUser } from "../helpers/users";
import { testDatabase } from "../setup/database";

let staff: TestUser;
let learner: TestUser;
let courseId: string;
const year = new Date().getFullYear();

beforeAll(async () => {
  [staff, learner] = await Promise.all([makeStaff(), makeLearner()]);
  [courseId] = await makeTwoCourses();
});

const get = (id: string) => call(getBookingRoute, { token: staff.token, params: { id }, path: `/api/admin/bookings/${id}` });
const update = (id: string, body: Record<string, unknown>) =>
  call(updateRoute, { token: staff.token, params: { id }, path: `/api/admin/bookings/${id}`, body });
const list = (query = "") => call(listRoute, { token: staff.token, path: `/api/admin/bookings${query}` });
const mailsTo = (to: string) => testDatabase().db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

describe("access", () => {
  it("answers 401 anonymous and 403 to a learner", async () => {
    const t = await makeTraining(courseId);
    expect(refusal(await call(listRoute, { path: "/api/admin/bookings" }))[0]).toBe(401);
    expect((await createBooking(learner.token, { trainingId: t.id })).status).toBe(403);
    expect((await call(getBookingRoute, { token: learner.token, params: { id: "abc" } })).status).toBe(403);
  });
});

describe("POST /api/admin/bookings", () => {
  it("creates a booking with a gap-free increasing number, money exact, awaiting payment", async () => {
    const t = await makeTraining(courseId, { seats: 10 });
    const a = await createBooking(staff.token, { trainingId: t.id, organization: "Globex", buyerPhone: "+91 98765 43210", price: inr(45_000.5) });
    const b = await createBooking(staff.token, { trainingId: t.id, seats: 1, price: { amount: 19.99, currency: "usd" } });
    expect(a.status).toBe(201);
    expect(a.json.message).toBe("Booking created.");
    expect(a.json.data).toMatchObject({
      trainingId: t.id,
      buyerName: "Asha Rao",
      buyerEmail: "asha.buyer@example.com",
      buyerPhone: "+91 98765 43210",
      organization: "Globex",
      seats: 2,
      price: { amount: 45_000.5, currency: "INR" },
      paid: { amount: 0, currency: "INR" },
      balance: { amount: 45_000.5, currency: "INR" },
      status: "awaiting_payment",
      learners: [],
      payments: [],
      enquiryId: null,
    });
    expect(a.json.data.number).toMatch(new RegExp(`^BK-${year}-\\d{4}$`));
    const n = Number(a.json.data.number.slice(-4));
    expect(b.json.data.number).toBe(`BK-${year}-${String(n + 1).padStart(4, "0")}`);
    expect(b.json.data.price).toEqual({ amount: 19.99, currency: "USD" });
    const [audit] = await auditRows("booking", a.json.data._id);
    expect(audit).toMatchObject({ action: "create", actorUserId: staff.user.id });
  });

  it.each([
    [{ price: inr(100.555) }, "Amounts can have at most 2 decimals."],
    [{ price: inr(0) }, "The amount must be more than 0."],
    [{ price: { amount: 10, currency: "rupees" } }, "Currency must be a 3-letter ISO 4217 code such as INR."],
    [{ seats: 0 }, "Seats must be a whole number from 1 to 10000."],
    [{ seats: 1.5 }, "Seats must be a whole number from 1 to 10000."],
    [{ buyerName: " " }, "Buyer name is required."],
    [{ buyerEmail: "nope" }, "Enter the buyer's email address."],
  ])("refuses %j with 400 and words", async (body, message) => {
    const t = await makeTraining(courseId);
    const res = await createBooking(staff.token, { trainingId: t.id, ...body });
    expect(res.status).toBe(400);
    expect(Object.values(res.json.errors ?? {})).toContain(message);
  });

  it("refuses an unknown training (400) or enquiry (400), and a cancelled training (409)", async () => {
    expect(refusal(await createBooking(staff.token, { trainingId: "nosuchtraining" }))).toEqual([400, "That training does not exist."]);
    const t = await makeTraining(courseId);
    expect(refusal(await createBooking(staff.token, { trainingId: t.id, enquiryId: "nosuchenquiry" }))).toEqual([400, "That enquiry does not exist."]);
    const cancelled = await makeTraining(courseId, { isCancelled: true });
    expect(refusal(await createBooking(staff.token, { trainingId: cancelled.id }))).toEqual([409, "That training is cancelled."]);
  });

  it("takes the training's seats: more than are left answers 409, and racing bookings for the last seats, one wins", async () => {
    const t = await makeTraining(courseId, { seats: 3 });
    expect((await createBooking(staff.token, { trainingId: t.id, seats: 2 })).status).toBe(201);
    expect(refusal(await createBooking(staff.token, { trainingId: t.id, seats: 2 }))).toEqual([409, "There are not enough seats left in this training."]);
    const t2 = await makeTraining(courseId, { seats: 2 });
    const race = await Promise.all([createBooking(staff.token, { trainingId: t2.id, seats: 2 }), createBooking(staff.token, { trainingId: t2.id, seats: 2 })]);
    expect(race.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it("with enquiryId moves the enquiry to won and appends a booking entry to its timeline", async () => {
    const { db } = testDatabase();
    const [enquiry] = await db
      .insert(enquiries)
      .values({ name: "Dana", email: "dana@example.com", phone: "+91 9876543210", trainingType: "Enterprise", message: "Five seats please", status: "quoted" })
      .returning();
    const t = await makeTraining(courseId);
    const res = await createBooking(staff.token, { trainingId: t.id, enquiryId: enquiry!.id });
    expect(res.status).toBe(201);
    expect(res.json.data.enquiryId).toBe(enquiry!.id);
    const [after] = await db.select().from(enquiries).where(eq(enquiries.id, enquiry!.id));
    expect(after!.status).toBe("won");
    const events = await db.select().from(enquiryEvents).where(eq(enquiryEvents.enquiryId, enquiry!.id));
    expect(events).toEqual([expect.objectContaining({ kind: "booking", actorId: staff.user.id, text: expect.stringContaining(res.json.data.number) })]);
  });

  it("with enquiryId of a lost enquiry moves it to won and clears its lost reason", async () => {
    const { db } = testDatabase();
    const [enquiry] = await db
      .insert(enquiries)
      .values({
        name: "Eli",
        email: "eli@example.com",
        phone: "+91 9876500000",
        trainingType: "Individual",
        message: "Back again",
        status: "lost",
        lostReason: "Too expensive",
      })
      .returning();
    const t = await makeTraining(courseId);
    expect((await createBooking(staff.token, { trainingId: t.id, enquiryId: enquiry!.id })).status).toBe(201);
    const [after] = await db.select().from(enquiries).where(eq(enquiries.id, enquiry!.id));
    expect(after).toMatchObject({ status: "won", lostReason: null });
  });
});

describe("GET /api/admin/bookings and /{id}", () => {
  it("filters by status, training and a search of name, email, organization and number; 404 for an unknown id", async () => {
    const t = await makeTraining(courseId);
    const paid = (await createBooking(staff.token, { trainingId: t.id, buyerName: "Zed Unique", organization: "Initech", price: inr(100) })).json.data;
    const open = (await createBooking(staff.token, { trainingId: t.id, buyerEmail: "quux@corp.example", price: inr(100) })).json.data;
    await pay(staff.token, paid._id, { amount: inr(100) });
    const ids = (res: Awaited<ReturnType<typeof list>>) => res.json.data.map((b: { _id: string }) => b._id);
    expect(ids(await list(`?trainingId=${t.id}`))).toEqual([open._id, paid._id]);
    expect(ids(await list(`?trainingId=${t.id}&status=paid`))).toEqual([paid._id]);
    expect(ids(await list(`?trainingId=${t.id}&status=awaiting_payment`))).toEqual([open._id]);
    expect(ids(await list("?q=initech"))).toEqual([paid._id]);
    expect(ids(await list("?q=QUUX@corp"))).toEqual([open._id]);
    expect(ids(await list(`?q=${open.number}`))).toEqual([open._id]);
    expect(ids(await list("?q=zed unique"))).toEqual([paid._id]);
    expect((await list("?status=lost")).status).toBe(400);
    expect((await get(paid._id)).json.data).toMatchObject({ _id: paid._id, status: "paid", balance: inr(0) });
    expect(refusal(await get("nosuchbooking"))).toEqual([404, "Booking not found."]);
  });
});

describe("PUT /api/admin/bookings/{id}", () => {
  it("raises seats through the seat rule (409), refuses fewer seats than learners (409), changes the price", async () => {
    const t = await makeTraining(courseId, { seats: 4 });
    const b = (await createBooking(staff.token, { trainingId: t.id, seats: 2 })).json.data;
    expect(refusal(await update(b._id, { seats: 5 }))).toEqual([409, "There are not enough seats left in this training."]);
    expect((await update(b._id, { seats: 4 })).json.data.seats).toBe(4);
    await assign(staff.token, b._id, ["x1@example.com", "x2@example.com", "x3@example.com"]);
    expect(refusal(await update(b._id, { seats: 2 }))[0]).toBe(409);
    const priced = await update(b._id, { price: inr(1234.56) });
    expect(priced.json.data).toMatchObject({ price: inr(1234.56), balance: inr(1234.56) });
    expect(refusal(await update(b._id, { status: "paid" }))).toEqual([400, "The only status staff set is cancelled."]);
    expect((await update("nosuchbooking", { seats: 1 })).status).toBe(404);
  });

  it("cancels: status cancelled, seats freed, learners deactivated, no further changes (409)", async () => {
    const t = await makeTraining(courseId, { seats: 2 });
    const b = (await createBooking(staff.token, { trainingId: t.id, seats: 2, price: inr(100) })).json.data;
    await assign(staff.token, b._id, [learner.user.email]);
    await pay(staff.token, b._id, { amount: inr(100) });
    const { db } = testDatabase();
    const active = async () => (await db.select().from(enrolments).where(eq(enrolments.bookingId, b._id)))[0]!.isActive;
    expect(await active()).toBe(true);
    const cancelled = await update(b._id, { status: "cancelled" });
    expect(cancelled.json.data.status).toBe("cancelled");
    expect(await active()).toBe(false);
    expect((await createBooking(staff.token, { trainingId: t.id, seats: 2 })).status).toBe(201);
    expect(refusal(await update(b._id, { seats: 1 }))).toEqual([409, "This booking is cancelled."]);
    expect(refusal(await assign(staff.token, b._id, ["late@example.com"]))).toEqual([409, "This booking is cancelled."]);
  });
});

describe("POST /api/admin/bookings/{id}/learners", () => {
  it("gives an unknown email an account and a 7-day invitation whose password link also activates the account", async () => {
    const t = await makeTraining(courseId);
    const b = (await createBooking(staff.token, { trainingId: t.id, seats: 2 })).json.data;
    const email = `new.${Date.now()}@example.com`;
    const res = await assign(staff.token, b._id, `Newbie <${email.toUpperCase()}>`);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Learners assigned.");
    const { db } = testDatabase();
    const [account] = await db.select().from(users).where(eq(users.email, email));
    expect(account).toMatchObject({ role: "learner", activatedAt: null, passwordHash: null });
    expect(res.json.data.learners).toEqual([{ userId: account!.id, email, enrolmentId: expect.any(String) }]);
    const [mail] = await mailsTo(email);
    const { token } = await sevenDayInvitation(mail!.text);
    const set = await call(resetPassword, { path: "/api/user/resetPassword", body: { password: "N3w!secret", activation_token: token } });
    expect(set.status).toBe(200);
    const [after] = await db.select().from(users).where(eq(users.id, account!.id));
    expect(after!.activatedAt).not.toBeNull();
    expect(after!.passwordHash).not.toBeNull();
  });

  it("an invited account whose link expired can still ask for a reset link", async () => {
    const t = await makeTraining(courseId);
    const b = (await createBooking(staff.token, { trainingId: t.id, seats: 1 })).json.data;
    const email = `late.${Date.now()}@example.com`;
    await assign(staff.token, b._id, [email]);
    const res = await call(forgetPassword, { path: "/api/user/forgetPassword", body: { email }, ip: "198.51.100.23" });
    expect(res.status).toBe(200);
    expect((await mailsTo(email)).map((m) => m.subject).sort()).toEqual(["Reset your Stackwise Academy password", expect.stringMatching(/set your password$/)]);
  });

  it("gives an existing account a notice; learners are inactive until the booking is paid", async () => {
    const t = await makeTraining(courseId);
    const b = (await createBooking(staff.token, { trainingId: t.id, seats: 1 })).json.data;
    const me = await makeLearner();
    const res = await assign(staff.token, b._id, [me.user.email]);
    expect(res.json.data.learners).toEqual([{ userId: me.user.id, email: me.user.email, enrolmentId: expect.any(String) }]);
    const mails = await mailsTo(me.user.email);
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^You have a seat in /)]);
    expect(mails[0]!.text).not.toContain("reset-password");
    const [e] = await testDatabase().db.select().from(enrolments).where(eq(enrolments.id, res.json.data.learners[0].enrolmentId));
    expect(e).toMatchObject({ isActive: false, bookingId: b._id, trainingId: t.id });
    // Assigning the same learner again changes nothing.
    expect((await assign(staff.token, b._id, [me.user.email])).json.data.learners).toHaveLength(1);
  });

  it("refuses more learners than seats with 409 and enrols none", async () => {
    const t = await makeTraining(courseId);
    const b = (await createBooking(staff.token, { trainingId: t.id, seats: 2 })).json.data;
    const res = await assign(staff.token, b._id, ["a1@example.com", "a2@example.com", "a3@example.com"]);
    expect(refusal(res)).toEqual([409, "This booking has 2 seats and 0 are assigned: 3 more learners do not fit. No one was enrolled."]);
    expect((await get(b._id)).json.data.learners).toEqual([]);
    expect(await testDatabase().db.select().from(users).where(eq(users.email, "a1@example.com"))).toEqual([]);
    expect(refusal(await assign(staff.token, b._id, []))[0]).toBe(400);
    expect(refusal(await assign(staff.token, b._id, ["not-an-email"]))).toEqual([400, expect.stringContaining("Not an email address: not-an-email.")]);
    expect((await assign(staff.token, "nosuchbooking", ["a@example.com"])).status).toBe(404);
  });

  it("of concurrent assignments that together exceed the seats, one wins", async () => {
    const t = await makeTraining(courseId);
    const b = (await createBooking(staff.token, { trainingId: t.id, seats: 2 })).json.data;
    const race = await Promise.all([
      assign(staff.token, b._id, ["r1@example.com", "r2@example.com"]),
      assign(staff.token, b._id, ["r3@example.com", "r4@example.com"]),
    ]);
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await get(b._id)).json.data.learners).toHaveLength(2);
  });

  it("refuses a learner who holds this training's seat through another booking (409)", async () => {
    const t = await makeTraining(courseId);
    const one = (await createBooking(staff.token, { trainingId: t.id, seats: 1 })).json.data;
    const two = (await createBooking(staff.token, { trainingId: t.id, seats: 1 })).json.data;
    await assign(staff.token, one._id, ["twice@example.com"]);
    expect(refusal(await assign(staff.token, two._id, ["twice@example.com"]))).toEqual([
      409,
      "twice@example.com already has a seat in this training through another booking. No one was enrolled.",
    ]);
  });
});

describe("DELETE /api/admin/bookings/{id}/learners/{userId}", () => {
  it("frees the seat; 404 for someone who is not the booking's learner", async () => {
    const t = await makeTraining(courseId);
    const b = (await createBooking(staff.token, { trainingId: t.id, seats: 1 })).json.data;
    const learners = (await assign(staff.token, b._id, ["gone@example.com"])).json.data.learners;
    const remove = (userId: string, token = staff.token) =>
      call(removeLearnerRoute, { method: "DELETE", token, params: { id: b._id, userId }, path: `/api/admin/bookings/${b._id}/learners/${userId}` });
    expect((await remove(learners[0].userId, learner.token)).status).toBe(403);
    const res = await remove(learners[0].userId);
    expect(res.status).toBe(200);
    expect(res.json.data.learners).toEqual([]);
    expect((await assign(staff.token, b._id, ["next@example.com"])).status).toBe(200);
    expect(refusal(await remove(learner.user.id))).toEqual([404, "That account is not a learner of this booking."]);
  });
});

describe("PUT /api/admin/enrollments/{id}: the hand override", () => {
  it("needs overrideReason to activate an unpaid booking's enrolment, and audits it", async () => {
    const t = await makeTraining(courseId);
    const b = (await createBooking(staff.token, { trainingId: t.id, seats: 1 })).json.data;
    const enrolmentId = (await assign(staff.token, b._id, ["override@example.com"])).json.data.learners[0].enrolmentId;
    const put = (body: Record<string, unknown>) => call(enrolmentRoute, { method: "PUT", token: staff.token, params: { id: enrolmentId }, body });
    expect(refusal(await put({ isActive: true }))).toEqual([400, "Give a reason for activating this booking's enrolment by hand."]);
    const ok = await put({ isActive: true, overrideReason: "Paid by cheque, clearing on Monday" });
    expect(ok.status).toBe(200);
    expect(ok.json.data.isActive).toBe(true);
    const audits = await auditRows("enrolment", enrolmentId);
    expect(audits.some((a) => (a.after as { overrideReason?: string } | null)?.overrideReason === "Paid by cheque, clearing on Monday")).toBe(true);
    // Deactivating needs no reason.
    expect((await put({ isActive: false })).status).toBe(200);
  });
});

describe("staff access decisions survive the booking rule (issue 21)", () => {
  const activeOf = async (id: string) =>
    (await testDatabase().db.select({ isActive: enrolments.isActive }).from(enrolments).where(eq(enrolments.id, id)))[0]!.isActive;

  it("a learner staff deactivated stays off through payments, refunds, edits and assignments", async () => {
    const t = await makeTraining(courseId);
    const b = (await createBooking(staff.token, { trainingId: t.id, seats: 3, price: inr(3000) })).json.data;
    const [off, on] = (await assign(staff.token, b._id, [`off.${b._id}@example.com`, `on.${b._id}@example.com`])).json.data.learners.map(
      (l: { enrolmentId: string }) => l.enrolmentId,
    );
    expect((await pay(staff.token, b._id, { amount: inr(3000) })).status).toBe(201);
    expect([await activeOf(off), await activeOf(on)]).toEqual([true, true]);
    const put = (id: string, body: Record<string, unknown>) => call(enrolmentRoute, { method: "PUT", token: staff.token, params: { id }, body });
    const deactivated = await put(off, { isActive: false, overrideReason: "Left the company" });
    expect(deactivated.status).toBe(200);
    expect(deactivated.json.data.accessOverride).toEqual({ isActive: false, reason: "Left the company" });

    expect((await refund(staff.token, b._id, { amount: inr(500) })).status).toBe(201);
    expect([await activeOf(off), await activeOf(on)]).toEqual([false, false]);
    expect((await pay(staff.token, b._id, { amount: inr(500) })).status).toBe(201);
    expect([await activeOf(off), await activeOf(on)]).toEqual([false, true]);
    expect((await update(b._id, { seats: 4 })).status).toBe(200);
    expect((await assign(staff.token, b._id, [`third.${b._id}@example.com`])).status).toBe(200);
    expect([await activeOf(off), await activeOf(on)]).toEqual([false, true]);

    // Staff turn it back on: the override is gone, the booking's rule decides again.
    const back = await put(off, { isActive: true });
    expect(back.status).toBe(200);
    expect(back.json.data.accessOverride).toBeNull();
  });

  it("an audited activation before payment is not revoked by the next partial payment", async () => {
    const t = await makeTraining(courseId);
    const b = (await createBooking(staff.token, { trainingId: t.id, seats: 1, price: inr(3000) })).json.data;
    const [id] = (await assign(staff.token, b._id, [`early.${b._id}@example.com`])).json.data.learners.map((l: { enrolmentId: string }) => l.enrolmentId);
    const ok = await call(enrolmentRoute, { method: "PUT", token: staff.token, params: { id }, body: { isActive: true, overrideReason: "Paid by cheque" } });
    expect(ok.json.data.accessOverride).toEqual({ isActive: true, reason: "Paid by cheque" });
    expect((await pay(staff.token, b._id, { amount: inr(1000) })).status).toBe(201);
    expect(await activeOf(id)).toBe(true);
    expect((await update(b._id, { price: inr(4000) })).status).toBe(200);
    expect(await activeOf(id)).toBe(true);
  });
});

describe("currencies with their own minor unit (issue 21)", () => {
  it("keeps a JPY price in whole yen, refuses yen decimals and codes outside the ISO 4217 list", async () => {
    const t = await makeTraining(courseId);
    // ¥150,000 is over ₹50,000 of taxable value: an unregistered buyer names their address and state (books.md §1).
    const jpy = await createBooking(staff.token, {
      trainingId: t.id,
      seats: 1,
      price: { amount: 150000, currency: "JPY" },
      exchangeRate: 0.5612,
      buyerAddress: "1-2-3 Shibuya, Tokyo",
      buyerCountry: "JP",
    });
    expect(jpy.status).toBe(201);
    expect(jpy.json.data.price).toEqual({ amount: 150000, currency: "JPY" });
    const [row] = await testDatabase()
      .db.execute(sql`select price_minor from bookings where id = ${jpy.json.data._id}`)
      .then((r) => (r as unknown as { rows: { price_minor: number }[] }).rows);
    expect(Number(row!.price_minor)).toBe(150000);
    expect(refusal(await createBooking(staff.token, { trainingId: t.id, seats: 1, price: { amount: 10.5, currency: "JPY" } }))).toEqual([
      400,
      "JPY amounts are whole numbers.",
    ]);
    expect(refusal(await createBooking(staff.token, { trainingId: t.id, seats: 1, price: { amount: 100, currency: "XYZ" } }))[0]).toBe(400);
    const kwd = await createBooking(staff.token, { trainingId: t.id, seats: 1, price: { amount: 12.345, currency: "KWD" } });
    expect(kwd.json.data.price).toEqual({ amount: 12.345, currency: "KWD" });
  });
});
