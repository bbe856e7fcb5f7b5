import { readdirSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { formatLine, log, loggablePath, routeConsoleToLog } from "@/lib/log";
import { sendMail } from "@/lib/mail/transport";

// Finding 3: no secret reaches the log (the JSON lines on stdout that get collected and shipped).
async function stdoutOf(fn: () => Promise<unknown> | unknown): Promise<string> {
  const chunks: string[] = [];
  const original = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: unknown) => {
    chunks.push(String(chunk));
    return true;
  }) as typeof process.stdout.write;
  try {
    await fn();
  } finally {
    process.stdout.write = original;
  }
  return chunks.join("");
}

const mail = {
  to: "asha@example.com",
  subject: "Activate your account",
  text: "Open https://academy.example.com/auth/verify-account?token=SECRET-TOKEN",
  html: "",
};

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
});

describe("what the log never holds", () => {
  it("a database error's details in the msg of a line that came through Next's console.error (issue 21)", async () => {
    const saved = { error: console.error, log: console.log, info: console.info, warn: console.warn };
    routeConsoleToLog();
    try {
      const err = new Error('Failed query: select "id" from "sessions" where "id" = $1\nparams: 9f1c0ffee0ddba11,asha@example.com');
      const lines = await stdoutOf(() => {
        console.error(err);
        console.error("⨯", err);
        // Next also prints errors as text.
        console.error(`Error: ${err.message}\n    at query (db.ts:1:1)`);
      });
      for (const line of lines.trim().split("\n")) {
        const entry = JSON.parse(line);
        expect(entry.msg).not.toContain("9f1c0ffee0ddba11");
        expect(entry.msg).not.toContain("asha@example.com");
        expect(entry.msg).not.toContain("Failed query");
      }
      expect(lines).not.toContain("9f1c0ffee0ddba11");
    } finally {
      Object.assign(console, saved);
    }
  });

  it("a database error's parameters (session ids, emails, hashes)", async () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), { code: "23505" });
    const err = new Error('Failed query: select "id" from "sessions" where "id" = $1 and "email" = $2\nparams: 9f1c0ffee0ddba11,asha@example.com', { cause });
    const line = await stdoutOf(() => log.error("unhandled error in route handler", { err }));
    expect(line).not.toContain("9f1c0ffee0ddba11");
    expect(line).not.toContain("asha@example.com");
    const entry = JSON.parse(line);
    expect(entry.err.message).toContain('from "sessions"');
    expect(entry.err.cause).toMatchObject({ code: "23505" });
  });

  it.each([
    ["/api/calendar/feed/4f9a0c1d2e3b.ics", "/api/calendar/feed/[private]"],
    ["http://localhost:3000/api/calendar/feed/4f9a0c1d2e3b.ics", "/api/calendar/feed/[private]"],
    ["/auth/reset-password?token=SECRET", "/auth/reset-password"],
    ["/api/calendar/feed", "/api/calendar/feed"],
    ["/training-courses", "/training-courses"],
    ["/pay/Xy3_-abcDEF", "/pay/[private]"],
    ["http://localhost:3000/pay/Xy3_-abcDEF?_rsc=1", "/pay/[private]"],
    ["/api/pay/Xy3_-abcDEF", "/api/pay/[private]"],
    ["/api/pay/Xy3_-abcDEF/proof", "/api/pay/[private]/proof"],
    ["/quotes/Xy3_-abcDEF", "/quotes/[private]"],
    ["/feedback/Xy3_-abcDEF", "/feedback/[private]"],
    ["/api/feedback/Xy3_-abcDEF", "/api/feedback/[private]"],
    ["/api/quote/accept", "/api/quote/accept"],
    ["/certificates/abc123", "/certificates/abc123"],
  ])("a request path: %s is logged as %s", (url, logged) => {
    expect(loggablePath(url)).toBe(logged);
  });

  // Every route whose address carries a secret in its path (a [token] segment, or the calendar feed's [file]) is
  // found from the app folder, so a route added later is covered or this fails.
  it("no route's secret path segment reaches the log", () => {
    const secretSegments = new Set(["[token]", "[file]"]);
    const found: string[] = [];
    const walk = (dir: string, segments: string[]) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (!entry.isDirectory()) continue;
        const next = /^\(.*\)$/.test(entry.name) ? segments : [...segments, entry.name];
        if (secretSegments.has(entry.name)) found.push(`/${next.join("/")}`);
        walk(path.join(dir, entry.name), next);
      }
    };
    walk(path.join(process.cwd(), "app"), []);
    expect(found.length).toBeGreaterThanOrEqual(6);
    for (const route of found) {
      const url = `${route.replace(/\[(token|file)\]/g, "SECRET-in-path").replace(/\[[^\]]+\]/g, "x1")}/more`;
      expect(loggablePath(url), route).not.toContain("SECRET");
    }
  });

  it("a mail's text without SMTP_URL: it goes to the developer's terminal, the log gets its subject only", async () => {
    vi.stubEnv("SMTP_URL", "");
    vi.stubEnv("LOG_LEVEL", "debug");
    resetEnvForTests();
    let terminal = "";
    const line = await stdoutOf(() => sendMail(mail, (text) => void (terminal += text)));
    expect(terminal).toContain("SECRET-TOKEN");
    expect(line).not.toContain("SECRET-TOKEN");
    expect(line).toContain("Activate your account");
  });

  it("a production server with a public APP_URL and no SMTP_URL refuses the terminal (the mail stays queued)", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("APP_URL", "https://academy.example.com");
    vi.stubEnv("SMTP_URL", "");
    resetEnvForTests();
    let terminal = "";
    let refused: unknown;
    const line = await stdoutOf(() => sendMail(mail, (text) => void (terminal += text)).catch((err) => (refused = err)));
    expect(refused).toBeInstanceOf(Error);
    expect(terminal).toBe("");
    expect(line).not.toContain("SECRET-TOKEN");
  });
});

describe("the log's two formats", () => {
  const entry = { time: "2026-11-25T10:00:01.000Z", level: "info", msg: "listening", url: "http://localhost:3000", port: 3000 };
  it("JSON lines for collectors", () => {
    expect(JSON.parse(formatLine(entry, false))).toEqual(entry);
  });
  it("a short readable line at a terminal (pino-pretty), saying where the server listens", () => {
    expect(formatLine(entry, true)).toMatch(/^\[\d\d:\d\d:01\] INFO: listening \{"url":"http:\/\/localhost:3000","port":3000\}$/);
    expect(formatLine({ ...entry, level: "error", msg: "request failed", err: { message: "boom", stack: "Error: boom\n    at x" } }, true)).toMatch(
      /^\[\d\d:\d\d:01\] ERROR: request failed \{"url":"http:\/\/localhost:3000","port":3000\}\n  Error: boom\n    at x$/,
    );
  });

  it("JSON lines carry no terminal escape codes (Next's coloured build output)", async () => {
    vi.stubEnv("LOG_FORMAT", "json");
    vi.stubEnv("LOG_LEVEL", "info");
    const line = await stdoutOf(() => log.info("\u001b[32m✓\u001b[39m Compiled successfully", { step: "build" }));
    expect(line).not.toMatch(/\u001b/);
    expect(JSON.parse(line)).toMatchObject({ level: "info", msg: "✓ Compiled successfully", step: "build", time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
  });
});
