import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST as resetPassword } from "@/app/api/user/resetPassword/route";
import { BUSY_MESSAGE, hashJobsStarted, setHashQueueLimit } from "@/lib/auth/password";
import { call } from "../helpers/http";
import { PASSWORD, installTestSms, loginCall, randomEmail, randomIp, randomPhone, registerCall } from "../helpers/auth-flows";

beforeAll(installTestSms);
afterEach(() => setHashQueueLimit(64));

// Finding 6: anonymous calls must not buy bcrypt time before the cheap checks, and the hashing queue is bounded.
describe("password work is spent last, and never queued without bound", () => {
  it("registering with an unverified phone is refused before any password work", async () => {
    const before = hashJobsStarted();
    const res = await registerCall({ name: "Asha Verma", email: randomEmail(), phone: randomPhone(), password: PASSWORD });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Please verify phone number");
    expect(hashJobsStarted()).toBe(before);
  });

  it("a dead reset link is refused before any password work", async () => {
    const before = hashJobsStarted();
    const res = await call(resetPassword, { body: { password: "N3w!secret", activation_token: "x".repeat(43) }, ip: randomIp() });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("This password reset link is invalid or has expired. Please request a new one.");
    expect(hashJobsStarted()).toBe(before);
  });

  it("a full queue answers 503 with Retry-After at once instead of making everyone wait", async () => {
    setHashQueueLimit(0);
    const answers = await Promise.all(Array.from({ length: 8 }, () => loginCall(randomEmail(), "Wr0ng!pass", randomIp())));
    const busy = answers.filter((a) => a.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]!.json).toEqual({ success: false, message: BUSY_MESSAGE });
    expect(busy[0]!.headers.get("retry-after")).toBe("2");
    // The others were checked as usual.
    expect(answers.filter((a) => a.status === 400).length).toBeGreaterThan(0);
  });
});
