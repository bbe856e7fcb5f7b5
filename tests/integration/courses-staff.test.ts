// Staff API: categories, courses, uploads and the bulk import (api.md §4), with the audit log and the public cache.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteCategory, PUT as renameCategory } from "@/app/api/admin/categories/[id]/route";
import { GET as listCategories, POST as createCategory } from "@/app/api/admin/categories/route";
import { DELETE as deleteCourse, GET as getCourseAdmin, PUT as updateCourse } from "@/app/api/admin/courses/[id]/route";
import { GET as listCourses, POST as createCourse } from "@/app/api/admin/courses/route";
import { POST as importCatalogueRoute } from "@/app/api/admin/import/route";
import { POST as trainingsPost } from "@/app/api/admin/trainings/route";
import { POST as upload } from "@/app/api/admin/uploads/route";
import { GET as publicCategories } from "@/app/api/category/getAllCategory/route";
import { GET as publicCourses } from "@/app/api/course/getAllCoursesForUser/route";
import { GET as publicCourse } from "@/app/api/course/getCourseById/[id]/route";
import { GET as serveUpload } from "@/app/uploads/[name]/route";
import { auditLog, enrolments, mailOutbox, trainings, uploads } from "@/db/schema";
import { resetEnvForTests } from "@/lib/env";
import { importDiskUploads } from "@/server/disk-import";
import { call } from "../helpers/http";
import { makeLearner, makeStaff, type TestUser } from "../helpers/users";
import { testDatabase } from "../setup/database";

let staff: TestUser;
let learner: TestUser;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tp-admin-uploads-"));
const previousDataDir = process.env.DATA_DIR;

beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  resetEnvForTests();
  staff = await makeStaff();
  learner = await makeLearner();
});
afterAll(() => {
  if (previousDataDir === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = previousDataDir;
  resetEnvForTests();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function auditRows(entity: string, entityId: string) {
  const { db } = testDatabase();
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.id);
}

const validCourse = (categoryIds: string[], title = "Platform Engineering Bootcamp") => ({
  courseTitle: title,
  courseSmlDesc: "Build an internal developer platform from scratch.",
  courseImage: ["/images/courses/terraform-iac.svg"],
  courseCategory: categoryIds,
  courseOverview: "<p>Hands-on <strong>platform</strong> work.</p>",
  courseDuration: 40,
  courseContent: [
    { moduleTitle: "Foundations", subModules: [{ subModuleTitle: "What a platform is", subsubModules: [{ subSubModuleTitle: "Golden paths" }] }] },
    { moduleTitle: "Self-service", subModules: [] },
  ],
});

describe("categories", () => {
  it("creates, lists, renames and deletes; the public list follows at once; every change is audited", async () => {
    // Warm the public cache first: a write must invalidate it.
    expect((await call(publicCategories)).json.data).toEqual([]);
    const created = await call(createCategory, { token: staff.token, body: { categoryName: "  Platform Engineering  ", _id: "chosen", courseCount: 99 } });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ success: true, data: { categoryName: "Platform Engineering", categorySlug: "platform-engineering", courseCount: 0 } });
    const id = created.json.data._id;
    expect(id).toMatch(/^[a-z0-9]+$/);
    expect(id).not.toBe("chosen");
    expect((await call(publicCategories)).json.data).toEqual([{ _id: id, categoryName: "Platform Engineering", categorySlug: "platform-engineering" }]);

    const renamed = await call(renameCategory, { method: "PUT", token: staff.token, params: { id }, body: { categoryName: "Platform Ops" } });
    expect(renamed.status).toBe(200);
    expect(renamed.json.data).toMatchObject({ categoryName: "Platform Ops", categorySlug: "platform-ops" });
    expect((await call(publicCategories)).json.data[0].categoryName).toBe("Platform Ops");
    expect((await call(listCategories, { token: staff.token })).json.data).toHaveLength(1);

    const removed = await call(deleteCategory, { method: "DELETE", token: staff.token, params: { id } });
    expect(removed.status).toBe(200);
    expect((await call(publicCategories)).json.data).toEqual([]);

    const rows = await auditRows("category", id);
    expect(rows.map((r) => r.action)).toEqual(["create", "update", "delete"]);
    expect(rows.every((r) => r.actorUserId === staff.user.id)).toBe(true);
    expect(rows[0]!.before).toBeNull();
    expect(rows[1]!.before).toMatchObject({ name: "Platform Engineering" });
    expect(rows[1]!.after).toMatchObject({ name: "Platform Ops" });
    expect(rows[2]!.after).toBeNull();
  });

  it.each([
    [{}, "Category name is required."],
    [{ categoryName: "" }, "Category name is required."],
    [{ categoryName: "   " }, "Category name is required."],
    [{ categoryName: "x".repeat(61) }, "Category name must be at most 60 characters."],
    [{ categoryName: "!!!" }, "Category name must contain letters or digits."],
  ])("400 for %j: %s", async (body, message) => {
    const res = await call(createCategory, { token: staff.token, body });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, message, errors: { categoryName: message } });
  });

  it("409 for a duplicate name (any case, or the same slug); 404 for an unknown id", async () => {
    expect((await call(createCategory, { token: staff.token, body: { categoryName: "Quality" } })).status).toBe(201);
    const dup = await call(createCategory, { token: staff.token, body: { categoryName: "QUALITY" } });
    expect(dup.status).toBe(409);
    expect(dup.json.message).toBe("A category with that name already exists.");
    expect((await call(createCategory, { token: staff.token, body: { categoryName: "Quality!" } })).status).toBe(409);
    expect((await call(renameCategory, { method: "PUT", token: staff.token, params: { id: "nope0000" }, body: { categoryName: "Other" } })).status).toBe(404);
    expect((await call(deleteCategory, { method: "DELETE", token: staff.token, params: { id: "nope0000" } })).status).toBe(404);
  });

  it("refuses (409) to delete a category that a course uses", async () => {
    const cat = (await call(createCategory, { token: staff.token, body: { categoryName: "In Use" } })).json.data;
    const course = await call(createCourse, { token: staff.token, body: validCourse([cat._id], "A Course Using A Category") });
    expect(course.status).toBe(201);
    const res = await call(deleteCategory, { method: "DELETE", token: staff.token, params: { id: cat._id } });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe('"In Use" is used by 1 course. Remove it from that course first.');
    expect((await call(listCategories, { token: staff.token })).json.data.find((c: { _id: string }) => c._id === cat._id)).toMatchObject({ courseCount: 1 });
  });

  it("keeps a course's categories when an edit does not name them", async () => {
    const cat = (await call(createCategory, { token: staff.token, body: { categoryName: "Kept" } })).json.data;
    const course = (await call(createCourse, { token: staff.token, body: validCourse([cat._id], "A Course Keeping Its Category") })).json.data;
    const edited = await call(updateCourse, { method: "PUT", token: staff.token, params: { id: course._id }, body: { courseTitle: "A Course Renamed" } });
    expect(edited.status).toBe(200);
    expect(edited.json.data.courseCategory).toEqual([{ _id: cat._id, categoryName: "Kept" }]);
  });
});

describe("courses", () => {
  let cloud: string;
  let devops: string;
  beforeAll(async () => {
    cloud = (await call(createCategory, { token: staff.token, body: { categoryName: "Cloud Native" } })).json.data._id;
    devops = (await call(createCategory, { token: staff.token, body: { categoryName: "Dev Ops Tools" } })).json.data._id;
  });

  it("creates a course that the public API shows at once, with its slug, categories and outline", async () => {
    const before = (await call(publicCourses)).json.data.length; // warms the cache
    const res = await call(createCourse, { token: staff.token, body: validCourse([cloud, devops]) });
    expect(res.status).toBe(201);
    const course = res.json.data;
    expect(course).toMatchObject({
      courseTitle: "Platform Engineering Bootcamp",
      courseCategory: [
        { _id: cloud, categoryName: "Cloud Native" },
        { _id: devops, categoryName: "Dev Ops Tools" },
      ],
      courseDuration: 40,
      courseRating: 0,
      courseRatingCount: 0,
      trainingCount: 0,
    });
    expect(course.courseSlug).toBe(`platform-engineering-bootcamp-${course._id}`);
    const list = (await call(publicCourses)).json.data;
    expect(list).toHaveLength(before + 1);
    expect(list[0]).toMatchObject({ _id: course._id, courseTitle: "Platform Engineering Bootcamp" });
    expect(list[0].courseContent).toHaveLength(2);
    expect(list[0].courseContent[0].subModules[0].subsubModules[0].subSubModuleTitle).toBe("Golden paths");
    expect((await call(getCourseAdmin, { token: staff.token, params: { id: course._id } })).json.data).toEqual(course);
    const audit = await auditRows("course", course._id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "create", actorUserId: staff.user.id, before: null });
    expect(audit[0]!.after).toMatchObject({ title: "Platform Engineering Bootcamp" });
  });

  it("sanitises the overview on write: scripts, event handlers and javascript: links are gone", async () => {
    const dirty =
      '<p onclick="steal()">Intro <img src=x onerror="alert(1)"></p><script>alert("x")</script>' +
      '<a href="javascript:alert(1)">bad</a> <a href="https://example.com/ok">good</a> <a href="mailto:hi@example.com">mail</a>' +
      '<iframe src="https://evil.example"></iframe><h2 style="color:red">Title</h2>';
    const res = await call(createCourse, { token: staff.token, body: { ...validCourse([cloud], "Sanitised Overview Course"), courseOverview: dirty } });
    expect(res.status).toBe(201);
    const stored = res.json.data.courseOverview as string;
    for (const bad of ["<script", "onerror", "onclick", "javascript:", "<iframe", "<img", "style="]) expect(stored).not.toContain(bad);
    expect(stored).toContain('href="https://example.com/ok"');
    expect(stored).toContain('href="mailto:hi@example.com"');
    expect(stored).toContain("<h2>Title</h2>");
    const pub = (await call(publicCourse, { params: { id: res.json.data._id } })).json.data.courseOverview;
    expect(pub).toBe(stored);
  });

  it("ignores fields a body must not set (mass assignment)", async () => {
    const res = await call(createCourse, {
      token: staff.token,
      body: {
        ...validCourse([cloud], "Mass Assignment Course"),
        _id: "mine",
        courseRating: 5,
        courseRatingCount: 900,
        trainingCount: 3,
        createdAt: "2000-01-01",
      },
    });
    expect(res.status).toBe(201);
    expect(res.json.data._id).not.toBe("mine");
    expect(res.json.data).toMatchObject({ courseRating: 0, courseRatingCount: 0, trainingCount: 0 });
    expect(res.json.data.createdAt.startsWith("2000")).toBe(false);
    const put = await call(updateCourse, {
      method: "PUT",
      token: staff.token,
      params: { id: res.json.data._id },
      body: { courseRating: 5, _id: "x", courseDuration: 12 },
    });
    expect(put.status).toBe(200);
    expect(put.json.data).toMatchObject({ _id: res.json.data._id, courseRating: 0, courseDuration: 12 });
  });

  it.each([
    [{ courseTitle: "ab" }, "courseTitle", "Course title must be at least 3 characters."],
    [{ courseTitle: undefined }, "courseTitle", "Course title is required."],
    [{ courseSmlDesc: "short" }, "courseSmlDesc", "Short description must be at least 10 characters."],
    [{ courseDuration: 0 }, "courseDuration", "Duration must be at least 1 hour."],
    [{ courseDuration: 2.5 }, "courseDuration", "Duration must be a whole number of hours."],
    [{ courseDuration: "many" }, "courseDuration", "Duration must be a number of hours."],
    [{ courseImage: ["ftp://files.example/x.png"] }, "courseImage.0", "Image must be an http(s) URL or a path on this site."],
    [{ courseContent: [{ moduleTitle: "" }] }, "courseContent.0.moduleTitle", "Title is required."],
    [{ courseCategory: ["not-an-id!"] }, "courseCategory.0", "That is not a valid id."],
  ])("400 for %j", async (override, field, message) => {
    const body = { ...validCourse([cloud], "Validation Course"), ...override };
    const res = await call(createCourse, { token: staff.token, body });
    expect(res.status).toBe(400);
    expect(res.json.success).toBe(false);
    expect(res.json.errors[field]).toBe(message);
  });

  it("400 for a category that does not exist; 409 for a title in use (any case)", async () => {
    const unknown = await call(createCourse, { token: staff.token, body: validCourse(["abcdef0123456789abcdef01"], "Unknown Category Course") });
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors.courseCategory).toBe("One of the chosen categories does not exist (any more).");
    const dup = await call(createCourse, { token: staff.token, body: validCourse([cloud], "PLATFORM engineering bootcamp") });
    expect(dup.status).toBe(409);
    expect(dup.json.errors.courseTitle).toBe("A course with that title already exists.");
  });

  it("updates only the fields sent, validates the result, and the public course follows at once", async () => {
    const course = (await call(createCourse, { token: staff.token, body: validCourse([cloud], "Course To Edit") })).json.data;
    await call(publicCourse, { params: { id: course._id } }); // warm
    const res = await call(updateCourse, {
      method: "PUT",
      token: staff.token,
      params: { id: course._id },
      body: { courseTitle: "Course Edited", courseCategory: [devops], courseContent: [{ moduleTitle: "Only module" }] },
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      courseTitle: "Course Edited",
      courseSmlDesc: course.courseSmlDesc,
      courseDuration: 40,
      courseCategory: [{ _id: devops }],
      courseContent: [{ moduleTitle: "Only module", subModules: [] }],
    });
    const pub = (await call(publicCourse, { params: { id: course._id } })).json.data;
    expect(pub).toMatchObject({ courseTitle: "Course Edited", courseSlug: `course-edited-${course._id}` });
    const bad = await call(updateCourse, { method: "PUT", token: staff.token, params: { id: course._id }, body: { courseDuration: -1 } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.courseDuration).toBe("Duration must be at least 1 hour.");
    const audit = await auditRows("course", course._id);
    expect(audit.map((a) => a.action)).toEqual(["create", "update"]);
    expect(audit[1]!.before).toMatchObject({ title: "Course To Edit" });
    expect(audit[1]!.after).toMatchObject({ title: "Course Edited" });
  });

  it("searches by title; 404 for unknown ids on GET, PUT and DELETE", async () => {
    const found = await call(listCourses, { token: staff.token, path: "/api/admin/courses?q=bootcamp" });
    expect(found.json.data.map((c: { courseTitle: string }) => c.courseTitle)).toEqual(["Platform Engineering Bootcamp"]);
    const none = await call(listCourses, { token: staff.token, path: "/api/admin/courses?q=%25_" });
    expect(none.json.data).toEqual([]);
    for (const [handler, method] of [
      [getCourseAdmin, "GET"],
      [updateCourse, "PUT"],
      [deleteCourse, "DELETE"],
    ] as const) {
      const res = await call(handler, {
        method,
        token: staff.token,
        params: { id: "doesnotexist0" },
        body: method === "PUT" ? { courseDuration: 3 } : undefined,
      });
      expect(res.status).toBe(404);
      expect(res.json).toMatchObject({ success: false, message: "Course not found." });
    }
  });

  it("refuses (409) to delete a course with trainings; deletes one without, and it leaves the public list", async () => {
    const withTraining = (await call(createCourse, { token: staff.token, body: validCourse([cloud], "Course With A Training") })).json.data;
    const t = await call(trainingsPost, {
      token: staff.token,
      body: { courseId: withTraining._id, startDate: "2031-03-01", endDate: "2031-03-05", startTime: "10:00", endTime: "12:00" },
    });
    expect(t.status).toBe(201);
    expect((await call(getCourseAdmin, { token: staff.token, params: { id: withTraining._id } })).json.data.trainingCount).toBe(1);
    const byCategory = await call(listCourses, { token: staff.token, path: `/api/admin/courses?categoryId=${devops}` });
    expect(byCategory.json.data.every((c: { courseCategory: { _id: string }[] }) => c.courseCategory.some((x) => x._id === devops))).toBe(true);
    expect(byCategory.json.data.some((c: { _id: string }) => c._id === withTraining._id)).toBe(false);
    const refused = await call(deleteCourse, { method: "DELETE", token: staff.token, params: { id: withTraining._id } });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe('"Course With A Training" has 1 training. Delete it first.');

    const lonely = (await call(createCourse, { token: staff.token, body: validCourse([cloud], "Course To Delete") })).json.data;
    expect((await call(publicCourses)).json.data.some((c: { _id: string }) => c._id === lonely._id)).toBe(true);
    const gone = await call(deleteCourse, { method: "DELETE", token: staff.token, params: { id: lonely._id } });
    expect(gone.status).toBe(200);
    expect((await call(publicCourses)).json.data.some((c: { _id: string }) => c._id === lonely._id)).toBe(false);
    expect((await call(publicCourse, { params: { id: lonely._id } })).status).toBe(404);
    const audit = await auditRows("course", lonely._id);
    expect(audit.at(-1)).toMatchObject({ action: "delete", after: null });
    expect(audit.at(-1)!.before).toMatchObject({ title: "Course To Delete" });
  });
});

describe("uploads", () => {
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
  const multipart = (bytes: Buffer, filename: string, type = "application/octet-stream") => {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(bytes)], { type }), filename);
    return new Request("http://localhost:3000/api/admin/uploads", { method: "POST", body: form, headers: { authorization: `Bearer ${staff.token}` } });
  };

  it("stores an image in the database (every instance serves it) under a random name, and serves it sandboxed with its real type", async () => {
    const res = await upload(multipart(png, "../../etc/passwd.svg"), { params: Promise.resolve({}) });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { url: string; name: string; contentType: string } };
    expect(data.url).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    expect(data.contentType).toBe("image/png");
    expect(fs.existsSync(path.join(dataDir, "uploads", data.name))).toBe(false);
    const [row] = await testDatabase().db.select().from(uploads).where(eq(uploads.name, data.name));
    expect(row!.bytes.equals(png)).toBe(true);
    const served = await serveUpload(new Request(`http://localhost:3000${data.url}`), { params: Promise.resolve({ name: data.name }) });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-security-policy")).toContain("sandbox");
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    expect(await auditRows("upload", data.name)).toHaveLength(1);
  });

  it("accepts a plain SVG and refuses one with script, handlers or external references", async () => {
    const clean = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#4338ca"/></svg>');
    const ok = await upload(multipart(clean, "logo.svg", "image/svg+xml"), { params: Promise.resolve({}) });
    expect(ok.status).toBe(201);
    for (const evil of [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><rect/></a></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><iframe/></foreignObject></svg>',
    ]) {
      const res = await upload(multipart(Buffer.from(evil), "evil.svg", "image/svg+xml"), { params: Promise.resolve({}) });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/scripts, event handlers or external references/);
    }
  });

  it("refuses what is not an image (whatever its name), empty files and files over 2 MB", async () => {
    const html = await upload(multipart(Buffer.from("<html><script>alert(1)</script></html>"), "photo.png", "image/png"), { params: Promise.resolve({}) });
    expect(html.status).toBe(400);
    expect(((await html.json()) as { message: string }).message).toBe("Upload a PNG, JPEG, WebP or SVG image.");
    const empty = await upload(multipart(Buffer.alloc(0), "empty.png"), { params: Promise.resolve({}) });
    expect(empty.status).toBe(400);
    const big = await upload(multipart(Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]), "big.png"), { params: Promise.resolve({}) });
    expect(big.status).toBe(413);
    const learnerTry = await call(upload, { token: learner.token, rawBody: "x", headers: { "content-type": "image/png" } });
    expect(learnerTry.status).toBe(403);
  });

  it("moves the files an earlier version kept under DATA_DIR/uploads into the database, once", async () => {
    const name = `${"b".repeat(32)}.png`;
    fs.mkdirSync(path.join(dataDir, "uploads"), { recursive: true });
    fs.writeFileSync(path.join(dataDir, "uploads", name), png);
    fs.writeFileSync(path.join(dataDir, "uploads", "notes.txt"), "not an upload");
    expect(await importDiskUploads()).toBe(1);
    expect(await importDiskUploads()).toBe(0);
    const served = await serveUpload(new Request(`http://localhost:3000/uploads/${name}`), { params: Promise.resolve({ name }) });
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });

  it("serves nothing for names that are not ours", async () => {
    for (const name of ["../secret.png", "abc.png", `${"a".repeat(32)}.html`, `${"a".repeat(32)}.png`]) {
      const res = await serveUpload(new Request("http://localhost:3000/uploads/x"), { params: Promise.resolve({ name }) });
      expect(res.status).toBe(404);
    }
  });
});

describe("bulk import (POST /api/admin/import)", () => {
  const file = {
    categories: [{ categoryName: "Imported Cat" }],
    courses: [
      {
        courseTitle: "Imported Course One",
        courseSmlDesc: "A course that came from a catalogue file.",
        courseCategory: ["Imported Cat", "Second Imported"],
        courseDuration: 12,
        courseOverview: "<p>Fine</p><script>bad()</script>",
        courseContent: [{ moduleTitle: "M1" }, { moduleTitle: "M2" }],
      },
    ],
    trainings: [
      { courseTitle: "Imported Course One", startDate: "2032-01-10", endDate: "2032-01-12", startTime: "09:00", endTime: "11:00", timeZone: "Europe/London" },
    ],
    clients: [{ clientName: "Imported Client", clientImage: "https://cdn.example.com/logo.png" }],
  };

  it("creates, then skips on a second run, then updates what changed; audited; the public list follows", async () => {
    await call(publicCourses); // warm
    const first = await call(importCatalogueRoute, { token: staff.token, body: file });
    expect(first.status).toBe(200);
    expect(first.json.data).toEqual({
      categories: { created: 2, updated: 0, skipped: 0 },
      courses: { created: 1, updated: 0, skipped: 0 },
      trainings: { created: 1, updated: 0, skipped: 0 },
      clients: { created: 1, updated: 0, skipped: 0 },
    });
    const pub = (await call(publicCourses)).json.data.find((c: { courseTitle: string }) => c.courseTitle === "Imported Course One");
    expect(pub.courseOverview).toBe("<p>Fine</p>");
    expect(pub.courseCategory.map((c: { categoryName: string }) => c.categoryName)).toEqual(["Imported Cat", "Second Imported"]);

    const second = await call(importCatalogueRoute, { token: staff.token, body: file });
    expect(second.json.data).toEqual({
      categories: { created: 0, updated: 0, skipped: 1 },
      courses: { created: 0, updated: 0, skipped: 1 },
      trainings: { created: 0, updated: 0, skipped: 1 },
      clients: { created: 0, updated: 0, skipped: 1 },
    });

    const changed = {
      ...file,
      courses: [{ ...file.courses[0], courseDuration: 14 }],
      trainings: [{ ...file.trainings[0], startTime: "10:00", endTime: "12:00" }],
    };
    const third = await call(importCatalogueRoute, { token: staff.token, body: changed });
    expect(third.json.data.courses).toEqual({ created: 0, updated: 1, skipped: 0 });
    expect(third.json.data.trainings).toEqual({ created: 0, updated: 1, skipped: 0 });
    expect((await call(publicCourses)).json.data.find((c: { courseTitle: string }) => c.courseTitle === "Imported Course One").courseDuration).toBe(14);

    const audit = await auditRows("catalogue", "import");
    expect(audit).toHaveLength(3);
    expect(audit[0]).toMatchObject({ action: "import", actorUserId: staff.user.id });
  });

  it("carries a batch's seats, weekdays, skip dates and reminders; a re-timed batch tells its learners; seats never below those taken", async () => {
    const weekend = {
      courseTitle: "Imported Course One",
      startDate: "2032-03-06",
      endDate: "2032-03-28",
      startTime: "10:00",
      endTime: "13:00",
      timeZone: "Asia/Kolkata",
      seats: 2,
      days: ["Sun", "Sat"],
      skipDates: ["2032-03-13"],
      reminders: [60, 1440],
    };
    const first = await call(importCatalogueRoute, { token: staff.token, body: { ...file, trainings: [weekend] } });
    expect(first.json.data.trainings).toEqual({ created: 1, updated: 0, skipped: 0 });
    const { db } = testDatabase();
    const [row] = await db.select().from(trainings).where(eq(trainings.startDate, "2032-03-06"));
    expect(row).toMatchObject({ seats: 2, days: ["Sat", "Sun"], skipDates: ["2032-03-13"], reminders: [1440, 60] });
    expect((await call(importCatalogueRoute, { token: staff.token, body: { ...file, trainings: [weekend] } })).json.data.trainings).toEqual({
      created: 0,
      updated: 0,
      skipped: 1,
    });

    const learners = [await makeLearner(), await makeLearner()];
    await db.insert(enrolments).values(learners.map((l) => ({ userId: l.user.id, trainingId: row!.id, isActive: true })));
    const fewer = await call(importCatalogueRoute, { token: staff.token, body: { ...file, trainings: [{ ...weekend, seats: 1 }] } });
    expect(fewer.status).toBe(409);
    expect(fewer.json.message).toBe("2 seats are already taken in this training, so it can't have fewer than 2 seats.");

    const retimed = await call(importCatalogueRoute, {
      token: staff.token,
      body: { ...file, trainings: [{ ...weekend, startTime: "11:00", endTime: "14:00" }] },
    });
    expect(retimed.json.data.trainings).toEqual({ created: 0, updated: 1, skipped: 0 });
    const notices = await db
      .select()
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.to,
          learners.map((l) => l.user.email),
        ),
      );
    expect(notices).toHaveLength(2);
    expect(notices[0]!.text).toContain("11:00 AM");
  });

  it("400 with the field path for a bad file, and nothing is imported from it", async () => {
    const bad = await call(importCatalogueRoute, {
      token: staff.token,
      body: {
        courses: [
          { ...file.courses[0], courseTitle: "Broken Import Course" },
          { courseTitle: "x", courseSmlDesc: "too short", courseDuration: 1 },
        ],
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors["courses.1.courseTitle"]).toBe("Course title must be at least 3 characters.");
    const unknownCourse = await call(importCatalogueRoute, {
      token: staff.token,
      body: { categories: [{ categoryName: "Rolled Back" }], trainings: [{ ...file.trainings[0], courseTitle: "No Such Course" }] },
    });
    expect(unknownCourse.status).toBe(400);
    expect(unknownCourse.json.message).toContain('"No Such Course"');
    const names = (await call(listCategories, { token: staff.token })).json.data.map((c: { categoryName: string }) => c.categoryName);
    expect(names).not.toContain("Rolled Back");
    expect((await call(listCourses, { token: staff.token, path: "/api/admin/courses?q=Broken" })).json.data).toEqual([]);
  });
});
