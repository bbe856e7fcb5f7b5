// The enquiry board's read (issue 27): each stage's newest enquiries matching the filters, at most `perStage`,
// and each stage's true count (the kept counts when nothing narrows, a count of the matches otherwise).
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "@/db";
import { enquiries } from "@/db/schema";
import { boardOfStaffEnquiries, countEnquiriesByStatus, listStaffEnquiries } from "@/lib/enquiries/staff";
import { enquiryStatuses, type EnquiryStatus } from "@/lib/validation/enquiries";
import { makeStaff, type TestUser } from "../helpers/users";
import { testDatabase } from "../setup/database";

const PER_STAGE = 3;
let asha: TestUser;
let ravi: TestUser;

/** What was stored, to count by hand: stage, owner ("asha", "ravi" or none), about Kubernetes or not. */
const stored: { id: string; status: EnquiryStatus; owner: "asha" | "ravi" | null; kubernetes: boolean; createdAt: Date }[] = [];

beforeAll(async () => {
  [asha, ravi] = [await makeStaff({ name: "Asha Owner" }), await makeStaff({ name: "Ravi Owner" })];
  const { db } = testDatabase();
  const base = Date.UTC(2026, 2, 1);
  // new: 7, contacted: 4, quoted: 1, won: 5, lost: 0. Owners turn by turn; every third about Kubernetes. Two
  // enquiries share each instant, so the id breaks the ties.
  const plan: EnquiryStatus[] = [...Array(7).fill("new"), ...Array(4).fill("contacted"), "quoted", ...Array(5).fill("won")];
  const rows = plan.map((status, i) => ({
    name: `Visitor ${i}`,
    email: `visitor.${i}@example.com`,
    phone: `+91 98765 ${String(10000 + i)}`,
    trainingType: "Individual" as const,
    message: i % 3 === 0 ? "Weekend Kubernetes batch, please." : "Dates and fees for a batch, please.",
    status,
    ownerId: [asha.user.id, ravi.user.id, null][i % 3],
    lostReason: null,
    createdAt: new Date(base + Math.floor(i / 2) * 60_000),
  }));
  const made = await db.insert(enquiries).values(rows).returning({ id: enquiries.id, createdAt: enquiries.createdAt });
  made.forEach((m, i) =>
    stored.push({ id: m.id, status: plan[i]!, owner: (["asha", "ravi", null] as const)[i % 3]!, kubernetes: i % 3 === 0, createdAt: m.createdAt }),
  );
  // A possible duplicate of the newest new enquiry (same email): the board tells it.
  const newest = rows.filter((r) => r.status === "new").at(-1)!;
  const [duplicate] = await db
    .insert(enquiries)
    .values({ ...newest, status: "lost", lostReason: "Duplicate", ownerId: null, createdAt: new Date(base - 86_400_000) })
    .returning({ id: enquiries.id, createdAt: enquiries.createdAt });
  stored.push({ id: duplicate!.id, status: "lost", owner: null, kubernetes: newest.message.includes("Kubernetes"), createdAt: duplicate!.createdAt });
});

/** The stored enquiries of a stage that `keep` keeps, newest first (ties: the database's order of the ids, as the list's). */
async function expected(stage: EnquiryStatus, keep: (e: (typeof stored)[number]) => boolean) {
  const ids = stored.filter((e) => e.status === stage && keep(e)).map((e) => e.id);
  const { db } = testDatabase();
  if (ids.length === 0) return { ids: [], total: 0 };
  const rows = await db.execute(
    sql`select id from contact_messages where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) order by created_at desc, id desc`,
  );
  const ordered = rowsOf<{ id: string }>(rows).map((r) => r.id);
  return { ids: ordered.slice(0, PER_STAGE), total: ids.length };
}

describe("the enquiry board's read", () => {
  it("reads each stage's newest enquiries, at most perStage, and each stage's true count (the kept counts)", async () => {
    const board = await boardOfStaffEnquiries({}, PER_STAGE);
    expect(Object.keys(board)).toEqual([...enquiryStatuses]);
    for (const stage of enquiryStatuses) {
      const want = await expected(stage, () => true);
      expect(
        board[stage].items.map((e) => e.id),
        stage,
      ).toEqual(want.ids);
      expect(board[stage].items.every((e) => e.status === stage)).toBe(true);
      expect(board[stage].total, stage).toBe(want.total);
    }
    expect(Object.fromEntries(enquiryStatuses.map((s) => [s, board[s].total]))).toEqual({ new: 7, contacted: 4, quoted: 1, won: 5, lost: 1 });
    expect(Object.fromEntries(enquiryStatuses.map((s) => [s, board[s].total]))).toEqual(await countEnquiriesByStatus());
    // Newest first, the ties in the list's order: a column is the first page of its stage in the list.
    for (const stage of enquiryStatuses) {
      const listed = await listStaffEnquiries({ status: stage, limit: PER_STAGE });
      expect(board[stage].items.map((e) => e.id)).toEqual(listed.map((e) => e.id));
    }
    // Each card keeps its possible duplicates (the newest new one has an older lost twin).
    expect(board.new.items[0]!.duplicateOf).toEqual([stored.find((e) => e.status === "lost")!.id]);
  });

  it("narrows by owner: only that owner's enquiries, and the stages' counts of them", async () => {
    for (const [who, ownerId] of [
      ["asha", asha.user.id],
      ["ravi", ravi.user.id],
    ] as const) {
      const board = await boardOfStaffEnquiries({ ownerId }, PER_STAGE);
      for (const stage of enquiryStatuses) {
        const want = await expected(stage, (e) => e.owner === who);
        expect(
          board[stage].items.map((e) => e.id),
          `${who} ${stage}`,
        ).toEqual(want.ids);
        expect(board[stage].items.every((e) => e.ownerId === ownerId)).toBe(true);
        expect(board[stage].total, `${who} ${stage}`).toBe(want.total);
      }
    }
    const nobody = await boardOfStaffEnquiries({ ownerId: "none" }, PER_STAGE);
    for (const stage of enquiryStatuses) {
      const want = await expected(stage, (e) => e.owner === null);
      expect(
        nobody[stage].items.map((e) => e.id),
        `nobody ${stage}`,
      ).toEqual(want.ids);
      expect(nobody[stage].total, `nobody ${stage}`).toBe(want.total);
    }
    // Another staff member's filter: nothing of anyone else's, every count 0.
    const other = await makeStaff();
    const empty = await boardOfStaffEnquiries({ ownerId: other.user.id }, PER_STAGE);
    for (const stage of enquiryStatuses) expect(empty[stage]).toEqual({ items: [], total: 0 });
  });

  it("narrows by a search and by a search and an owner together", async () => {
    const board = await boardOfStaffEnquiries({ q: "kubernetes" }, PER_STAGE);
    for (const stage of enquiryStatuses) {
      const want = await expected(stage, (e) => e.kubernetes);
      expect(
        board[stage].items.map((e) => e.id),
        stage,
      ).toEqual(want.ids);
      expect(board[stage].total, stage).toBe(want.total);
    }
    expect(board.new.total).toBeGreaterThan(0);
    const both = await boardOfStaffEnquiries({ q: "kubernetes", ownerId: asha.user.id }, PER_STAGE);
    for (const stage of enquiryStatuses) {
      const want = await expected(stage, (e) => e.kubernetes && e.owner === "asha");
      expect(
        both[stage].items.map((e) => e.id),
        stage,
      ).toEqual(want.ids);
      expect(both[stage].total, stage).toBe(want.total);
    }
    const none = await boardOfStaffEnquiries({ q: "no such words anywhere" }, PER_STAGE);
    for (const stage of enquiryStatuses) expect(none[stage]).toEqual({ items: [], total: 0 });
  });

  it("reads no more than perStage a stage however many there are, and every one when there are fewer", async () => {
    const one = await boardOfStaffEnquiries({}, 1);
    for (const stage of enquiryStatuses) expect(one[stage].items).toHaveLength(Math.min(1, one[stage].total));
    const all = await boardOfStaffEnquiries({}, 100);
    for (const stage of enquiryStatuses) expect(all[stage].items).toHaveLength(all[stage].total);
  });
});
