// Staff API: the audit log, who changed what and when (api.md §4).
import { beforeAll, describe, expect, it } from "vitest";
import { GET as auditLogRoute } from "@/app/api/admin/audit-log/route";
import { PUT as setEnquiryFollowUp } from "@/app/api/admin/contact-messages/[id]/route";
import { PUT as setVisibility } from "@/app/api/admin/ratings/[id]/route";
import { courses, enquiries, reviews } from "@/db/schema";
import { call } from "../helpers/http";
import { makeLearner, makeStaff, type TestUser } from "../helpers/users";
import { testDatabase } from "../setup/database";

let staff: TestUser;
let reviewId: string;
let enquiryId: string;

beforeAll(async () => {
  staff = await makeStaff({ name: "Sam Staff" });
  const learner = await makeLearner({ name: "Raj Patel" });
  const { db } = testDatabase();
  const [course] = await db.insert(courses).values({ title: "Secure Coding", shortDescription: "Write code attackers hate.", durationHours: 10 }).returning();
  const [review] = await db.insert(reviews).values({ userId: learner.user.id, courseId: course!.id, rating: 2, review: "Spam spam spam" }).returning();
  reviewId = review!.id;
  const [enquiry] = await db
    .insert(enquiries)
    .values({ name: "Asha Rao", email: "asha@example.com", phone: "+91 9876543210", trainingType: "Individual", message: "Weekend batches?" })
    .returning();
  enquiryId = enquiry!.id;

  // Three changes by staff: a review hidden and shown again, an enquiry marked contacted.
  for (const isVisible of [false, true]) {
    expect((await call(setVisibility, { method: "PUT", token: staff.token, params: { id: reviewId }, body: { isVisible } })).status).toBe(200);
  }
  expect((await call(setEnquiryFollowUp, { method: "PUT", token: staff.token, params: { id: enquiryId }, body: { status: "contacted" } })).status).toBe(200);
});

describe("GET /api/admin/audit-log", () => {
  it("lists who changed what, newest first, with before and after, filterable by entity", async () => {
    const res = await call(auditLogRoute, { token: staff.token, path: "/api/admin/audit-log?entity=review" });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Audit log fetched.");
    expect(res.json.data.length).toBe(2);
    expect(res.json.data[0]).toMatchObject({ action: "update", entity: "review", actor: { _id: staff.user.id, name: "Sam Staff" } });
    expect(res.json.data[0].before.isVisible).toBe(false);
    expect(res.json.data[0].after.isVisible).toBe(true);
    const paged = await call(auditLogRoute, { token: staff.token, path: `/api/admin/audit-log?limit=1&before=${res.json.data[0]._id}` });
    expect(paged.json.data).toHaveLength(1);
    expect(paged.json.data[0]._id).toBeLessThan(res.json.data[0]._id);
  });

  it("answers every entry with its fields, and only those", async () => {
    const res = await call(auditLogRoute, { token: staff.token, path: `/api/admin/audit-log?entity=enquiry&entityId=${enquiryId}` });
    expect(res.json.data).toHaveLength(1);
    const [entry] = res.json.data;
    expect(Object.keys(entry).sort()).toEqual(["_id", "action", "actor", "after", "before", "createdAt", "entity", "entityId"]);
    expect(entry).toMatchObject({ entity: "enquiry", entityId: enquiryId, before: { status: "new" }, after: { status: "contacted" } });
    expect(entry.actor).toEqual({ _id: staff.user.id, name: "Sam Staff", email: staff.user.email });
    expect(entry.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
  });

  it("everything, newest first, when no filter is given; an empty filter is no filter", async () => {
    const all = await call(auditLogRoute, { token: staff.token, path: "/api/admin/audit-log?entity=&entityId=&before=" });
    expect(all.status).toBe(200);
    expect(all.json.data.map((e: { entity: string }) => e.entity)).toEqual(["enquiry", "review", "review"]);
    expect((await call(auditLogRoute, { token: staff.token, path: "/api/admin/audit-log?entity=course" })).json.data).toEqual([]);
  });

  it("a limit outside 1 to 500 is brought within it", async () => {
    expect((await call(auditLogRoute, { token: staff.token, path: "/api/admin/audit-log?limit=0" })).json.data).toHaveLength(1);
    expect((await call(auditLogRoute, { token: staff.token, path: "/api/admin/audit-log?limit=100000" })).json.data).toHaveLength(3);
  });

  it.each([
    ["before=abc", "before", "before must be an entry's id (a whole number)."],
    ["before=-1", "before", "before must be an entry's id (a whole number)."],
    ["limit=ten", "limit", "limit must be a whole number."],
  ])("400 for %s, with the message", async (query, field, message) => {
    const res = await call(auditLogRoute, { token: staff.token, path: `/api/admin/audit-log?${query}` });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ success: false, message, errors: { [field]: message } });
  });
});
