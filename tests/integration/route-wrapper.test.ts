import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError } from "@/lib/http/api-error";
import { ok } from "@/lib/http/envelope";
import { apiRoute, MAX_JSON_BYTES, readJson } from "@/lib/http/route";
import { call } from "../helpers/http";

const echo = apiRoute(async (request) => ok(await readJson(request, z.object({ name: z.string().min(3, "Name is too short.") }))));

describe("the route wrapper turns every failure into the envelope (api.md §1)", () => {
  it("answers 400 with the first message and the field errors", async () => {
    const { status, json } = await call(echo, { body: { name: "ab" } });
    expect(status).toBe(400);
    expect(json).toEqual({ success: false, message: "Name is too short.", errors: { name: "Name is too short." } });
  });

  it("ignores unknown fields (no mass assignment)", async () => {
    const { json } = await call(echo, { body: { name: "abc", role: "staff", _id: "x" } });
    expect(json.data).toEqual({ name: "abc" });
  });

  it("answers 400 for malformed JSON, without a stack trace", async () => {
    const { status, json } = await call(echo, { rawBody: "{not json" });
    expect(status).toBe(400);
    expect(json.success).toBe(false);
    expect(JSON.stringify(json)).not.toMatch(/at .*\.ts|SyntaxError/);
  });

  it("answers 413 for a body over 1 MB", async () => {
    const { status, json } = await call(echo, { rawBody: JSON.stringify({ name: "x".repeat(MAX_JSON_BYTES) }) });
    expect(status).toBe(413);
    expect(json.success).toBe(false);
  });

  it("maps ApiError codes to statuses and sets Retry-After", async () => {
    const limited = apiRoute(async () => {
      throw new ApiError("rate_limited", "Slow down.", { retryAfterSeconds: 42 });
    });
    const { status, headers, json } = await call(limited);
    expect(status).toBe(429);
    expect(headers.get("retry-after")).toBe("42");
    expect(json).toEqual({ success: false, message: "Slow down." });
  });

  it("hides unexpected errors behind a generic 500", async () => {
    const broken = apiRoute(async () => {
      throw new Error("secret internal detail");
    });
    const { status, json } = await call(broken);
    expect(status).toBe(500);
    expect(json).toEqual({ success: false, message: "Something went wrong." });
  });

  it("marks authenticated and state-changing answers no-store", async () => {
    const hello = apiRoute(async () => ok("hi"));
    expect((await call(hello, { token: "abc" })).headers.get("cache-control")).toBe("no-store");
    expect((await call(hello, { method: "POST", body: {} })).headers.get("cache-control")).toBe("no-store");
  });
});
