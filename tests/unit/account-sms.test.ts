import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { toE164 } from "@/lib/sms";
import { consoleDeliveryAllowed, consoleSmsProvider } from "@/lib/sms/console";
import { maskPhone, SmsDeliveryError } from "@/lib/sms/types";
import { webhookSmsProvider } from "@/lib/sms/webhook";

/** Everything written to stdout (the JSON log) while fn runs. */
async function captureStdout(fn: () => Promise<unknown>): Promise<string> {
  const lines: string[] = [];
  const stdout = vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
    lines.push(String(chunk));
    return true;
  });
  try {
    await fn();
  } finally {
    stdout.mockRestore();
  }
  return lines.join("");
}

let server: http.Server;
let url: string;
const received: { to: string; body: string }[] = [];
let answer = 200;
let delayMs = 0;

beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    received.push(JSON.parse(Buffer.concat(chunks).toString("utf8")));
    setTimeout(() => {
      res.writeHead(answer);
      res.end("{}");
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
afterEach(() => {
  answer = 200;
  delayMs = 0;
  received.length = 0;
  vi.unstubAllEnvs();
  resetEnvForTests();
});

describe("webhook SMS provider", () => {
  it("POSTs JSON {to, body}", async () => {
    await webhookSmsProvider(url).send({ to: "+919876543210", body: "123456 is your code" });
    expect(received).toEqual([{ to: "+919876543210", body: "123456 is your code" }]);
  });

  it("fails on a non-2xx answer, without the body in the error", async () => {
    answer = 500;
    const error = await webhookSmsProvider(url)
      .send({ to: "+919876543210", body: "654321 is your code" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect(String((error as Error).message)).not.toContain("654321");
  });

  it("gives up after its timeout", async () => {
    delayMs = 500;
    await expect(webhookSmsProvider(url, 100).send({ to: "+1", body: "x" })).rejects.toBeInstanceOf(SmsDeliveryError);
  });

  it("fails when nobody listens", async () => {
    await expect(webhookSmsProvider("http://127.0.0.1:9/sms", 1000).send({ to: "+1", body: "x" })).rejects.toBeInstanceOf(SmsDeliveryError);
  });
});

describe("console SMS provider (development only)", () => {
  it("is allowed outside production, and in production only on a loopback APP_URL", () => {
    expect(consoleDeliveryAllowed("development", "https://academy.example.com")).toBe(true);
    expect(consoleDeliveryAllowed("test", undefined)).toBe(true);
    expect(consoleDeliveryAllowed("production", "http://localhost:3000")).toBe(true);
    expect(consoleDeliveryAllowed("production", "http://127.0.0.1:8080")).toBe(true);
    expect(consoleDeliveryAllowed("production", "https://academy.example.com")).toBe(false);
  });

  it("writes the text to the developer channel, never to the JSON log on stdout", async () => {
    const developer: string[] = [];
    vi.stubEnv("LOG_LEVEL", "debug");
    const logged = await captureStdout(() => consoleSmsProvider((text) => developer.push(text)).send({ to: "+919876543210", body: "482913 is your code" }));
    expect(developer.join("")).toContain("482913");
    expect(logged).toContain("sms sent");
    expect(logged).not.toContain("482913");
    expect(logged).not.toContain("9876543210");
  });

  it("refuses in a production deployment and prints nothing", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("APP_URL", "https://academy.example.com");
    const developer: string[] = [];
    const logged = await captureStdout(() =>
      expect(consoleSmsProvider((text) => developer.push(text)).send({ to: "+919876543210", body: "777111 is your code" })).rejects.toBeInstanceOf(
        SmsDeliveryError,
      ),
    );
    expect(developer).toEqual([]);
    expect(logged).toContain("SMS not sent");
    expect(logged).not.toContain("777111");
  });
});

describe("phone numbers", () => {
  it("E.164 is DEFAULT_DIAL_CODE plus the 10 digits", () => {
    expect(toE164("9876543210")).toBe("+919876543210");
    vi.stubEnv("DEFAULT_DIAL_CODE", "+44");
    resetEnvForTests();
    expect(toE164("7911123456")).toBe("+447911123456");
  });

  it("masks a phone for the log", () => {
    expect(maskPhone("+919876543210")).toBe("+91******3210");
  });
});
