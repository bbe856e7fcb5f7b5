import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError } from "@/lib/errors";
import { answer, defineRoute, idParams, reply } from "@/lib/http/contract";
import { MAX_JSON_BYTES } from "@/lib/http/route";
import { wire } from "@/lib/validation/wire";
import { call } from "../helpers/http";
import { makeLearner, makeStaff } from "../helpers/users";

// The route contract wrapper (lib/http/contract.ts): authentication, parsing, the envelope, the output schema.

const nameWire = wire(z.object({ name: z.string().min(3, "Name is too short.") }), { name: "userName" });
const echo = defineRoute("POST /api/test/echo", {
  access: "public",
  summary: "Echo",
  body: nameWire.schema,
  response: z.object({ name: z.string() }),
  handler: async ({ body }) => body,
});

describe("a route contract parses its input and answers errors in the envelope (api.md §1)", () => {
  it("answers 400 with the first message and the field errors, under the API's field names", async () => {
    const { status, json } = await call(echo, { body: { userName: "ab" } });
    expect(status).toBe(400);
    expect(json).toEqual({ success: false, message: "Name is too short.", errors: { userName: "Name is too short." } });
  });

  it("hands the handler product words and ignores unknown fields (no mass assignment)", async () => {
    const { json } = await call(echo, { body: { userName: "abc", role: "staff", _id: "x" } });
    expect(json).toEqual({ success: true, message: "", data: { name: "abc" } });
  });

  it("answers 400 for malformed JSON, without a stack trace", async () => {
    const { status, json } = await call(echo, { rawBody: "{not json" });
    expect(status).toBe(400);
    expect(json).toEqual({ success: false, message: "The request body is not valid JSON." });
  });

  it("answers 413 for a body over 1 MB", async () => {
    const { status, json } = await call(echo, { rawBody: JSON.stringify({ userName: "x".repeat(MAX_JSON_BYTES) }) });
    expect(status).toBe(413);
    expect(json).toEqual({ success: false, message: "The request body is too large." });
  });

  it("answers 404 for a path parameter that cannot be an id, and 400 with the message for a bad query", async () => {
    const one = defineRoute("GET /api/test/{id}", {
      access: "public",
      summary: "One",
      params: idParams,
      query: z.object({ page: z.coerce.number({ message: "Page must be a number." }).int().min(1, "Page must be 1 or more.").optional() }),
      handler: async () => undefined,
    });
    const badId = await call(one, { params: { id: "../etc" } });
    expect(badId.status).toBe(404);
    expect(badId.json).toEqual({ success: false, message: "Not found." });
    const badPage = await call(one, { params: { id: "abc1" }, path: "/api/test/abc1?page=0" });
    expect(badPage.status).toBe(400);
    expect(badPage.json).toEqual({ success: false, message: "Page must be 1 or more.", errors: { page: "Page must be 1 or more." } });
  });

  it("takes each {…} of the path as an id when the route declares no params: typed, checked (404) and documented", async () => {
    const pair = defineRoute("GET /api/test/{id}/items/{itemId}", {
      access: "public",
      summary: "Pair",
      response: z.object({ both: z.string() }),
      handler: async ({ params }) => ({ both: `${params.id}/${params.itemId}` }),
    });
    expect((await call(pair, { params: { id: "a1", itemId: "b2" } })).json.data).toEqual({ both: "a1/b2" });
    expect((await call(pair, { params: { id: "a1", itemId: "../b2" } })).status).toBe(404);
    expect(Object.keys((pair.contract.params as z.ZodObject).shape)).toEqual(["id", "itemId"]);
    expect(defineRoute("GET /api/test/none", { access: "public", summary: "None", handler: async () => undefined }).contract.params).toBeUndefined();
  });

  it("maps ApiError codes to statuses and sets Retry-After", async () => {
    const limited = defineRoute("POST /api/test/limited", {
      access: "public",
      summary: "Limited",
      handler: async () => {
        throw new ApiError("rate_limited", "Slow down.", { retryAfterSeconds: 42 });
      },
    });
    const { status, headers, json } = await call(limited, { method: "POST" });
    expect(status).toBe(429);
    expect(headers.get("retry-after")).toBe("42");
    expect(json).toEqual({ success: false, message: "Slow down." });
  });

  it("hides unexpected errors behind a generic 500", async () => {
    const broken = defineRoute("GET /api/test/broken", {
      access: "public",
      summary: "Broken",
      handler: async () => {
        throw new Error("secret internal detail");
      },
    });
    const { status, json } = await call(broken);
    expect(status).toBe(500);
    expect(json).toEqual({ success: false, message: "Something went wrong." });
  });
});

describe("a route contract shapes its answer through the answer schema", () => {
  const view = { id: "c1", title: "Kubernetes", passwordHash: "$2b$secret" };
  const courseAnswer = answer(z.object({ _id: z.string(), courseTitle: z.string() }), (c: typeof view) => ({ _id: c.id, courseTitle: c.title, ...c }));

  it("renames product words to the API's names and drops every field the schema does not name", async () => {
    const route = defineRoute("GET /api/test/course", {
      access: "public",
      summary: "Course",
      response: courseAnswer,
      message: "Here.",
      handler: async () => view,
    });
    const { json } = await call(route);
    expect(json).toEqual({ success: true, message: "Here.", data: { _id: "c1", courseTitle: "Kubernetes" } });
  });

  it("answers 500, never a half-checked answer, when the output does not fit its schema", async () => {
    const route = defineRoute("GET /api/test/misfit", {
      access: "public",
      summary: "Misfit",
      response: z.object({ count: z.number() }),
      handler: async () => ({ count: "many" }) as unknown as { count: number },
    });
    const { status, json } = await call(route);
    expect(status).toBe(500);
    expect(json).toEqual({ success: false, message: "Something went wrong." });
  });

  it("lets a handler choose the message, status, extra fields and headers", async () => {
    const route = defineRoute("POST /api/test/reply", {
      access: "public",
      summary: "Reply",
      response: z.object({ n: z.number() }),
      handler: async () => reply({ n: 1 }, { message: "Made.", status: 201, extra: { msg: "Made." }, headers: { "X-Test": "1" } }),
    });
    const { status, json, headers } = await call(route, { method: "POST" });
    expect(status).toBe(201);
    expect(json).toEqual({ success: true, message: "Made.", data: { n: 1 }, msg: "Made." });
    expect(headers.get("x-test")).toBe("1");
  });
});

describe("a route contract checks who calls it before anything else", () => {
  const whoAmI = defineRoute("GET /api/test/me", {
    access: "learner",
    summary: "Me",
    response: z.object({ name: z.string() }),
    handler: async ({ user }) => ({ name: user.name }),
  });
  const staffOnly = defineRoute("POST /api/test/staff", {
    access: "staff",
    summary: "Staff",
    body: z.object({ x: z.string().min(5, "Too short.") }),
    handler: async () => undefined,
  });

  it("answers 401 to anonymous callers and clears a dead session cookie", async () => {
    const anonymous = await call(whoAmI);
    expect(anonymous.status).toBe(401);
    expect(anonymous.json).toEqual({ success: false, message: "Please log in to continue." });
    const dead = await call(whoAmI, { cookie: "tp_session=not-a-token" });
    expect(dead.status).toBe(401);
    expect(dead.headers.get("set-cookie")).toMatch(/^tp_session=; .*Max-Age=0/);
  });

  it("gives a learner their own account, and a learner 403 on a staff route before reading the body", async () => {
    const learner = await makeLearner({ name: "Asha Learner" });
    expect((await call(whoAmI, { token: learner.token })).json.data).toEqual({ name: "Asha Learner" });
    const refused = await call(staffOnly, { token: learner.token, body: { x: "1" } });
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ success: false, message: "Staff only." });
    const staff = await makeStaff();
    const invalid = await call(staffOnly, { token: staff.token, body: { x: "1" } });
    expect(invalid.json).toEqual({ success: false, message: "Too short.", errors: { x: "Too short." } });
  });

  it("refuses a cookie-authenticated write from another site", async () => {
    const staff = await makeStaff();
    const { status, json } = await call(staffOnly, { cookie: staff.cookie, body: { x: "12345" }, headers: { "sec-fetch-site": "cross-site" } });
    expect(status).toBe(403);
    expect(json).toEqual({ success: false, message: "Cross-site requests are not allowed." });
  });

  it("marks authenticated and state-changing answers no-store", async () => {
    const learner = await makeLearner();
    expect((await call(whoAmI, { token: learner.token })).headers.get("cache-control")).toBe("no-store");
    expect((await call(echo, { body: { userName: "abc" } })).headers.get("cache-control")).toBe("no-store");
  });
});
