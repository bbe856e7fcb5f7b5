// Approving a proof is one transaction: a step that fails after the payment, its invoice and the deduction were
// written leaves none of them behind, the proof still pending in the queue, and no cache dropped for a write that
// never committed.
import { and, eq, inArray } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GET as proofsRoute } from "@/app/api/admin/payment-proofs/route";
import { getDb } from "@/db";
import { auditLog, invoices, mailOutbox, paymentProofs, paymentRequests, payments, tdsEntries } from "@/db/schema";
import { onInvalidation } from "@/lib/cache";
import { approveProof } from "@/lib/operations/proofs/approve-proof";
import { makeTraining } from "../helpers/catalogue";
import { requestPayments, sendProof, tokenOf } from "../helpers/collection";
import { call } from "../helpers/http";
import { assign, createBooking, inr } from "../helpers/sales";
import { TAN } from "../helpers/tds";
import { courseId, setUpStaffAndCourse, staff } from "../helpers/staff-course";
import { makeLearner } from "../helpers/users";
import { testDatabase } from "../setup/database";

const lastStep = vi.hoisted(() => ({ fails: false }));

// The last step of an approval (the proof pointed at its payment, the request paid, the decision audited) fails on
// demand, after every other write of the approval has run.
vi.mock("@/lib/collection/proofs", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/collection/proofs")>();
  return {
    ...original,
    markProofPaid: async (...args: Parameters<typeof original.markProofPaid>) => {
      if (lastStep.fails) throw new Error("The last step of the approval failed.");
      return original.markProofPaid(...args);
    },
  };
});

const today = new Date().toISOString().slice(0, 10);

setUpStaffAndCourse();
afterEach(() => {
  lastStep.fails = false;
  vi.restoreAllMocks();
});

/** A booking of ₹1,18,000 with a learner, one request for all of it and a pending proof of ₹1,08,000 with ₹10,000 TDS. */
async function pendingProof() {
  const t = await makeTraining(courseId);
  const billing = { buyerAddress: "4 Residency Road, Bengaluru", buyerStateCode: "29" };
  const booking = (await createBooking(staff.token, { trainingId: t.id, seats: 1, price: inr(118_000), ...billing })).json.data;
  await assign(staff.token, booking._id, [(await makeLearner()).user.email]);
  const request = (await requestPayments(staff.token, booking._id, [{ amount: inr(118_000), dueOn: "2999-01-01" }])).json.data[0];
  await sendProof(tokenOf(request.payUrl), { amount: "108000", paidOn: today, tdsAmount: "10000", tdsSection: "194J", tan: TAN });
  const list = await call(proofsRoute, { token: staff.token, path: "/api/admin/payment-proofs" });
  const proof = list.json.data.find((p: { requestId: string }) => p.requestId === request._id);
  return { bookingId: booking._id as string, buyerEmail: booking.buyerEmail as string, requestId: request._id as string, proofId: proof._id as string };
}

async function writtenFor(p: Awaited<ReturnType<typeof pendingProof>>) {
  const { db } = testDatabase();
  const [proof] = await db.select().from(paymentProofs).where(eq(paymentProofs.id, p.proofId));
  const [request] = await db.select().from(paymentRequests).where(eq(paymentRequests.id, p.requestId));
  const paid = await db.select().from(payments).where(eq(payments.bookingId, p.bookingId));
  const invoiced = await db.select().from(invoices).where(eq(invoices.bookingId, p.bookingId));
  const deducted = await db.select().from(tdsEntries).where(eq(tdsEntries.bookingId, p.bookingId));
  const audited = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "payment_proof"), eq(auditLog.entityId, p.proofId)));
  const ledgerAudits = paid.length
    ? await db
        .select()
        .from(auditLog)
        .where(
          inArray(
            auditLog.entityId,
            paid.map((x) => x.id),
          ),
        )
    : [];
  const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to, p.buyerEmail));
  return { proof: proof!, request: request!, paid, invoiced, deducted, audited, ledgerAudits, mails };
}

describe("approving a proof runs in one transaction", () => {
  it("a later step that fails leaves nothing written: no payment, invoice, deduction, audit or mail, the proof still pending", async () => {
    const p = await pendingProof();
    const before = await writtenFor(p);
    const dropped: unknown[] = [];
    const stopListening = onInvalidation((tags) => dropped.push(tags));
    lastStep.fails = true;
    try {
      await expect(approveProof(staff.user.id, p.proofId, {})).rejects.toThrow("The last step of the approval failed.");
    } finally {
      stopListening();
    }
    const after = await writtenFor(p);
    expect(after.proof).toMatchObject({ status: "pending", decidedBy: null, decidedAt: null, paymentId: null });
    expect(after.request.status).toBe(before.request.status);
    expect(after.paid).toEqual([]);
    expect(after.invoiced).toEqual([]);
    expect(after.deducted).toEqual([]);
    expect(after.audited).toEqual([]);
    expect(after.mails).toHaveLength(before.mails.length);
    // The sales lists were never dropped for money that was never recorded.
    expect(dropped).toEqual([]);
  });

  it("opens exactly one transaction, and the same proof approves once the step succeeds", async () => {
    const p = await pendingProof();
    const db = await getDb();
    const opened = vi.spyOn(db, "transaction");
    const approved = await approveProof(staff.user.id, p.proofId, {});
    expect(opened).toHaveBeenCalledTimes(1);
    expect(approved).toMatchObject({ status: "approved", tdsAmountMinor: 1_000_000 });
    const after = await writtenFor(p);
    expect(after.proof.paymentId).toBe(after.paid[0]?.id);
    expect(after.request.status).toBe("paid");
    expect(after.paid).toHaveLength(1);
    expect(after.invoiced).toHaveLength(1);
    expect(after.deducted).toHaveLength(1);
    expect(after.audited).toHaveLength(1);
    expect(after.ledgerAudits).toHaveLength(1);
  });
});
