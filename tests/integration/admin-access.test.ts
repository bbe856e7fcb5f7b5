// Every staff call refuses visitors (401) and learners (403), by Bearer token and by cookie alike,
// and refuses a cookie-authenticated write from another site.
import { beforeAll, describe, expect, it } from "vitest";
import * as auditLog from "@/app/api/admin/audit-log/route";
import * as categoryOne from "@/app/api/admin/categories/[id]/route";
import * as categories from "@/app/api/admin/categories/route";
import * as clientOne from "@/app/api/admin/clients/[id]/route";
import * as clients from "@/app/api/admin/clients/route";
import * as enquiryOne from "@/app/api/admin/contact-messages/[id]/route";
import * as enquiryExport from "@/app/api/admin/contact-messages/export/route";
import * as enquiries from "@/app/api/admin/contact-messages/route";
import * as courseOne from "@/app/api/admin/courses/[id]/route";
import * as courses from "@/app/api/admin/courses/route";
import * as enrolmentOne from "@/app/api/admin/enrollments/[id]/route";
import * as enrolments from "@/app/api/admin/enrollments/route";
import * as importRoute from "@/app/api/admin/import/route";
import * as ratingOne from "@/app/api/admin/ratings/[id]/route";
import * as ratings from "@/app/api/admin/ratings/route";
import * as trainingOne from "@/app/api/admin/trainings/[id]/route";
import * as trainings from "@/app/api/admin/trainings/route";
import * as uploads from "@/app/api/admin/uploads/route";
import * as userOne from "@/app/api/admin/users/[id]/route";
import * as users from "@/app/api/admin/users/route";
import { auditLog as auditTable, categories as categoryTable } from "@/db/schema";
import { call } from "../helpers/http";
import { makeLearner, makeStaff, type TestUser } from "../helpers/users";
import { testDatabase } from "../setup/database";

type Handler = Parameters<typeof call>[0];
const id = { id: "abc123" };
const calls: [string, Handler, string, Record<string, string>?, unknown?][] = [
  ["GET /api/admin/categories", categories.GET, "GET"],
  ["POST /api/admin/categories", categories.POST, "POST", undefined, { categoryName: "Hacked" }],
  ["PUT /api/admin/categories/{id}", categoryOne.PUT, "PUT", id, { categoryName: "Hacked" }],
  ["DELETE /api/admin/categories/{id}", categoryOne.DELETE, "DELETE", id],
  ["GET /api/admin/courses", courses.GET, "GET"],
  ["POST /api/admin/courses", courses.POST, "POST", undefined, {}],
  ["GET /api/admin/courses/{id}", courseOne.GET, "GET", id],
  ["PUT /api/admin/courses/{id}", courseOne.PUT, "PUT", id, {}],
  ["DELETE /api/admin/courses/{id}", courseOne.DELETE, "DELETE", id],
  ["GET /api/admin/trainings", trainings.GET, "GET"],
  ["POST /api/admin/trainings", trainings.POST, "POST", undefined, {}],
  ["GET /api/admin/trainings/{id}", trainingOne.GET, "GET", id],
  ["PUT /api/admin/trainings/{id}", trainingOne.PUT, "PUT", id, {}],
  ["DELETE /api/admin/trainings/{id}", trainingOne.DELETE, "DELETE", id],
  ["GET /api/admin/enrollments", enrolments.GET, "GET"],
  ["POST /api/admin/enrollments", enrolments.POST, "POST", undefined, {}],
  ["PUT /api/admin/enrollments/{id}", enrolmentOne.PUT, "PUT", id, { isActive: true }],
  ["DELETE /api/admin/enrollments/{id}", enrolmentOne.DELETE, "DELETE", id],
  ["GET /api/admin/contact-messages", enquiries.GET, "GET"],
  ["GET /api/admin/contact-messages/export", enquiryExport.GET, "GET"],
  ["GET /api/admin/contact-messages/{id}", enquiryOne.GET, "GET", id],
  ["PUT /api/admin/contact-messages/{id}", enquiryOne.PUT, "PUT", id, { status: "closed" }],
  ["GET /api/admin/clients", clients.GET, "GET"],
  ["POST /api/admin/clients", clients.POST, "POST", undefined, {}],
  ["PUT /api/admin/clients/{id}", clientOne.PUT, "PUT", id, {}],
  ["DELETE /api/admin/clients/{id}", clientOne.DELETE, "DELETE", id],
  ["GET /api/admin/ratings", ratings.GET, "GET"],
  ["PUT /api/admin/ratings/{id}", ratingOne.PUT, "PUT", id, { isVisible: false }],
  ["GET /api/admin/users", users.GET, "GET"],
  ["GET /api/admin/users/{id}", userOne.GET, "GET", id],
  ["POST /api/admin/uploads", uploads.POST, "POST", undefined, {}],
  ["POST /api/admin/import", importRoute.POST, "POST", undefined, {}],
  ["GET /api/admin/audit-log", auditLog.GET, "GET"],
];

let learner: TestUser;
let staff: TestUser;

beforeAll(async () => {
  learner = await makeLearner();
  staff = await makeStaff();
});

describe("staff only (api.md §4)", () => {
  it.each(calls)("%s: 401 for a visitor", async (_name, handler, method, params, body) => {
    const res = await call(handler, { method, params, body });
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ success: false });
  });

  it.each(calls)("%s: 403 for a learner (Bearer)", async (_name, handler, method, params, body) => {
    const res = await call(handler, { method, params, body, token: learner.token });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ success: false, message: "Staff only." });
  });

  it.each(calls)("%s: 403 for a learner (cookie)", async (_name, handler, method, params, body) => {
    const res = await call(handler, { method, params, body, cookie: learner.cookie });
    expect(res.status).toBe(403);
  });

  it("a learner's attempts change nothing and write no audit row", async () => {
    const { db } = testDatabase();
    expect(await db.select().from(categoryTable)).toEqual([]);
    expect(await db.select().from(auditTable)).toEqual([]);
  });

  it("a staff cookie works from the same site, and a cross-site write with it is refused", async () => {
    const same = await call(categories.POST, {
      body: { categoryName: "Same Site" },
      cookie: staff.cookie,
      headers: { "sec-fetch-site": "same-origin", origin: "http://localhost:3000" },
    });
    expect(same.status).toBe(201);
    const cross = await call(categories.POST, {
      body: { categoryName: "Cross Site" },
      cookie: staff.cookie,
      headers: { "sec-fetch-site": "cross-site", origin: "https://evil.example" },
    });
    expect(cross.status).toBe(403);
    const list = await call(categories.GET, { cookie: staff.cookie });
    expect(list.json.data.map((c: { categoryName: string }) => c.categoryName)).toEqual(["Same Site"]);
  });

  it("staff answers are never cached", async () => {
    const res = await call(courses.GET, { token: staff.token });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});
