// Staff API: clients, reviews (hide / show), users and the audit log (api.md §4).
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as publicClients } from "@/app/api/admin/getClientsForUser/route";
import { DELETE as deleteClient, PUT as updateClient } from "@/app/api/admin/clients/[id]/route";
import { GET as listClients, POST as createClient } from "@/app/api/admin/clients/route";
import { GET as auditLogRoute } from "@/app/api/admin/audit-log/route";
import { PUT as setVisibility } from "@/app/api/admin/ratings/[id]/route";
import { GET as listRatings } from "@/app/api/admin/ratings/route";
import { GET as listUsers } from "@/app/api/admin/users/route";
import { GET as publicCourse } from "@/app/api/course/getCourseById/[id]/route";
import { GET as publicRatings } from "@/app/api/rating/getAllRatingsByUser/route";
import { auditLog, courses, reviews } from "@/db/schema";
import { call } from "../helpers/http";
import { makeLearner, makeStaff, type TestUser } from "../helpers/users";
import { testDatabase } from "../setup/database";

let staff: TestUser;
let ana: TestUser;
let raj: TestUser;

beforeAll(async () => {
  staff = await makeStaff({ name: "Sam Staff" });
  ana = await makeLearner({ name: "Ana Silva", email: "ana.silva@example.com" });
  raj = await makeLearner({ name: "Raj Patel", email: "raj@corp.example" });
});

async function audit(entity: string, entityId: string) {
  return testDatabase().db.select().from(auditLog).where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId))).orderBy(auditLog.id);
}

describe("clients", () => {
  it("adds, reorders, renames and removes logos; the public strip follows at once; audited", async () => {
    expect((await call(publicClients)).json.data).toEqual([]); // warm
    const a = await call(createClient, { token: staff.token, body: { clientName: "Acme", clientImage: "https://cdn.example.com/acme.png", _id: "x" } });
    expect(a.status).toBe(201);
    expect(a.json.data).toMatchObject({ clientName: "Acme", clientImage: "https://cdn.example.com/acme.png", position: 0 });
    const b = await call(createClient, { token: staff.token, body: { clientName: "Beta", clientImage: "/uploads/0123456789abcdef0123456789abcdef.png" } });
    expect(b.json.data.position).toBe(1);
    expect((await call(publicClients)).json.data.map((c: { clientName: string }) => c.clientName)).toEqual(["Acme", "Beta"]);

    const moved = await call(updateClient, { method: "PUT", token: staff.token, params: { id: b.json.data._id }, body: { position: 0, clientName: "Beta Corp" } });
    expect(moved.status).toBe(200);
    await call(updateClient, { method: "PUT", token: staff.token, params: { id: a.json.data._id }, body: { position: 1 } });
    expect((await call(publicClients)).json.data.map((c: { clientName: string }) => c.clientName)).toEqual(["Beta Corp", "Acme"]);
    expect((await call(listClients, { token: staff.token })).json.data).toHaveLength(2);

    expect((await call(deleteClient, { method: "DELETE", token: staff.token, params: { id: a.json.data._id } })).status).toBe(200);
    expect((await call(publicClients)).json.data.map((c: { clientName: string }) => c.clientName)).toEqual(["Beta Corp"]);
    expect((await audit("client", a.json.data._id)).map((r) => r.action)).toEqual(["create", "update", "delete"]);
  });

  it.each([
    [{ clientImage: "https://x.example/a.png" }, "clientName", "Client name is required."],
    [{ clientName: "NoLogo" }, "clientImage", "A logo is required: upload one or give its URL."],
    [{ clientName: "Bad", clientImage: "javascript:alert(1)" }, "clientImage", "Image must be an http(s) URL or a path on this site."],
    [{ clientName: "Bad", clientImage: "/x.png", position: -1 }, "position", "Order must be 0 or more."],
    [{ clientName: "Bad", clientImage: "/x.png", position: "first" }, "position", "Order must be a number."],
  ])("400 for %j", async (body, field, message) => {
    const res = await call(createClient, { token: staff.token, body });
    expect(res.status).toBe(400);
    expect(res.json.errors[field]).toBe(message);
  });

  it("404 for unknown ids", async () => {
    expect((await call(updateClient, { method: "PUT", token: staff.token, params: { id: "none0" }, body: { clientName: "X" } })).status).toBe(404);
    expect((await call(deleteClient, { method: "DELETE", token: staff.token, params: { id: "none0" } })).status).toBe(404);
  });
});

describe("reviews", () => {
  let courseId: string;
  let anaReview: string;
  beforeAll(async () => {
    const { db } = testDatabase();
    const [course] = await db.insert(courses).values({ title: "Secure Coding", shortDescription: "Write code attackers hate.", durationHours: 10 }).returning();
    courseId = course!.id;
    const made = await db
      .insert(reviews)
      .values([
        { userId: ana.user.id, courseId, rating: 5, review: "Excellent labs." },
        { userId: raj.user.id, courseId, rating: 2, review: "Spam spam spam", createdAt: new Date(Date.now() - 60_000) },
      ])
      .returning();
    anaReview = made[0]!.id;
    const { recomputeCourseRating } = await import("@/lib/reviews/rating");
    await recomputeCourseRating(db, courseId);
  });

  it("lists every review with its course and author", async () => {
    const res = await call(listRatings, { token: staff.token });
    expect(res.status).toBe(200);
    expect(res.json.data[0]).toMatchObject({ userName: "Ana Silva", userEmail: "ana.silva@example.com", courseTitle: "Secure Coding", rating: 5, isVisible: true });
    expect(res.json.data).toHaveLength(2);
  });

  it("hiding a review recomputes the course's rating and removes it from the public list at once; showing brings it back", async () => {
    const rajReview = (await call(listRatings, { token: staff.token, path: "/api/admin/ratings?q=spam" })).json.data[0];
    expect((await call(publicCourse, { params: { id: courseId } })).json.data).toMatchObject({ courseRating: 3.5, courseRatingCount: 2 });
    expect((await call(publicRatings)).json.data).toHaveLength(2);

    const hidden = await call(setVisibility, { method: "PUT", token: staff.token, params: { id: rajReview._id }, body: { isVisible: false, rating: 5, review: "edited" } });
    expect(hidden.status).toBe(200);
    expect(hidden.json.data).toMatchObject({ isVisible: false, courseRating: 5, courseRatingCount: 1, rating: 2, review: "Spam spam spam" });
    expect((await call(publicCourse, { params: { id: courseId } })).json.data).toMatchObject({ courseRating: 5, courseRatingCount: 1 });
    expect((await call(publicRatings)).json.data.map((r: { _id: string }) => r._id)).toEqual([anaReview]);
    expect((await call(listRatings, { token: staff.token, path: "/api/admin/ratings?visible=false" })).json.data.map((r: { _id: string }) => r._id)).toEqual([rajReview._id]);

    const shown = await call(setVisibility, { method: "PUT", token: staff.token, params: { id: rajReview._id }, body: { isVisible: true } });
    expect(shown.json.data).toMatchObject({ isVisible: true, courseRating: 3.5, courseRatingCount: 2 });
    expect((await call(publicRatings)).json.data).toHaveLength(2);

    const rows = await audit("review", rajReview._id);
    expect(rows.map((r) => [r.action, (r.before as { isVisible: boolean }).isVisible, (r.after as { isVisible: boolean }).isVisible])).toEqual([
      ["update", true, false],
      ["update", false, true],
    ]);
  });

  it("400 without isVisible; 404 for an unknown id", async () => {
    const bad = await call(setVisibility, { method: "PUT", token: staff.token, params: { id: anaReview }, body: { isVisible: "no" } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.isVisible).toBe("isVisible must be true or false.");
    expect((await call(setVisibility, { method: "PUT", token: staff.token, params: { id: "nope1" }, body: { isVisible: false } })).status).toBe(404);
  });
});

describe("users", () => {
  it("searches learners by name, email or organization, never returning password hashes", async () => {
    const all = await call(listUsers, { token: staff.token });
    expect(all.status).toBe(200);
    const emails = all.json.data.map((u: { email: string }) => u.email);
    expect(emails).toEqual(expect.arrayContaining(["ana.silva@example.com", "raj@corp.example"]));
    expect(emails).not.toContain(staff.user.email);
    expect(JSON.stringify(all.json)).not.toMatch(/passwordHash|\$2[aby]\$/);
    const found = await call(listUsers, { token: staff.token, path: "/api/admin/users?q=corp.exa" });
    expect(found.json.data.map((u: { name: string }) => u.name)).toEqual(["Raj Patel"]);
    expect(found.json.data[0]).toMatchObject({ role: "learner", isActivated: true, enrolmentCount: 0 });
    const staffToo = await call(listUsers, { token: staff.token, path: "/api/admin/users?role=staff" });
    expect(staffToo.json.data.map((u: { email: string }) => u.email)).toEqual([staff.user.email]);
    expect((await call(listUsers, { token: staff.token, path: "/api/admin/users?role=admin" })).status).toBe(400);
  });
});

describe("GET /api/admin/audit-log", () => {
  it("lists who changed what, newest first, with before and after, filterable by entity", async () => {
    const res = await call(auditLogRoute, { token: staff.token, path: "/api/admin/audit-log?entity=review" });
    expect(res.status).toBe(200);
    expect(res.json.data.length).toBe(2);
    expect(res.json.data[0]).toMatchObject({ action: "update", entity: "review", actor: { _id: staff.user.id, name: "Sam Staff" } });
    expect(res.json.data[0].before.isVisible).toBe(false);
    expect(res.json.data[0].after.isVisible).toBe(true);
    const paged = await call(auditLogRoute, { token: staff.token, path: `/api/admin/audit-log?limit=1&before=${res.json.data[0]._id}` });
    expect(paged.json.data).toHaveLength(1);
    expect(paged.json.data[0]._id).toBeLessThan(res.json.data[0]._id);
  });
});
