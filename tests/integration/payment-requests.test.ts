// Payment requests, the pay link, proofs of payment and the staff queue (billing-and-delivery.md §5).
import { eq } from "drizzle-orm";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { GET as staffBookingRoute, PUT as updateBookingRoute } from "@/app/api/admin/bookings/[id]/route";
import { POST as approveRoute } from "@/app/api/admin/payment-proofs/[id]/approve/route";
import { GET as proofFileRoute } from "@/app/api/admin/payment-proofs/[id]/file/route";
import { POST as rejectRoute } from "@/app/api/admin/payment-proofs/[id]/reject/route";
import { GET as proofsRoute } from "@/app/api/admin/payment-proofs/route";
import { GET as payRoute } from "@/app/api/pay/[token]/route";
import { enrolments, mailOutbox, paymentProofs, paymentRequests, payments } from "@/db/schema";
import { upiQrPng } from "@/lib/collection/qr";
import { resetEnvForTests } from "@/lib/env";
import { addDays } from "@/lib/schedule/schedule";
import { makeTraining, makeTwoCourses, today } from "../helpers/catalogue";
import { realPng, requestPayments, sendProof, tokenOf } from "../helpers/collection";
import { call, refusal } from "../helpers/http";
import { assign, createBooking, inr, pay } from "../helpers/sales";
import { makeLearner, makeStaff, type TestUser } from "../helpers/users";
import { testDatabase } from "../setup/database";

let staff: TestUser;
let learner: TestUser;
let courseId: string;
const year = Number(today.slice(0, 4));
const FILE_MESSAGE = "Upload a PNG, JPEG or PDF up to 5 MB.";
const BANK = {
  COMPANY_BANK_NAME: "HDFC Bank, Koramangala",
  COMPANY_BANK_ACCOUNT: "50200012345678",
  COMPANY_BANK_IFSC: "HDFC0000053",
  COMPANY_UPI_ID: "stackwise@hdfcbank",
};

beforeAll(async () => {
  staff = await makeStaff();
  learner = await makeLearner();
  [courseId] = await makeTwoCourses();
});

function configure(values: Record<string, string>) {
  Object.assign(process.env, values);
  resetEnvForTests();
}
afterEach(() => {
  for (const key of [...Object.keys(BANK), "COMPANY_NAME", "CONTACT_INBOX"]) delete process.env[key];
  resetEnvForTests();
});

async function booking(price = 30_000, buyerEmail = `buyer.${Math.random().toString(36).slice(2)}@example.com`) {
  const t = await makeTraining(courseId);
  const res = await createBooking(staff.token, {
    trainingId: t.id,
    seats: 1,
    price: inr(price),
    buyerEmail,
    buyerName: "Asha Rao",
    buyerPhone: "+919876543210",
  });
  return res.json.data as { _id: string; number: string; buyerEmail: string };
}
const due = (days: number) => addDays(today, days);
const mailsTo = (to: string) => testDatabase().db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
const getPay = (token: string) => call(payRoute, { params: { token }, path: `/api/pay/${token}` });

/** A booking with one open request of 10,000 due in 10 days: its id, number and the request. */
async function oneRequest(price = 30_000) {
  const b = await booking(price);
  const res = await requestPayments(staff.token, b._id, [{ amount: inr(10_000), dueOn: due(10) }]);
  return { booking: b, request: res.json.data[0], token: tokenOf(res.json.data[0].payUrl as string) };
}

describe("POST /api/admin/bookings/{id}/payment-requests", () => {
  it("creates numbered instalments with a pay link and the UPI link, mails the buyer each, and GET booking lists them", async () => {
    configure(BANK);
    const b = await booking();
    const res = await requestPayments(staff.token, b._id, [
      { amount: inr(12_000.5), dueOn: due(5) },
      { amount: inr(17_999.5), dueOn: due(35) },
    ]);
    expect(res.status).toBe(201);
    expect(res.json.message).toBe("Payment requests created.");
    const [first, second] = res.json.data;
    expect(first).toMatchObject({ bookingId: b._id, amount: inr(12_000.5), dueOn: due(5), status: "open" });
    expect(first.number).toMatch(new RegExp(`^PR-${year}-\\d{4}$`));
    expect(Number(second.number.slice(-4))).toBe(Number(first.number.slice(-4)) + 1);
    expect(first.payUrl).toMatch(/^http:\/\/localhost:3000\/pay\/[A-Za-z0-9_-]{43}$/);
    expect(first.payUrl).not.toBe(second.payUrl);
    expect(first.upiUri).toBe(`upi://pay?pa=stackwise%40hdfcbank&pn=Stackwise%20Academy&am=12000.50&cu=INR&tr=${first.number}&tn=${b.number}`);

    // Only the token's hash and its nonce are stored, never the token.
    const [row] = await testDatabase().db.select().from(paymentRequests).where(eq(paymentRequests.id, first._id));
    expect(JSON.stringify(row)).not.toContain(tokenOf(first.payUrl));

    const mails = await mailsTo(b.buyerEmail);
    expect(mails.map((m) => m.subject)).toEqual([
      `Payment request ${first.number}: INR 12,000.50 due ${due(5)}`,
      `Payment request ${second.number}: INR 17,999.50 due ${due(35)}`,
    ]);
    expect(mails[0]!.text).toContain(first.payUrl);

    const got = await call(staffBookingRoute, { token: staff.token, params: { id: b._id } });
    expect(got.json.data.paymentRequests.map((r: { number: string }) => r.number)).toEqual([first.number, second.number]);
    expect(got.json.data.paymentRequests[0].payUrl).toBe(first.payUrl);
    expect(got.json.data.number).toBe(b.number);
  });

  it("pn is COMPANY_NAME when set, percent-encoded, a space as %20", async () => {
    configure({ ...BANK, COMPANY_NAME: "Acme & Sons (Training) Pvt Ltd" });
    const { booking: b, request } = await oneRequest();
    expect(request.upiUri).toBe(
      `upi://pay?pa=stackwise%40hdfcbank&pn=Acme%20%26%20Sons%20%28Training%29%20Pvt%20Ltd&am=10000.00&cu=INR&tr=${request.number}&tn=${b.number}`,
    );
  });

  it("has no UPI link without COMPANY_UPI_ID", async () => {
    const { request } = await oneRequest();
    expect(request.upiUri).toBeNull();
  });

  it.each([
    [
      [
        { amount: inr(20_000), dueOn: due(3) },
        { amount: inr(10_000.01), dueOn: due(9) },
      ],
      "Open payment requests can't add up to more than the balance (INR 30,000.00).",
    ],
    [[{ amount: inr(100), dueOn: due(-1) }], "The due date can't be in the past."],
    [[{ amount: { amount: 100, currency: "USD" }, dueOn: due(2) }], "This booking is in INR: record the amount in INR."],
    [[], "Give at least one instalment with an amount and a due date."],
    [[{ amount: inr(100), dueOn: "2026-02-30" }], "Dates must be real calendar dates."],
    [[{ amount: inr(0), dueOn: due(2) }], "The amount must be more than 0."],
  ])("refuses %j with 400", async (instalments, message) => {
    const b = await booking();
    expect(refusal(await requestPayments(staff.token, b._id, instalments))).toEqual([400, message]);
  });

  it("counts outstanding requests and payments against the balance", async () => {
    const b = await booking(30_000);
    await pay(staff.token, b._id, { amount: inr(10_000) });
    expect((await requestPayments(staff.token, b._id, [{ amount: inr(15_000), dueOn: due(1) }])).status).toBe(201);
    expect(refusal(await requestPayments(staff.token, b._id, [{ amount: inr(5_000.01), dueOn: due(1) }]))).toEqual([
      400,
      "Open payment requests can't add up to more than the balance (INR 20,000.00).",
    ]);
    expect((await requestPayments(staff.token, b._id, [{ amount: inr(5_000), dueOn: due(1) }])).status).toBe(201);
  });

  it("answers 404 for no booking, 409 for a cancelled one, 401 anonymous and 403 to a learner", async () => {
    expect(refusal(await requestPayments(staff.token, "a".repeat(24), [{ amount: inr(1), dueOn: due(1) }]))).toEqual([404, "Booking not found."]);
    const b = await booking();
    await call(updateBookingRoute, { method: "PUT", token: staff.token, params: { id: b._id }, body: { status: "cancelled" } });
    expect(refusal(await requestPayments(staff.token, b._id, [{ amount: inr(1), dueOn: due(1) }]))).toEqual([409, "This booking is cancelled."]);
    expect((await requestPayments("", b._id, [])).status).toBe(401);
    expect((await requestPayments(learner.token, b._id, [])).status).toBe(403);
  });

  it("cancelling the booking cancels its open requests, and their links refuse proofs (409)", async () => {
    const { booking: b, token } = await oneRequest();
    await call(updateBookingRoute, { method: "PUT", token: staff.token, params: { id: b._id }, body: { status: "cancelled" } });
    const got = await call(staffBookingRoute, { token: staff.token, params: { id: b._id } });
    expect(got.json.data.paymentRequests.map((r: { status: string }) => r.status)).toEqual(["cancelled"]);
    expect(refusal(await sendProof(token))).toEqual([409, "This payment request is cancelled."]);
  });
});

describe("GET /api/pay/{token}", () => {
  it("answers amount, due date, bank and UPI link, and nothing about the buyer; never cached", async () => {
    configure(BANK);
    const { booking: b, request, token } = await oneRequest();
    const res = await getPay(token);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.json.data).toEqual({
      number: request.number,
      amount: inr(10_000),
      dueOn: due(10),
      status: "open",
      bookingNumber: b.number,
      courseTitle: "Kubernetes Operations",
      bank: { name: "HDFC Bank, Koramangala", account: "50200012345678", ifsc: "HDFC0000053" },
      upiUri: request.upiUri,
    });
    expect(JSON.stringify(res.json)).not.toMatch(/Asha|buyer\.|9876543210/);
  });

  it("has no bank block and no UPI link when none is configured", async () => {
    const { token } = await oneRequest();
    expect((await getPay(token)).json.data).toMatchObject({ bank: null, upiUri: null });
  });

  it("answers 404 for an unknown or malformed token", async () => {
    const { token } = await oneRequest();
    const other = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const t of [other, "short", "x".repeat(200)]) expect(refusal(await getPay(t))).toEqual([404, "This payment link is not valid. Ask us for a new one."]);
  });

  it("the QR code decodes to exactly the UPI link", async () => {
    configure(BANK);
    const { request } = await oneRequest();
    const png = PNG.sync.read(await upiQrPng(request.upiUri));
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(request.upiUri);
  });
});

describe("POST /api/pay/{token}/proof", () => {
  it("takes the UTR, date, amount and a real PNG: 201, the request is proof_submitted, CONTACT_INBOX is mailed", async () => {
    configure({ CONTACT_INBOX: "accounts@stackwise.example" });
    const { request, token } = await oneRequest();
    const res = await sendProof(token, { reference: "hdfc12345678", amount: "9999.50" }, { bytes: realPng(), name: "screenshot.png", type: "image/png" });
    expect(res.status).toBe(201);
    expect(res.json.message).toBe("Thank you. We have your proof of payment and will confirm it soon.");
    expect(res.json.data).toEqual({ number: request.number, status: "proof_submitted" });
    expect((await getPay(token)).json.data.status).toBe("proof_submitted");
    const [proof] = await testDatabase().db.select().from(paymentProofs).where(eq(paymentProofs.requestId, request._id));
    expect(proof).toMatchObject({ reference: "HDFC12345678", amountMinor: 999_950, fileType: "image/png", status: "pending" });
    const inbox = await mailsTo("accounts@stackwise.example");
    expect(inbox.some((m) => m.subject.startsWith(`Proof of payment for ${request.number}`))).toBe(true);
    // A second proof while one waits: 409.
    expect(refusal(await sendProof(token))).toEqual([409, "We already have your proof of payment for this request and will confirm it soon."]);
  });

  it("refuses a renamed executable and an oversized file by their content (400)", async () => {
    const { token } = await oneRequest();
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(4096, 0x90)]);
    expect(refusal(await sendProof(token, {}, { bytes: elf, name: "receipt.png", type: "image/png" }))).toEqual([400, FILE_MESSAGE]);
    const big = Buffer.concat([realPng(), Buffer.alloc(5 * 1024 * 1024)]);
    expect(refusal(await sendProof(token, {}, { bytes: big, name: "big.png", type: "image/png" }))).toEqual([400, FILE_MESSAGE]);
    const html = Buffer.from("<html><script>alert(1)</script></html>");
    expect(refusal(await sendProof(token, {}, { bytes: html, name: "x.pdf", type: "application/pdf" }))).toEqual([400, FILE_MESSAGE]);
    expect((await getPay(token)).json.data.status).toBe("open");
  });

  it("takes a proof without a file", async () => {
    const { token } = await oneRequest();
    expect((await sendProof(token)).status).toBe(201);
  });

  it.each([
    [{ reference: "12345" }, "Enter the UTR or transaction reference: 6 to 35 letters or digits."],
    [{ reference: "UTR-1234567" }, "Enter the UTR or transaction reference: 6 to 35 letters or digits."],
    [{ reference: "A".repeat(36) }, "Enter the UTR or transaction reference: 6 to 35 letters or digits."],
    [{ paidOn: "2026-13-01" }, "Dates must be real calendar dates."],
    [{ paidOn: "2999-01-01" }, "The payment date can't be in the future."],
    [{ amount: "" }, "Enter an amount."],
    [{ amount: "12.345" }, "Amounts can have at most 2 decimals."],
    [{ amount: "abc" }, "Enter the amount as a number, e.g. 25000 or 25000.50."],
  ])("refuses %j with 400", async (fields, message) => {
    const { token } = await oneRequest();
    expect(refusal(await sendProof(token, fields))).toEqual([400, message]);
  });

  it("answers 404 for an unknown token and 429 past ten proofs from one address", async () => {
    expect(refusal(await sendProof("A".repeat(43)))).toEqual([404, "This payment link is not valid. Ask us for a new one."]);
    const ip = "192.0.2.99";
    for (let i = 0; i < 10; i++) await sendProof("B".repeat(43), {}, undefined, ip);
    const limited = await sendProof("B".repeat(43), {}, undefined, ip);
    expect(refusal(limited)).toEqual([429, "You have sent several proofs in a short time. Please try again later."]);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

describe("the staff queue: GET /api/admin/payment-proofs, approve, reject", () => {
  async function submitted(price = 10_000) {
    const b = await booking(price);
    const me = await makeLearner();
    await assign(staff.token, b._id, [me.user.email]);
    const res = await requestPayments(staff.token, b._id, [{ amount: inr(price), dueOn: due(7) }]);
    const request = res.json.data[0];
    await sendProof(
      tokenOf(request.payUrl),
      { reference: "UTR00998877", amount: String(price), paidOn: today },
      { bytes: realPng(), name: "s.png", type: "image/png" },
    );
    const list = await call(proofsRoute, { token: staff.token, path: "/api/admin/payment-proofs" });
    const proof = list.json.data.find((p: { requestId: string }) => p.requestId === request._id);
    return { booking: b, request, proof, learnerId: me.user.id };
  }
  const approve = (id: string, body: Record<string, unknown> = {}, token = staff.token) => call(approveRoute, { token, params: { id }, body });
  const reject = (id: string, body: Record<string, unknown>, token = staff.token) => call(rejectRoute, { token, params: { id }, body });

  it("lists pending proofs with the staff-only file link; the file downloads as an attachment with nosniff", async () => {
    const { booking: b, request, proof } = await submitted();
    expect(proof).toMatchObject({
      requestNumber: request.number,
      bookingId: b._id,
      bookingNumber: b.number,
      reference: "UTR00998877",
      paidOn: today,
      amount: inr(10_000),
      status: "pending",
    });
    expect(proof.fileUrl).toBe(`/api/admin/payment-proofs/${proof._id}/file`);
    const file = await proofFileRoute(new Request(`http://localhost:3000${proof.fileUrl}`, { headers: { authorization: `Bearer ${staff.token}` } }), {
      params: Promise.resolve({ id: proof._id }),
    });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="${request.number}-proof.png"`);
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await file.arrayBuffer()).equals(realPng())).toBe(true);
    const anonymous = await proofFileRoute(new Request(`http://localhost:3000${proof.fileUrl}`), { params: Promise.resolve({ id: proof._id }) });
    expect(anonymous.status).toBe(401);
    expect((await call(proofsRoute, { token: learner.token })).status).toBe(403);
    expect(refusal(await call(proofsRoute, { token: staff.token, path: "/api/admin/payment-proofs?status=maybe" }))).toEqual([
      400,
      "status must be one of pending, approved, rejected.",
    ]);
  });

  it("approve records exactly one payment with its receipt; the request is paid and access follows; a second approve 409", async () => {
    const { booking: b, request, proof } = await submitted();
    const res = await approve(proof._id);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Proof approved and payment recorded.");
    expect(res.json.data).toMatchObject({ status: "approved" });
    const ledger = await testDatabase().db.select().from(payments).where(eq(payments.bookingId, b._id));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ amountMinor: 1_000_000, method: "bank_transfer", reference: "UTR00998877", paidOn: today });
    expect(ledger[0]!.receiptNumber).toMatch(new RegExp(`^RC-${year}-\\d{4}$`));
    expect(res.json.data.paymentId).toBe(ledger[0]!.id);
    const got = await call(staffBookingRoute, { token: staff.token, params: { id: b._id } });
    expect(got.json.data.status).toBe("paid");
    expect(got.json.data.paymentRequests[0]).toMatchObject({ number: request.number, status: "paid" });
    expect((await testDatabase().db.select().from(enrolments).where(eq(enrolments.bookingId, b._id))).map((e) => e.isActive)).toEqual([true]);
    expect(refusal(await approve(proof._id))).toEqual([409, "This proof of payment has already been reviewed."]);
    expect(refusal(await sendProof(tokenOf(request.payUrl)))).toEqual([409, "This payment request is already paid."]);
    const approved = await call(proofsRoute, { token: staff.token, path: "/api/admin/payment-proofs?status=approved" });
    expect(approved.json.data.some((p: { _id: string }) => p._id === proof._id)).toBe(true);
  });

  it("an approve repeated with its Idempotency-Key answers the first approval again and records nothing more", async () => {
    const { booking: b, proof } = await submitted();
    const withKey = (key: string, body: Record<string, unknown> = {}) =>
      call(approveRoute, {
        token: staff.token,
        params: { id: proof._id },
        path: `/api/admin/payment-proofs/${proof._id}/approve`,
        body,
        headers: { "idempotency-key": key },
      });
    const first = await withKey("approve-once-1");
    expect(first.status).toBe(200);
    const again = await withKey("approve-once-1");
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.json).toEqual(first.json);
    expect(await testDatabase().db.select().from(payments).where(eq(payments.bookingId, b._id))).toHaveLength(1);
    expect(refusal(await withKey("approve-once-1", { method: "upi" }))).toEqual([409, "This Idempotency-Key was already used for another request."]);
    expect(refusal(await withKey("approve-once-2"))).toEqual([409, "This proof of payment has already been reviewed."]);
  });

  it("staff may approve another amount and method", async () => {
    const { booking: b, proof } = await submitted(20_000);
    await approve(proof._id, { amount: inr(19_500), method: "upi" });
    const [entry] = await testDatabase().db.select().from(payments).where(eq(payments.bookingId, b._id));
    expect(entry).toMatchObject({ amountMinor: 1_950_000, method: "upi" });
  });

  it("concurrent approvals record one payment", async () => {
    const { booking: b, proof } = await submitted();
    const answers = await Promise.all([approve(proof._id), approve(proof._id), approve(proof._id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await testDatabase().db.select().from(payments).where(eq(payments.bookingId, b._id))).toHaveLength(1);
  });

  it("a payment the ledger refuses gives the proof back to the queue", async () => {
    const { booking: b, proof } = await submitted();
    expect(refusal(await approve(proof._id, { amount: { amount: 10, currency: "USD" } }))).toEqual([400, "This booking is in INR: record the amount in INR."]);
    const list = await call(proofsRoute, { token: staff.token });
    expect(list.json.data.find((p: { _id: string }) => p._id === proof._id)?.status).toBe("pending");
    expect(await testDatabase().db.select().from(payments).where(eq(payments.bookingId, b._id))).toHaveLength(0);
  });

  it("reject opens the request again and mails the buyer the reason; a second decision 409", async () => {
    const { booking: b, request, proof } = await submitted();
    expect(refusal(await reject(proof._id, { reason: " " }))).toEqual([400, "Give the reason the proof is rejected."]);
    const res = await reject(proof._id, { reason: "No credit with this UTR on our statement." });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ status: "rejected", reason: "No credit with this UTR on our statement." });
    expect((await getPay(tokenOf(request.payUrl))).json.data.status).toBe("open");
    const mails = await mailsTo(b.buyerEmail);
    const mail = mails.find((m) => m.subject === `We could not confirm your payment for ${request.number}`);
    expect(mail?.text).toContain("Reason: No credit with this UTR on our statement.");
    expect(refusal(await approve(proof._id))).toEqual([409, "This proof of payment has already been reviewed."]);
    expect((await sendProof(tokenOf(request.payUrl))).status).toBe(201);
  });

  it("answers 404 for no proof, 401 anonymous and 403 to a learner", async () => {
    const { request, token } = await oneRequest();
    await sendProof(token);
    const [noFile] = (await call(proofsRoute, { token: staff.token })).json.data.filter((p: { requestId: string }) => p.requestId === request._id);
    expect(noFile.fileUrl).toBeNull();
    const file = await call(proofFileRoute, { token: staff.token, params: { id: noFile._id } });
    expect(refusal(file)).toEqual([404, "Proof of payment not found."]);
    expect(refusal(await approve("b".repeat(24)))).toEqual([404, "Proof of payment not found."]);
    expect(refusal(await reject("b".repeat(24), { reason: "x" }))).toEqual([404, "Proof of payment not found."]);
    expect((await approve("b".repeat(24), {}, "")).status).toBe(401);
    expect((await reject("b".repeat(24), { reason: "x" }, learner.token)).status).toBe(403);
  });
});
