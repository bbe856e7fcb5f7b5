// The enquiry pipeline (sales-and-batches.md §1): stages, owner, follow-up, notes and timeline, source, duplicates.
import { and, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST as addNote } from "@/app/api/admin/contact-messages/[id]/notes/route";
import { GET as getEnquiry, PUT as updateEnquiry } from "@/app/api/admin/contact-messages/[id]/route";
import { GET as exportCsv } from "@/app/api/admin/contact-messages/export/route";
import { GET as listEnquiries } from "@/app/api/admin/contact-messages/route";
import { POST as postContact } from "@/app/api/contact/postContactMessage/route";
import { auditLog, enquiries, enquiryEvents } from "@/db/schema";
import { setClock } from "@/lib/clock";
import { listMyFollowUps } from "@/lib/enquiries/staff";
import { call, refusal } from "../helpers/http";
import { makeLearner, makeStaff, type TestUser } from "../helpers/users";
import { testDatabase } from "../setup/database";

let staff: TestUser;
let colleague: TestUser;
let learner: TestUser;
let ipCounter = 0;

const db = () => testDatabase().db;
const visitor = {
  contactName: "Asha Verma",
  contactEmail: "Asha.Verma@Example.com",
  contactCountry: "IN",
  contactPhone: "+91 9876543210",
  contactTrainingType: "Individual",
  contactMessage: "Is there a weekend batch of Kubernetes?",
};

/** Sends an enquiry through the public form's route, from an address of its own (rate limit). */
async function enquire(body: Record<string, unknown> = {}): Promise<string> {
  const res = await call(postContact, { method: "POST", path: "/api/contact/postContactMessage", body: { ...visitor, ...body }, ip: `192.0.2.${++ipCounter}` });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data._id as string;
}
const put = (id: string, body: unknown, token = staff.token) => call(updateEnquiry, { method: "PUT", token, params: { id }, body });
const get = (id: string, token = staff.token) => call(getEnquiry, { token, params: { id } });
const list = (query = "", token = staff.token) => call(listEnquiries, { token, path: `/api/admin/contact-messages${query}` });
const ids = (res: { json: { data: { _id: string }[] } }) => res.json.data.map((e) => e._id);
const audits = (id: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "enquiry"), eq(auditLog.entityId, id)));

beforeAll(async () => {
  staff = await makeStaff({ name: "Sam Staff" });
  colleague = await makeStaff({ name: "Cora Colleague" });
  learner = await makeLearner();
});
afterEach(() => setClock(undefined));

describe("the public form's source and the created entry", () => {
  it("keeps the page, referrer and UTM parameters, and starts the timeline with a created entry", async () => {
    const id = await enquire({
      contactCourse: "Docker and Kubernetes Fundamentals",
      contactSource: {
        page: "/training-courses/course/docker-1?utm_source=news",
        referrer: "https://www.google.com/",
        utmSource: "news",
        utmMedium: "email",
        utmCampaign: "spring",
      },
    });
    const res = await get(id);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      status: "new",
      ownerId: null,
      followUpOn: null,
      lostReason: null,
      source: {
        page: "/training-courses/course/docker-1?utm_source=news",
        referrer: "https://www.google.com/",
        utmSource: "news",
        utmMedium: "email",
        utmCampaign: "spring",
      },
    });
    expect(res.json.data.timeline).toHaveLength(1);
    expect(res.json.data.timeline[0]).toMatchObject({ actorId: null, kind: "created" });
    expect(res.json.data.timeline[0].at).toBe(res.json.data.createdAt);
  });

  it("drops fields that are too long or not text, never refusing the enquiry", async () => {
    const id = await enquire({ contactSource: { page: "/contact", referrer: "x".repeat(501), utmSource: 42, utmMedium: ["a"], utmCampaign: "y".repeat(500) } });
    expect((await get(id)).json.data.source).toEqual({ page: "/contact", referrer: null, utmSource: null, utmMedium: null, utmCampaign: "y".repeat(500) });
    for (const contactSource of ["a string", 42, null, ["/x"]]) {
      const other = await enquire({ contactSource });
      expect((await get(other)).json.data.source).toEqual({ page: null, referrer: null, utmSource: null, utmMedium: null, utmCampaign: null });
    }
  });
});

describe("PUT /api/admin/contact-messages/{id}: the stages", () => {
  it("moves through the stages; each change is one timeline entry, newest first, and audited", async () => {
    const id = await enquire();
    setClock(new Date("2030-03-02T09:00:00Z"));
    expect((await put(id, { status: "contacted" })).status).toBe(200);
    setClock(new Date("2030-03-03T09:00:00Z"));
    const res = await put(id, { status: "quoted", note: "Quote sent: 4 seats.", ownerId: colleague.user.id, followUpOn: "2030-03-06" });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, message: "Enquiry saved." });
    expect(res.json.data).toMatchObject({
      status: "quoted",
      ownerId: colleague.user.id,
      followUpOn: "2030-03-06",
      note: "Quote sent: 4 seats.",
      lostReason: null,
    });
    const timeline = (await get(id)).json.data.timeline as { at: string; actorId: string | null; kind: string; text: string }[];
    expect(timeline.map((e) => e.kind)).toEqual(["note", "follow-up", "owner", "status", "status", "created"]);
    expect(timeline.slice(0, 5).every((e) => e.actorId === staff.user.id)).toBe(true);
    expect(timeline[3]).toMatchObject({ kind: "status", text: "Contacted → Quoted" });
    expect(timeline[2]).toMatchObject({ kind: "owner", text: "Owner: Cora Colleague" });
    expect(timeline[1]).toMatchObject({ kind: "follow-up", text: "Follow up on 2030-03-06" });
    expect(timeline[0]).toMatchObject({ kind: "note", text: "Quote sent: 4 seats." });
    expect(timeline[4]!.at).toBe("2030-03-02T09:00:00.000Z");
    const rows = await audits(id);
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.actorUserId === staff.user.id && r.action === "update")).toBe(true);
    expect(rows.map((r) => (r.after as { status: string }).status).sort()).toEqual(["contacted", "quoted"]);
  });

  it("a change to the same value is no entry; an unchanged body answers the enquiry as it is", async () => {
    const id = await enquire();
    await put(id, { status: "contacted" });
    const again = await put(id, { status: "contacted" });
    expect(again.status).toBe(200);
    expect(again.json.data.timeline.map((e: { kind: string }) => e.kind)).toEqual(["status", "created"]);
    expect(await audits(id)).toHaveLength(1);
  });

  it("lost needs a reason (400 otherwise); the reason is kept and cleared when the enquiry is reopened", async () => {
    const id = await enquire();
    const refused = await put(id, { status: "lost" });
    expect(refusal(refused)).toEqual([400, "Give the reason the enquiry was lost."]);
    expect(refused.json.errors).toEqual({ lostReason: "Give the reason the enquiry was lost." });
    expect(refusal(await put(id, { status: "lost", lostReason: "   " }))).toEqual([400, "Give the reason the enquiry was lost."]);
    expect((await get(id)).json.data.status).toBe("new");

    const lost = await put(id, { status: "lost", lostReason: "Chose another vendor" });
    expect(lost.json.data).toMatchObject({ status: "lost", lostReason: "Chose another vendor" });
    expect(lost.json.data.timeline[0]).toMatchObject({ kind: "status", text: "New → Lost: Chose another vendor" });
    const reason = await put(id, { lostReason: "Budget cut" });
    expect(reason.json.data).toMatchObject({ status: "lost", lostReason: "Budget cut" });
    expect(reason.json.data.timeline[0]).toMatchObject({ kind: "status", text: "Lost reason: Budget cut" });
    const reopened = await put(id, { status: "contacted" });
    expect(reopened.json.data).toMatchObject({ status: "contacted", lostReason: null });
  });

  it("a lost reason for an enquiry that is not lost is refused", async () => {
    const id = await enquire();
    const res = await put(id, { status: "won", lostReason: "nope" });
    expect(refusal(res)).toEqual([400, "Only a lost enquiry has a lost reason."]);
    expect(res.json.errors).toEqual({ lostReason: "Only a lost enquiry has a lost reason." });
    expect((await get(id)).json.data.status).toBe("new");
  });

  it("closed is still accepted and stored as lost with the reason closed (or the one given)", async () => {
    const id = await enquire();
    const res = await put(id, { status: "closed" });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ status: "lost", lostReason: "closed" });
    const [row] = await db().select({ status: enquiries.status, lostReason: enquiries.lostReason }).from(enquiries).where(eq(enquiries.id, id));
    expect(row).toEqual({ status: "lost", lostReason: "closed" });
    const other = await enquire();
    expect((await put(other, { status: "closed", lostReason: "Duplicate" })).json.data).toMatchObject({ status: "lost", lostReason: "Duplicate" });
    const closedAgain = await put(other, { status: "closed" });
    expect(closedAgain.json.data).toMatchObject({ status: "lost", lostReason: "Duplicate" });
    expect(closedAgain.json.data.timeline[0].text).toBe("New → Lost: Duplicate");
    expect(ids(await list(`?status=closed&q=${encodeURIComponent("Asha")}`))).toEqual(expect.arrayContaining([id, other]));
  });

  it.each([
    ["an unknown status", { status: "spam" }, "status", "Status must be new, contacted, quoted, won or lost."],
    ["a follow-up date that is not a date", { followUpOn: "2030-02-30" }, "followUpOn", "The follow-up date must be a date (YYYY-MM-DD)."],
    ["a lost reason of 501 characters", { status: "lost", lostReason: "x".repeat(501) }, "lostReason", "The lost reason must be at most 500 characters."],
    ["an owner id that can't be one", { ownerId: "../x" }, "ownerId", "The owner must be a staff member."],
  ])("400 for %s", async (_label, body, field, message) => {
    const id = await enquire();
    const res = await put(id, body);
    expect(refusal(res)).toEqual([400, message]);
    expect(res.json.errors[field]).toBe(message);
  });
});

describe("owner and follow-up", () => {
  it("the owner must be a staff member (400 for a learner or an unknown id); null removes the owner", async () => {
    const id = await enquire();
    for (const ownerId of [learner.user.id, "abcdef0123456789abcdef01"]) {
      const res = await put(id, { ownerId });
      expect(refusal(res)).toEqual([400, "The owner must be a staff member."]);
      expect(res.json.errors).toEqual({ ownerId: "The owner must be a staff member." });
    }
    expect((await put(id, { ownerId: staff.user.id })).json.data.ownerId).toBe(staff.user.id);
    const removed = await put(id, { ownerId: null });
    expect(removed.json.data.ownerId).toBeNull();
    expect(removed.json.data.timeline[0]).toMatchObject({ kind: "owner", text: "Owner removed" });
    const cleared = await put(id, { followUpOn: "2030-01-01" }).then(() => put(id, { followUpOn: null }));
    expect(cleared.json.data.followUpOn).toBeNull();
    expect(cleared.json.data.timeline[0]).toMatchObject({ kind: "follow-up", text: "Follow-up date cleared" });
  });

  it("lists by owner and follow-up date; My follow-ups today are the open ones owned, due today or earlier", async () => {
    const owner = await makeStaff({ name: "Fay Followup" });
    const [due, today, later, won, unowned] = [await enquire(), await enquire(), await enquire(), await enquire(), await enquire()];
    await put(due, { ownerId: owner.user.id, followUpOn: "2030-04-01" });
    await put(today, { ownerId: owner.user.id, followUpOn: "2030-04-10", status: "quoted" });
    await put(later, { ownerId: owner.user.id, followUpOn: "2030-04-11" });
    await put(won, { ownerId: owner.user.id, followUpOn: "2030-04-02", status: "won" });
    await put(unowned, { followUpOn: "2030-04-01" });

    expect(ids(await list(`?owner=${owner.user.id}`)).sort()).toEqual([due, today, later, won].sort());
    expect(ids(await list(`?owner=${owner.user.id}&followUpBefore=2030-04-10`)).sort()).toEqual([due, today, won].sort());
    expect(ids(await list(`?owner=${owner.user.id}&followUpBefore=2030-04-10&status=quoted`))).toEqual([today]);
    expect(ids(await list("?owner=none&followUpBefore=2030-04-01"))).toEqual([unowned]);
    expect(refusal(await list("?followUpBefore=soon"))).toEqual([400, "followUpBefore must be a date (YYYY-MM-DD)."]);

    // 10 April 2030 in the company's zone (Asia/Kolkata): 20:00 UTC on the 9th is already the 10th there.
    setClock(new Date("2030-04-09T20:00:00Z"));
    expect((await listMyFollowUps(owner.user.id)).map((e) => e.id)).toEqual([due, today]);
    setClock(new Date("2030-04-09T17:00:00Z"));
    expect((await listMyFollowUps(owner.user.id)).map((e) => e.id)).toEqual([due]);
  });
});

describe("notes", () => {
  it("POST …/notes answers 201 with the entry; notes append and never overwrite; the latest is the note", async () => {
    const id = await enquire();
    setClock(new Date("2030-05-01T10:00:00Z"));
    const first = await call(addNote, { method: "POST", token: staff.token, params: { id }, body: { text: " Called, no answer. " } });
    expect(first.status).toBe(201);
    expect(first.json).toEqual({
      success: true,
      message: "Note added.",
      data: { at: "2030-05-01T10:00:00.000Z", actorId: staff.user.id, kind: "note", text: "Called, no answer." },
    });
    setClock(new Date("2030-05-02T10:00:00Z"));
    await put(id, { note: "Spoke to Asha; wants a quote." });
    const res = await get(id);
    expect(res.json.data.note).toBe("Spoke to Asha; wants a quote.");
    expect(res.json.data.timeline.filter((e: { kind: string }) => e.kind === "note").map((e: { text: string }) => e.text)).toEqual([
      "Spoke to Asha; wants a quote.",
      "Called, no answer.",
    ]);
    expect(await audits(id)).toHaveLength(2);
    const stored = await db()
      .select()
      .from(enquiryEvents)
      .where(and(eq(enquiryEvents.enquiryId, id), eq(enquiryEvents.kind, "note")));
    expect(stored).toHaveLength(2);
  });

  it.each([
    ["no text", {}, "Write a note."],
    ["blank text", { text: "   " }, "Write a note."],
    ["text that is not text", { text: 5 }, "Write a note."],
    ["5001 characters", { text: "x".repeat(5001) }, "The note must be at most 5000 characters."],
  ])("400 for %s", async (_label, body, message) => {
    const id = await enquire();
    const res = await call(addNote, { method: "POST", token: staff.token, params: { id }, body });
    expect(refusal(res)).toEqual([400, message]);
    expect(res.json.errors.text).toBe(message);
  });
});

describe("duplicates", () => {
  it("links other enquiries with the same email in any case or the same phone digits, both ways", async () => {
    const first = await enquire({ contactEmail: "dup.one@example.com", contactPhone: "+91 9000012345" });
    const sameEmail = await enquire({ contactEmail: "DUP.ONE@example.COM", contactPhone: "+91 9000099999" });
    const samePhone = await enquire({ contactEmail: "someone.else@example.com", contactPhone: "+91 90000-12345" });
    const unrelated = await enquire({ contactEmail: "unrelated@example.com", contactCountry: "GB", contactPhone: "+44 7700900555" });
    const byId = new Map((await list("?q=example")).json.data.map((e: { _id: string; duplicateOf: string[] }) => [e._id, e.duplicateOf]));
    expect(byId.get(first)).toEqual([sameEmail, samePhone]);
    expect(byId.get(sameEmail)).toEqual([first]);
    expect(byId.get(samePhone)).toEqual([first]);
    expect(byId.get(unrelated)).toEqual([]);
    expect((await get(first)).json.data.duplicateOf).toEqual([sameEmail, samePhone]);
  });
});

describe("access and unknown enquiries", () => {
  it("anonymous 401, learner 403 on every pipeline call", async () => {
    const id = await enquire();
    const calls = [
      () => list("", ""),
      () => get(id, ""),
      () => put(id, { status: "won" }, ""),
      () => call(addNote, { method: "POST", params: { id }, body: { text: "x" } }),
    ];
    for (const send of calls) expect((await send()).status).toBe(401);
    expect(refusal(await list("", learner.token))[0]).toBe(403);
    expect(refusal(await get(id, learner.token))[0]).toBe(403);
    expect(refusal(await put(id, { status: "won" }, learner.token))[0]).toBe(403);
    expect((await call(addNote, { method: "POST", token: learner.token, params: { id }, body: { text: "x" } })).status).toBe(403);
    expect((await get(id)).json.data.status).toBe("new");
  });

  it("404 with words for an unknown enquiry", async () => {
    expect(refusal(await get("abcdef0123456789abcdef01"))).toEqual([404, "Enquiry not found."]);
    expect(refusal(await put("abcdef0123456789abcdef01", { status: "won" }))).toEqual([404, "Enquiry not found."]);
    expect(refusal(await call(addNote, { method: "POST", token: staff.token, params: { id: "abcdef0123456789abcdef01" }, body: { text: "x" } }))).toEqual([
      404,
      "Enquiry not found.",
    ]);
  });

  it("the CSV export still follows the filters and shows the new stages", async () => {
    const id = await enquire({ contactName: "Quinn Quoted" });
    await put(id, { status: "quoted", note: "Quoted 2 seats" });
    const res = await call(exportCsv, { token: staff.token, path: "/api/admin/contact-messages/export?status=quoted&q=Quinn" });
    expect(res.status).toBe(200);
    const lines = (res.json as string)
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"quoted"');
    expect(lines[1]).toContain('"Quoted 2 seats"');
  });
});
