import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as otpSend } from "@/app/auth/otp-send/route";
import { phoneVerifications } from "@/db/schema";
import { accountLimits } from "@/lib/accounts/limits";
import { setSmsProviderForTests } from "@/lib/sms";
import { call, refusal } from "../helpers/http";
import { testDatabase } from "../setup/database";
import {
  captureStdout,
  installTestSms,
  randomEmail,
  randomIp,
  randomPhone,
  registerCall,
  sendCode,
  sentSms,
  verifyCode,
  waitOutCountdown,
  PASSWORD,
} from "../helpers/auth-flows";

const FAILED = "Verification failed. Please try again.";

beforeAll(installTestSms);
afterEach(() => {
  installTestSms();
  vi.unstubAllEnvs();
});

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");
const row = async (id: string) => (await testDatabase().db.select().from(phoneVerifications).where(eq(phoneVerifications.id, id)))[0]!;

describe("POST /auth/otp-send", () => {
  it("sends a 6-digit code by SMS to DEFAULT_DIAL_CODE + the number and answers only the verification id", async () => {
    const phone = randomPhone();
    const { verificationId, code, res } = await sendCode(phone);
    expect(code).toMatch(/^\d{6}$/);
    expect(sentSms.at(-1)!.to).toBe(`+91${phone}`);
    expect(res.json).toEqual({ success: true, message: verificationId, data: { verificationId, expiresInSeconds: 600 } });
    expect(JSON.stringify(res.json)).not.toContain(code);
    expect(verificationId).toMatch(/^[a-z0-9]+$/);
  });

  it("stores only a hash of the code, valid for at most 10 minutes", async () => {
    const phone = randomPhone();
    const { verificationId, code } = await sendCode(phone);
    const stored = await row(verificationId);
    expect(stored.codeHash).not.toContain(code);
    expect(stored.codeHash).toMatch(/^[0-9a-f]{64}$/);
    const lifetime = stored.expiresAt.getTime() - stored.createdAt.getTime();
    expect(lifetime).toBeGreaterThan(9 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(10 * 60_000 + 1000);
  });

  it("draws codes from a CSPRNG: no repeats in a run of sends", async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 4; i++) codes.add((await sendCode(randomPhone())).code);
    expect(codes.size).toBe(4);
  });

  it.each([["12345"], ["98765432101"], ["98765abcde"], [""]])("refuses phone %j with the spec's message", async (phonenumber) => {
    const res = await call(otpSend, { body: { phonenumber }, ip: randomIp() });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Enter Phone No. & number should be 10 digit");
  });

  it("answers 503 with the spec's message when the SMS provider fails, and nothing can be verified", async () => {
    const attempted: string[] = [];
    setSmsProviderForTests({
      name: "broken",
      send: async (m) => {
        attempted.push(m.body);
        throw new Error("provider down");
      },
    });
    const phone = randomPhone();
    const res = await call(otpSend, { body: { phonenumber: phone }, ip: randomIp() });
    expect(res.status).toBe(503);
    expect(res.json).toEqual({ success: false, message: "Something went wrong while sending OTP." });
    const code = /(\d{6})/.exec(attempted[0]!)![1]!;
    const [pending] = await testDatabase()
      .db.select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.phone, `+91${phone}`));
    expect(refusal(await verifyCode(phone, pending!.id, code))).toEqual([400, FAILED]);
    expect(refusal(await registerCall({ name: "Asha Verma", email: randomEmail(), phone, password: PASSWORD }))).toEqual([400, "Please verify phone number"]);
  });

  it("refuses a resend before the modal's countdown has run (429 + the seconds left), then allows it (finding 7)", async () => {
    const phone = randomPhone();
    await sendCode(phone);
    const early = await call(otpSend, { body: { phonenumber: phone }, ip: randomIp() });
    expect(early.status).toBe(429);
    expect(early.json.message).toBe("Please wait for the countdown to end before requesting another OTP.");
    expect(Number(early.headers.get("retry-after"))).toBeGreaterThan(100);
    expect(Number(early.headers.get("retry-after"))).toBeLessThanOrEqual(119);
    await waitOutCountdown(phone);
    await sendCode(phone);
  });

  it("limits sends per phone (429 + Retry-After)", async () => {
    const phone = randomPhone();
    for (let i = 0; i < 5; i++) {
      expect((await call(otpSend, { body: { phonenumber: phone }, ip: randomIp() })).status).toBe(200);
      await waitOutCountdown(phone);
    }
    const refused = await call(otpSend, { body: { phonenumber: phone }, ip: randomIp() });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("a stranger cannot use up a phone's budget: the per-requester limit comes first (issue 21)", async () => {
    const phone = randomPhone();
    const stranger = randomIp();
    for (let i = 0; i < accountLimits.otpSendPhoneRequester.limit; i++) {
      expect((await call(otpSend, { body: { phonenumber: phone }, ip: stranger })).status).toBe(200);
      await waitOutCountdown(phone);
    }
    // The stranger is refused from here on, and these refusals spend nothing of the phone's budget.
    for (let i = 0; i < 5; i++) expect((await call(otpSend, { body: { phonenumber: phone }, ip: stranger })).status).toBe(429);
    const left = accountLimits.otpSendPhone.limit - accountLimits.otpSendPhoneRequester.limit;
    expect(left).toBeGreaterThan(0);
    for (let i = 0; i < left; i++) {
      expect((await call(otpSend, { body: { phonenumber: phone }, ip: randomIp() })).status).toBe(200);
      await waitOutCountdown(phone);
    }
  });

  it("limits sends per client address (429 + Retry-After)", async () => {
    const ip = randomIp();
    for (let i = 0; i < accountLimits.otpSendIp.limit; i++) expect((await call(otpSend, { body: { phonenumber: randomPhone() }, ip })).status).toBe(200);
    const refused = await call(otpSend, { body: { phonenumber: randomPhone() }, ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("POST /auth/otp-verify", () => {
  it("verifies the right code once (single use)", async () => {
    const phone = randomPhone();
    const { verificationId, code } = await sendCode(phone);
    const ok = await verifyCode(phone, verificationId, code);
    expect(ok.status).toBe(200);
    expect(ok.json.success).toBe(true);
    expect((await row(verificationId)).verifiedAt).not.toBeNull();
    const again = await verifyCode(phone, verificationId, code);
    expect(again.status).toBe(400);
    expect(again.json.message).toBe(FAILED);
  });

  it("refuses a wrong code with the spec's message and an empty one with 'Enter OTP'", async () => {
    const phone = randomPhone();
    const { verificationId, code } = await sendCode(phone);
    const wrong = await verifyCode(phone, verificationId, wrongCode(code));
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe(FAILED);
    expect((await verifyCode(phone, verificationId, "")).json.message).toBe("Enter OTP");
    expect((await row(verificationId)).verifiedAt).toBeNull();
  });

  it("accepts the right code after 4 wrong ones, but a verification is dead after 5 wrong ones, even for the right code", async () => {
    const phone = randomPhone();
    const first = await sendCode(phone);
    for (let i = 0; i < 4; i++) expect(refusal(await verifyCode(phone, first.verificationId, wrongCode(first.code)))).toEqual([400, FAILED]);
    expect((await verifyCode(phone, first.verificationId, first.code)).status).toBe(200);

    const phone2 = randomPhone();
    const second = await sendCode(phone2);
    for (let i = 0; i < 5; i++) expect(refusal(await verifyCode(phone2, second.verificationId, wrongCode(second.code)))).toEqual([400, FAILED]);
    const late = await verifyCode(phone2, second.verificationId, second.code);
    expect(late.status).toBe(400);
    expect(late.json.message).toBe(FAILED);
  });

  it("counts parallel guesses exactly: at most 5 attempts ever reach the comparison", async () => {
    const phone = randomPhone();
    const { verificationId, code } = await sendCode(phone);
    await Promise.all(Array.from({ length: 8 }, () => verifyCode(phone, verificationId, wrongCode(code))));
    expect((await row(verificationId)).attempts).toBe(5);
    expect(refusal(await verifyCode(phone, verificationId, code))).toEqual([400, FAILED]);
  });

  it("is bound to its phone and to its verification id", async () => {
    const phoneA = randomPhone();
    const phoneB = randomPhone();
    const a = await sendCode(phoneA);
    const b = await sendCode(phoneB);
    expect(refusal(await verifyCode(phoneB, a.verificationId, a.code))).toEqual([400, FAILED]);
    expect(refusal(await verifyCode(phoneA, b.verificationId, a.code))).toEqual([400, FAILED]);
    expect(refusal(await verifyCode(phoneA, b.verificationId, b.code))).toEqual([400, FAILED]);
    expect((await verifyCode(phoneA, a.verificationId, a.code)).status).toBe(200);
    expect((await verifyCode(phoneB, b.verificationId, b.code)).status).toBe(200);
  });

  it("refuses an expired code", async () => {
    const phone = randomPhone();
    const { verificationId, code } = await sendCode(phone);
    await testDatabase()
      .db.update(phoneVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(phoneVerifications.id, verificationId));
    expect(refusal(await verifyCode(phone, verificationId, code))).toEqual([400, FAILED]);
  });

  it("a new send makes the old code useless", async () => {
    const phone = randomPhone();
    const first = await sendCode(phone);
    await waitOutCountdown(phone);
    const second = await sendCode(phone);
    expect(refusal(await verifyCode(phone, first.verificationId, first.code))).toEqual([400, FAILED]);
    expect((await verifyCode(phone, second.verificationId, second.code)).status).toBe(200);
  });

  it("a new send (anyone may ask one for a phone) keeps a verified verification waiting for its registration (finding 7)", async () => {
    const phone = randomPhone();
    const first = await sendCode(phone);
    expect((await verifyCode(phone, first.verificationId, first.code)).status).toBe(200);
    await waitOutCountdown(phone);
    await sendCode(phone);
    expect((await registerCall({ name: "Asha Verma", email: randomEmail(), phone, password: PASSWORD })).status).toBe(200);
  });

  it("limits checks per client address (429 + Retry-After)", async () => {
    const ip = randomIp();
    const phone = randomPhone();
    const { verificationId } = await sendCode(phone);
    for (let i = 0; i < accountLimits.otpVerifyIp.limit; i++) await verifyCode(phone, verificationId, "000000", ip);
    const refused = await verifyCode(phone, verificationId, "000000", ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("the code never appears in a response or a log line", () => {
  it("with the console provider, at debug level: only the developer channel (stderr) shows it", async () => {
    vi.stubEnv("LOG_LEVEL", "debug");
    setSmsProviderForTests(undefined);
    const stderr: string[] = [];
    const spy = vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
      stderr.push(String(chunk));
      return true;
    });
    const phone = randomPhone();
    let captured: { output: string; result: { verificationId: string; sendBody: string; verifyBody: string; wrongBody: string } };
    try {
      captured = await captureStdout(async () => {
        const sent = await call(otpSend, { body: { phonenumber: phone }, ip: randomIp() });
        const code = /\[sms to \+91\d+\] (\d{6})/.exec(stderr.join(""))![1]!;
        const wrong = await verifyCode(phone, sent.json.data.verificationId, wrongCode(code));
        const verified = await verifyCode(phone, sent.json.data.verificationId, code);
        return { verificationId: code, sendBody: JSON.stringify(sent.json), verifyBody: JSON.stringify(verified.json), wrongBody: JSON.stringify(wrong.json) };
      });
    } finally {
      spy.mockRestore();
    }
    const code = captured.result.verificationId;
    expect(code).toMatch(/^\d{6}$/);
    expect(captured.output).toContain("sms sent");
    expect(captured.output).not.toContain(code);
    expect(captured.result.sendBody).not.toContain(code);
    expect(captured.result.verifyBody).not.toContain(code);
    expect(captured.result.wrongBody).not.toContain(code);
  });

  it("not when the provider fails either", async () => {
    vi.stubEnv("LOG_LEVEL", "debug");
    const bodies: string[] = [];
    setSmsProviderForTests({
      name: "broken",
      send: async (m) => {
        bodies.push(m.body);
        throw new Error(`upstream refused: ${m.body}`);
      },
    });
    const { output, result } = await captureStdout(() => call(otpSend, { body: { phonenumber: randomPhone() }, ip: randomIp() }));
    const code = /(\d{6})/.exec(bodies[0]!)![1]!;
    expect(result.status).toBe(503);
    expect(output).toContain("OTP SMS not sent");
    expect(output).not.toContain(code);
    expect(JSON.stringify(result.json)).not.toContain(code);
  });
});
