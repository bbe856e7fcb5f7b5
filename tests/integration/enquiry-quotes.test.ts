// Quotes on an enquiry's timeline (sales-and-batches.md §1, kind `quote`): POST /api/admin/contact-messages/{id}/quotes.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as quoteRoute } from "@/app/api/admin/contact-messages/[id]/quotes/route";
import { auditLog, enquiries } from "@/db/schema";
import type { EnquiryStatus } from "@/lib/validation/enquiries";
import { call, refusal } from "../helpers/http";
import { makeLearner, makeStaff, type TestUser } from "../helpers/users";
import { testDatabase } from "../setup/database";

let staff: TestUser;
let learner: TestUser;

beforeAll(async () => {
  [staff, learner] = await Promise.all([makeStaff(), makeLearner()]);
});

async function makeEnquiry(status: EnquiryStatus = "new", lostReason: string | null = null): Promise<string> {
  const [row] = await testDatabase()
    .db.insert(enquiries)
    .values({ name: "Ravi", email: "ravi@example.com", phone: "+91 9876500001", trainingType: "Enterprise", message: "Three seats please", status, lostReason })
    .returning({ id: enquiries.id });
  return row!.id;
}
const quote = (id: string, body: unknown, token: string | null = staff.token) =>
  call(quoteRoute, { method: "POST", token: token ?? undefined, params: { id }, path: `/api/admin/contact-messages/${id}/quotes`, body });

describe("POST /api/admin/contact-messages/{id}/quotes", () => {
  it("answers 401 anonymous, 403 to a learner and 404 for an unknown enquiry", async () => {
    const id = await makeEnquiry();
    expect((await quote(id, { amount: { amount: 100, currency: "INR" } }, null)).status).toBe(401);
    expect((await quote(id, { amount: { amount: 100, currency: "INR" } }, learner.token)).status).toBe(403);
    expect(refusal(await quote("nosuchenquiry", { amount: { amount: 100, currency: "INR" } }))).toEqual([404, "Enquiry not found."]);
  });

  it.each(["new", "contacted"] as const)("moves a %s enquiry to quoted with a status entry, then the quote entry; audited", async (status) => {
    const id = await makeEnquiry(status);
    const res = await quote(id, { amount: { amount: 45_000, currency: "inr" }, text: " for 3 seats " });
    expect(res.status).toBe(201);
    expect(res.json.message).toBe("Quote recorded.");
    expect(res.json.data.status).toBe("quoted");
    const [latest, previous] = res.json.data.timeline;
    expect(latest).toMatchObject({ kind: "quote", actorId: staff.user.id, text: "Quoted INR 45,000.00 for 3 seats" });
    expect(previous).toMatchObject({ kind: "status", actorId: staff.user.id, text: `${status === "new" ? "New" : "Contacted"} → Quoted` });
    const [stored] = await testDatabase().db.select().from(enquiries).where(eq(enquiries.id, id));
    expect(stored!.status).toBe("quoted");
    const audits = await testDatabase()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "enquiry"), eq(auditLog.entityId, id)));
    expect(audits).toEqual([
      expect.objectContaining({
        action: "update",
        actorUserId: staff.user.id,
        before: { status },
        after: { status: "quoted", quote: { amount: { amount: 45_000, currency: "INR" }, text: "for 3 seats" } },
      }),
    ]);
  });

  it.each([
    ["quoted", null],
    ["won", null],
    ["lost", "Too expensive"],
  ] as const)("keeps a %s enquiry's stage and adds only the quote entry (USD cents exact, currency default INR)", async (status, reason) => {
    const id = await makeEnquiry(status, reason);
    const res = await quote(id, { amount: { amount: 1299.5, currency: "USD" } });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ status, lostReason: reason });
    expect(res.json.data.timeline.map((e: { kind: string }) => e.kind)).toEqual(["quote"]);
    expect(res.json.data.timeline[0].text).toBe("Quoted USD 1,299.50");
    const again = await quote(id, { amount: { amount: 20_000 } });
    expect(again.json.data.timeline[0].text).toBe("Quoted INR 20,000.00");
  });

  it.each([
    [{}, "amount", "Enter an amount."],
    [{ amount: { amount: 0, currency: "INR" } }, "amount.amount", "The amount must be more than 0."],
    [{ amount: { amount: 10.555, currency: "INR" } }, "amount.amount", "Amounts can have at most 2 decimals."],
    [{ amount: { amount: 10, currency: "rupees" } }, "amount.currency", "Currency must be a 3-letter ISO 4217 code such as INR."],
    [{ amount: { amount: 10, currency: "INR" }, text: "x".repeat(1001) }, "text", "The quote's details must be at most 1000 characters."],
  ])("refuses %j with 400 and words, writing nothing", async (body, field, message) => {
    const id = await makeEnquiry();
    const res = await quote(id, body);
    expect(res.status).toBe(400);
    expect(res.json.errors?.[field]).toBe(message);
    const [stored] = await testDatabase().db.select().from(enquiries).where(eq(enquiries.id, id));
    expect(stored!.status).toBe("new");
  });
});
